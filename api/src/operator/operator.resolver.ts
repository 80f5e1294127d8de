import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { AppConfig } from '../config/config.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ config: AppConfig }>;

@ObjectType('OperatorContact', {
  description: 'Who runs this IdeaScope (OPERATOR_NAME, OPERATOR_EMAIL): named on the public Privacy, Terms and Security pages.',
})
export class OperatorContactType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'Null when the operator has not set one.' }) email!: string | null;
}

/** Public (no sign-in): the footer's pages name the operator and how to reach them. */
@Resolver()
export class OperatorResolver {
  @Query(() => OperatorContactType, {
    description: 'The operator’s name and contact address, for the public Privacy, Terms and Security pages.',
  })
  operatorContact(@Ctx() context: Context): OperatorContactType {
    const { OPERATOR_NAME, OPERATOR_EMAIL } = context.services.config;
    return { name: OPERATOR_NAME, email: OPERATOR_EMAIL ?? null };
  }
}
