import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProjectStatusValue, ScoreBreakdownType } from '../projects/project.types.js';

export enum DataSourceValue {
  OPENAI = 'openai',
  FALLBACK = 'fallback',
  RDAP = 'rdap',
  DNS = 'dns',
}
registerEnumType(DataSourceValue, { name: 'DataSource', description: 'Where a fact came from.' });

export enum SectionStatusValue {
  PENDING = 'pending',
  RUNNING = 'running',
  COMPLETE = 'complete',
  FAILED = 'failed',
}
registerEnumType(SectionStatusValue, { name: 'SectionStatus' });

export enum ResearchStageValue {
  DESCRIPTION = 'description',
  DOMAINS = 'domains',
  COMPETITORS = 'competitors',
  KEYWORDS = 'keywords',
  LEGAL = 'legal',
  SCORE = 'score',
}
registerEnumType(ResearchStageValue, { name: 'ResearchStage' });

export enum StagePhaseValue {
  STARTED = 'started',
  FINISHED = 'finished',
  FAILED = 'failed',
}
registerEnumType(StagePhaseValue, { name: 'StagePhase' });

@ObjectType('IdeaDescription')
export class IdeaDescriptionType {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) category!: string;
  @Field(() => String) targetMarket!: string;
  @Field(() => [String]) keyFeatures!: string[];
  @Field(() => DataSourceValue) source!: string;
}

@ObjectType('DomainResult')
export class DomainResultType {
  @Field(() => String) domain!: string;
  @Field(() => Boolean) available!: boolean;
  @Field(() => Float, { nullable: true, description: 'Typical first-year price in USD; null when taken.' }) price!: number | null;
  @Field(() => DataSourceValue) source!: string;
}

@ObjectType('Competitor')
export class CompetitorType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String) description!: string;
  @Field(() => [String]) strengths!: string[];
  @Field(() => [String]) weaknesses!: string[];
  @Field(() => String, { nullable: true }) marketShare!: string | null;
}

@ObjectType('Keyword')
export class KeywordType {
  @Field(() => String) keyword!: string;
  @Field(() => Int) searchVolume!: number;
  @Field(() => String, { description: 'Low, Medium or High.' }) difficulty!: string;
  @Field(() => Float) cpc!: number;
  @Field(() => String) trend!: string;
}

@ObjectType('Trademark')
export class TrademarkType {
  @Field(() => String) name!: string;
  @Field(() => String, { description: '"Active" counts as a conflict.' }) status!: string;
  @Field(() => String) owner!: string;
  @Field(() => String) class!: string;
}

@ObjectType('Patent')
export class PatentType {
  @Field(() => String) title!: string;
  @Field(() => String) number!: string;
  @Field(() => String) assignee!: string;
  @Field(() => String) abstract!: string;
}

@ObjectType('LegalResult')
export class LegalResultType {
  @Field(() => Boolean) conflicts!: boolean;
  @Field(() => [TrademarkType]) trademarks!: TrademarkType[];
  @Field(() => [PatentType]) patents!: PatentType[];
  @Field(() => Boolean, { description: 'False when trademark search was turned off in the research settings: the trademark list then says nothing about conflicts.' })
  trademarksSearched!: boolean;
  @Field(() => Boolean, { description: 'False when patent search was turned off in the research settings.' })
  patentsSearched!: boolean;
}

@ObjectType('ResearchSection')
export class ResearchSectionType {
  @Field(() => SectionStatusValue) status!: string;
  @Field(() => DataSourceValue, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}

@ObjectType('ResearchSections')
export class ResearchSectionsType {
  @Field(() => ResearchSectionType) domains!: ResearchSectionType;
  @Field(() => ResearchSectionType) competitors!: ResearchSectionType;
  @Field(() => ResearchSectionType) keywords!: ResearchSectionType;
  @Field(() => ResearchSectionType) legal!: ResearchSectionType;
}

@ObjectType('ResearchResults')
export class ResearchResultsType {
  @Field(() => ID) projectId!: string;
  @Field(() => ProjectStatusValue, { description: 'The run’s status, mirrored on the project.' }) status!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [DomainResultType]) domains!: DomainResultType[];
  @Field(() => [CompetitorType]) competitors!: CompetitorType[];
  @Field(() => [KeywordType]) keywords!: KeywordType[];
  @Field(() => LegalResultType, { nullable: true, description: 'Null until the legal stage finished.' }) legal!: LegalResultType | null;
  @Field(() => ResearchSectionsType) sections!: ResearchSectionsType;
}

@ObjectType('ResearchProgressEvent')
export class ResearchProgressEventType {
  @Field(() => ID) projectId!: string;
  @Field(() => ResearchStageValue) stage!: string;
  @Field(() => StagePhaseValue) phase!: string;
  @Field(() => Int) currentStep!: number;
  @Field(() => ProjectStatusValue) projectStatus!: string;
  @Field(() => [DomainResultType], { nullable: true, description: 'The finished section’s data, when phase = FINISHED.' })
  domains!: DomainResultType[] | null;
  @Field(() => [CompetitorType], { nullable: true }) competitors!: CompetitorType[] | null;
  @Field(() => [KeywordType], { nullable: true }) keywords!: KeywordType[] | null;
  @Field(() => LegalResultType, { nullable: true }) legal!: LegalResultType | null;
  @Field(() => Int, { nullable: true }) score!: number | null;
  @Field(() => ScoreBreakdownType, { nullable: true }) scoreBreakdown!: ScoreBreakdownType | null;
}

@ObjectType('AiStatus')
export class AiStatusType {
  @Field(() => Boolean) live!: boolean;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => String, { nullable: true, description: 'Why research uses fallback data, when it does.' }) reason!: string | null;
}
