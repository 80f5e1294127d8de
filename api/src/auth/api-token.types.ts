import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ApiToken', { description: 'A personal API token. The secret is never returned after creation.' })
export class ApiTokenType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The start of the secret (e.g. "isk_ab12cd34"), to recognise the token.' })
  prefix!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' }) lastUsedAt!: Date | null;
}

@ObjectType('CreatedApiToken')
export class CreatedApiTokenType {
  @Field(() => String, { description: 'The secret, shown this once: send it as "Authorization: Bearer <token>".' })
  token!: string;
  @Field(() => ApiTokenType) apiToken!: ApiTokenType;
}
