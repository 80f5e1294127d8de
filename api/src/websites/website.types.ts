import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('WebsiteMetadata', { description: 'The design of a website.' })
export class WebsiteMetadataType {
  @Field(() => String) primaryColor!: string;
  @Field(() => String) secondaryColor!: string;
  @Field(() => String, { description: 'Inter, Roboto, Open Sans or Lato.' }) fontFamily!: string;
  @Field(() => String, { description: 'modern, classic or minimal.' }) layout!: string;
}

@ObjectType('WebsiteCopy', { description: "The draft's words: the owner checks and may edit them before publishing." })
export class WebsiteCopyType {
  @Field(() => String) headline!: string;
  @Field(() => String, { description: 'The subheadline under the headline.' }) tagline!: string;
  @Field(() => String) about!: string;
  @Field(() => [String]) features!: string[];
  @Field(() => String) callToAction!: string;
  @Field(() => Boolean, {
    description: "Written by an AI model from the project's description; false once the owner saved their own words, or without a model.",
  })
  draftedByAi!: boolean;
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
  @Field(() => WebsiteCopyType) copy!: WebsiteCopyType;
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

@InputType('WebsiteCopyInput', { description: "The owner's words for the page; they replace the draft's as they are." })
export class WebsiteCopyInput {
  @Field(() => String, { description: 'At most 120 characters, required.' }) headline!: string;
  @Field(() => String, { description: 'The subheadline: at most 240 characters.' }) tagline!: string;
  @Field(() => String, { description: 'At most 1,500 characters.' }) about!: string;
  @Field(() => [String], { description: 'At most 6, each at most 200 characters; blank ones are left out.' }) features!: string[];
}
