import { randomUUID } from 'node:crypto';
import { fakeResultsFor, type FakeSearchMode, type FakeWebPage } from './fake-web-results.js';
import { fakeServer, readBody, send } from './fake-server.js';

/**
 * A fake Tavily API on 127.0.0.1, following https://docs.tavily.com/api-reference/endpoint/search
 * (and https://docs.tavily.com/api-reference/introduction, https://help.tavily.com/articles/8645538886-understanding-http-errors):
 * POST /search with a JSON body { query (required), search_depth basic|advanced, topic general|news|finance,
 * max_results 0..20, include_* flags }, authenticated by `Authorization: Bearer tvly-…` (the older
 * `api_key` body field is accepted too). Refuses like the real API:
 * - no or wrong key: 401 {"detail":{"error":"Unauthorized: missing or invalid API key."}};
 * - another method on /search: 405 {"detail":"Method Not Allowed"}; another path: 404;
 * - a body that is not JSON, no query, or an out-of-range parameter: 400 {"detail":{"error":…}}.
 * Answers { query, follow_up_questions, answer, images, results [{title, url, content, score, raw_content}],
 * response_time, request_id } (no total count). Use its url as TAVILY_BASE_URL.
 */
export interface FakeTavily {
  url: string;
  apiKey: string;
  requests: Array<{ method: string; path: string; query: string | null; authorized: boolean }>;
  setMode(mode: FakeSearchMode): void;
  close(): Promise<void>;
}

export async function startFakeTavily(
  options: { apiKey?: string; mode?: FakeSearchMode; results?: (query: string) => FakeWebPage[] } = {},
): Promise<FakeTavily> {
  const apiKey = options.apiKey ?? 'tvly-fake-test-key';
  let mode: FakeSearchMode = options.mode ?? 'ok';
  const resultsFor = options.results ?? ((query: string) => fakeResultsFor(query, 10));
  const requests: FakeTavily['requests'] = [];
  const json = (response: Parameters<typeof send>[0], status: number, body: unknown) =>
    send(response, status, 'application/json', JSON.stringify(body));

  const server = fakeServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (path !== '/search') return json(response, 404, { detail: 'Not Found' });
    if (request.method !== 'POST') {
      requests.push({ method: request.method ?? '', path, query: null, authorized: false });
      return send(response, 405, 'application/json', JSON.stringify({ detail: 'Method Not Allowed' }), { allow: 'POST' });
    }
    const text = await readBody(request);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return json(response, 400, { detail: { error: 'Invalid JSON body' } });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const authorized = bearer === apiKey || body.api_key === apiKey;
    const query = typeof body.query === 'string' ? body.query : null;
    requests.push({ method: 'POST', path, query, authorized });
    if (!authorized) return json(response, 401, { detail: { error: 'Unauthorized: missing or invalid API key.' } });
    if (!query?.trim()) return json(response, 400, { detail: { error: 'Query is missing.' } });
    const maxResults = body.max_results ?? 5;
    if (typeof maxResults !== 'number' || !Number.isInteger(maxResults) || maxResults < 0 || maxResults > 20)
      return json(response, 400, { detail: { error: 'max_results must be between 0 and 20.' } });
    if (body.search_depth !== undefined && !['basic', 'advanced', 'fast', 'ultra-fast'].includes(String(body.search_depth)))
      return json(response, 400, { detail: { error: 'Invalid search depth.' } });
    if (body.topic !== undefined && !['general', 'news', 'finance'].includes(String(body.topic)))
      return json(response, 400, { detail: { error: 'Invalid topic.' } });
    if (mode === 'server-error') return json(response, 500, { detail: { error: 'Internal Server Error' } });
    const pages = mode === 'empty' ? [] : resultsFor(query).slice(0, maxResults);
    return json(response, 200, {
      query,
      follow_up_questions: null,
      answer: null,
      images: [],
      results: pages.map((page, index) => ({
        title: page.title,
        url: page.url,
        content: page.snippet,
        score: Number((0.9 - index * 0.05).toFixed(2)),
        raw_content: null,
      })),
      response_time: 0.42,
      request_id: randomUUID(),
    });
  });
  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setMode(next) {
      mode = next;
    },
    close: async () => {
      await server.close();
    },
  };
}
