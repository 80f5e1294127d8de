import { type ServerResponse } from 'node:http';
import { fakeServer } from './fake-server.js';

/**
 * A fake Wikipedia search API and Wikimedia pageviews API on 127.0.0.1 (use its url as both
 * WIKIPEDIA_BASE_URL and WIKIMEDIA_BASE_URL), after https://www.mediawiki.org/wiki/API:Search and
 * https://doc.wikimedia.org/generated-data-platform/aqs/analytics-api/reference/page-views.html:
 * - GET /w/api.php?action=query&list=search&srsearch=…&format=json(&formatversion=2) -> { batchcomplete, query:
 *   { searchinfo: { totalhits }, search: [{ ns, title, pageid, size, wordcount, snippet, timestamp }] } };
 *   without format=json MediaWiki answers its HTML help page; a missing srsearch is an `error` object.
 * - GET /api/rest_v1/metrics/pageviews/per-article/<project>/<access>/<agent>/<article>/<daily|monthly>/<start>/<end>
 *   -> { items: [{ project, article, granularity, timestamp: "YYYYMMDD00", access, agent, views }] };
 *   an article without data is a 404 problem document, a bad parameter a 400.
 * Every request without a descriptive User-Agent (none, or a library default such as "node") is refused
 * with 403, as Wikimedia's User-Agent policy does (https://meta.wikimedia.org/wiki/User-Agent_policy).
 */
export interface FakeArticle {
  title: string;
  /** Views in the first month asked for, and the change per month (a rising or falling line). */
  firstMonthViews: number;
  monthlyChange: number;
}

export interface FakeWikimedia {
  url: string;
  /** The settings that turn interest over time on and point the app at this fake (Wikipedia search and pageviews). */
  environment: Record<string, string>;
  searches: string[];
  pageviewRequests: string[];
  /** Requests refused for their User-Agent. */
  readonly refusedAgents: number;
  setFailure(status: number | null): void;
  close(): Promise<void>;
}

export const DEFAULT_ARTICLES: FakeArticle[] = [
  { title: 'Dog walking', firstMonthViews: 20_000, monthlyChange: 600 },
  { title: 'Leash', firstMonthViews: 9_000, monthlyChange: -50 },
];

const GENERIC_AGENTS = /^(node|undici|python-requests|python-urllib|curl|wget|go-http-client|java|okhttp|axios)\b/i;
const ACCESS = new Set(['all-access', 'desktop', 'mobile-app', 'mobile-web']);
const AGENTS = new Set(['all-agents', 'user', 'spider', 'automated']);

export async function startFakeWikimedia(options: { articles?: FakeArticle[] } = {}): Promise<FakeWikimedia> {
  const articles = options.articles ?? DEFAULT_ARTICLES;
  const searches: string[] = [];
  const pageviewRequests: string[] = [];
  let refusedAgents = 0;
  let failure: number | null = null;

  const server = fakeServer((request, response) => {
    const agent = request.headers['user-agent'];
    if (!agent || GENERIC_AGENTS.test(agent)) {
      refusedAgents += 1;
      response.writeHead(403, { 'content-type': 'text/plain' });
      return response.end(
        'Please set a user-agent and respect our robot policy https://w.wiki/4wJS. See also https://phabricator.wikimedia.org/T400119.',
      );
    }
    if (failure !== null)
      return json(response, failure, {
        type: 'https://mediawiki.org/wiki/HyperSwitch/errors/server_error',
        title: 'Server error',
        method: 'get',
      });
    if (request.method !== 'GET')
      return json(response, 405, {
        type: 'https://mediawiki.org/wiki/HyperSwitch/errors/method_not_allowed',
        title: 'Method not allowed',
        method: request.method?.toLowerCase(),
      });
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/w/api.php') return search(response, url);
    const pageviews =
      /^\/api\/rest_v1\/metrics\/pageviews\/per-article\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (pageviews) return views(response, url, pageviews.slice(1) as [string, string, string, string, string, string, string]);
    json(response, 404, {
      type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found',
      title: 'Not found.',
      method: 'get',
      uri: url.pathname,
    });
  });

  function search(response: ServerResponse, url: URL): void {
    if (url.searchParams.get('format') !== 'json') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!DOCTYPE html><html><body><h1>MediaWiki API help</h1><p>This is an auto-generated MediaWiki API documentation page.</p></body></html>',
      );
      return;
    }
    const query = url.searchParams.get('srsearch');
    if (url.searchParams.get('action') !== 'query' || url.searchParams.get('list') !== 'search' || !query) {
      return json(response, 200, { error: { code: 'nosrsearch', info: 'The "srsearch" parameter must be set.' }, servedby: 'mw-api-fake' });
    }
    searches.push(query);
    const words = query
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 2);
    const hits = articles.filter((article) => words.some((word) => article.title.toLowerCase().includes(word.replace(/s$/, ''))));
    json(response, 200, {
      batchcomplete: true,
      continue: { sroffset: hits.length, continue: '-||' },
      query: {
        searchinfo: { totalhits: hits.length },
        search: hits.map((article, index) => ({
          ns: 0,
          title: article.title,
          pageid: 1000 + index,
          size: 12_000,
          wordcount: 1_800,
          snippet: `<span class="searchmatch">${article.title}</span> is …`,
          timestamp: '2025-10-01T12:00:00Z',
        })),
      },
    });
  }

  function views(
    response: ServerResponse,
    url: URL,
    [project, access, agent, encodedArticle, granularity, start, end]: [string, string, string, string, string, string, string],
  ): void {
    if (
      !ACCESS.has(access) ||
      !AGENTS.has(agent) ||
      !['daily', 'monthly'].includes(granularity) ||
      !/^\d{8}(\d{2})?$/.test(start) ||
      !/^\d{8}(\d{2})?$/.test(end) ||
      start > end
    ) {
      return json(response, 400, {
        type: 'https://mediawiki.org/wiki/HyperSwitch/errors/invalid_request',
        title: 'Invalid parameters',
        method: 'get',
        uri: url.pathname,
      });
    }
    const title = decodeURIComponent(encodedArticle).replaceAll('_', ' ');
    pageviewRequests.push(title);
    const article = articles.find((candidate) => candidate.title === title);
    if (!article || project !== 'en.wikipedia') {
      return json(response, 404, {
        type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found',
        title: 'Not found.',
        method: 'get',
        detail:
          'The date(s) you used are valid, but we either do not have data for those date(s), or the project you asked for is not loaded yet. Please check documentation for more information.',
        uri: url.pathname,
      });
    }
    const items = [];
    const first = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(4, 6)) - 1, 1));
    for (let month = 0; ; month += 1) {
      const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, 1));
      const stamp = `${date.toISOString().slice(0, 10).replaceAll('-', '')}00`;
      if (stamp.slice(0, 8) > end.slice(0, 8)) break;
      items.push({
        project,
        article: encodedArticle,
        granularity,
        timestamp: stamp,
        access,
        agent,
        views: Math.max(0, article.firstMonthViews + month * article.monthlyChange),
      });
    }
    json(response, 200, { items });
  }

  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    environment: { WIKIPEDIA_TRENDS: 'on', WIKIPEDIA_BASE_URL: `http://127.0.0.1:${port}`, WIKIMEDIA_BASE_URL: `http://127.0.0.1:${port}` },
    searches,
    pageviewRequests,
    get refusedAgents() {
      return refusedAgents;
    },
    setFailure: (status) => {
      failure = status;
    },
    close: async () => {
      await server.close();
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
