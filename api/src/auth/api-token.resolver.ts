import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { ApiTokenService } from './api-token.service.js';
import type { ApiToken } from './api-token.entity.js';
import type { CreatedApiToken } from './api-token.service.js';
import { ApiTokenType, CreatedApiTokenType } from './api-token.types.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ apiTokens: ApiTokenService }>;

@Resolver(() => ApiTokenType)
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenType], { description: "The viewer's API tokens (not revoked), newest first." })
  apiTokens(@Ctx() context: Context): Promise<ApiToken[]> {
    return context.services.apiTokens.list(context);
  }

  @Authorized()
  @Mutation(() => CreatedApiTokenType, { description: 'Needs a browser session (FORBIDDEN with an API token).' })
  createApiToken(@Arg('name', () => String) name: string, @Ctx() context: Context): Promise<CreatedApiToken> {
    return context.services.apiTokens.create(context, { name });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Needs a browser session. Unknown or another user\'s id: NOT_FOUND "API token not found".' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    await context.services.apiTokens.revoke(context, id);
    return true;
  }
}
