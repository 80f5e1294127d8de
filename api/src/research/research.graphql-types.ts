import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProjectStatusValue } from '../projects/project.types.js';
import { ScoreBreakdownType } from './score/score.graphql-types.js';
import { BasisValue } from './basis.graphql-type.js';

export { BasisValue };

export enum DataSourceValue {
  OPENAI = 'openai',
  OLLAMA = 'ollama',
  USER = 'user',
  FALLBACK = 'fallback',
  RDAP = 'rdap',
  DNS = 'dns',
  SEARXNG = 'searxng',
  TAVILY = 'tavily',
  BRAVE = 'brave',
  EPO = 'epo',
  USPTO = 'uspto',
  DATAFORSEO = 'dataforseo',
  WIKIMEDIA = 'wikimedia',
  NONE = 'none',
}
registerEnumType(DataSourceValue, {
  name: 'DataSource',
  description:
    "Where a section came from (OLLAMA = a local model; USER = the user's own words; FALLBACK = an offline sample generator, found in stored runs only; NONE = no source could answer).",
});

export enum DomainStatusValue {
  AVAILABLE = 'AVAILABLE',
  REGISTERED = 'REGISTERED',
  UNKNOWN = 'UNKNOWN',
}
registerEnumType(DomainStatusValue, { name: 'DomainStatus' });

export enum KeywordDifficultyValue {
  LOW = 'Low',
  MEDIUM = 'Medium',
  HIGH = 'High',
}
registerEnumType(KeywordDifficultyValue, { name: 'KeywordDifficulty' });

export enum KeywordTrendValue {
  RISING = 'Rising',
  STABLE = 'Stable',
  DECLINING = 'Declining',
}
registerEnumType(KeywordTrendValue, { name: 'KeywordTrend' });

export enum TrademarkStatusValue {
  ACTIVE = 'Active',
  PENDING = 'Pending',
  ABANDONED = 'Abandoned',
  EXPIRED = 'Expired',
  CANCELLED = 'Cancelled',
  DEAD = 'Dead',
}
registerEnumType(TrademarkStatusValue, {
  name: 'TrademarkStatus',
  description: 'ACTIVE counts as a conflict (spec §3); PENDING is a live application.',
});

export enum TrademarkMatchValue {
  EXACT = 'exact',
  SIMILAR = 'similar',
  SOUNDS_ALIKE = 'sounds-alike',
}
registerEnumType(TrademarkMatchValue, { name: 'TrademarkMatch' });

@ObjectType('SourceReference', { description: 'Where one fact came from.' })
export class SourceReferenceType {
  @Field(() => String, {
    description: 'rdap, dns, openai, sample, searxng, tavily, brave, epo, uspto, dataforseo, wikimedia, hackernews, github.',
  })
  provider!: string;
  @Field(() => String, { nullable: true, description: 'The page or record that backs the fact.' }) url!: string | null;
  @Field(() => Date) retrievedAt!: Date | string;
  @Field(() => ID, { nullable: true, description: 'The evidence row (Project.evidence) holding the raw request and response.' })
  evidenceId?: string | null;
  @Field(() => String, { nullable: true, description: 'The model that wrote an AI text (ESTIMATED); null for facts read from a source.' })
  model?: string | null;
}

@ObjectType('SearchSummary', { description: 'What a search behind a section asked and how much the source holds.' })
export class SearchSummaryType {
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType, {
    description: "Who searched (provider 'none' when no provider was configured), a page to repeat the search (url), and when.",
  })
  source!: SourceReferenceType;
  @Field(() => String, { nullable: true, deprecationReason: 'Use source.provider.' }) provider!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What was searched, in words (a patent search’s query code is in its Espacenet link and evidence row).',
  })
  query!: string | null;
  @Field(() => Int, { nullable: true, description: 'How many results the source reports for the query.' }) totalResults!: number | null;
  @Field(() => String, { nullable: true, deprecationReason: 'Use source.url.' }) url!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the search did not run or gave no answer, in the customer’s words.' })
  reason!: string | null;
}

@ObjectType('MonthlyVolume')
export class MonthlyVolumeType {
  @Field(() => String, { description: 'yyyy-MM' }) month!: string;
  @Field(() => Int) volume!: number;
}

@ObjectType('InterestPoint')
export class InterestPointType {
  @Field(() => String, { description: 'yyyy-MM' }) month!: string;
  @Field(() => Int) views!: number;
}

@ObjectType('InterestSeries', { description: 'Interest over time in the idea’s subject (Wikipedia pageviews).' })
export class InterestSeriesType {
  @Field(() => String) article!: string;
  @Field(() => [InterestPointType]) points!: InterestPointType[];
  @Field(() => KeywordTrendValue) trend!: string;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('Launch', { description: 'A launch or discussion of a similar product on Hacker News.' })
export class LaunchType {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'The product’s own page, when the post links one.' }) productUrl!: string | null;
  @Field(() => String, { description: 'The Hacker News discussion.' }) threadUrl!: string;
  @Field(() => Int) points!: number;
  @Field(() => Int) comments!: number;
  @Field(() => Date) postedAt!: Date | string;
  @Field(() => Boolean, { description: 'A "Show HN" post: the makers launching it themselves.' }) showHn!: boolean;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('LaunchSearch', { description: 'Hacker News stories about similar products: what was asked and what came back, or why not.' })
export class LaunchSearchType {
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType, { description: 'The Hacker News search (url: its page, to repeat it) and when it was read.' })
  source!: SourceReferenceType;
  @Field(() => String, { nullable: true }) query!: string | null;
  @Field(() => Int, { nullable: true, description: 'How many stories match (not just the ones shown).' }) totalResults!: number | null;
  @Field(() => String, { nullable: true, description: 'Hacker News search, to repeat it.', deprecationReason: 'Use source.url.' })
  url!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the search gave no answer, in the customer’s words.' }) reason!: string | null;
  @Field(() => [LaunchType]) launches!: LaunchType[];
}

@ObjectType('OpenSourceProject', { description: 'An open-source alternative on GitHub.' })
export class OpenSourceProjectType {
  @Field(() => String, { description: 'owner/name' }) fullName!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Int) stars!: number;
  @Field(() => Date, { nullable: true, description: 'The last push to the repository.' }) lastPushAt!: Date | string | null;
  @Field(() => String, { nullable: true }) language!: string | null;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('RepositorySearch', { description: 'GitHub repositories like the idea (software ideas only).' })
export class RepositorySearchType {
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType, { description: 'The GitHub search (url: its page, to repeat it) and when it was read.' })
  source!: SourceReferenceType;
  @Field(() => String, { nullable: true }) query!: string | null;
  @Field(() => Int, { nullable: true, description: 'How many repositories match.' }) totalResults!: number | null;
  @Field(() => String, { nullable: true, description: 'GitHub search, to repeat it.', deprecationReason: 'Use source.url.' })
  url!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the search gave no answer, in the customer’s words.' }) reason!: string | null;
  @Field(() => [OpenSourceProjectType]) repositories!: OpenSourceProjectType[];
}

@ObjectType('AttentionPoint')
export class AttentionPointType {
  @Field(() => String, { description: 'yyyy-MM' }) month!: string;
  @Field(() => Int) stories!: number;
  @Field(() => Int) comments!: number;
}

@ObjectType('AttentionSeries', {
  description: 'Hacker News stories and comments a month about the idea’s subject, over the last 12 months.',
})
export class AttentionSeriesType {
  @Field(() => String) query!: string;
  @Field(() => [AttentionPointType]) points!: AttentionPointType[];
  @Field(() => KeywordTrendValue, {
    nullable: true,
    description: 'null when not measured, or with too few mentions to tell (under 30 in 12 months, or in fewer than 6 months).',
  })
  trend!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was not measured, in the customer’s words.' }) reason!: string | null;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('SampleNotice', { description: 'Whether the results rest on the offline sample generator, and why.' })
export class SampleNoticeType {
  @Field(() => Boolean) sample!: boolean;
  @Field(() => [String], { description: 'One line per sample section: "competitors: " and why, in the customer’s words.' })
  reasons!: string[];
}

@ObjectType('ResearchEvidence', {
  description: 'One call to a research source: the request (secrets removed), status, time and response (capped).',
})
export class ResearchEvidenceType {
  @Field(() => ID) id!: string;
  @Field(() => String) provider!: string;
  @Field(() => String) method!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) requestBody!: string | null;
  @Field(() => Int, { nullable: true }) status!: number | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { nullable: true }) responseBody!: string | null;
  @Field(() => Boolean) responseTruncated!: boolean;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => ID, { nullable: true, description: 'The earlier evidence whose answer was reused (same request within 24 hours).' })
  reusedFromId!: string | null;
  @Field(() => Date) createdAt!: Date;
}

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
  @Field(() => BasisValue, {
    description:
      "ESTIMATED when a model wrote it; UNKNOWN when no model answered and the text is the user's own to complete (source USER).",
  })
  basis!: string;
  @Field(() => SourceReferenceType, { description: 'Which provider (and model) wrote the draft, and when.' })
  provenance!: SourceReferenceType;
  @Field(() => String, {
    nullable: true,
    description: "The model that wrote the draft (null for the user's own words).",
    deprecationReason: 'Use provenance.model.',
  })
  model!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why no model wrote the draft, in the customer’s words (the provider’s own error is in the server log).',
  })
  fallbackReason!: string | null;
}

@ObjectType('DomainResult')
export class DomainResultType {
  @Field(() => String) domain!: string;
  @Field(() => Boolean, { description: 'True only when a registry (or DNS) said the name is free.' }) available!: boolean;
  @Field(() => DomainStatusValue) status!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Typical first-year registration price in USD from IdeaScope's list of retail registrar prices (see priceListDate), not a registrar's quote; null unless AVAILABLE and the extension is on the list.",
  })
  price!: number | null;
  @Field(() => String, { nullable: true, description: 'When the price list was compiled (e.g. "late 2024"); null without a price.' })
  priceListDate!: string | null;
  @Field(() => String, { nullable: true, description: 'What the price is, in words; null without a price.' })
  priceNote!: string | null;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('Competitor')
export class CompetitorType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String) description!: string;
  @Field(() => [String]) strengths!: string[];
  @Field(() => [String]) weaknesses!: string[];
  @Field(() => String, { nullable: true }) marketShare!: string | null;
  @Field(() => BasisValue, { description: 'How the competitor itself (name, website, description) is known.' }) basis!: string;
  @Field(() => BasisValue, { description: 'How strengths, weaknesses and market share are known (judgements).' }) assessmentBasis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('Keyword')
export class KeywordType {
  @Field(() => String) keyword!: string;
  @Field(() => Int, { nullable: true, description: 'Monthly searches from the keyword source; null when not measured.' })
  searchVolume!: number | null;
  @Field(() => KeywordDifficultyValue, {
    nullable: true,
    description: 'Advertisers’ competition for the keyword on Google Ads; null when the source reported none.',
  })
  difficulty!: string | null;
  @Field(() => Float, { nullable: true, description: 'Cost per click in USD from the keyword source; null when not measured.' })
  cpc!: number | null;
  @Field(() => KeywordTrendValue, {
    nullable: true,
    description: 'Computed from the measured monthly history; null without one (never a model’s guess).',
  })
  trend!: string | null;
  @Field(() => [MonthlyVolumeType], { nullable: true, description: 'Measured monthly volumes, oldest first.' }) monthlySearches?:
    MonthlyVolumeType[] | null;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('Trademark')
export class TrademarkType {
  @Field(() => String) name!: string;
  @Field(() => TrademarkStatusValue) status!: string;
  @Field(() => String) owner!: string;
  @Field(() => String) class!: string;
  @Field(() => String, { nullable: true }) serialNumber?: string | null;
  @Field(() => String, { nullable: true }) registrationNumber?: string | null;
  @Field(() => TrademarkMatchValue, { nullable: true }) match?: string | null;
  @Field(() => Float, { nullable: true }) similarity?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the mark covers a class the idea’s category implies.' }) relevantClass?:
    boolean | null;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('Patent')
export class PatentType {
  @Field(() => String) title!: string;
  @Field(() => String) number!: string;
  @Field(() => String) assignee!: string;
  @Field(() => String) abstract!: string;
  @Field(() => String, { nullable: true }) publicationDate?: string | null;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType) source!: SourceReferenceType;
}

@ObjectType('LegalResult')
export class LegalResultType {
  @Field(() => Boolean) conflicts!: boolean;
  @Field(() => [TrademarkType]) trademarks!: TrademarkType[];
  @Field(() => [PatentType]) patents!: PatentType[];
  @Field(() => Boolean, {
    description: 'False when no real trademark search ran (turned off, no data): the list then says nothing about conflicts.',
  })
  trademarksSearched!: boolean;
  @Field(() => Boolean, { description: 'False when no real patent search ran (turned off, not configured, failed).' })
  patentsSearched!: boolean;
  @Field(() => SearchSummaryType) trademarkSearch!: SearchSummaryType;
  @Field(() => SearchSummaryType) patentSearch!: SearchSummaryType;
}

@ObjectType('ResearchSection')
export class ResearchSectionType {
  @Field(() => SectionStatusValue) status!: string;
  @Field(() => DataSourceValue, { nullable: true }) source!: string | null;
  @Field(() => BasisValue, { nullable: true, description: 'How the section’s facts are known; null until it is complete.' }) basis!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Why the sample generator or no source was used (not connected, no answer, usage limit …), in the customer’s words; the provider’s own error is for whoever runs the installation (Research sources, server log).',
  })
  fallbackReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What a complete section could not do (strengths not assessed, no interest data …), in the customer’s words.',
  })
  note!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'In the customer’s words: that a failed section could not be completed, or what a running section waits for.',
  })
  error!: string | null;
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
  @Field(() => Int, {
    description: 'Every competitor the research found and the score read; `competitors` may show fewer (the plan caps the list).',
  })
  competitorCount!: number;
  @Field(() => [KeywordType]) keywords!: KeywordType[];
  @Field(() => LegalResultType, { nullable: true, description: 'Null until the legal stage finished.' }) legal!: LegalResultType | null;
  @Field(() => ResearchSectionsType) sections!: ResearchSectionsType;
  @Field(() => SearchSummaryType, { nullable: true, description: 'The web searches behind the competitors.' })
  competitorSearch!: SearchSummaryType | null;
  @Field(() => InterestSeriesType, { nullable: true }) keywordInterest!: InterestSeriesType | null;
  @Field(() => LaunchSearchType, {
    nullable: true,
    description: 'Hacker News launches and discussions of similar products (null: the source is off).',
  })
  competitorLaunches!: LaunchSearchType | null;
  @Field(() => RepositorySearchType, {
    nullable: true,
    description: 'Open-source alternatives on GitHub (null: off, or not a software idea).',
  })
  openSourceAlternatives!: RepositorySearchType | null;
  @Field(() => AttentionSeriesType, { nullable: true, description: 'Hacker News attention over 12 months (null: the source is off).' })
  keywordAttention!: AttentionSeriesType | null;
  @Field(() => SampleNoticeType) sampleNotice!: SampleNoticeType;
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

export enum AiStateValue {
  LIVE = 'LIVE',
  NO_KEY = 'NO_KEY',
  QUOTA = 'QUOTA',
  KEY_REJECTED = 'KEY_REJECTED',
  RATE_LIMITED = 'RATE_LIMITED',
  UNREACHABLE = 'UNREACHABLE',
  BUDGET_REACHED = 'BUDGET_REACHED',
}
registerEnumType(AiStateValue, {
  name: 'AiState',
  description:
    'What the last AI calls got back: live, no key, quota exhausted, key rejected (401), rate limited (429), unreachable (timeout, network, 5xx), or the viewer’s daily token budget spent.',
});

@ObjectType('AiStatus')
export class AiStatusType {
  @Field(() => Boolean) live!: boolean;
  @Field(() => AiStateValue) state!: string;
  @Field(() => DataSourceValue, {
    nullable: true,
    description: 'Which provider answers: OPENAI (or any OpenAI-compatible API) or OLLAMA (a local model); null without one.',
  })
  provider!: string | null;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Admins only (null for anyone else): why research has no model, or what the model last got back, in the operator’s terms.',
  })
  reason!: string | null;
}

@ObjectType('ResearchAnalytics', { description: 'The Analytics screen’s figures, counted from the user’s real research.' })
export class ResearchAnalyticsType {
  @Field(() => Int, { nullable: true, description: 'Mean time of completed research runs in seconds; null before the first.' })
  averageResearchSeconds!: number | null;
  @Field(() => Int, {
    description: 'AVAILABLE domains a registry said are free (unknown, DNS-only estimates and sample guesses do not count).',
  })
  availableDomains!: number;
  @Field(() => Int, { description: 'Domains a registry or DNS records answered for (AVAILABLE or REGISTERED); 0 when none was checked.' })
  checkedDomains!: number;
  @Field(() => Int, { description: 'Competitors a real source found (MEASURED); a model’s guesses and sample data do not count.' })
  competitors!: number;
  @Field(() => Int, { description: 'Keywords a real source measured (MEASURED); a model’s estimates and sample data do not count.' })
  keywords!: number;
  @Field(() => Int, {
    description: 'Projects whose competitors a web search answered for, even with none found; 0 when none was measured.',
  })
  measuredCompetitorSections!: number;
  @Field(() => Int, {
    description: 'Projects whose keywords a keyword source answered for, even with none found; 0 when none was measured.',
  })
  measuredKeywordSections!: number;
  @Field(() => Int) thisMonth!: number;
  @Field(() => Int) lastMonth!: number;
  @Field(() => Int, {
    description: 'Facts (domains, competitors, keywords, marks, patents) in the current results that a source answered for (not UNKNOWN).',
  })
  facts!: number;
  @Field(() => Int) measuredFacts!: number;
  @Field(() => Int) sampleFacts!: number;
  @Field(() => Int, { description: 'Items asked about that no source answered (UNKNOWN); they are not facts.' }) unansweredLookups!: number;
}
