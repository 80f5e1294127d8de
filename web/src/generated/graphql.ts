import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** What the last AI calls got back: live, no key, quota exhausted, key rejected (401), rate limited (429), unreachable (timeout, network, 5xx), or the viewer’s daily token budget spent. */
export type AiState =
  | 'BUDGET_REACHED'
  | 'KEY_REJECTED'
  | 'LIVE'
  | 'NO_KEY'
  | 'QUOTA'
  | 'RATE_LIMITED'
  | 'UNREACHABLE';

export type AiStatus = {
  __typename?: 'AiStatus';
  live: Scalars['Boolean']['output'];
  model: Maybe<Scalars['String']['output']>;
  /** Admins only: why research uses fallback data, in the operator’s terms (settings, HTTP status). */
  operatorDetail: Maybe<Scalars['String']['output']>;
  /** Which provider answers: OPENAI (or any OpenAI-compatible API) or OLLAMA (a local model); null without one. */
  provider: Maybe<DataSource>;
  /** Admins only (null for anyone else): why research has no model, or what the model last got back, in the operator’s terms. */
  reason: Maybe<Scalars['String']['output']>;
  state: AiState;
};

/** A personal API token. The secret is never returned after creation. */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** Updated at most once a minute. */
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  /** The start of the secret (e.g. "isk_ab12cd34"), to recognise the token. */
  prefix: Scalars['String']['output'];
};

export type AttentionPoint = {
  __typename?: 'AttentionPoint';
  comments: Scalars['Int']['output'];
  /** yyyy-MM */
  month: Scalars['String']['output'];
  stories: Scalars['Int']['output'];
};

/** Hacker News stories and comments a month about the idea’s subject, over the last 12 months. */
export type AttentionSeries = {
  __typename?: 'AttentionSeries';
  basis: Basis;
  points: Array<AttentionPoint>;
  query: Scalars['String']['output'];
  /** Why it was not measured, in the customer’s words. */
  reason: Maybe<Scalars['String']['output']>;
  source: SourceReference;
  /** null when not measured, or with too few mentions to tell (under 30 in 12 months, or in fewer than 6 months). */
  trend: Maybe<KeywordTrend>;
};

/** How a fact is known. */
export type Basis =
  /** An AI model’s own knowledge, no retrieval. */
  | 'ESTIMATED'
  /** Read from a real source: RDAP, DNS, a search engine, a patent or trademark office, a keyword-data API. */
  | 'MEASURED'
  /** The offline sample generator: illustrative, not research. */
  | 'SAMPLE'
  /** Asked, no answer. */
  | 'UNKNOWN';

/** The viewer's plan and subscription (Settings → Plan & Billing). */
export type BillingStatus = {
  __typename?: 'BillingStatus';
  /** "Manage billing" opens the Customer Portal. */
  canManage: Scalars['Boolean']['output'];
  /** When a cancelled or unpaid plan falls back to Free (data kept). */
  endsAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Checkout and the Customer Portal are available on this install. */
  onlinePayments: Scalars['Boolean']['output'];
  /** free, basic or pro. */
  plan: Scalars['String']['output'];
  /** Free, Basic or Pro. */
  planLabel: Scalars['String']['output'];
  /** The next renewal while the subscription renews. */
  renewsAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Stripe's subscription status (trialing, active, past_due, canceled ...). */
  status: Maybe<Scalars['String']['output']>;
  trialAvailable: Scalars['Boolean']['output'];
  trialEndsAt: Maybe<Scalars['DateTimeISO']['output']>;
};

export type Competitor = {
  __typename?: 'Competitor';
  /** How strengths, weaknesses and market share are known (judgements). */
  assessmentBasis: Basis;
  /** How the competitor itself (name, website, description) is known. */
  basis: Basis;
  description: Scalars['String']['output'];
  marketShare: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  source: SourceReference;
  strengths: Array<Scalars['String']['output']>;
  weaknesses: Array<Scalars['String']['output']>;
  website: Maybe<Scalars['String']['output']>;
};

/** How many competitors to research: basic 3-5, medium 5-8, comprehensive 8-12. */
export type CompetitorAnalysisDepth =
  | 'BASIC'
  | 'COMPREHENSIVE'
  | 'MEDIUM';

export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  /** The secret, shown this once: send it as "Authorization: Bearer <token>". */
  token: Scalars['String']['output'];
};

export type DailyCost = {
  __typename?: 'DailyCost';
  /** yyyy-MM-dd (UTC). */
  date: Scalars['String']['output'];
  requests: Scalars['Int']['output'];
  /** USD of the priced calls; null when calls were made and none was priced (a model missing from the price table), never 0 for them. */
  totalCost: Maybe<Scalars['Float']['output']>;
  /** Tokens summed over the calls (a whole number). */
  totalTokens: Scalars['Float']['output'];
  /** Calls whose model is not in the price table: left out of totalCost, which is then a lower bound. */
  unpricedRequests: Scalars['Int']['output'];
};

/** Where a section came from (OLLAMA = a local model; USER = the user's own words; FALLBACK = an offline sample generator, found in stored runs only; NONE = no source could answer). */
export type DataSource =
  | 'BRAVE'
  | 'DATAFORSEO'
  | 'DNS'
  | 'EPO'
  | 'FALLBACK'
  | 'NONE'
  | 'OLLAMA'
  | 'OPENAI'
  | 'RDAP'
  | 'SEARXNG'
  | 'TAVILY'
  | 'USER'
  | 'USPTO'
  | 'WIKIMEDIA';

/** The demand test of a project's website: visitors, signups and what they would pay. */
export type DemandTest = {
  __typename?: 'DemandTest';
  byDay: Array<DemandTestDay>;
  bySource: Array<DemandTestSource>;
  confirmedSignups: Scalars['Int']['output'];
  /** countedSignups / visits (0-1); null without visits. */
  conversionRate: Maybe<Scalars['Float']['output']>;
  /** Signups that count in the score: confirmed by email, or made when no confirmation email was sent. Read from how each signup was made, not from the current setting. */
  countedSignups: Scalars['Int']['output'];
  dailySummary: Scalars['Boolean']['output'];
  /** This installation sends confirmation emails now (double opt-in). False where it sends no email: signups made then count without confirming. */
  emailConfirmation: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** Visits before the rate counts as measured demand in the score. */
  minVisitors: Scalars['Int']['output'];
  publicUrl: Scalars['String']['output'];
  shareLinks: Array<ShareLink>;
  signupList: Array<DemandTestSignup>;
  signups: Scalars['Int']['output'];
  unconfirmedSignups: Scalars['Int']['output'];
  /**
   * The same number as visits.
   * @deprecated Use visits: each visitor is counted once a day, not once overall.
   */
  uniqueVisitors: Scalars['Int']['output'];
  /** Visits: each visitor counted once a day. A visitor cannot be recognised across days (the daily key is dropped). */
  visits: Scalars['Int']['output'];
  websiteId: Scalars['ID']['output'];
  wouldPay: WouldPaySummary;
};

/** One UTC day of a demand test. */
export type DemandTestDay = {
  __typename?: 'DemandTestDay';
  /** Signups confirmed by email. */
  confirmed: Scalars['Int']['output'];
  /** Signups that count in the demand test: confirmed by email, or made when no confirmation email was sent. */
  counted: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  signups: Scalars['Int']['output'];
  /** Visitors that day, each counted once (bots and the owner left out). */
  visitors: Scalars['Int']['output'];
};

export type DemandTestSignup = {
  __typename?: 'DemandTestSignup';
  confirmed: Scalars['Boolean']['output'];
  /** Counts in the demand test: confirmed by email, or made when no confirmation email was sent (nobody could confirm). */
  counted: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  referrerHost: Maybe<Scalars['String']['output']>;
  useCase: Maybe<Scalars['String']['output']>;
  utmSource: Maybe<Scalars['String']['output']>;
  wouldPay: Maybe<Scalars['Float']['output']>;
};

/** Visitors and signups by where they came from: utm_source, else the referring host, else "direct". */
export type DemandTestSource = {
  __typename?: 'DemandTestSource';
  confirmed: Scalars['Int']['output'];
  /** Signups that count in the demand test: confirmed by email, or made when no confirmation email was sent. */
  counted: Scalars['Int']['output'];
  signups: Scalars['Int']['output'];
  source: Scalars['String']['output'];
  /** Visits from this source, each visitor counted once a day. */
  visitors: Scalars['Int']['output'];
};

export type DomainResult = {
  __typename?: 'DomainResult';
  /** True only when a registry (or DNS) said the name is free. */
  available: Scalars['Boolean']['output'];
  basis: Basis;
  domain: Scalars['String']['output'];
  /** Typical first-year registration price in USD from IdeaScope's list of retail registrar prices (see priceListDate), not a registrar's quote; null unless AVAILABLE and the extension is on the list. */
  price: Maybe<Scalars['Float']['output']>;
  /** When the price list was compiled (e.g. "late 2024"); null without a price. */
  priceListDate: Maybe<Scalars['String']['output']>;
  /** What the price is, in words; null without a price. */
  priceNote: Maybe<Scalars['String']['output']>;
  source: SourceReference;
  status: DomainStatus;
};

export type DomainStatus =
  | 'AVAILABLE'
  | 'REGISTERED'
  | 'UNKNOWN';

export type GenerateIdeaInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
};

export type IdeaDescription = {
  __typename?: 'IdeaDescription';
  /** ESTIMATED when a model wrote it; UNKNOWN when no model answered and the text is the user's own to complete (source USER). */
  basis: Basis;
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Why no model wrote the draft, in the customer’s words (the provider’s own error is in the server log). */
  fallbackReason: Maybe<Scalars['String']['output']>;
  keyFeatures: Array<Scalars['String']['output']>;
  /**
   * The model that wrote the draft (null for the user's own words).
   * @deprecated Use provenance.model.
   */
  model: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Which provider (and model) wrote the draft, and when. */
  provenance: SourceReference;
  source: DataSource;
  targetMarket: Scalars['String']['output'];
};

/** One or two measured facts about a typed idea for the landing page; a fact whose source did not answer is null. */
export type IdeaPreview = {
  __typename?: 'IdeaPreview';
  domain: Maybe<IdeaPreviewDomain>;
  /** The idea as read (trimmed). */
  idea: Scalars['String']['output'];
  launches: Maybe<IdeaPreviewLaunches>;
};

/** The .com of the idea's name, as its registry's RDAP server answered (MEASURED). */
export type IdeaPreviewDomain = {
  __typename?: 'IdeaPreviewDomain';
  available: Scalars['Boolean']['output'];
  basis: Basis;
  domain: Scalars['String']['output'];
  /** The RDAP record (or its "not found" answer) behind the answer (url), and when it was read. */
  source: SourceReference;
  /**
   * The RDAP record (or its "not found" answer) behind the answer.
   * @deprecated Use source.url.
   */
  url: Scalars['String']['output'];
};

/** Hacker News stories matching the idea's subject (MEASURED). */
export type IdeaPreviewLaunches = {
  __typename?: 'IdeaPreviewLaunches';
  basis: Basis;
  /** Stories Hacker News holds for the search. */
  count: Scalars['Int']['output'];
  /** What was searched for. */
  query: Scalars['String']['output'];
  /** Show HN launches among the first stories read. */
  showHnCount: Scalars['Int']['output'];
  /** Hacker News' own search page for the query (url), and when it was read. */
  source: SourceReference;
  /**
   * Hacker News' own search page for the query.
   * @deprecated Use source.url.
   */
  url: Scalars['String']['output'];
};

export type InterestPoint = {
  __typename?: 'InterestPoint';
  /** yyyy-MM */
  month: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** Interest over time in the idea’s subject (Wikipedia pageviews). */
export type InterestSeries = {
  __typename?: 'InterestSeries';
  article: Scalars['String']['output'];
  basis: Basis;
  points: Array<InterestPoint>;
  source: SourceReference;
  trend: KeywordTrend;
};

export type Keyword = {
  __typename?: 'Keyword';
  basis: Basis;
  /** Cost per click in USD from the keyword source; null when not measured. */
  cpc: Maybe<Scalars['Float']['output']>;
  /** Advertisers’ competition for the keyword on Google Ads; null when the source reported none. */
  difficulty: Maybe<KeywordDifficulty>;
  keyword: Scalars['String']['output'];
  /** Measured monthly volumes, oldest first. */
  monthlySearches: Maybe<Array<MonthlyVolume>>;
  /** Monthly searches from the keyword source; null when not measured. */
  searchVolume: Maybe<Scalars['Int']['output']>;
  source: SourceReference;
  /** Computed from the measured monthly history; null without one (never a model’s guess). */
  trend: Maybe<KeywordTrend>;
};

export type KeywordDifficulty =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type KeywordTrend =
  | 'DECLINING'
  | 'RISING'
  | 'STABLE';

/** A launch or discussion of a similar product on Hacker News. */
export type Launch = {
  __typename?: 'Launch';
  basis: Basis;
  comments: Scalars['Int']['output'];
  points: Scalars['Int']['output'];
  postedAt: Scalars['DateTimeISO']['output'];
  /** The product’s own page, when the post links one. */
  productUrl: Maybe<Scalars['String']['output']>;
  /** A "Show HN" post: the makers launching it themselves. */
  showHn: Scalars['Boolean']['output'];
  source: SourceReference;
  /** The Hacker News discussion. */
  threadUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Hacker News stories about similar products: what was asked and what came back, or why not. */
export type LaunchSearch = {
  __typename?: 'LaunchSearch';
  basis: Basis;
  launches: Array<Launch>;
  query: Maybe<Scalars['String']['output']>;
  /** Why the search gave no answer, in the customer’s words. */
  reason: Maybe<Scalars['String']['output']>;
  /** The Hacker News search (url: its page, to repeat it) and when it was read. */
  source: SourceReference;
  /** How many stories match (not just the ones shown). */
  totalResults: Maybe<Scalars['Int']['output']>;
  /**
   * Hacker News search, to repeat it.
   * @deprecated Use source.url.
   */
  url: Maybe<Scalars['String']['output']>;
};

export type LegalResult = {
  __typename?: 'LegalResult';
  conflicts: Scalars['Boolean']['output'];
  patentSearch: SearchSummary;
  patents: Array<Patent>;
  /** False when no real patent search ran (turned off, not configured, failed). */
  patentsSearched: Scalars['Boolean']['output'];
  trademarkSearch: SearchSummary;
  trademarks: Array<Trademark>;
  /** False when no real trademark search ran (turned off, no data): the list then says nothing about conflicts. */
  trademarksSearched: Scalars['Boolean']['output'];
};

export type LogInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MonthlyVolume = {
  __typename?: 'MonthlyVolume';
  /** yyyy-MM */
  month: Scalars['String']['output'];
  volume: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Needs a browser session (FORBIDDEN with an API token). */
  createApiToken: CreatedApiToken;
  /** Creates the project at step 2 and starts its research. */
  createProject: Project;
  /** Deletes the account and everything it owns after the password; needs a browser session. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one signup of the project's site. Owner only. */
  deleteDemandTestSignup: Scalars['Boolean']['output'];
  /** Deletes the project with its research and websites. */
  deleteProject: Scalars['Boolean']['output'];
  /** Describes an idea from its name, category and notes. */
  generateIdeaDescription: IdeaDescription;
  /** Writes the project's website (a draft when new); generating again keeps its slug. */
  generateWebsite: Website;
  logIn: User;
  logOut: Scalars['Boolean']['output'];
  /** A Stripe Customer Portal URL (change plan, cancel, invoices). */
  openBillingPortal: Scalars['String']['output'];
  publishWebsite: Website;
  /** Needs a browser session. Unknown or another user's id: NOT_FOUND "API token not found". */
  revokeApiToken: Scalars['Boolean']['output'];
  /** Turns the daily summary email of the demand test on or off. Owner only. */
  setDemandTestDailySummary: Scalars['Boolean']['output'];
  /** Admin only: set a user's plan (recorded with who and when). */
  setUserPlan: PlanChange;
  signUp: User;
  /** A Stripe Checkout URL for basic or pro, month or year; trial: the 14-day trial (once). CONFLICT for the plan the viewer has. */
  startCheckout: Scalars['String']['output'];
  /** Starts research; while a run is active it is kept (not an error). */
  startResearch: Project;
  unpublishWebsite: Website;
  updateProfile: User;
  /** Edits the project and restarts its research; the old run is superseded. */
  updateProject: Project;
  /** Applies the design; with copy, the owner's words replace the draft's, else a changed project rewrites them. */
  updateWebsite: Website;
};


export type MutationCreateApiTokenArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
  options: InputMaybe<ResearchOptionsInput>;
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteDemandTestSignupArgs = {
  projectId: Scalars['ID']['input'];
  signupId: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGenerateIdeaDescriptionArgs = {
  input: GenerateIdeaInput;
};


export type MutationGenerateWebsiteArgs = {
  input: WebsiteDesignInput;
  projectId: Scalars['ID']['input'];
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationPublishWebsiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDemandTestDailySummaryArgs = {
  enabled: Scalars['Boolean']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationSetUserPlanArgs = {
  email: Scalars['String']['input'];
  plan: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartCheckoutArgs = {
  interval?: Scalars['String']['input'];
  plan: Scalars['String']['input'];
  trial?: Scalars['Boolean']['input'];
};


export type MutationStartResearchArgs = {
  options: InputMaybe<ResearchOptionsInput>;
  projectId: Scalars['ID']['input'];
};


export type MutationUnpublishWebsiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectInput;
  options: InputMaybe<ResearchOptionsInput>;
};


export type MutationUpdateWebsiteArgs = {
  copy: InputMaybe<WebsiteCopyInput>;
  id: Scalars['ID']['input'];
  input: WebsiteDesignInput;
};

/** An open-source alternative on GitHub. */
export type OpenSourceProject = {
  __typename?: 'OpenSourceProject';
  archived: Scalars['Boolean']['output'];
  basis: Basis;
  description: Maybe<Scalars['String']['output']>;
  /** owner/name */
  fullName: Scalars['String']['output'];
  language: Maybe<Scalars['String']['output']>;
  /** The last push to the repository. */
  lastPushAt: Maybe<Scalars['DateTimeISO']['output']>;
  source: SourceReference;
  stars: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type OperationUsage = {
  __typename?: 'OperationUsage';
  operation: Scalars['String']['output'];
  /** USD of the priced calls; null when calls were made and none was priced (a model missing from the price table), never 0 for them. */
  totalCost: Maybe<Scalars['Float']['output']>;
  totalRequests: Scalars['Int']['output'];
  /** Tokens summed over the calls (a whole number). */
  totalTokens: Scalars['Float']['output'];
  /** Calls whose model is not in the price table: left out of totalCost, which is then a lower bound. */
  unpricedRequests: Scalars['Int']['output'];
};

/** Who runs this IdeaScope (OPERATOR_NAME, OPERATOR_EMAIL): named on the public Privacy, Terms and Security pages. */
export type OperatorContact = {
  __typename?: 'OperatorContact';
  /** Null when the operator has not set one. */
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last edge’s cursor (null on an empty page). */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Patent = {
  __typename?: 'Patent';
  abstract: Scalars['String']['output'];
  assignee: Scalars['String']['output'];
  basis: Basis;
  number: Scalars['String']['output'];
  publicationDate: Maybe<Scalars['String']['output']>;
  source: SourceReference;
  title: Scalars['String']['output'];
};

export type PlanChange = {
  __typename?: 'PlanChange';
  changedAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  plan: Scalars['String']['output'];
};

/** A business idea under research. Only its owner ever sees it. */
export type Project = {
  __typename?: 'Project';
  category: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** 1 to 5 (spec §4); 5 once the research is complete. */
  currentStep: Scalars['Int']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Every call to a research source behind the current results: request (secrets removed), status, time, response (capped). */
  evidence: Array<ResearchEvidence>;
  id: Scalars['ID']['output'];
  keyFeatures: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** 0 to 100, once the research is complete and enough of it was measured (scoreAssessment.enoughEvidence); null otherwise. */
  score: Maybe<Scalars['Int']['output']>;
  scoreAssessment: Maybe<ScoreAssessment>;
  scoreBreakdown: Maybe<ScoreBreakdown>;
  status: ProjectStatus;
  targetMarket: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A page of the signed-in user’s projects, newest first. */
export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  edges: Array<ProjectEdge>;
  pageInfo: PageInfo;
  /** All of the user’s projects (counted only when selected). */
  totalCount: Scalars['Int']['output'];
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  /** Opaque; pass as `after` to continue after this project. */
  cursor: Scalars['String']['output'];
  node: Project;
};

export type ProjectInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  keyFeatures?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  targetMarket?: InputMaybe<Scalars['String']['input']>;
};

/** The My Ideas stat cards, from one aggregate. */
export type ProjectStats = {
  __typename?: 'ProjectStats';
  /** Rounded mean of the scores above 0; null when there are none. */
  averageScore: Maybe<Scalars['Int']['output']>;
  /** Research finished (step 5). */
  completed: Scalars['Int']['output'];
  /** Created in the current calendar month of the given time zone. */
  thisMonth: Scalars['Int']['output'];
  totalProjects: Scalars['Int']['output'];
};

/** Where a project stands: its current research run mirrored. */
export type ProjectStatus =
  | 'COMPLETE'
  | 'DRAFT'
  | 'FAILED'
  | 'RESEARCHING';

export type Query = {
  __typename?: 'Query';
  /** Whether research uses the live AI provider or the fallback, and why. */
  aiStatus: AiStatus;
  /** The viewer's API tokens (not revoked), newest first. */
  apiTokens: Array<ApiToken>;
  billingStatus: BillingStatus;
  /** One row per UTC day ending today, oldest first; days without calls included. */
  dailyCosts: Array<DailyCost>;
  /** The demand test of the project's website (null while there is no website). Owner only. */
  demandTest: Maybe<DemandTest>;
  /** Public (landing page): measured facts about a typed idea from keyless sources; limited per IP address. */
  ideaPreview: IdeaPreview;
  /** True when the signed-in user is an admin. */
  isAdmin: Scalars['Boolean']['output'];
  /** The signed-in user, or null. */
  me: Maybe<User>;
  /** The operator’s name and contact address, for the public Privacy, Terms and Security pages. */
  operatorContact: OperatorContact;
  /** NOT_FOUND "Project not found" for anyone but its owner. */
  project: Project;
  /** The My Ideas stat cards; `timeZone` (IANA, default UTC) decides This Month. */
  projectStats: ProjectStats;
  /** The signed-in user’s projects, newest first. */
  projects: Array<Project>;
  /** The signed-in user’s projects a page at a time, newest first: `first` 1-100 (default 20), `after` an edge’s cursor, `search` text in the name or category (case-insensitive; totalCount counts the matches). */
  projectsConnection: ProjectConnection;
  /** The latest calls, newest first. */
  recentUsage: Array<UsageRecord>;
  /** The Analytics screen’s figures from the viewer’s real research; This Month in `timeZone` (IANA, default UTC). */
  researchAnalytics: ResearchAnalytics;
  /** The results of the project’s current research run. */
  researchResults: ResearchResults;
  /** Each research source: configured, last success, last error. */
  researchSources: Array<ResearchSource>;
  /** Per operation, highest cost first. */
  usageByOperation: Array<OperationUsage>;
  /** The top users by cost; calls without a user form one row (userId null). */
  usageByUser: Array<UserUsage>;
  usageStats: UsageStats;
  /** The project's website (none or one) and whether the project changed since it was generated. */
  websiteStatus: WebsiteStatus;
};


export type QueryDailyCostsArgs = {
  days: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDemandTestArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryIdeaPreviewArgs = {
  idea: Scalars['String']['input'];
};


export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProjectStatsArgs = {
  timeZone: InputMaybe<Scalars['String']['input']>;
};


export type QueryProjectsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecentUsageArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
};


export type QueryResearchAnalyticsArgs = {
  timeZone: InputMaybe<Scalars['String']['input']>;
};


export type QueryResearchResultsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryUsageByOperationArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsageByUserArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsageStatsArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebsiteStatusArgs = {
  projectId: Scalars['ID']['input'];
};

/** GitHub repositories like the idea (software ideas only). */
export type RepositorySearch = {
  __typename?: 'RepositorySearch';
  basis: Basis;
  query: Maybe<Scalars['String']['output']>;
  /** Why the search gave no answer, in the customer’s words. */
  reason: Maybe<Scalars['String']['output']>;
  repositories: Array<OpenSourceProject>;
  /** The GitHub search (url: its page, to repeat it) and when it was read. */
  source: SourceReference;
  /** How many repositories match. */
  totalResults: Maybe<Scalars['Int']['output']>;
  /**
   * GitHub search, to repeat it.
   * @deprecated Use source.url.
   */
  url: Maybe<Scalars['String']['output']>;
};

/** The Analytics screen’s figures, counted from the user’s real research. */
export type ResearchAnalytics = {
  __typename?: 'ResearchAnalytics';
  /** AVAILABLE domains a registry said are free (unknown, DNS-only estimates and sample guesses do not count). */
  availableDomains: Scalars['Int']['output'];
  /** Mean time of completed research runs in seconds; null before the first. */
  averageResearchSeconds: Maybe<Scalars['Int']['output']>;
  /** Domains a registry or DNS records answered for (AVAILABLE or REGISTERED); 0 when none was checked. */
  checkedDomains: Scalars['Int']['output'];
  /** Competitors a real source found (MEASURED); a model’s guesses and sample data do not count. */
  competitors: Scalars['Int']['output'];
  /** Facts (domains, competitors, keywords, marks, patents) in the current results that a source answered for (not UNKNOWN). */
  facts: Scalars['Int']['output'];
  /** Keywords a real source measured (MEASURED); a model’s estimates and sample data do not count. */
  keywords: Scalars['Int']['output'];
  lastMonth: Scalars['Int']['output'];
  /** Projects whose competitors a web search answered for, even with none found; 0 when none was measured. */
  measuredCompetitorSections: Scalars['Int']['output'];
  measuredFacts: Scalars['Int']['output'];
  /** Projects whose keywords a keyword source answered for, even with none found; 0 when none was measured. */
  measuredKeywordSections: Scalars['Int']['output'];
  sampleFacts: Scalars['Int']['output'];
  thisMonth: Scalars['Int']['output'];
  /** Items asked about that no source answered (UNKNOWN); they are not facts. */
  unansweredLookups: Scalars['Int']['output'];
};

/** One call to a research source: the request (secrets removed), status, time and response (capped). */
export type ResearchEvidence = {
  __typename?: 'ResearchEvidence';
  createdAt: Scalars['DateTimeISO']['output'];
  durationMs: Scalars['Int']['output'];
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  requestBody: Maybe<Scalars['String']['output']>;
  responseBody: Maybe<Scalars['String']['output']>;
  responseTruncated: Scalars['Boolean']['output'];
  /** The earlier evidence whose answer was reused (same request within 24 hours). */
  reusedFromId: Maybe<Scalars['ID']['output']>;
  status: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
};

/** The settings screen’s research options; omitted ones take the defaults. */
export type ResearchOptionsInput = {
  competitorAnalysisDepth?: InputMaybe<CompetitorAnalysisDepth>;
  /** With the leading dot; default .com, .net, .org, .io. */
  domainExtensions?: InputMaybe<Array<Scalars['String']['input']>>;
  includePatents?: InputMaybe<Scalars['Boolean']['input']>;
  includeTrademarks?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ResearchProgressEvent = {
  __typename?: 'ResearchProgressEvent';
  competitors: Maybe<Array<Competitor>>;
  currentStep: Scalars['Int']['output'];
  /** The finished section’s data, when phase = FINISHED. */
  domains: Maybe<Array<DomainResult>>;
  keywords: Maybe<Array<Keyword>>;
  legal: Maybe<LegalResult>;
  phase: StagePhase;
  projectId: Scalars['ID']['output'];
  projectStatus: ProjectStatus;
  score: Maybe<Scalars['Int']['output']>;
  scoreBreakdown: Maybe<ScoreBreakdown>;
  stage: ResearchStage;
};

export type ResearchResults = {
  __typename?: 'ResearchResults';
  /** Every competitor the research found and the score read; `competitors` may show fewer (the plan caps the list). */
  competitorCount: Scalars['Int']['output'];
  /** Hacker News launches and discussions of similar products (null: the source is off). */
  competitorLaunches: Maybe<LaunchSearch>;
  /** The web searches behind the competitors. */
  competitorSearch: Maybe<SearchSummary>;
  competitors: Array<Competitor>;
  description: Maybe<Scalars['String']['output']>;
  domains: Array<DomainResult>;
  /** Hacker News attention over 12 months (null: the source is off). */
  keywordAttention: Maybe<AttentionSeries>;
  keywordInterest: Maybe<InterestSeries>;
  keywords: Array<Keyword>;
  /** Null until the legal stage finished. */
  legal: Maybe<LegalResult>;
  /** Open-source alternatives on GitHub (null: off, or not a software idea). */
  openSourceAlternatives: Maybe<RepositorySearch>;
  projectId: Scalars['ID']['output'];
  sampleNotice: SampleNotice;
  sections: ResearchSections;
  /** The run’s status, mirrored on the project. */
  status: ProjectStatus;
};

export type ResearchSection = {
  __typename?: 'ResearchSection';
  /** How the section’s facts are known; null until it is complete. */
  basis: Maybe<Basis>;
  /** In the customer’s words: that a failed section could not be completed, or what a running section waits for. */
  error: Maybe<Scalars['String']['output']>;
  /** Why the sample generator or no source was used (not connected, no answer, usage limit …), in the customer’s words; the provider’s own error is for whoever runs the installation (Research sources, server log). */
  fallbackReason: Maybe<Scalars['String']['output']>;
  /** What a complete section could not do (strengths not assessed, no interest data …), in the customer’s words. */
  note: Maybe<Scalars['String']['output']>;
  source: Maybe<DataSource>;
  status: SectionStatus;
  updatedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

export type ResearchSections = {
  __typename?: 'ResearchSections';
  competitors: ResearchSection;
  domains: ResearchSection;
  keywords: ResearchSection;
  legal: ResearchSection;
};

/** A research source: whether it is configured, and when it last answered or failed. */
export type ResearchSource = {
  __typename?: 'ResearchSource';
  configured: Scalars['Boolean']['output'];
  /** What to do to turn it on, in words ("set TAVILY_API_KEY") for admins; for anyone else, who can. */
  howToEnable: Scalars['String']['output'];
  kind: ResearchSourceKind;
  label: Scalars['String']['output'];
  /** Admins only (null for anyone else): the last error as the source gave it. */
  lastError: Maybe<Scalars['String']['output']>;
  lastErrorAt: Maybe<Scalars['DateTimeISO']['output']>;
  lastSuccessAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The provider name its facts carry (searxng, tavily, brave, epo, uspto, dataforseo, wikimedia, hackernews, github, rdap, openai). */
  name: Scalars['String']['output'];
  /** Admins only: what turns the source on and its last raw error. */
  operatorDetail: Maybe<Scalars['String']['output']>;
  /** The settings (or command) that turn it on; admins only, empty for anyone else. */
  settings: Array<Scalars['String']['output']>;
};

/** What a research source provides. */
export type ResearchSourceKind =
  | 'AI'
  | 'DOMAINS'
  | 'INTEREST'
  | 'KEYWORDS'
  | 'LAUNCHES'
  | 'OPEN_SOURCE'
  | 'PATENTS'
  | 'TRADEMARKS'
  | 'WEB_SEARCH';

export type ResearchStage =
  | 'COMPETITORS'
  | 'DESCRIPTION'
  | 'DOMAINS'
  | 'KEYWORDS'
  | 'LEGAL'
  | 'SCORE';

/** Whether the results rest on the offline sample generator, and why. */
export type SampleNotice = {
  __typename?: 'SampleNotice';
  /** One line per sample section: "competitors: " and why, in the customer’s words. */
  reasons: Array<Scalars['String']['output']>;
  sample: Scalars['Boolean']['output'];
};

/** How far the score can be trusted. */
export type ScoreAssessment = {
  __typename?: 'ScoreAssessment';
  /** Share of the 100 points whose inputs were MEASURED (0-100). */
  confidence: Scalars['Int']['output'];
  /** Enough of the score rests on measured inputs (40 of 100 points) for a total; false: "Not enough evidence to score yet" and score is null. */
  enoughEvidence: Scalars['Boolean']['output'];
  /** Why the label is capped at Needs Work whatever the total. */
  labelCap: Maybe<Scalars['String']['output']>;
  /** The parts whose inputs were measured. */
  measuredParts: Array<Scalars['String']['output']>;
  measuredPoints: Scalars['Int']['output'];
  /** For each part not measured: what would measure it. */
  missingEvidence: Array<Scalars['String']['output']>;
  /** The run rests on SAMPLE data ("Sample score"). */
  sample: Scalars['Boolean']['output'];
};

/** Six entries; maxima 25, 20, 10, 15, 10, 20 (total 100). */
export type ScoreBreakdown = {
  __typename?: 'ScoreBreakdown';
  businessViability: ScoreEntry;
  competitionLevel: ScoreEntry;
  domainAvailability: ScoreEntry;
  keywordOpportunity: ScoreEntry;
  legalRisk: ScoreEntry;
  marketOpportunity: ScoreEntry;
};

export type ScoreEntry = {
  __typename?: 'ScoreEntry';
  /** How the part’s inputs are known (UNKNOWN on scores stored before parts said). */
  basis: Basis;
  evidence: Maybe<Array<ScoreEvidence>>;
  reason: Scalars['String']['output'];
  score: Scalars['Int']['output'];
};

/** A piece of evidence a score part used. */
export type ScoreEvidence = {
  __typename?: 'ScoreEvidence';
  evidenceId: Maybe<Scalars['ID']['output']>;
  label: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

/** What a search behind a section asked and how much the source holds. */
export type SearchSummary = {
  __typename?: 'SearchSummary';
  basis: Basis;
  /** @deprecated Use source.provider. */
  provider: Maybe<Scalars['String']['output']>;
  /** What was searched, in words (a patent search’s query code is in its Espacenet link and evidence row). */
  query: Maybe<Scalars['String']['output']>;
  /** Why the search did not run or gave no answer, in the customer’s words. */
  reason: Maybe<Scalars['String']['output']>;
  /** Who searched (provider 'none' when no provider was configured), a page to repeat the search (url), and when. */
  source: SourceReference;
  /** How many results the source reports for the query. */
  totalResults: Maybe<Scalars['Int']['output']>;
  /** @deprecated Use source.url. */
  url: Maybe<Scalars['String']['output']>;
};

export type SectionStatus =
  | 'COMPLETE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

export type ShareLink = {
  __typename?: 'ShareLink';
  source: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Where one fact came from. */
export type SourceReference = {
  __typename?: 'SourceReference';
  /** The evidence row (Project.evidence) holding the raw request and response. */
  evidenceId: Maybe<Scalars['ID']['output']>;
  /** The model that wrote an AI text (ESTIMATED); null for facts read from a source. */
  model: Maybe<Scalars['String']['output']>;
  /** rdap, dns, openai, sample, searxng, tavily, brave, epo, uspto, dataforseo, wikimedia, hackernews, github. */
  provider: Scalars['String']['output'];
  retrievedAt: Scalars['DateTimeISO']['output'];
  /** The page or record that backs the fact. */
  url: Maybe<Scalars['String']['output']>;
};

export type StagePhase =
  | 'FAILED'
  | 'FINISHED'
  | 'STARTED';

export type Subscription = {
  __typename?: 'Subscription';
  /** An event at each research stage’s start and finish. It begins with the current run’s state (per section that ended its FINISHED or FAILED event, then SCORE FINISHED once the run is complete or SCORE FAILED once it failed) and repeats it after the server’s LISTEN connection reconnects, so an event may arrive twice. Owner only; access is re-checked per event. */
  researchProgress: ResearchProgressEvent;
};


export type SubscriptionResearchProgressArgs = {
  projectId: Scalars['ID']['input'];
};

export type Trademark = {
  __typename?: 'Trademark';
  basis: Basis;
  class: Scalars['String']['output'];
  match: Maybe<TrademarkMatch>;
  name: Scalars['String']['output'];
  owner: Scalars['String']['output'];
  registrationNumber: Maybe<Scalars['String']['output']>;
  /** Whether the mark covers a class the idea’s category implies. */
  relevantClass: Maybe<Scalars['Boolean']['output']>;
  serialNumber: Maybe<Scalars['String']['output']>;
  similarity: Maybe<Scalars['Float']['output']>;
  source: SourceReference;
  status: TrademarkStatus;
};

export type TrademarkMatch =
  | 'EXACT'
  | 'SIMILAR'
  | 'SOUNDS_ALIKE';

/** ACTIVE counts as a conflict (spec §3); PENDING is a live application. */
export type TrademarkStatus =
  | 'ABANDONED'
  | 'ACTIVE'
  | 'CANCELLED'
  | 'DEAD'
  | 'EXPIRED'
  | 'PENDING';

export type UpdateProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

/** One call to the AI provider. */
export type UsageRecord = {
  __typename?: 'UsageRecord';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The user's email; null for anonymous calls or deleted users. */
  email: Maybe<Scalars['String']['output']>;
  /** Why a failed call failed, as the provider answered (admins only, like the whole list); null for successes. */
  error: Maybe<Scalars['String']['output']>;
  /** USD; null when the model that answered is not in the price table (not priced). */
  estimatedCost: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  model: Scalars['String']['output'];
  operation: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  totalTokens: Scalars['Int']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

/** Totals over a date range (UTC days, both ends inclusive). */
export type UsageStats = {
  __typename?: 'UsageStats';
  /** 0 when there were no requests. */
  avgTokensPerRequest: Scalars['Float']['output'];
  failedRequests: Scalars['Int']['output'];
  successfulRequests: Scalars['Int']['output'];
  /** USD of the priced calls; null when calls were made and none was priced (a model missing from the price table), never 0 for them. */
  totalCost: Maybe<Scalars['Float']['output']>;
  totalRequests: Scalars['Int']['output'];
  /** Tokens summed over the calls (a whole number). */
  totalTokens: Scalars['Float']['output'];
  /** Calls whose model is not in the price table: left out of totalCost, which is then a lower bound. */
  unpricedRequests: Scalars['Int']['output'];
};

/** An IdeaScope account. The password hash never leaves the server. */
export type User = {
  __typename?: 'User';
  bio: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** 'free', or any other value for a paid (Pro) plan. */
  plan: Scalars['String']['output'];
  profileImageUrl: Maybe<Scalars['String']['output']>;
};

/** One user, or (userId null) every call made without a signed-in user. */
export type UserUsage = {
  __typename?: 'UserUsage';
  email: Maybe<Scalars['String']['output']>;
  /** USD of the priced calls; null when calls were made and none was priced (a model missing from the price table), never 0 for them. */
  totalCost: Maybe<Scalars['Float']['output']>;
  totalRequests: Scalars['Int']['output'];
  /** Tokens summed over the calls (a whole number). */
  totalTokens: Scalars['Float']['output'];
  /** Calls whose model is not in the price table: left out of totalCost, which is then a lower bound. */
  unpricedRequests: Scalars['Int']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

/** A project's generated one-page site. */
export type Website = {
  __typename?: 'Website';
  copy: WebsiteCopy;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Published, and the draft (after Regenerate or Update) differs from the live page: publish to put it live. */
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isPublished: Scalars['Boolean']['output'];
  metadata: WebsiteMetadata;
  /** /api/websites/<id>/preview: the owner's view, drafts included. */
  previewUrl: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  /** /site/<slug>, absolute when sites have their own origin (SITE_ORIGIN). */
  publicUrl: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** The draft's words: the owner checks and may edit them before publishing. */
export type WebsiteCopy = {
  __typename?: 'WebsiteCopy';
  about: Scalars['String']['output'];
  callToAction: Scalars['String']['output'];
  /** Written by an AI model from the project's description; false once the owner saved their own words, or without a model. */
  draftedByAi: Scalars['Boolean']['output'];
  features: Array<Scalars['String']['output']>;
  headline: Scalars['String']['output'];
  /** The subheadline under the headline. */
  tagline: Scalars['String']['output'];
};

/** The owner's words for the page; they replace the draft's as they are. */
export type WebsiteCopyInput = {
  /** At most 1,500 characters. */
  about: Scalars['String']['input'];
  /** At most 6, each at most 200 characters; blank ones are left out. */
  features: Array<Scalars['String']['input']>;
  /** At most 120 characters, required. */
  headline: Scalars['String']['input'];
  /** The subheadline: at most 240 characters. */
  tagline: Scalars['String']['input'];
};

export type WebsiteDesignInput = {
  fontFamily: Scalars['String']['input'];
  layout: Scalars['String']['input'];
  primaryColor: Scalars['String']['input'];
  secondaryColor: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** The design of a website. */
export type WebsiteMetadata = {
  __typename?: 'WebsiteMetadata';
  /** Inter, Roboto, Open Sans or Lato. */
  fontFamily: Scalars['String']['output'];
  /** modern, classic or minimal. */
  layout: Scalars['String']['output'];
  primaryColor: Scalars['String']['output'];
  secondaryColor: Scalars['String']['output'];
};

export type WebsiteStatus = {
  __typename?: 'WebsiteStatus';
  /** True when the project's name, description, category or results changed since the last generation. */
  hasChanges: Scalars['Boolean']['output'];
  websites: Array<Website>;
};

/** The "What would you pay per month?" answers, in dollars, of the signups that count (countedSignups) only, as the conversion rate. */
export type WouldPaySummary = {
  __typename?: 'WouldPaySummary';
  answers: Scalars['Int']['output'];
  /** 75th percentile. */
  high: Maybe<Scalars['Float']['output']>;
  /** 25th percentile. */
  low: Maybe<Scalars['Float']['output']>;
  max: Maybe<Scalars['Float']['output']>;
  median: Maybe<Scalars['Float']['output']>;
  min: Maybe<Scalars['Float']['output']>;
};

export type ViewerFieldsFragment = { __typename: 'User', id: string, email: string, firstName: string, lastName: string, company: string | null, bio: string | null, plan: string, profileImageUrl: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename: 'User', id: string, email: string, firstName: string, lastName: string, company: string | null, bio: string | null, plan: string, profileImageUrl: string | null } | null };

export type IsAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type IsAdminQuery = { __typename?: 'Query', isAdmin: boolean };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { __typename?: 'Mutation', logOut: boolean };

export type ProjectFieldsFragment = { __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null };

export type ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsQuery = { __typename?: 'Query', projects: Array<{ __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null }> };

export type ProvenanceFragment = { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null };

export type UsageStatsQueryVariables = Exact<{
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
}>;


export type UsageStatsQuery = { __typename?: 'Query', usageStats: { __typename?: 'UsageStats', totalRequests: number, successfulRequests: number, failedRequests: number, totalCost: number | null, unpricedRequests: number, totalTokens: number, avgTokensPerRequest: number } };

export type UsageBreakdownsQueryVariables = Exact<{
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
}>;


export type UsageBreakdownsQuery = { __typename?: 'Query', usageByOperation: Array<{ __typename?: 'OperationUsage', operation: string, totalRequests: number, unpricedRequests: number, totalTokens: number, totalCost: number | null }>, usageByUser: Array<{ __typename?: 'UserUsage', userId: string | null, email: string | null, totalRequests: number, unpricedRequests: number, totalTokens: number, totalCost: number | null }> };

export type RecentUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentUsageQuery = { __typename?: 'Query', recentUsage: Array<{ __typename?: 'UsageRecord', id: string, createdAt: string, userId: string | null, email: string | null, operation: string, model: string, totalTokens: number, estimatedCost: number | null, success: boolean, error: string | null }> };

export type ResearchAnalyticsQueryVariables = Exact<{
  timeZone: InputMaybe<Scalars['String']['input']>;
}>;


export type ResearchAnalyticsQuery = { __typename?: 'Query', researchAnalytics: { __typename?: 'ResearchAnalytics', averageResearchSeconds: number | null, availableDomains: number, checkedDomains: number, competitors: number, keywords: number, measuredCompetitorSections: number, measuredKeywordSections: number, thisMonth: number, lastMonth: number, facts: number, measuredFacts: number, sampleFacts: number, unansweredLookups: number } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { __typename?: 'Mutation', logIn: { __typename: 'User', id: string, email: string, firstName: string, lastName: string, company: string | null, bio: string | null, plan: string, profileImageUrl: string | null } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename: 'User', id: string, email: string, firstName: string, lastName: string, company: string | null, bio: string | null, plan: string, profileImageUrl: string | null } };

export type IdeaPreviewQueryVariables = Exact<{
  idea: Scalars['String']['input'];
}>;


export type IdeaPreviewQuery = { __typename?: 'Query', ideaPreview: { __typename?: 'IdeaPreview', idea: string, domain: { __typename?: 'IdeaPreviewDomain', domain: string, available: boolean, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } | null, launches: { __typename?: 'IdeaPreviewLaunches', query: string, count: number, showHnCount: number, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } | null } };

export type DeleteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProjectMutation = { __typename?: 'Mutation', deleteProject: boolean };

export type MyIdeasProjectFragment = { __typename: 'Project', id: string, name: string, category: string | null, description: string | null, currentStep: number, status: ProjectStatus, createdAt: string, score: number | null, scoreAssessment: { __typename: 'ScoreAssessment', sample: boolean, labelCap: string | null, enoughEvidence: boolean, missingEvidence: Array<string> } | null };

export type MyIdeasProjectsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  counted?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type MyIdeasProjectsQuery = { __typename?: 'Query', projectsConnection: { __typename: 'ProjectConnection', totalCount?: number, edges: Array<{ __typename: 'ProjectEdge', cursor: string, node: { __typename: 'Project', id: string, name: string, category: string | null, description: string | null, currentStep: number, status: ProjectStatus, createdAt: string, score: number | null, scoreAssessment: { __typename: 'ScoreAssessment', sample: boolean, labelCap: string | null, enoughEvidence: boolean, missingEvidence: Array<string> } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ProjectStatsQueryVariables = Exact<{
  timeZone: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectStatsQuery = { __typename?: 'Query', projectStats: { __typename: 'ProjectStats', totalProjects: number, completed: number, thisMonth: number, averageScore: number | null } };

export type OperatorContactQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorContactQuery = { __typename?: 'Query', operatorContact: { __typename?: 'OperatorContact', name: string, email: string | null } };

export type SalesContactQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesContactQuery = { __typename?: 'Query', operatorContact: { __typename?: 'OperatorContact', name: string, email: string | null } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', apiTokens: Array<{ __typename?: 'ApiToken', id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreatedApiToken', token: string, apiToken: { __typename?: 'ApiToken', id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: boolean };

export type ResearchSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResearchSourcesQuery = { __typename?: 'Query', researchSources: Array<{ __typename?: 'ResearchSource', name: string, label: string, kind: ResearchSourceKind, configured: boolean, lastSuccessAt: string | null, lastErrorAt: string | null, lastError: string | null }> };

export type ResearchSourcesOperatorDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type ResearchSourcesOperatorDetailQuery = { __typename?: 'Query', researchSources: Array<{ __typename?: 'ResearchSource', name: string, operatorDetail: string | null }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename: 'User', id: string, email: string, firstName: string, lastName: string, company: string | null, bio: string | null, plan: string, profileImageUrl: string | null } };

export type AiStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AiStatusQuery = { __typename?: 'Query', aiStatus: { __typename?: 'AiStatus', live: boolean, state: AiState, provider: DataSource | null, model: string | null } };

export type AiStatusOperatorDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type AiStatusOperatorDetailQuery = { __typename?: 'Query', aiStatus: { __typename?: 'AiStatus', state: AiState, operatorDetail: string | null } };

export type DemandTestQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type DemandTestQuery = { __typename?: 'Query', demandTest: { __typename?: 'DemandTest', websiteId: string, isPublished: boolean, publicUrl: string, visits: number, signups: number, confirmedSignups: number, unconfirmedSignups: number, countedSignups: number, conversionRate: number | null, minVisitors: number, emailConfirmation: boolean, dailySummary: boolean, wouldPay: { __typename?: 'WouldPaySummary', answers: number, median: number | null, low: number | null, high: number | null, min: number | null, max: number | null }, byDay: Array<{ __typename?: 'DemandTestDay', day: string, visitors: number, signups: number, confirmed: number, counted: number }>, bySource: Array<{ __typename?: 'DemandTestSource', source: string, visitors: number, signups: number, confirmed: number }>, shareLinks: Array<{ __typename?: 'ShareLink', source: string, url: string }>, signupList: Array<{ __typename?: 'DemandTestSignup', id: string, email: string, confirmed: boolean, wouldPay: number | null, useCase: string | null, utmSource: string | null, referrerHost: string | null, createdAt: string }> } | null };

export type DeleteDemandTestSignupMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  signupId: Scalars['ID']['input'];
}>;


export type DeleteDemandTestSignupMutation = { __typename?: 'Mutation', deleteDemandTestSignup: boolean };

export type SetDemandTestDailySummaryMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetDemandTestDailySummaryMutation = { __typename?: 'Mutation', setDemandTestDailySummary: boolean };

export type SearchSummaryFragment = { __typename?: 'SearchSummary', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } };

export type WebsiteFieldsFragment = { __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } };

export type WebsiteStatusQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type WebsiteStatusQuery = { __typename?: 'Query', websiteStatus: { __typename?: 'WebsiteStatus', hasChanges: boolean, websites: Array<{ __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } }> } };

export type GenerateWebsiteMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  input: WebsiteDesignInput;
}>;


export type GenerateWebsiteMutation = { __typename?: 'Mutation', generateWebsite: { __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } } };

export type UpdateWebsiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: WebsiteDesignInput;
  copy: InputMaybe<WebsiteCopyInput>;
}>;


export type UpdateWebsiteMutation = { __typename?: 'Mutation', updateWebsite: { __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } } };

export type PublishWebsiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublishWebsiteMutation = { __typename?: 'Mutation', publishWebsite: { __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } } };

export type UnpublishWebsiteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnpublishWebsiteMutation = { __typename?: 'Mutation', unpublishWebsite: { __typename?: 'Website', id: string, projectId: string, slug: string, title: string, isPublished: boolean, hasUnpublishedChanges: boolean, previewUrl: string, publicUrl: string, updatedAt: string, metadata: { __typename?: 'WebsiteMetadata', primaryColor: string, secondaryColor: string, fontFamily: string, layout: string }, copy: { __typename?: 'WebsiteCopy', headline: string, tagline: string, about: string, features: Array<string>, callToAction: string, draftedByAi: boolean } } };

export type ProjectQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null } };

export type SectionFieldsFragment = { __typename?: 'ResearchSection', status: SectionStatus, source: DataSource | null, basis: Basis | null, fallbackReason: string | null, note: string | null, error: string | null };

export type ResearchResultsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ResearchResultsQuery = { __typename?: 'Query', researchResults: { __typename?: 'ResearchResults', projectId: string, status: ProjectStatus, description: string | null, competitorCount: number, domains: Array<{ __typename?: 'DomainResult', domain: string, available: boolean, status: DomainStatus, price: number | null, priceListDate: string | null, priceNote: string | null, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }>, competitors: Array<{ __typename?: 'Competitor', name: string, website: string | null, description: string, strengths: Array<string>, weaknesses: Array<string>, marketShare: string | null, basis: Basis, assessmentBasis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }>, keywords: Array<{ __typename?: 'Keyword', keyword: string, searchVolume: number | null, difficulty: KeywordDifficulty | null, cpc: number | null, trend: KeywordTrend | null, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }>, legal: { __typename?: 'LegalResult', conflicts: boolean, trademarksSearched: boolean, patentsSearched: boolean, trademarkSearch: { __typename?: 'SearchSummary', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }, patentSearch: { __typename?: 'SearchSummary', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }, trademarks: Array<{ __typename?: 'Trademark', name: string, status: TrademarkStatus, owner: string, class: string, serialNumber: string | null, match: TrademarkMatch | null, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }>, patents: Array<{ __typename?: 'Patent', title: string, number: string, assignee: string, abstract: string, publicationDate: string | null, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }> } | null, competitorSearch: { __typename?: 'SearchSummary', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } | null, keywordInterest: { __typename?: 'InterestSeries', article: string, trend: KeywordTrend, basis: Basis, points: Array<{ __typename?: 'InterestPoint', month: string, views: number }>, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } | null, competitorLaunches: { __typename?: 'LaunchSearch', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null }, launches: Array<{ __typename?: 'Launch', title: string, productUrl: string | null, threadUrl: string, points: number, comments: number, postedAt: string, showHn: boolean, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }> } | null, openSourceAlternatives: { __typename?: 'RepositorySearch', basis: Basis, query: string | null, totalResults: number | null, reason: string | null, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null }, repositories: Array<{ __typename?: 'OpenSourceProject', fullName: string, url: string, description: string | null, stars: number, lastPushAt: string | null, language: string | null, archived: boolean, basis: Basis, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } }> } | null, keywordAttention: { __typename?: 'AttentionSeries', query: string, trend: KeywordTrend | null, reason: string | null, basis: Basis, points: Array<{ __typename?: 'AttentionPoint', month: string, stories: number, comments: number }>, source: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } | null, sampleNotice: { __typename?: 'SampleNotice', sample: boolean, reasons: Array<string> }, sections: { __typename?: 'ResearchSections', domains: { __typename?: 'ResearchSection', status: SectionStatus, source: DataSource | null, basis: Basis | null, fallbackReason: string | null, note: string | null, error: string | null }, competitors: { __typename?: 'ResearchSection', status: SectionStatus, source: DataSource | null, basis: Basis | null, fallbackReason: string | null, note: string | null, error: string | null }, keywords: { __typename?: 'ResearchSection', status: SectionStatus, source: DataSource | null, basis: Basis | null, fallbackReason: string | null, note: string | null, error: string | null }, legal: { __typename?: 'ResearchSection', status: SectionStatus, source: DataSource | null, basis: Basis | null, fallbackReason: string | null, note: string | null, error: string | null } } } };

export type ResearchProgressSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ResearchProgressSubscription = { __typename?: 'Subscription', researchProgress: { __typename?: 'ResearchProgressEvent', projectId: string, stage: ResearchStage, phase: StagePhase, currentStep: number, projectStatus: ProjectStatus, score: number | null } };

export type GenerateIdeaDescriptionMutationVariables = Exact<{
  input: GenerateIdeaInput;
}>;


export type GenerateIdeaDescriptionMutation = { __typename?: 'Mutation', generateIdeaDescription: { __typename?: 'IdeaDescription', name: string, description: string, category: string, targetMarket: string, keyFeatures: Array<string>, source: DataSource, basis: Basis, fallbackReason: string | null, provenance: { __typename?: 'SourceReference', provider: string, url: string | null, retrievedAt: string, evidenceId: string | null, model: string | null } } };

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
  options: InputMaybe<ResearchOptionsInput>;
}>;


export type CreateProjectMutation = { __typename?: 'Mutation', createProject: { __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null } };

export type UpdateProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProjectInput;
  options: InputMaybe<ResearchOptionsInput>;
}>;


export type UpdateProjectMutation = { __typename?: 'Mutation', updateProject: { __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null } };

export type StartResearchMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  options: InputMaybe<ResearchOptionsInput>;
}>;


export type StartResearchMutation = { __typename?: 'Mutation', startResearch: { __typename?: 'Project', id: string, name: string, category: string | null, description: string | null, notes: string | null, targetMarket: string | null, keyFeatures: Array<string>, currentStep: number, status: ProjectStatus, score: number | null, createdAt: string, updatedAt: string, scoreAssessment: { __typename?: 'ScoreAssessment', confidence: number, measuredPoints: number, sample: boolean, labelCap: string | null, enoughEvidence: boolean, measuredParts: Array<string>, missingEvidence: Array<string> } | null, scoreBreakdown: { __typename?: 'ScoreBreakdown', marketOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, competitionLevel: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, domainAvailability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, keywordOpportunity: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, legalRisk: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null }, businessViability: { __typename?: 'ScoreEntry', score: number, reason: string, basis: Basis, evidence: Array<{ __typename?: 'ScoreEvidence', label: string, url: string | null, evidenceId: string | null }> | null } } | null } };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode;
export const ProjectFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const ProvenanceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Provenance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SourceReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode;
export const MyIdeasProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyIdeasProject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}}]}}]} as unknown as DocumentNode;
export const SearchSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode;
export const WebsiteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;
export const SectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const IsAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;

/**
 * __useIsAdminQuery__
 *
 * To run a query within a React component, call `useIsAdminQuery` and pass it any options that fit your needs.
 * When your component renders, `useIsAdminQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIsAdminQuery({
 *   variables: {
 *   },
 * });
 */
export function useIsAdminQuery(baseOptions?: Apollo.QueryHookOptions<IsAdminQuery, IsAdminQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<IsAdminQuery, IsAdminQueryVariables>(IsAdminDocument, options);
      }
export function useIsAdminLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<IsAdminQuery, IsAdminQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<IsAdminQuery, IsAdminQueryVariables>(IsAdminDocument, options);
        }
// @ts-ignore
export function useIsAdminSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<IsAdminQuery, IsAdminQueryVariables>): Apollo.UseSuspenseQueryResult<IsAdminQuery, IsAdminQueryVariables>;
export function useIsAdminSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IsAdminQuery, IsAdminQueryVariables>): Apollo.UseSuspenseQueryResult<IsAdminQuery | undefined, IsAdminQueryVariables>;
export function useIsAdminSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IsAdminQuery, IsAdminQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<IsAdminQuery, IsAdminQueryVariables>(IsAdminDocument, options);
        }
export type IsAdminQueryHookResult = ReturnType<typeof useIsAdminQuery>;
export type IsAdminLazyQueryHookResult = ReturnType<typeof useIsAdminLazyQuery>;
export type IsAdminSuspenseQueryHookResult = ReturnType<typeof useIsAdminSuspenseQuery>;
export type IsAdminQueryResult = Apollo.QueryResult<IsAdminQuery, IsAdminQueryVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"}}]}}]} as unknown as DocumentNode;
export type LogOutMutationFn = Apollo.MutationFunction<LogOutMutation, LogOutMutationVariables>;

/**
 * __useLogOutMutation__
 *
 * To run a mutation, you first call `useLogOutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogOutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logOutMutation, { data, loading, error }] = useLogOutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogOutMutation(baseOptions?: Apollo.MutationHookOptions<LogOutMutation, LogOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogOutMutation, LogOutMutationVariables>(LogOutDocument, options);
      }
export type LogOutMutationHookResult = ReturnType<typeof useLogOutMutation>;
export type LogOutMutationResult = Apollo.MutationResult<LogOutMutation>;
export type LogOutMutationOptions = Apollo.BaseMutationOptions<LogOutMutation, LogOutMutationVariables>;
export const ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useProjectsQuery__
 *
 * To run a query within a React component, call `useProjectsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProjectsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProjectsQuery({
 *   variables: {
 *   },
 * });
 */
export function useProjectsQuery(baseOptions?: Apollo.QueryHookOptions<ProjectsQuery, ProjectsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProjectsQuery, ProjectsQueryVariables>(ProjectsDocument, options);
      }
export function useProjectsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProjectsQuery, ProjectsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProjectsQuery, ProjectsQueryVariables>(ProjectsDocument, options);
        }
// @ts-ignore
export function useProjectsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProjectsQuery, ProjectsQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectsQuery, ProjectsQueryVariables>;
export function useProjectsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectsQuery, ProjectsQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectsQuery | undefined, ProjectsQueryVariables>;
export function useProjectsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectsQuery, ProjectsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProjectsQuery, ProjectsQueryVariables>(ProjectsDocument, options);
        }
export type ProjectsQueryHookResult = ReturnType<typeof useProjectsQuery>;
export type ProjectsLazyQueryHookResult = ReturnType<typeof useProjectsLazyQuery>;
export type ProjectsSuspenseQueryHookResult = ReturnType<typeof useProjectsSuspenseQuery>;
export type ProjectsQueryResult = Apollo.QueryResult<ProjectsQuery, ProjectsQueryVariables>;
export const UsageStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"successfulRequests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"unpricedRequests"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"avgTokensPerRequest"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUsageStatsQuery__
 *
 * To run a query within a React component, call `useUsageStatsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUsageStatsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUsageStatsQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useUsageStatsQuery(baseOptions?: Apollo.QueryHookOptions<UsageStatsQuery, UsageStatsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UsageStatsQuery, UsageStatsQueryVariables>(UsageStatsDocument, options);
      }
export function useUsageStatsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UsageStatsQuery, UsageStatsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UsageStatsQuery, UsageStatsQueryVariables>(UsageStatsDocument, options);
        }
// @ts-ignore
export function useUsageStatsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UsageStatsQuery, UsageStatsQueryVariables>): Apollo.UseSuspenseQueryResult<UsageStatsQuery, UsageStatsQueryVariables>;
export function useUsageStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsageStatsQuery, UsageStatsQueryVariables>): Apollo.UseSuspenseQueryResult<UsageStatsQuery | undefined, UsageStatsQueryVariables>;
export function useUsageStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsageStatsQuery, UsageStatsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UsageStatsQuery, UsageStatsQueryVariables>(UsageStatsDocument, options);
        }
export type UsageStatsQueryHookResult = ReturnType<typeof useUsageStatsQuery>;
export type UsageStatsLazyQueryHookResult = ReturnType<typeof useUsageStatsLazyQuery>;
export type UsageStatsSuspenseQueryHookResult = ReturnType<typeof useUsageStatsSuspenseQuery>;
export type UsageStatsQueryResult = Apollo.QueryResult<UsageStatsQuery, UsageStatsQueryVariables>;
export const UsageBreakdownsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageBreakdowns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageByOperation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"unpricedRequests"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"unpricedRequests"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUsageBreakdownsQuery__
 *
 * To run a query within a React component, call `useUsageBreakdownsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUsageBreakdownsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUsageBreakdownsQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useUsageBreakdownsQuery(baseOptions?: Apollo.QueryHookOptions<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>(UsageBreakdownsDocument, options);
      }
export function useUsageBreakdownsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>(UsageBreakdownsDocument, options);
        }
// @ts-ignore
export function useUsageBreakdownsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>): Apollo.UseSuspenseQueryResult<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>;
export function useUsageBreakdownsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>): Apollo.UseSuspenseQueryResult<UsageBreakdownsQuery | undefined, UsageBreakdownsQueryVariables>;
export function useUsageBreakdownsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>(UsageBreakdownsDocument, options);
        }
export type UsageBreakdownsQueryHookResult = ReturnType<typeof useUsageBreakdownsQuery>;
export type UsageBreakdownsLazyQueryHookResult = ReturnType<typeof useUsageBreakdownsLazyQuery>;
export type UsageBreakdownsSuspenseQueryHookResult = ReturnType<typeof useUsageBreakdownsSuspenseQuery>;
export type UsageBreakdownsQueryResult = Apollo.QueryResult<UsageBreakdownsQuery, UsageBreakdownsQueryVariables>;
export const RecentUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecentUsageQuery__
 *
 * To run a query within a React component, call `useRecentUsageQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecentUsageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecentUsageQuery({
 *   variables: {
 *   },
 * });
 */
export function useRecentUsageQuery(baseOptions?: Apollo.QueryHookOptions<RecentUsageQuery, RecentUsageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RecentUsageQuery, RecentUsageQueryVariables>(RecentUsageDocument, options);
      }
export function useRecentUsageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RecentUsageQuery, RecentUsageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RecentUsageQuery, RecentUsageQueryVariables>(RecentUsageDocument, options);
        }
// @ts-ignore
export function useRecentUsageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RecentUsageQuery, RecentUsageQueryVariables>): Apollo.UseSuspenseQueryResult<RecentUsageQuery, RecentUsageQueryVariables>;
export function useRecentUsageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecentUsageQuery, RecentUsageQueryVariables>): Apollo.UseSuspenseQueryResult<RecentUsageQuery | undefined, RecentUsageQueryVariables>;
export function useRecentUsageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecentUsageQuery, RecentUsageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RecentUsageQuery, RecentUsageQueryVariables>(RecentUsageDocument, options);
        }
export type RecentUsageQueryHookResult = ReturnType<typeof useRecentUsageQuery>;
export type RecentUsageLazyQueryHookResult = ReturnType<typeof useRecentUsageLazyQuery>;
export type RecentUsageSuspenseQueryHookResult = ReturnType<typeof useRecentUsageSuspenseQuery>;
export type RecentUsageQueryResult = Apollo.QueryResult<RecentUsageQuery, RecentUsageQueryVariables>;
export const ResearchAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageResearchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"availableDomains"}},{"kind":"Field","name":{"kind":"Name","value":"checkedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"competitors"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"measuredCompetitorSections"}},{"kind":"Field","name":{"kind":"Name","value":"measuredKeywordSections"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonth"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"measuredFacts"}},{"kind":"Field","name":{"kind":"Name","value":"sampleFacts"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredLookups"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResearchAnalyticsQuery__
 *
 * To run a query within a React component, call `useResearchAnalyticsQuery` and pass it any options that fit your needs.
 * When your component renders, `useResearchAnalyticsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResearchAnalyticsQuery({
 *   variables: {
 *      timeZone: // value for 'timeZone'
 *   },
 * });
 */
export function useResearchAnalyticsQuery(baseOptions?: Apollo.QueryHookOptions<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>(ResearchAnalyticsDocument, options);
      }
export function useResearchAnalyticsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>(ResearchAnalyticsDocument, options);
        }
// @ts-ignore
export function useResearchAnalyticsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>;
export function useResearchAnalyticsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchAnalyticsQuery | undefined, ResearchAnalyticsQueryVariables>;
export function useResearchAnalyticsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>(ResearchAnalyticsDocument, options);
        }
export type ResearchAnalyticsQueryHookResult = ReturnType<typeof useResearchAnalyticsQuery>;
export type ResearchAnalyticsLazyQueryHookResult = ReturnType<typeof useResearchAnalyticsLazyQuery>;
export type ResearchAnalyticsSuspenseQueryHookResult = ReturnType<typeof useResearchAnalyticsSuspenseQuery>;
export type ResearchAnalyticsQueryResult = Apollo.QueryResult<ResearchAnalyticsQuery, ResearchAnalyticsQueryVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode;
export type LogInMutationFn = Apollo.MutationFunction<LogInMutation, LogInMutationVariables>;

/**
 * __useLogInMutation__
 *
 * To run a mutation, you first call `useLogInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logInMutation, { data, loading, error }] = useLogInMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLogInMutation(baseOptions?: Apollo.MutationHookOptions<LogInMutation, LogInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogInMutation, LogInMutationVariables>(LogInDocument, options);
      }
export type LogInMutationHookResult = ReturnType<typeof useLogInMutation>;
export type LogInMutationResult = Apollo.MutationResult<LogInMutation>;
export type LogInMutationOptions = Apollo.BaseMutationOptions<LogInMutation, LogInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode;
export type SignUpMutationFn = Apollo.MutationFunction<SignUpMutation, SignUpMutationVariables>;

/**
 * __useSignUpMutation__
 *
 * To run a mutation, you first call `useSignUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signUpMutation, { data, loading, error }] = useSignUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignUpMutation(baseOptions?: Apollo.MutationHookOptions<SignUpMutation, SignUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SignUpMutation, SignUpMutationVariables>(SignUpDocument, options);
      }
export type SignUpMutationHookResult = ReturnType<typeof useSignUpMutation>;
export type SignUpMutationResult = Apollo.MutationResult<SignUpMutation>;
export type SignUpMutationOptions = Apollo.BaseMutationOptions<SignUpMutation, SignUpMutationVariables>;
export const IdeaPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdeaPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idea"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ideaPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idea"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idea"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idea"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"launches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"showHnCount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Provenance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SourceReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode;

/**
 * __useIdeaPreviewQuery__
 *
 * To run a query within a React component, call `useIdeaPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useIdeaPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIdeaPreviewQuery({
 *   variables: {
 *      idea: // value for 'idea'
 *   },
 * });
 */
export function useIdeaPreviewQuery(baseOptions: Apollo.QueryHookOptions<IdeaPreviewQuery, IdeaPreviewQueryVariables> & ({ variables: IdeaPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<IdeaPreviewQuery, IdeaPreviewQueryVariables>(IdeaPreviewDocument, options);
      }
export function useIdeaPreviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<IdeaPreviewQuery, IdeaPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<IdeaPreviewQuery, IdeaPreviewQueryVariables>(IdeaPreviewDocument, options);
        }
// @ts-ignore
export function useIdeaPreviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<IdeaPreviewQuery, IdeaPreviewQueryVariables>): Apollo.UseSuspenseQueryResult<IdeaPreviewQuery, IdeaPreviewQueryVariables>;
export function useIdeaPreviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IdeaPreviewQuery, IdeaPreviewQueryVariables>): Apollo.UseSuspenseQueryResult<IdeaPreviewQuery | undefined, IdeaPreviewQueryVariables>;
export function useIdeaPreviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IdeaPreviewQuery, IdeaPreviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<IdeaPreviewQuery, IdeaPreviewQueryVariables>(IdeaPreviewDocument, options);
        }
export type IdeaPreviewQueryHookResult = ReturnType<typeof useIdeaPreviewQuery>;
export type IdeaPreviewLazyQueryHookResult = ReturnType<typeof useIdeaPreviewLazyQuery>;
export type IdeaPreviewSuspenseQueryHookResult = ReturnType<typeof useIdeaPreviewSuspenseQuery>;
export type IdeaPreviewQueryResult = Apollo.QueryResult<IdeaPreviewQuery, IdeaPreviewQueryVariables>;
export const DeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type DeleteProjectMutationFn = Apollo.MutationFunction<DeleteProjectMutation, DeleteProjectMutationVariables>;

/**
 * __useDeleteProjectMutation__
 *
 * To run a mutation, you first call `useDeleteProjectMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProjectMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProjectMutation, { data, loading, error }] = useDeleteProjectMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProjectMutation(baseOptions?: Apollo.MutationHookOptions<DeleteProjectMutation, DeleteProjectMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteProjectMutation, DeleteProjectMutationVariables>(DeleteProjectDocument, options);
      }
export type DeleteProjectMutationHookResult = ReturnType<typeof useDeleteProjectMutation>;
export type DeleteProjectMutationResult = Apollo.MutationResult<DeleteProjectMutation>;
export type DeleteProjectMutationOptions = Apollo.BaseMutationOptions<DeleteProjectMutation, DeleteProjectMutationVariables>;
export const MyIdeasProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIdeasProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counted"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyIdeasProject"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyIdeasProject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyIdeasProjectsQuery__
 *
 * To run a query within a React component, call `useMyIdeasProjectsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyIdeasProjectsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyIdeasProjectsQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      search: // value for 'search'
 *      counted: // value for 'counted'
 *   },
 * });
 */
export function useMyIdeasProjectsQuery(baseOptions?: Apollo.QueryHookOptions<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>(MyIdeasProjectsDocument, options);
      }
export function useMyIdeasProjectsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>(MyIdeasProjectsDocument, options);
        }
// @ts-ignore
export function useMyIdeasProjectsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>): Apollo.UseSuspenseQueryResult<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>;
export function useMyIdeasProjectsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>): Apollo.UseSuspenseQueryResult<MyIdeasProjectsQuery | undefined, MyIdeasProjectsQueryVariables>;
export function useMyIdeasProjectsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>(MyIdeasProjectsDocument, options);
        }
export type MyIdeasProjectsQueryHookResult = ReturnType<typeof useMyIdeasProjectsQuery>;
export type MyIdeasProjectsLazyQueryHookResult = ReturnType<typeof useMyIdeasProjectsLazyQuery>;
export type MyIdeasProjectsSuspenseQueryHookResult = ReturnType<typeof useMyIdeasProjectsSuspenseQuery>;
export type MyIdeasProjectsQueryResult = Apollo.QueryResult<MyIdeasProjectsQuery, MyIdeasProjectsQueryVariables>;
export const ProjectStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalProjects"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProjectStatsQuery__
 *
 * To run a query within a React component, call `useProjectStatsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProjectStatsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProjectStatsQuery({
 *   variables: {
 *      timeZone: // value for 'timeZone'
 *   },
 * });
 */
export function useProjectStatsQuery(baseOptions?: Apollo.QueryHookOptions<ProjectStatsQuery, ProjectStatsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProjectStatsQuery, ProjectStatsQueryVariables>(ProjectStatsDocument, options);
      }
export function useProjectStatsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProjectStatsQuery, ProjectStatsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProjectStatsQuery, ProjectStatsQueryVariables>(ProjectStatsDocument, options);
        }
// @ts-ignore
export function useProjectStatsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProjectStatsQuery, ProjectStatsQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectStatsQuery, ProjectStatsQueryVariables>;
export function useProjectStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectStatsQuery, ProjectStatsQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectStatsQuery | undefined, ProjectStatsQueryVariables>;
export function useProjectStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectStatsQuery, ProjectStatsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProjectStatsQuery, ProjectStatsQueryVariables>(ProjectStatsDocument, options);
        }
export type ProjectStatsQueryHookResult = ReturnType<typeof useProjectStatsQuery>;
export type ProjectStatsLazyQueryHookResult = ReturnType<typeof useProjectStatsLazyQuery>;
export type ProjectStatsSuspenseQueryHookResult = ReturnType<typeof useProjectStatsSuspenseQuery>;
export type ProjectStatsQueryResult = Apollo.QueryResult<ProjectStatsQuery, ProjectStatsQueryVariables>;
export const OperatorContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOperatorContactQuery__
 *
 * To run a query within a React component, call `useOperatorContactQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperatorContactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperatorContactQuery({
 *   variables: {
 *   },
 * });
 */
export function useOperatorContactQuery(baseOptions?: Apollo.QueryHookOptions<OperatorContactQuery, OperatorContactQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OperatorContactQuery, OperatorContactQueryVariables>(OperatorContactDocument, options);
      }
export function useOperatorContactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OperatorContactQuery, OperatorContactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OperatorContactQuery, OperatorContactQueryVariables>(OperatorContactDocument, options);
        }
// @ts-ignore
export function useOperatorContactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OperatorContactQuery, OperatorContactQueryVariables>): Apollo.UseSuspenseQueryResult<OperatorContactQuery, OperatorContactQueryVariables>;
export function useOperatorContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OperatorContactQuery, OperatorContactQueryVariables>): Apollo.UseSuspenseQueryResult<OperatorContactQuery | undefined, OperatorContactQueryVariables>;
export function useOperatorContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OperatorContactQuery, OperatorContactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OperatorContactQuery, OperatorContactQueryVariables>(OperatorContactDocument, options);
        }
export type OperatorContactQueryHookResult = ReturnType<typeof useOperatorContactQuery>;
export type OperatorContactLazyQueryHookResult = ReturnType<typeof useOperatorContactLazyQuery>;
export type OperatorContactSuspenseQueryHookResult = ReturnType<typeof useOperatorContactSuspenseQuery>;
export type OperatorContactQueryResult = Apollo.QueryResult<OperatorContactQuery, OperatorContactQueryVariables>;
export const SalesContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSalesContactQuery__
 *
 * To run a query within a React component, call `useSalesContactQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalesContactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalesContactQuery({
 *   variables: {
 *   },
 * });
 */
export function useSalesContactQuery(baseOptions?: Apollo.QueryHookOptions<SalesContactQuery, SalesContactQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SalesContactQuery, SalesContactQueryVariables>(SalesContactDocument, options);
      }
export function useSalesContactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SalesContactQuery, SalesContactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SalesContactQuery, SalesContactQueryVariables>(SalesContactDocument, options);
        }
// @ts-ignore
export function useSalesContactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SalesContactQuery, SalesContactQueryVariables>): Apollo.UseSuspenseQueryResult<SalesContactQuery, SalesContactQueryVariables>;
export function useSalesContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SalesContactQuery, SalesContactQueryVariables>): Apollo.UseSuspenseQueryResult<SalesContactQuery | undefined, SalesContactQueryVariables>;
export function useSalesContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SalesContactQuery, SalesContactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SalesContactQuery, SalesContactQueryVariables>(SalesContactDocument, options);
        }
export type SalesContactQueryHookResult = ReturnType<typeof useSalesContactQuery>;
export type SalesContactLazyQueryHookResult = ReturnType<typeof useSalesContactLazyQuery>;
export type SalesContactSuspenseQueryHookResult = ReturnType<typeof useSalesContactSuspenseQuery>;
export type SalesContactQueryResult = Apollo.QueryResult<SalesContactQuery, SalesContactQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApiTokensQuery__
 *
 * To run a query within a React component, call `useApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiTokensQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiTokensQuery(baseOptions?: Apollo.QueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
      }
export function useApiTokensLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
// @ts-ignore
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery | undefined, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
export type ApiTokensQueryHookResult = ReturnType<typeof useApiTokensQuery>;
export type ApiTokensLazyQueryHookResult = ReturnType<typeof useApiTokensLazyQuery>;
export type ApiTokensSuspenseQueryHookResult = ReturnType<typeof useApiTokensSuspenseQuery>;
export type ApiTokensQueryResult = Apollo.QueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode;
export type CreateApiTokenMutationFn = Apollo.MutationFunction<CreateApiTokenMutation, CreateApiTokenMutationVariables>;

/**
 * __useCreateApiTokenMutation__
 *
 * To run a mutation, you first call `useCreateApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiTokenMutation, { data, loading, error }] = useCreateApiTokenMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useCreateApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>(CreateApiTokenDocument, options);
      }
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;
export type CreateApiTokenMutationResult = Apollo.MutationResult<CreateApiTokenMutation>;
export type CreateApiTokenMutationOptions = Apollo.BaseMutationOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type RevokeApiTokenMutationFn = Apollo.MutationFunction<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;

/**
 * __useRevokeApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiTokenMutation, { data, loading, error }] = useRevokeApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument, options);
      }
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;
export type RevokeApiTokenMutationResult = Apollo.MutationResult<RevokeApiTokenMutation>;
export type RevokeApiTokenMutationOptions = Apollo.BaseMutationOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ResearchSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResearchSourcesQuery__
 *
 * To run a query within a React component, call `useResearchSourcesQuery` and pass it any options that fit your needs.
 * When your component renders, `useResearchSourcesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResearchSourcesQuery({
 *   variables: {
 *   },
 * });
 */
export function useResearchSourcesQuery(baseOptions?: Apollo.QueryHookOptions<ResearchSourcesQuery, ResearchSourcesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ResearchSourcesQuery, ResearchSourcesQueryVariables>(ResearchSourcesDocument, options);
      }
export function useResearchSourcesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ResearchSourcesQuery, ResearchSourcesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ResearchSourcesQuery, ResearchSourcesQueryVariables>(ResearchSourcesDocument, options);
        }
// @ts-ignore
export function useResearchSourcesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ResearchSourcesQuery, ResearchSourcesQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchSourcesQuery, ResearchSourcesQueryVariables>;
export function useResearchSourcesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchSourcesQuery, ResearchSourcesQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchSourcesQuery | undefined, ResearchSourcesQueryVariables>;
export function useResearchSourcesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchSourcesQuery, ResearchSourcesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ResearchSourcesQuery, ResearchSourcesQueryVariables>(ResearchSourcesDocument, options);
        }
export type ResearchSourcesQueryHookResult = ReturnType<typeof useResearchSourcesQuery>;
export type ResearchSourcesLazyQueryHookResult = ReturnType<typeof useResearchSourcesLazyQuery>;
export type ResearchSourcesSuspenseQueryHookResult = ReturnType<typeof useResearchSourcesSuspenseQuery>;
export type ResearchSourcesQueryResult = Apollo.QueryResult<ResearchSourcesQuery, ResearchSourcesQueryVariables>;
export const ResearchSourcesOperatorDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchSourcesOperatorDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operatorDetail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResearchSourcesOperatorDetailQuery__
 *
 * To run a query within a React component, call `useResearchSourcesOperatorDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useResearchSourcesOperatorDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResearchSourcesOperatorDetailQuery({
 *   variables: {
 *   },
 * });
 */
export function useResearchSourcesOperatorDetailQuery(baseOptions?: Apollo.QueryHookOptions<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>(ResearchSourcesOperatorDetailDocument, options);
      }
export function useResearchSourcesOperatorDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>(ResearchSourcesOperatorDetailDocument, options);
        }
// @ts-ignore
export function useResearchSourcesOperatorDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>;
export function useResearchSourcesOperatorDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchSourcesOperatorDetailQuery | undefined, ResearchSourcesOperatorDetailQueryVariables>;
export function useResearchSourcesOperatorDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>(ResearchSourcesOperatorDetailDocument, options);
        }
export type ResearchSourcesOperatorDetailQueryHookResult = ReturnType<typeof useResearchSourcesOperatorDetailQuery>;
export type ResearchSourcesOperatorDetailLazyQueryHookResult = ReturnType<typeof useResearchSourcesOperatorDetailLazyQuery>;
export type ResearchSourcesOperatorDetailSuspenseQueryHookResult = ReturnType<typeof useResearchSourcesOperatorDetailSuspenseQuery>;
export type ResearchSourcesOperatorDetailQueryResult = Apollo.QueryResult<ResearchSourcesOperatorDetailQuery, ResearchSourcesOperatorDetailQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode;
export type UpdateProfileMutationFn = Apollo.MutationFunction<UpdateProfileMutation, UpdateProfileMutationVariables>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = Apollo.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = Apollo.BaseMutationOptions<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const AiStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAiStatusQuery__
 *
 * To run a query within a React component, call `useAiStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useAiStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAiStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useAiStatusQuery(baseOptions?: Apollo.QueryHookOptions<AiStatusQuery, AiStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AiStatusQuery, AiStatusQueryVariables>(AiStatusDocument, options);
      }
export function useAiStatusLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AiStatusQuery, AiStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AiStatusQuery, AiStatusQueryVariables>(AiStatusDocument, options);
        }
// @ts-ignore
export function useAiStatusSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AiStatusQuery, AiStatusQueryVariables>): Apollo.UseSuspenseQueryResult<AiStatusQuery, AiStatusQueryVariables>;
export function useAiStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AiStatusQuery, AiStatusQueryVariables>): Apollo.UseSuspenseQueryResult<AiStatusQuery | undefined, AiStatusQueryVariables>;
export function useAiStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AiStatusQuery, AiStatusQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AiStatusQuery, AiStatusQueryVariables>(AiStatusDocument, options);
        }
export type AiStatusQueryHookResult = ReturnType<typeof useAiStatusQuery>;
export type AiStatusLazyQueryHookResult = ReturnType<typeof useAiStatusLazyQuery>;
export type AiStatusSuspenseQueryHookResult = ReturnType<typeof useAiStatusSuspenseQuery>;
export type AiStatusQueryResult = Apollo.QueryResult<AiStatusQuery, AiStatusQueryVariables>;
export const AiStatusOperatorDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiStatusOperatorDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"operatorDetail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAiStatusOperatorDetailQuery__
 *
 * To run a query within a React component, call `useAiStatusOperatorDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useAiStatusOperatorDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAiStatusOperatorDetailQuery({
 *   variables: {
 *   },
 * });
 */
export function useAiStatusOperatorDetailQuery(baseOptions?: Apollo.QueryHookOptions<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>(AiStatusOperatorDetailDocument, options);
      }
export function useAiStatusOperatorDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>(AiStatusOperatorDetailDocument, options);
        }
// @ts-ignore
export function useAiStatusOperatorDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>): Apollo.UseSuspenseQueryResult<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>;
export function useAiStatusOperatorDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>): Apollo.UseSuspenseQueryResult<AiStatusOperatorDetailQuery | undefined, AiStatusOperatorDetailQueryVariables>;
export function useAiStatusOperatorDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>(AiStatusOperatorDetailDocument, options);
        }
export type AiStatusOperatorDetailQueryHookResult = ReturnType<typeof useAiStatusOperatorDetailQuery>;
export type AiStatusOperatorDetailLazyQueryHookResult = ReturnType<typeof useAiStatusOperatorDetailLazyQuery>;
export type AiStatusOperatorDetailSuspenseQueryHookResult = ReturnType<typeof useAiStatusOperatorDetailSuspenseQuery>;
export type AiStatusOperatorDetailQueryResult = Apollo.QueryResult<AiStatusOperatorDetailQuery, AiStatusOperatorDetailQueryVariables>;
export const DemandTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemandTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demandTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websiteId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedSignups"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmedSignups"}},{"kind":"Field","name":{"kind":"Name","value":"countedSignups"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"minVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"dailySummary"}},{"kind":"Field","name":{"kind":"Name","value":"wouldPay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signupList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"wouldPay"}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"utmSource"}},{"kind":"Field","name":{"kind":"Name","value":"referrerHost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDemandTestQuery__
 *
 * To run a query within a React component, call `useDemandTestQuery` and pass it any options that fit your needs.
 * When your component renders, `useDemandTestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDemandTestQuery({
 *   variables: {
 *      projectId: // value for 'projectId'
 *   },
 * });
 */
export function useDemandTestQuery(baseOptions: Apollo.QueryHookOptions<DemandTestQuery, DemandTestQueryVariables> & ({ variables: DemandTestQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DemandTestQuery, DemandTestQueryVariables>(DemandTestDocument, options);
      }
export function useDemandTestLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DemandTestQuery, DemandTestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DemandTestQuery, DemandTestQueryVariables>(DemandTestDocument, options);
        }
// @ts-ignore
export function useDemandTestSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DemandTestQuery, DemandTestQueryVariables>): Apollo.UseSuspenseQueryResult<DemandTestQuery, DemandTestQueryVariables>;
export function useDemandTestSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DemandTestQuery, DemandTestQueryVariables>): Apollo.UseSuspenseQueryResult<DemandTestQuery | undefined, DemandTestQueryVariables>;
export function useDemandTestSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DemandTestQuery, DemandTestQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DemandTestQuery, DemandTestQueryVariables>(DemandTestDocument, options);
        }
export type DemandTestQueryHookResult = ReturnType<typeof useDemandTestQuery>;
export type DemandTestLazyQueryHookResult = ReturnType<typeof useDemandTestLazyQuery>;
export type DemandTestSuspenseQueryHookResult = ReturnType<typeof useDemandTestSuspenseQuery>;
export type DemandTestQueryResult = Apollo.QueryResult<DemandTestQuery, DemandTestQueryVariables>;
export const DeleteDemandTestSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDemandTestSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDemandTestSignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"signupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signupId"}}}]}]}}]} as unknown as DocumentNode;
export type DeleteDemandTestSignupMutationFn = Apollo.MutationFunction<DeleteDemandTestSignupMutation, DeleteDemandTestSignupMutationVariables>;

/**
 * __useDeleteDemandTestSignupMutation__
 *
 * To run a mutation, you first call `useDeleteDemandTestSignupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDemandTestSignupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDemandTestSignupMutation, { data, loading, error }] = useDeleteDemandTestSignupMutation({
 *   variables: {
 *      projectId: // value for 'projectId'
 *      signupId: // value for 'signupId'
 *   },
 * });
 */
export function useDeleteDemandTestSignupMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDemandTestSignupMutation, DeleteDemandTestSignupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDemandTestSignupMutation, DeleteDemandTestSignupMutationVariables>(DeleteDemandTestSignupDocument, options);
      }
export type DeleteDemandTestSignupMutationHookResult = ReturnType<typeof useDeleteDemandTestSignupMutation>;
export type DeleteDemandTestSignupMutationResult = Apollo.MutationResult<DeleteDemandTestSignupMutation>;
export type DeleteDemandTestSignupMutationOptions = Apollo.BaseMutationOptions<DeleteDemandTestSignupMutation, DeleteDemandTestSignupMutationVariables>;
export const SetDemandTestDailySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDemandTestDailySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDemandTestDailySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}]}}]} as unknown as DocumentNode;
export type SetDemandTestDailySummaryMutationFn = Apollo.MutationFunction<SetDemandTestDailySummaryMutation, SetDemandTestDailySummaryMutationVariables>;

/**
 * __useSetDemandTestDailySummaryMutation__
 *
 * To run a mutation, you first call `useSetDemandTestDailySummaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDemandTestDailySummaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDemandTestDailySummaryMutation, { data, loading, error }] = useSetDemandTestDailySummaryMutation({
 *   variables: {
 *      projectId: // value for 'projectId'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetDemandTestDailySummaryMutation(baseOptions?: Apollo.MutationHookOptions<SetDemandTestDailySummaryMutation, SetDemandTestDailySummaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDemandTestDailySummaryMutation, SetDemandTestDailySummaryMutationVariables>(SetDemandTestDailySummaryDocument, options);
      }
export type SetDemandTestDailySummaryMutationHookResult = ReturnType<typeof useSetDemandTestDailySummaryMutation>;
export type SetDemandTestDailySummaryMutationResult = Apollo.MutationResult<SetDemandTestDailySummaryMutation>;
export type SetDemandTestDailySummaryMutationOptions = Apollo.BaseMutationOptions<SetDemandTestDailySummaryMutation, SetDemandTestDailySummaryMutationVariables>;
export const WebsiteStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebsiteStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websiteStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"websites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWebsiteStatusQuery__
 *
 * To run a query within a React component, call `useWebsiteStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebsiteStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebsiteStatusQuery({
 *   variables: {
 *      projectId: // value for 'projectId'
 *   },
 * });
 */
export function useWebsiteStatusQuery(baseOptions: Apollo.QueryHookOptions<WebsiteStatusQuery, WebsiteStatusQueryVariables> & ({ variables: WebsiteStatusQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebsiteStatusQuery, WebsiteStatusQueryVariables>(WebsiteStatusDocument, options);
      }
export function useWebsiteStatusLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebsiteStatusQuery, WebsiteStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebsiteStatusQuery, WebsiteStatusQueryVariables>(WebsiteStatusDocument, options);
        }
// @ts-ignore
export function useWebsiteStatusSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebsiteStatusQuery, WebsiteStatusQueryVariables>): Apollo.UseSuspenseQueryResult<WebsiteStatusQuery, WebsiteStatusQueryVariables>;
export function useWebsiteStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebsiteStatusQuery, WebsiteStatusQueryVariables>): Apollo.UseSuspenseQueryResult<WebsiteStatusQuery | undefined, WebsiteStatusQueryVariables>;
export function useWebsiteStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebsiteStatusQuery, WebsiteStatusQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebsiteStatusQuery, WebsiteStatusQueryVariables>(WebsiteStatusDocument, options);
        }
export type WebsiteStatusQueryHookResult = ReturnType<typeof useWebsiteStatusQuery>;
export type WebsiteStatusLazyQueryHookResult = ReturnType<typeof useWebsiteStatusLazyQuery>;
export type WebsiteStatusSuspenseQueryHookResult = ReturnType<typeof useWebsiteStatusSuspenseQuery>;
export type WebsiteStatusQueryResult = Apollo.QueryResult<WebsiteStatusQuery, WebsiteStatusQueryVariables>;
export const GenerateWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebsiteDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;
export type GenerateWebsiteMutationFn = Apollo.MutationFunction<GenerateWebsiteMutation, GenerateWebsiteMutationVariables>;

/**
 * __useGenerateWebsiteMutation__
 *
 * To run a mutation, you first call `useGenerateWebsiteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateWebsiteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateWebsiteMutation, { data, loading, error }] = useGenerateWebsiteMutation({
 *   variables: {
 *      projectId: // value for 'projectId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useGenerateWebsiteMutation(baseOptions?: Apollo.MutationHookOptions<GenerateWebsiteMutation, GenerateWebsiteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<GenerateWebsiteMutation, GenerateWebsiteMutationVariables>(GenerateWebsiteDocument, options);
      }
export type GenerateWebsiteMutationHookResult = ReturnType<typeof useGenerateWebsiteMutation>;
export type GenerateWebsiteMutationResult = Apollo.MutationResult<GenerateWebsiteMutation>;
export type GenerateWebsiteMutationOptions = Apollo.BaseMutationOptions<GenerateWebsiteMutation, GenerateWebsiteMutationVariables>;
export const UpdateWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebsiteDesignInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"copy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebsiteCopyInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"copy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"copy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateWebsiteMutationFn = Apollo.MutationFunction<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>;

/**
 * __useUpdateWebsiteMutation__
 *
 * To run a mutation, you first call `useUpdateWebsiteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWebsiteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWebsiteMutation, { data, loading, error }] = useUpdateWebsiteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      copy: // value for 'copy'
 *   },
 * });
 */
export function useUpdateWebsiteMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>(UpdateWebsiteDocument, options);
      }
export type UpdateWebsiteMutationHookResult = ReturnType<typeof useUpdateWebsiteMutation>;
export type UpdateWebsiteMutationResult = Apollo.MutationResult<UpdateWebsiteMutation>;
export type UpdateWebsiteMutationOptions = Apollo.BaseMutationOptions<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>;
export const PublishWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;
export type PublishWebsiteMutationFn = Apollo.MutationFunction<PublishWebsiteMutation, PublishWebsiteMutationVariables>;

/**
 * __usePublishWebsiteMutation__
 *
 * To run a mutation, you first call `usePublishWebsiteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishWebsiteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishWebsiteMutation, { data, loading, error }] = usePublishWebsiteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePublishWebsiteMutation(baseOptions?: Apollo.MutationHookOptions<PublishWebsiteMutation, PublishWebsiteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PublishWebsiteMutation, PublishWebsiteMutationVariables>(PublishWebsiteDocument, options);
      }
export type PublishWebsiteMutationHookResult = ReturnType<typeof usePublishWebsiteMutation>;
export type PublishWebsiteMutationResult = Apollo.MutationResult<PublishWebsiteMutation>;
export type PublishWebsiteMutationOptions = Apollo.BaseMutationOptions<PublishWebsiteMutation, PublishWebsiteMutationVariables>;
export const UnpublishWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebsiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebsiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Website"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","name":{"kind":"Name","value":"draftedByAi"}}]}}]}}]} as unknown as DocumentNode;
export type UnpublishWebsiteMutationFn = Apollo.MutationFunction<UnpublishWebsiteMutation, UnpublishWebsiteMutationVariables>;

/**
 * __useUnpublishWebsiteMutation__
 *
 * To run a mutation, you first call `useUnpublishWebsiteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnpublishWebsiteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unpublishWebsiteMutation, { data, loading, error }] = useUnpublishWebsiteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnpublishWebsiteMutation(baseOptions?: Apollo.MutationHookOptions<UnpublishWebsiteMutation, UnpublishWebsiteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnpublishWebsiteMutation, UnpublishWebsiteMutationVariables>(UnpublishWebsiteDocument, options);
      }
export type UnpublishWebsiteMutationHookResult = ReturnType<typeof useUnpublishWebsiteMutation>;
export type UnpublishWebsiteMutationResult = Apollo.MutationResult<UnpublishWebsiteMutation>;
export type UnpublishWebsiteMutationOptions = Apollo.BaseMutationOptions<UnpublishWebsiteMutation, UnpublishWebsiteMutationVariables>;
export const ProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Project"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useProjectQuery__
 *
 * To run a query within a React component, call `useProjectQuery` and pass it any options that fit your needs.
 * When your component renders, `useProjectQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProjectQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProjectQuery(baseOptions: Apollo.QueryHookOptions<ProjectQuery, ProjectQueryVariables> & ({ variables: ProjectQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProjectQuery, ProjectQueryVariables>(ProjectDocument, options);
      }
export function useProjectLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProjectQuery, ProjectQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProjectQuery, ProjectQueryVariables>(ProjectDocument, options);
        }
// @ts-ignore
export function useProjectSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProjectQuery, ProjectQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectQuery, ProjectQueryVariables>;
export function useProjectSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectQuery, ProjectQueryVariables>): Apollo.UseSuspenseQueryResult<ProjectQuery | undefined, ProjectQueryVariables>;
export function useProjectSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProjectQuery, ProjectQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProjectQuery, ProjectQueryVariables>(ProjectDocument, options);
        }
export type ProjectQueryHookResult = ReturnType<typeof useProjectQuery>;
export type ProjectLazyQueryHookResult = ReturnType<typeof useProjectLazyQuery>;
export type ProjectSuspenseQueryHookResult = ReturnType<typeof useProjectSuspenseQuery>;
export type ProjectQueryResult = Apollo.QueryResult<ProjectQuery, ProjectQueryVariables>;
export const ResearchResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceListDate"}},{"kind":"Field","name":{"kind":"Name","value":"priceNote"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitorCount"}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"strengths"}},{"kind":"Field","name":{"kind":"Name","value":"weaknesses"}},{"kind":"Field","name":{"kind":"Name","value":"marketShare"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentBasis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"searchVolume"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"cpc"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"trademarksSearched"}},{"kind":"Field","name":{"kind":"Name","value":"patentsSearched"}},{"kind":"Field","name":{"kind":"Name","value":"trademarkSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patentSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trademarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"patents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitorSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordInterest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitorLaunches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"launches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"threadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"showHn"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"openSourceAlternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"repositories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"stories"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Provenance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SourceReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode;

/**
 * __useResearchResultsQuery__
 *
 * To run a query within a React component, call `useResearchResultsQuery` and pass it any options that fit your needs.
 * When your component renders, `useResearchResultsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResearchResultsQuery({
 *   variables: {
 *      projectId: // value for 'projectId'
 *   },
 * });
 */
export function useResearchResultsQuery(baseOptions: Apollo.QueryHookOptions<ResearchResultsQuery, ResearchResultsQueryVariables> & ({ variables: ResearchResultsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ResearchResultsQuery, ResearchResultsQueryVariables>(ResearchResultsDocument, options);
      }
export function useResearchResultsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ResearchResultsQuery, ResearchResultsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ResearchResultsQuery, ResearchResultsQueryVariables>(ResearchResultsDocument, options);
        }
// @ts-ignore
export function useResearchResultsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ResearchResultsQuery, ResearchResultsQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchResultsQuery, ResearchResultsQueryVariables>;
export function useResearchResultsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchResultsQuery, ResearchResultsQueryVariables>): Apollo.UseSuspenseQueryResult<ResearchResultsQuery | undefined, ResearchResultsQueryVariables>;
export function useResearchResultsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResearchResultsQuery, ResearchResultsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ResearchResultsQuery, ResearchResultsQueryVariables>(ResearchResultsDocument, options);
        }
export type ResearchResultsQueryHookResult = ReturnType<typeof useResearchResultsQuery>;
export type ResearchResultsLazyQueryHookResult = ReturnType<typeof useResearchResultsLazyQuery>;
export type ResearchResultsSuspenseQueryHookResult = ReturnType<typeof useResearchResultsSuspenseQuery>;
export type ResearchResultsQueryResult = Apollo.QueryResult<ResearchResultsQuery, ResearchResultsQueryVariables>;
export const ResearchProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResearchProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"projectStatus"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResearchProgressSubscription__
 *
 * To run a query within a React component, call `useResearchProgressSubscription` and pass it any options that fit your needs.
 * When your component renders, `useResearchProgressSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResearchProgressSubscription({
 *   variables: {
 *      projectId: // value for 'projectId'
 *   },
 * });
 */
export function useResearchProgressSubscription(baseOptions: Apollo.SubscriptionHookOptions<ResearchProgressSubscription, ResearchProgressSubscriptionVariables> & ({ variables: ResearchProgressSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<ResearchProgressSubscription, ResearchProgressSubscriptionVariables>(ResearchProgressDocument, options);
      }
export type ResearchProgressSubscriptionHookResult = ReturnType<typeof useResearchProgressSubscription>;
export type ResearchProgressSubscriptionResult = Apollo.SubscriptionResult<ResearchProgressSubscription>;
export const GenerateIdeaDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateIdeaDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateIdeaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateIdeaDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Provenance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fallbackReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Provenance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SourceReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]} as unknown as DocumentNode;
export type GenerateIdeaDescriptionMutationFn = Apollo.MutationFunction<GenerateIdeaDescriptionMutation, GenerateIdeaDescriptionMutationVariables>;

/**
 * __useGenerateIdeaDescriptionMutation__
 *
 * To run a mutation, you first call `useGenerateIdeaDescriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateIdeaDescriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateIdeaDescriptionMutation, { data, loading, error }] = useGenerateIdeaDescriptionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useGenerateIdeaDescriptionMutation(baseOptions?: Apollo.MutationHookOptions<GenerateIdeaDescriptionMutation, GenerateIdeaDescriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<GenerateIdeaDescriptionMutation, GenerateIdeaDescriptionMutationVariables>(GenerateIdeaDescriptionDocument, options);
      }
export type GenerateIdeaDescriptionMutationHookResult = ReturnType<typeof useGenerateIdeaDescriptionMutation>;
export type GenerateIdeaDescriptionMutationResult = Apollo.MutationResult<GenerateIdeaDescriptionMutation>;
export type GenerateIdeaDescriptionMutationOptions = Apollo.BaseMutationOptions<GenerateIdeaDescriptionMutation, GenerateIdeaDescriptionMutationVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchOptionsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateProjectMutationFn = Apollo.MutationFunction<CreateProjectMutation, CreateProjectMutationVariables>;

/**
 * __useCreateProjectMutation__
 *
 * To run a mutation, you first call `useCreateProjectMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProjectMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProjectMutation, { data, loading, error }] = useCreateProjectMutation({
 *   variables: {
 *      input: // value for 'input'
 *      options: // value for 'options'
 *   },
 * });
 */
export function useCreateProjectMutation(baseOptions?: Apollo.MutationHookOptions<CreateProjectMutation, CreateProjectMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateProjectMutation, CreateProjectMutationVariables>(CreateProjectDocument, options);
      }
export type CreateProjectMutationHookResult = ReturnType<typeof useCreateProjectMutation>;
export type CreateProjectMutationResult = Apollo.MutationResult<CreateProjectMutation>;
export type CreateProjectMutationOptions = Apollo.BaseMutationOptions<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchOptionsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateProjectMutationFn = Apollo.MutationFunction<UpdateProjectMutation, UpdateProjectMutationVariables>;

/**
 * __useUpdateProjectMutation__
 *
 * To run a mutation, you first call `useUpdateProjectMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProjectMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProjectMutation, { data, loading, error }] = useUpdateProjectMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      options: // value for 'options'
 *   },
 * });
 */
export function useUpdateProjectMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProjectMutation, UpdateProjectMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProjectMutation, UpdateProjectMutationVariables>(UpdateProjectDocument, options);
      }
export type UpdateProjectMutationHookResult = ReturnType<typeof useUpdateProjectMutation>;
export type UpdateProjectMutationResult = Apollo.MutationResult<UpdateProjectMutation>;
export type UpdateProjectMutationOptions = Apollo.BaseMutationOptions<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const StartResearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartResearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchOptionsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startResearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targetMarket"}},{"kind":"Field","name":{"kind":"Name","value":"keyFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredPoints"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"labelCap"}},{"kind":"Field","name":{"kind":"Name","value":"enoughEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"measuredParts"}},{"kind":"Field","name":{"kind":"Name","value":"missingEvidence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitionLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domainAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keywordOpportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessViability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type StartResearchMutationFn = Apollo.MutationFunction<StartResearchMutation, StartResearchMutationVariables>;

/**
 * __useStartResearchMutation__
 *
 * To run a mutation, you first call `useStartResearchMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartResearchMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startResearchMutation, { data, loading, error }] = useStartResearchMutation({
 *   variables: {
 *      projectId: // value for 'projectId'
 *      options: // value for 'options'
 *   },
 * });
 */
export function useStartResearchMutation(baseOptions?: Apollo.MutationHookOptions<StartResearchMutation, StartResearchMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartResearchMutation, StartResearchMutationVariables>(StartResearchDocument, options);
      }
export type StartResearchMutationHookResult = ReturnType<typeof useStartResearchMutation>;
export type StartResearchMutationResult = Apollo.MutationResult<StartResearchMutation>;
export type StartResearchMutationOptions = Apollo.BaseMutationOptions<StartResearchMutation, StartResearchMutationVariables>;