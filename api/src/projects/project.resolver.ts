import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { Project } from './project.entity.js';
import { PROJECT_DETAIL_FIELDS, type ProjectRecord, type ProjectService } from './project.service.js';
import { ProjectConnectionType, ProjectStatsType } from './project-connection.types.js';
import { decodeCursor, pageSize, projectSearch } from './project-page.js';
import { ProjectInput, ProjectType, ResearchOptionsInput } from './project.types.js';
import { selectedFieldNames } from '../graphql/selected-fields.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ projects: ProjectService }>;

@Resolver(() => ProjectType)
export class ProjectResolver {
  @Authorized()
  @Query(() => [ProjectType], { description: 'The signed-in user’s projects, newest first.' })
  projects(@Ctx() context: Context): Promise<ProjectRecord[]> {
    return context.services.projects.list(context);
  }

  @Authorized()
  @Query(() => ProjectConnectionType, {
    description:
      'The signed-in user’s projects a page at a time, newest first: `first` 1-100 (default 20), `after` an edge’s cursor, ' +
      '`search` text in the name or category (case-insensitive; totalCount counts the matches).',
  })
  async projectsConnection(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() context: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProjectConnectionType> {
    const cursor = after === null || after === undefined ? undefined : decodeCursor(after, 'after');
    const nodeFields = selectedFieldNames(info, ['edges', 'node']);
    const details = PROJECT_DETAIL_FIELDS.some((field) => nodeFields.has(field));
    const withTotal = selectedFieldNames(info, []).has('totalCount');
    return new ProjectConnectionType(
      await context.services.projects.page(context, pageSize(first, 'first'), cursor, projectSearch(search), { details, withTotal }),
    );
  }

  @Authorized()
  @Query(() => ProjectStatsType, { description: 'The My Ideas stat cards; `timeZone` (IANA, default UTC) decides This Month.' })
  projectStats(
    @Arg('timeZone', () => String, { nullable: true }) timeZone: string | null,
    @Ctx() context: Context,
  ): Promise<ProjectStatsType> {
    return context.services.projects.stats(context, timeZone);
  }

  @Authorized()
  @Query(() => ProjectType, { description: 'NOT_FOUND "Project not found" for anyone but its owner.' })
  project(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Project> {
    return context.services.projects.get(context, id);
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: 'Creates the project at step 2 and starts its research.' })
  createProject(
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @Arg('options', () => ResearchOptionsInput, { nullable: true }) options: ResearchOptionsInput | null,
    @Ctx() context: Context,
  ): Promise<Project> {
    return context.services.projects.create(context, { ...input }, options ? { ...options } : null);
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: 'Edits the project and restarts its research; the old run is superseded.' })
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @Arg('options', () => ResearchOptionsInput, { nullable: true }) options: ResearchOptionsInput | null,
    @Ctx() context: Context,
  ): Promise<Project> {
    return context.services.projects.update(context, id, { ...input }, options ? { ...options } : null);
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: 'Starts research; while a run is active it is kept (not an error).' })
  startResearch(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('options', () => ResearchOptionsInput, { nullable: true }) options: ResearchOptionsInput | null,
    @Ctx() context: Context,
  ): Promise<Project> {
    return context.services.projects.startResearch(context, projectId, options ? { ...options } : null);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the project with its research and websites.' })
  async deleteProject(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    await context.services.projects.delete(context, id);
    return true;
  }
}
