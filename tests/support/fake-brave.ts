import { randomUUID } from 'node:crypto';
import { fakeResultsFor, type FakeSearchMode, type FakeWebPage } from './fake-web-results.js';
import { fakeServer, send, SlidingWindowLimit } from './fake-server.js';

/**
 * A fake Brave Search API on 127.0.0.1, following https://api-dashboard.search.brave.com/api-reference/web/search/get
 * (query parameters: https://api.search.brave.com/app/documentation/web-search/query): GET (or POST)
 * /res/v1/web/search?q=…&count=… with the key in `X-Subscription-Token`. Refuses like the real API
 * (error shape as reported in https://github.com/nearai/ironclaw/issues/2780):
 * - no or wrong token: 422 {"type":"ErrorResponse","error":{"code":"SUBSCRIPTION_TOKEN_INVALID",…}};
 * - empty q, count outside 1..20, offset outside 0..9: 422 with code VALIDATION;
 * - another method: 405; another path: 404;
 * - more than the plan's requests in a second (free plan: 1): 429 RATE_LIMITED, with X-RateLimit-Limit, -Remaining
 *   and -Reset listing the per-second and per-month windows ("1, 2000" / "0, 1999" / "1, 2419200"), as on every answer.
 * Answers {type:"search", query:{original, more_results_available}, mixed, web:{type:"search", results:
 * [{title, url, description (with <strong> highlighting), profile, meta_url, page_age}]}} (no total count).
 * Use its url as BRAVE_SEARCH_BASE_URL.
 */
export interface FakeBrave {
  url: string;
  apiKey: string;
  requests: Array<{ method: string; query: string | null; token: string | null }>;
  setMode(mode: FakeSearchMode): void;
  /** The plan's per-second limit: accepted requests (never more than `ratePerSecond` in any second) and refusals. */
  readonly rate: SlidingWindowLimit;
  close(): Promise<void>;
}

/** The free plan's monthly quota, reported beside the per-second limit in the X-RateLimit-* headers. */
const MONTHLY_QUOTA = 2_000;

export async function startFakeBrave(
  options: { apiKey?: string; mode?: FakeSearchMode; results?: (query: string) => FakeWebPage[]; ratePerSecond?: number } = {},
): Promise<FakeBrave> {
  const apiKey = options.apiKey ?? 'BSA-fake-test-key';
  let mode: FakeSearchMode = options.mode ?? 'ok';
  const resultsFor = options.results ?? ((query: string) => fakeResultsFor(query, 20));
  const requests: FakeBrave['requests'] = [];
  // The free plan: 1 request a second (https://api-dashboard.search.brave.com, plans).
  const rate = new SlidingWindowLimit(options.ratePerSecond ?? 1, 1_000);
  let monthly = 0;
  const error = (status: number, code: string, detail: string, meta: Record<string, unknown> = {}) => ({
    type: 'ErrorResponse',
    error: { id: randomUUID(), status, code, detail, meta },
    time: Math.floor(Date.now() / 1000),
  });
  const json = (response: Parameters<typeof send>[0], status: number, body: unknown) =>
    send(response, status, 'application/json', JSON.stringify(body));

  const server = fakeServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== '/res/v1/web/search') return json(response, 404, error(404, 'RESOURCE_NOT_FOUND', 'Resource not found.'));
    if (request.method !== 'GET' && request.method !== 'POST')
      return json(response, 405, error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.'));
    const token = (request.headers['x-subscription-token'] as string | undefined) ?? null;
    const query = url.searchParams.get('q');
    requests.push({ method: request.method, query, token });
    if (token !== apiKey)
      return json(response, 422, error(422, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'));
    // Per window (second, month): X-RateLimit-Limit, -Remaining and -Reset (seconds until the window resets).
    const decision = rate.take();
    const secondsToMonthEnd = Math.ceil((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1) - Date.now()) / 1000);
    const limitHeaders = (remaining: number) => ({
      'x-ratelimit-limit': `${rate.requests}, ${MONTHLY_QUOTA}`,
      'x-ratelimit-policy': `${rate.requests};w=1, ${MONTHLY_QUOTA};w=${secondsToMonthEnd}`,
      'x-ratelimit-remaining': `${remaining}, ${Math.max(0, MONTHLY_QUOTA - monthly)}`,
      'x-ratelimit-reset': `${decision.resetSeconds}, ${secondsToMonthEnd}`,
    });
    if (!decision.allowed) {
      const body = error(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.', {
        plan: 'Free',
        rate_limit: rate.requests,
        rate_current: rate.requests + 1,
        quota_limit: MONTHLY_QUOTA,
        quota_current: monthly,
      });
      return send(response, 429, 'application/json', JSON.stringify(body), limitHeaders(0));
    }
    monthly += 1;
    if (!query?.trim() || query.length > 400)
      return json(
        response,
        422,
        error(422, 'VALIDATION', 'Unable to validate request parameter(s).', {
          errors: [{ loc: ['query', 'q'], msg: 'field required', type: 'value_error' }],
        }),
      );
    const count = Number(url.searchParams.get('count') ?? '20');
    const offset = Number(url.searchParams.get('offset') ?? '0');
    if (!Number.isInteger(count) || count < 1 || count > 20 || !Number.isInteger(offset) || offset < 0 || offset > 9) {
      return json(
        response,
        422,
        error(422, 'VALIDATION', 'Unable to validate request parameter(s).', {
          errors: [{ loc: ['query', 'count'], msg: 'ensure this value is between 1 and 20', type: 'value_error' }],
        }),
      );
    }
    if (mode === 'server-error') return json(response, 500, error(500, 'INTERNAL_ERROR', 'Internal server error.'));
    const pages = mode === 'empty' ? [] : resultsFor(query).slice(0, count);
    const highlight = (text: string) => text.replace(/\b(dog|walk\w*)\b/gi, '<strong>$1</strong>');
    return send(
      response,
      200,
      'application/json',
      JSON.stringify({
        type: 'search',
        query: {
          original: query,
          show_strict_warning: false,
          is_navigational: false,
          local_decision: 'drop',
          more_results_available: pages.length === count,
          country: 'us',
          spellcheck_off: true,
        },
        mixed: { type: 'mixed', main: pages.map((_, index) => ({ type: 'web', index, all: false })), top: [], side: [] },
        ...(pages.length > 0
          ? {
              web: {
                type: 'search',
                family_friendly: true,
                results: pages.map((page) => {
                  const parsed = new URL(page.url);
                  return {
                    type: 'search_result',
                    subtype: 'generic',
                    title: page.title,
                    url: page.url,
                    description: highlight(page.snippet.replace('&', '&amp;')),
                    is_source_local: false,
                    is_source_both: false,
                    language: 'en',
                    family_friendly: true,
                    profile: { name: parsed.hostname, url: page.url, long_name: parsed.hostname, img: '' },
                    meta_url: { scheme: 'https', netloc: parsed.host, hostname: parsed.hostname, favicon: '', path: parsed.pathname },
                    page_age: '2026-09-01T00:00:00',
                  };
                }),
              },
            }
          : {}),
      }),
      limitHeaders(decision.remaining),
    );
  });
  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setMode(next) {
      mode = next;
    },
    rate,
    close: async () => {
      await server.close();
    },
  };
}
