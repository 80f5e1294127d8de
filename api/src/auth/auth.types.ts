import { Field, ID, InputType, ObjectType } from 'type-graphql';

// Plain data fields: graphql-js reads them itself (simpleResolvers), without type-graphql's per-field middleware wrapper.
@ObjectType('User', { description: 'An IdeaScope account. The password hash never leaves the server.', simpleResolvers: true })
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl!: string | null;
  @Field(() => String, { description: "'free', or any other value for a paid (Pro) plan." }) plan!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class SignUpInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@InputType()
export class LogInInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
}
