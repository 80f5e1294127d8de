import type { SourceCallContext } from '../../evidence/source-client.js';

/** The web search providers IdeaScope can research competitors with. */
export type WebSearchProviderName = 'searxng' | 'tavily' | 'brave';
export const WEB_SEARCH_PROVIDERS: readonly WebSearchProviderName[] = ['searxng', 'tavily', 'brave'];

/** One result as the provider gave it: title, the page's URL and the snippet (plain text). */
export interface WebSearchResult {
  title: string;
  url: string;
  snippet: string;
}

/** One query's answer, with the evidence row that holds the raw response. */
export interface WebSearchPage {
  query: string;
  results: WebSearchResult[];
  /** How many results the provider says match (not just the ones returned); null when it does not say. */
  totalResults: number | null;
  evidenceId: string | null;
  retrievedAt: Date;
  reused: boolean;
}

/**
 * A web search provider's adapter: one request per query through its SourceClient (evidence,
 * retries, 24 h reuse). Throws SourceUnavailableError when the provider cannot answer.
 */
export interface WebSearchProvider {
  readonly name: WebSearchProviderName;
  search(query: string, context: SourceCallContext): Promise<WebSearchPage>;
  /** A page a person can open to repeat the search, when the provider has one. */
  pageFor(query: string): string | null;
}

/** Results per query asked of providers that take a count (SearXNG returns its own page size). */
export const RESULTS_PER_QUERY = 10;
