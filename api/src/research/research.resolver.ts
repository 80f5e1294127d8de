import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { ResearchService } from './research.service.js';
import { GenerateIdeaInput, ProjectType } from '../projects/project.types.js';
import type { EvidenceView } from './evidence/evidence-store.js';
import type { AiStatus } from './intelligence/research-intelligence.js';
import {
  AiStatusType,
  IdeaDescriptionType,
  ResearchAnalyticsType,
  ResearchEvidenceType,
  ResearchProgressEventType,
  ResearchResultsType,
} from './research.graphql-types.js';
import type { ResearchAnalytics } from './research-analytics.js';
import { presentProgressEvent, presentResults, type PresentedResults } from './research.presenter.js';
import type { ResearchProgressEventView } from './research.service.js';
import { ResearchSourceType } from './sources/source-catalog.graphql-type.js';
import type { ResearchSourceStatus } from './sources/source-catalog.js';
import { presentIdeaPreview, type PresentedIdeaPreview } from './preview/idea-preview.presenter.js';
import { IdeaPreviewType } from './preview/idea-preview.graphql-types.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ research: ResearchService }>;

@Resolver()
export class ResearchResolver {
  @Authorized()
  @Query(() => ResearchResultsType, { description: 'The results of the project’s current research run.' })
  async researchResults(@Arg('projectId', () => ID) projectId: string, @Ctx() context: Context): Promise<PresentedResults> {
    return presentResults(await context.services.research.results(context, projectId));
  }

  @Authorized()
  @Query(() => ResearchAnalyticsType, {
    description: 'The Analytics screen’s figures from the viewer’s real research; This Month in `timeZone` (IANA, default UTC).',
  })
  researchAnalytics(
    @Arg('timeZone', () => String, { nullable: true }) timeZone: string | null,
    @Ctx() context: Context,
  ): Promise<ResearchAnalytics> {
    return context.services.research.analytics(context, timeZone);
  }

  @Query(() => IdeaPreviewType, {
    description: 'Public (landing page): measured facts about a typed idea from keyless sources; limited per IP address.',
  })
  async ideaPreview(@Arg('idea', () => String) idea: string, @Ctx() context: Context): Promise<PresentedIdeaPreview> {
    return presentIdeaPreview(await context.services.research.ideaPreview(context, { idea }));
  }

  @Authorized()
  @Query(() => AiStatusType, { description: 'Whether research uses the live AI provider or the fallback, and why.' })
  aiStatus(@Ctx() context: Context): Promise<AiStatus> {
    return context.services.research.aiStatus(context);
  }

  @Authorized()
  @Query(() => [ResearchSourceType], { description: 'Each research source: configured, last success, last error.' })
  researchSources(@Ctx() context: Context): Promise<ResearchSourceStatus[]> {
    return context.services.research.researchSources(context);
  }

  @Authorized()
  @Mutation(() => IdeaDescriptionType, { description: 'Describes an idea from its name, category and notes.' })
  generateIdeaDescription(@Arg('input', () => GenerateIdeaInput) input: GenerateIdeaInput, @Ctx() context: Context) {
    return context.services.research.generateDescription(context, { ...input });
  }

  @Authorized()
  @Subscription(() => ResearchProgressEventType, {
    description:
      'An event at each research stage’s start and finish. It begins with the current run’s state (per section that ended its FINISHED or FAILED event, then SCORE FINISHED once the run is complete or SCORE FAILED once it failed) and repeats it after the server’s LISTEN connection reconnects, so an event may arrive twice. Owner only; access is re-checked per event.',
    subscribe: ({ args, context }) => (context as Context).services.research.progressStream(context as Context, args.projectId),
  })
  researchProgress(@Root() event: ResearchProgressEventView, @Arg('projectId', () => ID) _projectId: string): ResearchProgressEventView {
    return presentProgressEvent(event);
  }
}

/** Project.evidence: the raw source calls behind the project's current research (owner only). */
@Resolver(() => ProjectType)
export class ProjectEvidenceResolver {
  @Authorized()
  @FieldResolver(() => [ResearchEvidenceType], {
    description: 'Every call to a research source behind the current results: request (secrets removed), status, time, response (capped).',
  })
  evidence(@Root() project: { id: string }, @Ctx() context: Context): Promise<EvidenceView[]> {
    return context.services.research.evidence(context, project.id);
  }
}
