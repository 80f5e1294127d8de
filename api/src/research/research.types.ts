/**
 * Shapes shared by the research pipeline (jobs, persistence, API) and the research intelligence
 * (AI provider, fallback generator, domain checks, score). Field shapes follow spec §3.
 */
export type DataSourceName = 'openai' | 'fallback' | 'rdap' | 'dns';
export type CompetitorAnalysisDepth = 'basic' | 'medium' | 'comprehensive';
export type SectionName = 'domains' | 'competitors' | 'keywords' | 'legal';
export const SECTION_NAMES: readonly SectionName[] = ['domains', 'competitors', 'keywords', 'legal'];

export interface ResearchOptions {
  includePatents: boolean;
  includeTrademarks: boolean;
  /** With the leading dot: ['.com', '.net', '.org', '.io'] by default. */
  domainExtensions: string[];
  competitorAnalysisDepth: CompetitorAnalysisDepth;
}

export const DEFAULT_RESEARCH_OPTIONS: ResearchOptions = {
  includePatents: true,
  includeTrademarks: true,
  domainExtensions: ['.com', '.net', '.org', '.io'],
  competitorAnalysisDepth: 'medium',
};

/** Competitors per depth (spec §2 Settings): basic 3-5, medium 5-8, comprehensive 8-12. */
export const COMPETITOR_COUNT_RANGE: Record<CompetitorAnalysisDepth, [number, number]> = {
  basic: [3, 5],
  medium: [5, 8],
  comprehensive: [8, 12],
};

export interface IdeaInput {
  name: string;
  category: string | null;
  notes: string | null;
}

export interface IdeaDescription {
  name: string;
  description: string;
  category: string;
  targetMarket: string;
  keyFeatures: string[];
}

/** What every research stage is given. userId/projectId are for metering the AI calls. */
export interface ResearchInput {
  userId: string | null;
  projectId: string | null;
  name: string;
  category: string | null;
  description: string;
  targetMarket: string | null;
  keyFeatures: string[];
  notes: string | null;
  options: ResearchOptions;
}

export interface DomainResult {
  domain: string;
  available: boolean;
  /** Typical first-year price in USD; null when taken. */
  price: number | null;
  source: DataSourceName;
}

export interface Competitor {
  name: string;
  website: string | null;
  description: string;
  strengths: string[];
  weaknesses: string[];
  marketShare: string | null;
}

export type KeywordDifficulty = 'Low' | 'Medium' | 'High';

export interface Keyword {
  keyword: string;
  searchVolume: number;
  difficulty: KeywordDifficulty;
  cpc: number;
  trend: string;
}

export interface Trademark {
  name: string;
  /** 'Active' counts as a conflict. */
  status: string;
  owner: string;
  class: string;
}

export interface Patent {
  title: string;
  number: string;
  assignee: string;
  abstract: string;
}

/** What a legal search found (AI or fallback); an excluded kind is an empty list. */
export interface LegalFindings {
  conflicts: boolean;
  trademarks: Trademark[];
  patents: Patent[];
}

/**
 * The legal section (spec §3 fields) and which searches ran: an empty list from a search that was
 * turned off in the settings means "unknown", not "clear".
 */
export interface LegalResult extends LegalFindings {
  trademarksSearched: boolean;
  patentsSearched: boolean;
}

/** A stage's output and where it came from (the UI shows the source quietly). */
export interface StageResult<Data> {
  data: Data;
  source: DataSourceName;
  /** Why the fallback was used, when it was (no key, quota, timeout, invalid output, budget). */
  fallbackReason?: string;
}

export interface ResearchResultsForScore {
  description: string | null;
  domains: DomainResult[];
  competitors: Competitor[];
  keywords: Keyword[];
  legal: LegalResult | null;
}
