import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('WebsiteMetadata', { description: 'The design of a website.' })
export class WebsiteMetadataType {
  @Field(() => String) primaryColor!: string;
  @Field(() => String) secondaryColor!: string;
  @Field(() => String, { description: 'Inter, Roboto, Open Sans or Lato.' }) fontFamily!: string;
  @Field(() => String, { description: 'modern, classic or minimal.' }) layout!: string;
}

@ObjectType('Website', { description: "A project's generated one-page site." })
export class WebsiteType {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => Boolean) isPublished!: boolean;
  @Field(() => Boolean, {
    description: 'Published, and the draft (after Regenerate or Update) differs from the live page: publish to put it live.',
  })
  hasUnpublishedChanges!: boolean;
  @Field(() => WebsiteMetadataType) metadata!: WebsiteMetadataType;
  @Field(() => String, { description: '/site/<slug>, absolute when sites have their own origin (SITE_ORIGIN).' }) publicUrl!: string;
  @Field(() => String, { description: "/api/websites/<id>/preview: the owner's view, drafts included." }) previewUrl!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('WebsiteStatus')
export class WebsiteStatusType {
  @Field(() => [WebsiteType]) websites!: WebsiteType[];
  @Field(() => Boolean, {
    description: "True when the project's name, description, category or results changed since the last generation.",
  })
  hasChanges!: boolean;
}

@InputType('WebsiteDesignInput')
export class WebsiteDesignInput {
  @Field(() => String) title!: string;
  @Field(() => String) primaryColor!: string;
  @Field(() => String) secondaryColor!: string;
  @Field(() => String) fontFamily!: string;
  @Field(() => String) layout!: string;
}
