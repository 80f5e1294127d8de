import { fakeResultsFor, type FakeSearchMode, type FakeWebPage } from './fake-web-results.js';
import { fakeServer, readBody, send } from './fake-server.js';

/**
 * A fake SearXNG instance on 127.0.0.1, following https://docs.searxng.org/dev/search_api:
 * GET or POST on / and /search with `q` (required) and `format`. Like a real instance:
 * - without `format` it answers the HTML results page (200, text/html), not JSON;
 * - `format=json` is 403 Forbidden when json is not in settings.yml `search.formats` (`jsonEnabled: false`);
 *   csv/rss likewise unless enabled; an unknown format is 400;
 * - the JSON answer has query, number_of_results (often 0: engines may not report a count), results
 *   [{url, title, content, engine, engines, parsed_url, score, category, positions, publishedDate}],
 *   answers, corrections, infoboxes, suggestions, unresponsive_engines.
 * Use its url as SEARXNG_URL.
 */
export interface FakeSearxng {
  url: string;
  /** Queries received (any format), in order. */
  requests: Array<{ method: string; path: string; query: string | null; format: string | null }>;
  setMode(mode: FakeSearchMode): void;
  /** The count a real instance reports in number_of_results (0 = engines said nothing). */
  setReportedTotal(total: number): void;
  close(): Promise<void>;
}

export async function startFakeSearxng(
  options: {
    jsonEnabled?: boolean;
    mode?: FakeSearchMode;
    reportedTotal?: number;
    /** A count per query (overrides reportedTotal), as a real instance reports a different one for each. */
    reportedTotalFor?: (query: string) => number;
    results?: (query: string) => FakeWebPage[];
  } = {},
): Promise<FakeSearxng> {
  let mode: FakeSearchMode = options.mode ?? 'ok';
  let reportedTotal = options.reportedTotal ?? 48_300;
  const totalFor = (query: string) => options.reportedTotalFor?.(query) ?? reportedTotal;
  const jsonEnabled = options.jsonEnabled ?? true;
  const resultsFor = options.results ?? ((query: string) => fakeResultsFor(query, 10));
  const requests: FakeSearxng['requests'] = [];

  const server = fakeServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== '/' && url.pathname !== '/search') return send(response, 404, 'text/html', '<h1>Not Found</h1>');
    if (request.method !== 'GET' && request.method !== 'POST') return send(response, 405, 'text/html', '<h1>Method Not Allowed</h1>');
    const parameters = request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
    const query = parameters.get('q');
    const format = parameters.get('format');
    requests.push({ method: request.method, path: url.pathname, query, format });
    if (format && !['json', 'csv', 'rss', 'html'].includes(format)) return send(response, 400, 'text/html', '<h1>Bad Request</h1>');
    if (format && format !== 'html' && !(format === 'json' && jsonEnabled)) return send(response, 403, 'text/html', '<h1>Forbidden</h1>');
    if (mode === 'server-error') return send(response, 500, 'text/html', '<h1>Internal Server Error</h1>');
    if (!query?.trim()) {
      // Without a query SearXNG shows its start page (JSON clients get an error).
      return format === 'json'
        ? send(response, 400, 'application/json', JSON.stringify({ error: 'search error: empty query' }))
        : send(response, 200, 'text/html', '<html><body>SearXNG</body></html>');
    }
    const pages = mode === 'empty' || mode === 'unresponsive' ? [] : resultsFor(query);
    if (format !== 'json') {
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        `<!DOCTYPE html><html><body>${pages.map((page) => `<article class="result"><a href="${page.url}">${page.title}</a><p>${page.snippet}</p></article>`).join('')}</body></html>`,
      );
    }
    return send(
      response,
      200,
      'application/json',
      JSON.stringify({
        query,
        number_of_results: pages.length === 0 ? 0 : totalFor(query),
        results: pages.map((page, index) => {
          const parsed = new URL(page.url);
          return {
            url: page.url,
            title: page.title,
            content: page.snippet,
            engine: 'duckduckgo',
            engines: ['duckduckgo', 'brave'],
            parsed_url: [parsed.protocol.replace(':', ''), parsed.host, parsed.pathname, '', parsed.search.slice(1), ''],
            template: 'default.html',
            positions: [index + 1],
            score: Number((2 / (index + 1)).toFixed(3)),
            category: 'general',
            publishedDate: null,
          };
        }),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        // [engine, reason] pairs, as SearXNG reports engines that raised (CAPTCHA, timeout, access denied).
        unresponsive_engines:
          mode === 'unresponsive'
            ? [
                ['google', 'CAPTCHA'],
                ['duckduckgo', 'timeout'],
                ['brave', 'too many requests'],
              ]
            : [],
      }),
    );
  });
  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    setReportedTotal(total) {
      reportedTotal = total;
    },
    close: async () => {
      await server.close();
    },
  };
}
