import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ProjectStatusValue {
  DRAFT = 'draft',
  RESEARCHING = 'researching',
  COMPLETE = 'complete',
  FAILED = 'failed',
}
registerEnumType(ProjectStatusValue, { name: 'ProjectStatus', description: 'Where a project stands: its current research run mirrored.' });

export enum CompetitorAnalysisDepthValue {
  BASIC = 'basic',
  MEDIUM = 'medium',
  COMPREHENSIVE = 'comprehensive',
}
registerEnumType(CompetitorAnalysisDepthValue, {
  name: 'CompetitorAnalysisDepth',
  description: 'How many competitors to research: basic 3-5, medium 5-8, comprehensive 8-12.',
});

/**
 * Research adds its fields (scoreBreakdown, scoreAssessment, evidence) with field resolvers in research/. The plain data
 * fields are read by graphql-js itself (simpleResolvers), without type-graphql's per-field middleware wrapper.
 */
@ObjectType('Project', { description: 'A business idea under research. Only its owner ever sees it.', simpleResolvers: true })
export class ProjectType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) targetMarket!: string | null;
  @Field(() => [String]) keyFeatures!: string[];
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Int, { description: '1 to 5 (spec §4); 5 once the research is complete.' }) currentStep!: number;
  @Field(() => ProjectStatusValue) status!: string;
  @Field(() => Int, {
    nullable: true,
    description: '0 to 100, once the research is complete and enough of it was measured (scoreAssessment.enoughEvidence); null otherwise.',
  })
  score!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@InputType('GenerateIdeaInput')
export class GenerateIdeaInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType('ProjectInput')
export class ProjectInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) targetMarket?: string | null;
  @Field(() => [String], { nullable: true }) keyFeatures?: string[] | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType('ResearchOptionsInput', { description: 'The settings screen’s research options; omitted ones take the defaults.' })
export class ResearchOptionsInput {
  @Field(() => Boolean, { nullable: true }) includePatents?: boolean | null;
  @Field(() => Boolean, { nullable: true }) includeTrademarks?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'With the leading dot; default .com, .net, .org, .io.' })
  domainExtensions?: string[] | null;
  @Field(() => CompetitorAnalysisDepthValue, { nullable: true }) competitorAnalysisDepth?: CompetitorAnalysisDepthValue | null;
}
