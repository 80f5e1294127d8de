import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { WebsiteService } from './website.service.js';
import type { AppConfig } from '../config/config.js';
import { presentWebsite, type WebsiteView } from './website.presenter.js';
import { WebsiteCopyInput, WebsiteDesignInput, WebsiteStatusType, WebsiteType } from './website.types.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ websites: WebsiteService; config: AppConfig }>;

@Resolver(() => WebsiteType)
export class WebsiteResolver {
  @Authorized()
  @Query(() => WebsiteStatusType, {
    description: "The project's website (none or one) and whether the project changed since it was generated.",
  })
  async websiteStatus(@Arg('projectId', () => ID) projectId: string, @Ctx() context: Context): Promise<WebsiteStatusType> {
    const status = await context.services.websites.websiteStatus(context, projectId);
    return { websites: status.websites.map((website) => presentWebsite(context.services.config, website)), hasChanges: status.hasChanges };
  }

  @Authorized()
  @Mutation(() => WebsiteType, { description: "Writes the project's website (a draft when new); generating again keeps its slug." })
  async generateWebsite(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('input', () => WebsiteDesignInput) input: WebsiteDesignInput,
    @Ctx() context: Context,
  ): Promise<WebsiteView> {
    return presentWebsite(context.services.config, await context.services.websites.generateWebsite(context, projectId, { ...input }));
  }

  @Authorized()
  @Mutation(() => WebsiteType, {
    description: "Applies the design; with copy, the owner's words replace the draft's, else a changed project rewrites them.",
  })
  async updateWebsite(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => WebsiteDesignInput) input: WebsiteDesignInput,
    @Arg('copy', () => WebsiteCopyInput, { nullable: true }) copy: WebsiteCopyInput | null,
    @Ctx() context: Context,
  ): Promise<WebsiteView> {
    const update = { ...input, copy: copy && { ...copy } };
    return presentWebsite(context.services.config, await context.services.websites.updateWebsite(context, id, update));
  }

  @Authorized()
  @Mutation(() => WebsiteType)
  async publishWebsite(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<WebsiteView> {
    return presentWebsite(context.services.config, await context.services.websites.publishWebsite(context, id));
  }

  @Authorized()
  @Mutation(() => WebsiteType)
  async unpublishWebsite(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<WebsiteView> {
    return presentWebsite(context.services.config, await context.services.websites.unpublishWebsite(context, id));
  }
}
