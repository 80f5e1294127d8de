import { z } from 'zod';
import type { Sql } from '../../../jobs/sql.js';
import type { SourceCallContext, SourceClient } from '../../evidence/source-client.js';
import { readAnswer } from '../unusable-answer.js';
import { endpointUrl, webResults, webSearchPage } from '../web-search/web-search-page.js';
import { RESULTS_PER_QUERY, type WebSearchPage, type WebSearchProvider } from '../web-search/web-search.types.js';

/**
 * Tavily: POST {TAVILY_BASE_URL}/search with a JSON body and `Authorization: Bearer tvly-…`
 * (https://docs.tavily.com/api-reference/endpoint/search). It reports no total count.
 */
const tavilyAnswer = z.object({
  results: z.array(z.object({ title: z.string().nullish(), url: z.string().nullish(), content: z.string().nullish() }).passthrough()),
});

export class TavilySearch implements WebSearchProvider {
  readonly name = 'tavily' as const;

  constructor(
    private readonly client: SourceClient,
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly sql: Sql,
  ) {}

  async search(query: string, context: SourceCallContext): Promise<WebSearchPage> {
    const response = await this.client.request(
      {
        method: 'POST',
        url: endpointUrl(this.baseUrl, 'search').toString(),
        headers: { authorization: `Bearer ${this.apiKey}` },
        body: {
          query,
          topic: 'general',
          search_depth: 'basic',
          max_results: RESULTS_PER_QUERY,
          include_answer: false,
          include_raw_content: false,
          include_images: false,
        },
        secrets: [this.apiKey],
      },
      context,
    );
    const answer = await readAnswer(this.sql, this.name, response, 'Tavily answered without a results list', (json) =>
      tavilyAnswer.parse(json),
    );
    return webSearchPage(query, response, webResults(answer.results, 'content'));
  }

  /** Tavily is an API only: there is no results page a person could open. */
  pageFor(): null {
    return null;
  }
}
