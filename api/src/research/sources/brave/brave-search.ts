import { z } from 'zod';
import type { Sql } from '../../../jobs/sql.js';
import type { SourceCallContext, SourceClient } from '../../evidence/source-client.js';
import { readAnswer } from '../unusable-answer.js';
import { endpointUrl, webResults, webSearchPage } from '../web-search/web-search-page.js';
import { RESULTS_PER_QUERY, type WebSearchPage, type WebSearchProvider } from '../web-search/web-search.types.js';

/**
 * Brave Search: GET {BRAVE_SEARCH_BASE_URL}/res/v1/web/search?q=…&count=… with the key in the
 * X-Subscription-Token header (https://api-dashboard.search.brave.com/api-reference/web/search/get).
 * Snippets carry <strong> highlighting; it reports no total count.
 */
const braveAnswer = z.object({
  type: z.literal('search'),
  // A query with no web results has no `web` block at all.
  web: z
    .object({
      results: z.array(
        z.object({ title: z.string().nullish(), url: z.string().nullish(), description: z.string().nullish() }).passthrough(),
      ),
    })
    .passthrough()
    .nullish(),
});

/** Brave's public results page: the same index a person can search. */
const BRAVE_PUBLIC_SEARCH = 'https://search.brave.com/search';

export class BraveSearch implements WebSearchProvider {
  readonly name = 'brave' as const;

  constructor(
    private readonly client: SourceClient,
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly sql: Sql,
  ) {}

  async search(query: string, context: SourceCallContext): Promise<WebSearchPage> {
    const url = endpointUrl(this.baseUrl, 'res/v1/web/search');
    url.search = new URLSearchParams({
      q: query,
      count: String(RESULTS_PER_QUERY),
      country: 'US',
      search_lang: 'en',
      safesearch: 'moderate',
      result_filter: 'web',
    }).toString();
    const response = await this.client.request(
      { method: 'GET', url: url.toString(), headers: { 'x-subscription-token': this.apiKey }, secrets: [this.apiKey] },
      context,
    );
    const answer = await readAnswer(this.sql, this.name, response, 'Brave answered without a search response', (json) =>
      braveAnswer.parse(json),
    );
    return webSearchPage(query, response, webResults(answer.web?.results ?? [], 'description'));
  }

  pageFor(query: string): string {
    return `${BRAVE_PUBLIC_SEARCH}?${new URLSearchParams({ q: query }).toString()}`;
  }
}
