import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { AuthService } from './auth.service.js';
import { LogInInput, SignUpInput, UpdateProfileInput, UserType } from './auth.types.js';
import type { User } from '../users/user.entity.js';
import type { UserProfile } from '../users/user-profile.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ auth: AuthService }>;

@Resolver(() => UserType)
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() context: Context): UserProfile | null {
    return context.viewer?.profile ?? null;
  }

  @Query(() => Boolean, { description: 'True when the signed-in user is an admin.' })
  isAdmin(@Ctx() context: Context): boolean {
    return context.services.auth.isAdmin(context);
  }

  @Mutation(() => UserType)
  signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() context: Context): Promise<User> {
    return context.services.auth.signUp(context, input);
  }

  @Mutation(() => UserType)
  logIn(@Arg('input', () => LogInInput) input: LogInInput, @Ctx() context: Context): Promise<User> {
    return context.services.auth.logIn(context, input);
  }

  @Mutation(() => Boolean)
  async logOut(@Ctx() context: Context): Promise<boolean> {
    await context.services.auth.logOut(context);
    return true;
  }

  @Authorized()
  @Mutation(() => UserType)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() context: Context): Promise<User> {
    return context.services.auth.updateProfile(context, input);
  }
}
