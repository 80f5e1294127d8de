import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BasisValue } from '../research/basis.graphql-type.js';

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

@ObjectType('ScoreEvidence', { description: 'A piece of evidence a score part used.' })
export class ScoreEvidenceType {
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => ID, { nullable: true }) evidenceId!: string | null;
}

@ObjectType('ScoreEntry')
export class ScoreEntryType {
  @Field(() => Int) score!: number;
  @Field(() => String) reason!: string;
  @Field(() => BasisValue, { description: 'How the part’s inputs are known (UNKNOWN on scores stored before parts said).' })
  basis!: string;
  @Field(() => [ScoreEvidenceType], { nullable: true }) evidence?: ScoreEvidenceType[] | null;
}

@ObjectType('ScoreAssessment', { description: 'How far the score can be trusted.' })
export class ScoreAssessmentType {
  @Field(() => Int, { description: 'Share of the 100 points whose inputs were MEASURED (0-100).' }) confidence!: number;
  @Field(() => Int) measuredPoints!: number;
  @Field(() => Boolean, { description: 'The run rests on SAMPLE data ("Sample score").' }) sample!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the label is capped at Needs Work whatever the total.' }) labelCap!:
    string | null;
  @Field(() => Boolean, {
    description:
      'Enough of the score rests on measured inputs (40 of 100 points) for a total; false: "Not enough evidence to score yet" and score is null.',
  })
  enoughEvidence!: boolean;
  @Field(() => [String], { description: 'The parts whose inputs were measured.' }) measuredParts!: string[];
  @Field(() => [String], { description: 'For each part not measured: what would measure it.' }) missingEvidence!: string[];
}

@ObjectType('ScoreBreakdown', { description: 'Six entries; maxima 25, 20, 10, 15, 10, 20 (total 100).' })
export class ScoreBreakdownType {
  @Field(() => ScoreEntryType) marketOpportunity!: ScoreEntryType;
  @Field(() => ScoreEntryType) competitionLevel!: ScoreEntryType;
  @Field(() => ScoreEntryType) domainAvailability!: ScoreEntryType;
  @Field(() => ScoreEntryType) keywordOpportunity!: ScoreEntryType;
  @Field(() => ScoreEntryType) legalRisk!: ScoreEntryType;
  @Field(() => ScoreEntryType) businessViability!: ScoreEntryType;
}

@ObjectType('Project', { description: 'A business idea under research. Only its owner ever sees it.' })
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
  @Field(() => ScoreBreakdownType, { nullable: true }) scoreBreakdown!: ScoreBreakdownType | null;
  @Field(() => ScoreAssessmentType, { nullable: true }) scoreAssessment!: ScoreAssessmentType | null;
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
