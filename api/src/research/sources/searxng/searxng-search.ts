import { z } from 'zod';
import type { Sql } from '../../../jobs/sql.js';
import { SourceUnavailableError, type SourceCallContext, type SourceClient } from '../../evidence/source-client.js';
import { markUnusable, readAnswer } from '../unusable-answer.js';
import { endpointUrl, webResults, webSearchPage } from '../web-search/web-search-page.js';
import { RESULTS_PER_QUERY, type WebSearchPage, type WebSearchProvider } from '../web-search/web-search.types.js';

/**
 * SearXNG (self-hosted, keyless): GET /search?q=…&format=json (https://docs.searxng.org/dev/search_api).
 * The instance must list json in settings.yml `search.formats`, else it answers 403. An answer with no
 * results while engines are listed in `unresponsive_engines` searched nothing: unavailable, with the reason.
 */
const searxngAnswer = z.object({
  number_of_results: z.number().nullish(),
  results: z.array(z.object({ url: z.string().nullish(), title: z.string().nullish(), content: z.string().nullish() }).passthrough()),
  // [engine, reason] pairs: engines that gave no answer (CAPTCHA, timeout, suspended).
  unresponsive_engines: z.array(z.array(z.unknown())).nullish(),
});

export class SearxngSearch implements WebSearchProvider {
  readonly name = 'searxng' as const;

  constructor(
    private readonly client: SourceClient,
    private readonly baseUrl: string,
    private readonly sql: Sql,
  ) {}

  async search(query: string, context: SourceCallContext): Promise<WebSearchPage> {
    const url = endpointUrl(this.baseUrl, 'search');
    url.search = new URLSearchParams({
      q: query,
      format: 'json',
      categories: 'general',
      language: 'en',
      pageno: '1',
      safesearch: '1',
    }).toString();
    const response = await this.client.request({ method: 'GET', url: url.toString() }, context);
    const answer = await readAnswer(this.sql, this.name, response, 'SearXNG answered without a results list', (json) =>
      searxngAnswer.parse(json),
    );
    const unresponsive = (answer.unresponsive_engines ?? [])
      .map((entry) => entry.filter((part) => typeof part === 'string').join(': '))
      .filter(Boolean);
    if (answer.results.length === 0 && unresponsive.length > 0) {
      // No engine searched: "nothing found" would be a guess, not a measurement.
      const reason = `no engine answered (${unresponsive.join('; ')})`;
      await markUnusable(this.sql, response, reason);
      throw new SourceUnavailableError(this.name, reason, response.status);
    }
    const results = webResults(answer.results, 'content', RESULTS_PER_QUERY * 2);
    // Many engines report no count; SearXNG then says 0 (or fewer than it returned): that is "not said", not zero.
    const reported =
      typeof answer.number_of_results === 'number' && answer.number_of_results >= results.length && answer.number_of_results > 0
        ? Math.round(answer.number_of_results)
        : null;
    return webSearchPage(query, response, results, reported);
  }

  /** The instance's own results page (HTML) for the query. */
  pageFor(query: string): string {
    const url = endpointUrl(this.baseUrl, 'search');
    url.search = new URLSearchParams({ q: query }).toString();
    return url.toString();
  }
}
