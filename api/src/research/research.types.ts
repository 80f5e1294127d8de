/**
 * Shapes shared by the research pipeline (jobs, persistence, API) and the research intelligence
 * (AI provider, fallback generator, domain checks, score). Field shapes follow spec §3.
 */
import type { IdeaFields } from '../projects/project-research.js';

/** A section's overall source (the provider most of its items came from). */
export type DataSourceName =
  | 'openai'
  /** A local model (Ollama). */
  | 'ollama'
  /** The user's own words (the description step without a model). */
  | 'user'
  /** An offline sample generator's answer: found in stored runs only, nothing produces it. */
  | 'fallback'
  | 'rdap'
  | 'dns'
  | 'searxng'
  | 'tavily'
  | 'brave'
  | 'epo'
  | 'uspto'
  | 'dataforseo'
  | 'wikimedia'
  | 'none';

/**
 * How a fact is known: MEASURED (read from a real source: RDAP, DNS, a search engine, a patent or
 * trademark office, a keyword-data API), ESTIMATED (an AI model's own knowledge, no retrieval),
 * SAMPLE (an offline sample generator's answer: found in stored runs only, nothing produces it) or
 * UNKNOWN (asked, no answer).
 */
export type Basis = 'MEASURED' | 'ESTIMATED' | 'SAMPLE' | 'UNKNOWN';
export const BASES: readonly Basis[] = ['MEASURED', 'ESTIMATED', 'SAMPLE', 'UNKNOWN'];

/** Where one fact came from: the provider, the page or record that backs it, and when it was read. */
export interface SourceReference {
  /** e.g. rdap, dns, openai, sample, searxng, tavily, brave, epo, uspto, dataforseo, wikimedia. */
  provider: string;
  /** The page or record that backs the fact, when there is one. */
  url: string | null;
  /** ISO 8601. */
  retrievedAt: string;
  /** The research_evidence row holding the raw request and response, when the fact was fetched. */
  evidenceId?: string | null;
  /** The model that wrote an AI text (ESTIMATED), when one did. */
  model?: string | null;
}

export interface Provenance {
  basis: Basis;
  source: SourceReference;
}

/**
 * What a search behind a section asked and how much the source holds (shown as "12 publications match ..."),
 * with its provenance: source.provider searched ('none' when no provider was configured), source.url is a
 * page where a person can repeat the search, when there is one.
 */
export interface SearchSummary extends Provenance {
  /** The query as sent (terms, CQL, ...); the APIs say a patent search's CQL as its words (research.presenter.ts). */
  query: string | null;
  /** How many results the source reports for the query (not just the ones shown); null when it does not say. */
  totalResults: number | null;
  /** Why the search did not run or gave no answer (not configured, not imported, failed ...). */
  reason: string | null;
}
export type CompetitorAnalysisDepth = 'basic' | 'medium' | 'comprehensive';
export type SectionName = 'domains' | 'competitors' | 'keywords' | 'legal';
export const SECTION_NAMES: readonly SectionName[] = ['domains', 'competitors', 'keywords', 'legal'];

export interface ResearchOptions {
  includePatents: boolean;
  includeTrademarks: boolean;
  /** With the leading dot: ['.com', '.net', '.org', '.io'] by default. */
  domainExtensions: string[];
  competitorAnalysisDepth: CompetitorAnalysisDepth;
  /** Most keywords the user's plan allows (Free 10, Basic 25, Pro 50); set when a run is created. */
  keywordLimit?: number;
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

export type { IdeaFields };

/** What every research stage is given. userId/projectId are for metering the AI calls. */
export interface ResearchInput extends IdeaFields {
  userId: string | null;
  projectId: string | null;
  options: ResearchOptions;
  /** The run, for evidence records (null outside a run, e.g. POST /api/domains/check). */
  runId?: string | null;
  /** The run's cancellation: aborted when a newer run replaces it or its project is deleted; then no source or model is called. */
  signal?: AbortSignal;
}

export type DomainStatus = 'AVAILABLE' | 'REGISTERED' | 'UNKNOWN';

export interface DomainResult extends Provenance {
  domain: string;
  /** Spec §3: true only when a registry (or DNS) said the name is free; false for REGISTERED and UNKNOWN. */
  available: boolean;
  status: DomainStatus;
  /**
   * Typical first-year registration price in USD from a list (domains/domain-prices.ts), not a registrar's quote;
   * null unless AVAILABLE and the extension is on the list.
   */
  price: number | null;
  /** When that list was compiled ("late 2024"), with a price; absent in rows stored before it was said. */
  priceListDate?: string | null;
  /** What the price is, in words, with a price. */
  priceNote?: string | null;
}

export interface Competitor extends Provenance {
  name: string;
  /** The site a search result gave (its origin); null when no source returned one (a model's remembered URL is not kept). */
  website: string | null;
  description: string;
  strengths: string[];
  weaknesses: string[];
  /** A share a source measured (none does yet: always null; a model's guess is never kept or shown). */
  marketShare: string | null;
  /** Strengths and weaknesses are judgements: ESTIMATED by a model, SAMPLE offline, UNKNOWN when none were made. */
  assessmentBasis: Basis;
}

export type KeywordDifficulty = 'Low' | 'Medium' | 'High';
export type KeywordTrend = 'Rising' | 'Stable' | 'Declining';
export const KEYWORD_TRENDS: readonly KeywordTrend[] = ['Rising', 'Stable', 'Declining'];

export interface MonthlyVolume {
  /** yyyy-MM */
  month: string;
  volume: number;
}

export interface Keyword extends Provenance {
  keyword: string;
  /**
   * Monthly searches, competition among advertisers on Google Ads ("difficulty") and cost per click: read from a
   * keyword source only. null when not measured: a model may propose the keyword, never its figures.
   */
  searchVolume: number | null;
  difficulty: KeywordDifficulty | null;
  cpc: number | null;
  /** Computed from monthlySearches when measured; null without a measured history (no history is no trend). */
  trend: KeywordTrend | null;
  /** Measured monthly volumes, oldest first, when the keyword source gives them (the trend is computed from them). */
  monthlySearches?: MonthlyVolume[];
}

/** Interest over time in the idea's subject (Wikipedia pageviews of the best-matching article). */
export interface InterestSeries extends Provenance {
  article: string;
  /** Monthly views, oldest first. */
  points: Array<{ month: string; views: number }>;
  trend: KeywordTrend;
}

/** A launch or discussion of a similar product on Hacker News (competitor evidence). */
export interface Launch extends Provenance {
  title: string;
  /** The product's own page, when the post links one. */
  productUrl: string | null;
  /** The discussion: https://news.ycombinator.com/item?id=… */
  threadUrl: string;
  points: number;
  comments: number;
  /** ISO 8601 */
  postedAt: string;
  /** A "Show HN" post: the makers launching it themselves. */
  showHn: boolean;
}

/** A keyless search behind competitor evidence (Hacker News, GitHub): what it asked and what came back, or why not. */
export type KeylessSearch = SearchSummary;

export interface LaunchSearch extends KeylessSearch {
  launches: Launch[];
}

/** An open-source alternative on GitHub. */
export interface OpenSourceProject extends Provenance {
  /** owner/name */
  fullName: string;
  url: string;
  description: string | null;
  stars: number;
  /** ISO 8601: the last push to any branch. */
  lastPushAt: string | null;
  language: string | null;
  archived: boolean;
}

export interface RepositorySearch extends KeylessSearch {
  repositories: OpenSourceProject[];
}

/** Hacker News attention a month: stories and comments that mention the subject. */
export interface AttentionPoint {
  /** yyyy-MM */
  month: string;
  stories: number;
  comments: number;
}

/** Attention over the last 12 months (Hacker News), beside Wikipedia interest; UNKNOWN with the reason when not measured. */
export interface AttentionSeries extends Provenance {
  query: string;
  points: AttentionPoint[];
  /** From stories + comments a month; null when not measured, or too few mentions to tell (mentionTrend). */
  trend: KeywordTrend | null;
  reason: string | null;
}

/** Spec §3: 'Active' counts as a conflict. */
export type TrademarkStatus = 'Active' | 'Pending' | 'Abandoned' | 'Expired' | 'Cancelled' | 'Dead';
export const TRADEMARK_STATUSES: readonly TrademarkStatus[] = ['Active', 'Pending', 'Abandoned', 'Expired', 'Cancelled', 'Dead'];

export type TrademarkMatch = 'exact' | 'similar' | 'sounds-alike';

export interface Trademark extends Provenance {
  name: string;
  status: TrademarkStatus;
  owner: string;
  /** Spec §3 field: the Nice classes, e.g. "9, 42". */
  class: string;
  serialNumber?: string | null;
  registrationNumber?: string | null;
  /** How the mark matched the idea's name (knockout search). */
  match?: TrademarkMatch | null;
  /** Trigram similarity to the searched name, 0..1. */
  similarity?: number | null;
  /** Whether the mark covers a class the idea's category implies. */
  relevantClass?: boolean | null;
}

export interface Patent extends Provenance {
  title: string;
  /** The real publication number (e.g. EP1234567A1) when MEASURED; SAMPLE-n for sample data. */
  number: string;
  assignee: string;
  abstract: string;
  publicationDate?: string | null;
}

/** What a legal search found; an excluded kind is an empty list. */
export interface LegalFindings {
  conflicts: boolean;
  trademarks: Trademark[];
  patents: Patent[];
}

/**
 * The legal section (spec §3 fields), which searches ran and what each asked: an empty list from a
 * search that did not run (turned off, not configured, no data) means "unknown", not "clear".
 */
export interface LegalResult extends LegalFindings {
  trademarksSearched: boolean;
  patentsSearched: boolean;
  trademarkSearch: SearchSummary;
  patentSearch: SearchSummary;
}

/** Section-level facts beside the item list (kept in research_sections.details). */
export interface SectionDetails {
  /** The searches behind the section (competitors: the web searches). */
  search?: SearchSummary | null;
  /** Keywords: interest over time. */
  interest?: InterestSeries | null;
  /** Competitors: launches and discussions of similar products on Hacker News. */
  launches?: LaunchSearch | null;
  /** Competitors: open-source alternatives on GitHub (software ideas). */
  openSource?: RepositorySearch | null;
  /** Keywords: Hacker News attention over the last 12 months. */
  attention?: AttentionSeries | null;
  /** Why the section's measured source could not answer (shown with UNKNOWN items). */
  note?: string | null;
}

/** A stage's output, where it came from and how it is known. */
export interface StageResult<Data> {
  data: Data;
  source: DataSourceName;
  /** The section's overall basis: the weakest basis that carries its main facts. */
  basis: Basis;
  /** Why the fallback was used, when it was (no key, quota, timeout, invalid output, budget). */
  fallbackReason?: string;
  details?: SectionDetails;
}

export interface ResearchResultsForScore {
  description: string | null;
  domains: DomainResult[];
  competitors: Competitor[];
  keywords: Keyword[];
  legal: LegalResult | null;
  /** Section-level details (searches, interest) and each section's basis, for the score. */
  details?: Partial<Record<SectionName, SectionDetails | null>>;
  bases?: Partial<Record<SectionName, Basis | null>>;
}
