import { fakeServer, send, sendJson, SlidingWindowLimit } from './fake-server.js';
import type { FakeSourceMode } from './fake-hacker-news.js';

/**
 * A fake GitHub REST API (repository search) on 127.0.0.1, after
 * https://docs.github.com/rest/search/search#search-repositories and .../rate-limits-for-the-rest-api:
 * - GET /search/repositories?q=…&sort=stars|forks|help-wanted-issues|updated&order=asc|desc&per_page=1..100&page;
 *   q's qualifiers (in:name,description,topics, archived:false, …) are read, its words must all match;
 * - answers { total_count, incomplete_results, items: [{ id, name, full_name, html_url, description, stargazers_count,
 *   forks_count, pushed_at, updated_at, language, archived, topics, owner }] };
 * - a request without User-Agent is 403 (administrative rules); a bad token 401 "Bad credentials"; no q 422;
 * - the search rate: 10 a minute without a token, 30 with one; every answer carries x-ratelimit-limit, -remaining,
 *   -used, -reset (epoch seconds) and -resource: search; beyond it 403 "API rate limit exceeded …" with remaining 0.
 * Use its url as GITHUB_BASE_URL.
 */
export interface FakeRepository {
  fullName: string;
  description: string;
  stars: number;
  pushedAt: string;
  language: string | null;
  topics: string[];
  archived?: boolean;
}

export interface FakeGithub {
  url: string;
  token: string;
  requests: Array<{ q: string | null; authorized: boolean; userAgent: string | null }>;
  /** The keyless search limit (10 a minute, lowered in tests with `rate`). */
  readonly rate: SlidingWindowLimit;
  setMode(mode: FakeSourceMode): void;
  close(): Promise<void>;
}

export const DOG_WALKING_REPOSITORIES: FakeRepository[] = [
  {
    fullName: 'openpaws/dogwalk',
    description: 'Open-source dog walking scheduler with GPS walk reports',
    stars: 1840,
    pushedAt: '2026-10-30T08:12:00Z',
    language: 'TypeScript',
    topics: ['dog-walking', 'pets'],
  },
  {
    fullName: 'leashlab/walker-app',
    description: 'Self-hosted dog walking business app: bookings, invoices, walker matching',
    stars: 412,
    pushedAt: '2026-06-02T19:40:00Z',
    language: 'Kotlin',
    topics: ['dog-walking'],
  },
  {
    fullName: 'someone/dog-walking-tracker',
    description: 'A tiny dog walking tracker',
    stars: 23,
    pushedAt: '2022-01-15T10:00:00Z',
    language: 'Python',
    topics: [],
    archived: true,
  },
  {
    fullName: 'catco/cat-feeder',
    description: 'Automatic cat feeder firmware',
    stars: 900,
    pushedAt: '2026-09-01T00:00:00Z',
    language: 'C',
    topics: ['cats'],
  },
];

export async function startFakeGithub(
  options: { repositories?: FakeRepository[]; token?: string; rate?: { requests: number; windowMs: number }; slowMs?: number } = {},
): Promise<FakeGithub> {
  const repositories = options.repositories ?? DOG_WALKING_REPOSITORIES;
  const token = options.token ?? 'ghp_fakeTestToken000000000000000000000000';
  const keyless = new SlidingWindowLimit(options.rate?.requests ?? 10, options.rate?.windowMs ?? 60_000);
  const authenticated = new SlidingWindowLimit(30, 60_000);
  const requests: FakeGithub['requests'] = [];
  let mode: FakeSourceMode = 'ok';
  const docs = 'https://docs.github.com/rest/search/search#search-repositories';

  const server = fakeServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== '/search/repositories')
      return sendJson(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
    if (request.method !== 'GET') return sendJson(response, 404, { message: 'Not Found', documentation_url: docs, status: '404' });
    const userAgent = (request.headers['user-agent'] as string | undefined) ?? null;
    const bearer = /^(?:Bearer|token) (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    requests.push({ q: url.searchParams.get('q'), authorized: bearer === token, userAgent });
    if (!userAgent)
      return send(
        response,
        403,
        'text/plain',
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required).',
      );
    if (bearer !== null && bearer !== token)
      return sendJson(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    const limit = bearer ? authenticated : keyless;
    const decision = mode === 'rate-limited' ? { allowed: false, remaining: 0, resetSeconds: 60 } : limit.take();
    const headers = {
      'x-ratelimit-limit': String(limit.requests),
      'x-ratelimit-remaining': String(decision.remaining),
      'x-ratelimit-used': String(limit.requests - decision.remaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + decision.resetSeconds),
      'x-ratelimit-resource': 'search',
    };
    if (!decision.allowed) {
      return send(
        response,
        403,
        'application/json; charset=utf-8',
        JSON.stringify({
          message:
            "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
          documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
        }),
        headers,
      );
    }
    if (mode === 'server-error') return send(response, 502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>', headers);
    if (mode === 'html')
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><html><body><h1>Unicorn!</h1>This page is taking too long to load.</body></html>',
        headers,
      );
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5_000));
    const q = url.searchParams.get('q');
    if (!q?.trim())
      return sendJson(
        response,
        422,
        {
          message: 'Validation Failed',
          errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
          documentation_url: docs,
          status: '422',
        },
        headers,
      );
    const perPage = Number(url.searchParams.get('per_page') ?? '30');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return sendJson(
        response,
        422,
        {
          message: 'Validation Failed',
          errors: [{ resource: 'Search', field: 'per_page', code: 'invalid' }],
          documentation_url: docs,
          status: '422',
        },
        headers,
      );
    const words = q
      .split(/\s+/)
      .filter((word) => word && !word.includes(':'))
      .map((word) => word.toLowerCase());
    const matches = repositories
      .filter((repository) =>
        words.every((word) =>
          `${repository.fullName} ${repository.description} ${repository.topics.join(' ')}`.toLowerCase().replace(/-/g, ' ').includes(word),
        ),
      )
      .sort((a, b) => (url.searchParams.get('sort') === 'stars' ? b.stars - a.stars : 0));
    const body = {
      total_count: matches.length,
      incomplete_results: false,
      items: matches.slice(0, perPage).map((repository, index) => ({
        id: 5000 + index,
        node_id: `R_fake${index}`,
        name: repository.fullName.split('/')[1],
        full_name: repository.fullName,
        private: false,
        owner: { login: repository.fullName.split('/')[0], id: 100 + index, type: 'User' },
        html_url: `https://github.com/${repository.fullName}`,
        description: repository.description,
        fork: false,
        url: `https://api.github.com/repos/${repository.fullName}`,
        created_at: '2020-01-01T00:00:00Z',
        updated_at: repository.pushedAt,
        pushed_at: repository.pushedAt,
        stargazers_count: repository.stars,
        watchers_count: repository.stars,
        forks_count: Math.floor(repository.stars / 10),
        language: repository.language,
        archived: repository.archived ?? false,
        topics: repository.topics,
        score: 1,
      })),
    };
    if (mode === 'wrong-fields') return sendJson(response, 200, { count: matches.length, repositories: body.items }, headers);
    if (mode === 'truncated') return send(response, 200, 'application/json; charset=utf-8', JSON.stringify(body).slice(0, 60), headers);
    return sendJson(response, 200, body, headers);
  });
  const { url } = await server.listen();
  return {
    url,
    token,
    requests,
    rate: keyless,
    setMode: (next) => {
      mode = next;
    },
    close: () => server.close(),
  };
}
