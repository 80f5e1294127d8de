import { Field, Int, ObjectType } from 'type-graphql';
import type { ProjectPage, ProjectSummary } from './project.service.js';
import { ProjectType } from './project.types.js';

// Plain data fields: graphql-js reads them itself (simpleResolvers), without type-graphql's per-field middleware wrapper.
@ObjectType('ProjectEdge', { simpleResolvers: true })
export class ProjectEdgeType {
  @Field(() => String, { description: 'Opaque; pass as `after` to continue after this project.' }) cursor!: string;
  @Field(() => ProjectType) node!: ProjectSummary;
}

@ObjectType('PageInfo', { simpleResolvers: true })
export class PageInfoType {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The last edge’s cursor (null on an empty page).' }) endCursor!: string | null;
}

@ObjectType('ProjectConnection', { description: 'A page of the signed-in user’s projects, newest first.' })
export class ProjectConnectionType {
  constructor(private readonly page: ProjectPage) {}

  @Field(() => [ProjectEdgeType])
  get edges(): ProjectEdgeType[] {
    return this.page.edges;
  }

  @Field(() => PageInfoType)
  get pageInfo(): PageInfoType {
    return { hasNextPage: this.page.hasNextPage, endCursor: this.page.endCursor };
  }

  @Field(() => Int, { description: 'All of the user’s projects (counted only when selected).' })
  totalCount(): Promise<number> {
    return this.page.totalCount();
  }
}

@ObjectType('ProjectStats', { description: 'The My Ideas stat cards, from one aggregate.' })
export class ProjectStatsType {
  @Field(() => Int) totalProjects!: number;
  @Field(() => Int, { description: 'Research finished (step 5).' }) completed!: number;
  @Field(() => Int, { description: 'Created in the current calendar month of the given time zone.' }) thisMonth!: number;
  @Field(() => Int, { nullable: true, description: 'Rounded mean of the scores above 0; null when there are none.' })
  averageScore!: number | null;
}
