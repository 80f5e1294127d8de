import { fakeServer, send, sendJson, SlidingWindowLimit } from './fake-server.js';

/**
 * A fake Hacker News Search API (Algolia) on 127.0.0.1, after https://hn.algolia.com/api:
 * - GET /api/v1/search (relevance, then points) and /api/v1/search_by_date (newest first) with `query`,
 *   `tags` (comma = and, "(a,b)" = or: story, comment, show_hn, ask_hn, author_…, story_…),
 *   `numericFilters` (created_at_i>=X,created_at_i<Y; points, num_comments), `hitsPerPage` (0-1000), `page`;
 * - answers { hits: [{ objectID, title, url, author, points, num_comments, story_text, comment_text, created_at,
 *   created_at_i, _tags }], nbHits, page, nbPages, hitsPerPage, exhaustiveNbHits, query, params, processingTimeMS };
 * - 10,000 requests an hour per IP: beyond it 429 {"message": …} (the limit is lowered in tests with `rate`);
 * - another method 405, another path 404.
 * `mode` reproduces bad days: an HTML error page with 200, a truncated body, renamed fields, 503, a slow answer.
 * Use its url as HACKER_NEWS_BASE_URL.
 */
export interface FakeHackerNewsItem {
  id: number;
  /** Stories have a title; comments a text. */
  title?: string;
  url?: string | null;
  text?: string;
  points?: number;
  comments?: number;
  createdAt: Date;
  tags: string[];
}

export type FakeSourceMode = 'ok' | 'html' | 'truncated' | 'wrong-fields' | 'server-error' | 'slow' | 'rate-limited';

export interface FakeHackerNews {
  url: string;
  /** Every request, in order: path and query string. */
  requests: Array<{ path: string; query: string | null; tags: string | null; numericFilters: string | null }>;
  readonly rate: SlidingWindowLimit;
  setMode(mode: FakeSourceMode): void;
  close(): Promise<void>;
}

/** A crowded subject: Show HN launches and discussions of dog walking apps, and monthly stories and comments for two years. */
export function dogWalkingItems(now = new Date()): FakeHackerNewsItem[] {
  const items: FakeHackerNewsItem[] = [
    {
      id: 39001,
      title: 'Show HN: Walkies – dog walking on demand, a walker in 60 seconds',
      url: 'https://walkies.example/',
      points: 212,
      comments: 97,
      createdAt: monthsAgo(now, 5, 3),
      tags: ['story', 'show_hn', 'author_maker1'],
    },
    {
      id: 38002,
      title: 'Show HN: PawRoute, GPS reports for dog walking',
      url: 'https://pawroute.example/',
      points: 88,
      comments: 41,
      createdAt: monthsAgo(now, 11, 9),
      tags: ['story', 'show_hn', 'author_maker2'],
    },
    {
      id: 37003,
      title: 'Ask HN: Is a dog walking marketplace still a good business?',
      url: null,
      points: 54,
      comments: 120,
      createdAt: monthsAgo(now, 2, 14),
      tags: ['story', 'ask_hn', 'author_asker'],
    },
    {
      id: 36004,
      title: 'The economics of dog walking apps',
      url: 'https://blog.example/dog-walking-economics',
      points: 140,
      comments: 66,
      createdAt: monthsAgo(now, 16, 20),
      tags: ['story', 'author_writer'],
    },
  ];
  // Rising attention: more stories and comments mention dog walking each month.
  for (let month = 1; month <= 24; month += 1) {
    const age = 25 - month;
    for (let story = 0; story < 1 + Math.floor(month / 8); story += 1)
      items.push({
        id: 100_000 + month * 100 + story,
        title: `Dog walking story ${month}-${story}`,
        url: null,
        points: 3,
        comments: 1,
        createdAt: monthsAgo(now, age, 5 + story),
        tags: ['story'],
      });
    for (let comment = 0; comment < 2 + month; comment += 1)
      items.push({
        id: 200_000 + month * 100 + comment,
        text: 'We tried three dog walking apps last year.',
        createdAt: monthsAgo(now, age, 10),
        tags: ['comment'],
      });
  }
  return items;
}

export async function startFakeHackerNews(
  options: { items?: FakeHackerNewsItem[]; rate?: { requests: number; windowMs: number }; slowMs?: number } = {},
): Promise<FakeHackerNews> {
  const items = options.items ?? dogWalkingItems();
  const rate = new SlidingWindowLimit(options.rate?.requests ?? 10_000, options.rate?.windowMs ?? 3_600_000);
  const requests: FakeHackerNews['requests'] = [];
  let mode: FakeSourceMode = 'ok';

  const server = fakeServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const endpoint = /^\/api\/v1\/(search|search_by_date)$/.exec(url.pathname)?.[1];
    if (!endpoint) return sendJson(response, 404, { message: 'Not Found', status: 404 });
    if (request.method !== 'GET') return sendJson(response, 405, { message: 'Method Not Allowed', status: 405 });
    requests.push({
      path: url.pathname,
      query: url.searchParams.get('query'),
      tags: url.searchParams.get('tags'),
      numericFilters: url.searchParams.get('numericFilters'),
    });
    if (mode === 'rate-limited' || !rate.take().allowed)
      return sendJson(response, 429, { message: 'Too many requests from this IP address: 10000 requests per hour', status: 429 });
    if (mode === 'server-error') return send(response, 503, 'text/html', '<html><body><h1>503 Service Unavailable</h1></body></html>');
    if (mode === 'html')
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><html><body>Hacker News Search is down for maintenance</body></html>',
      );
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5_000));
    const hitsPerPage = Number(url.searchParams.get('hitsPerPage') ?? '20');
    if (!Number.isInteger(hitsPerPage) || hitsPerPage < 0 || hitsPerPage > 1000)
      return sendJson(response, 400, { message: 'Invalid value for hitsPerPage', status: 400 });
    const numeric = parseNumericFilters(url.searchParams.get('numericFilters'));
    if (!numeric) return sendJson(response, 400, { message: 'Invalid syntax for numeric filters', status: 400 });
    const matches = items
      .filter((item) => matchesTags(item, url.searchParams.get('tags')))
      .filter((item) => matchesQuery(item, url.searchParams.get('query') ?? ''))
      .filter((item) => numeric.every((filter) => filter(Math.floor(item.createdAt.getTime() / 1000))))
      .sort(
        endpoint === 'search_by_date'
          ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime()
          : (a, b) => (b.points ?? 0) - (a.points ?? 0),
      );
    const hits = matches.slice(0, hitsPerPage).map((item) => ({
      created_at: item.createdAt.toISOString(),
      title: item.title ?? null,
      url: item.url ?? null,
      author: item.tags.find((tag) => tag.startsWith('author_'))?.slice(7) ?? 'someone',
      points: item.title ? (item.points ?? 0) : null,
      story_text: null,
      comment_text: item.text ?? null,
      num_comments: item.title ? (item.comments ?? 0) : null,
      created_at_i: Math.floor(item.createdAt.getTime() / 1000),
      _tags: item.tags,
      objectID: String(item.id),
    }));
    const body = {
      hits,
      nbHits: matches.length,
      page: 0,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      query: url.searchParams.get('query') ?? '',
      params: url.search.slice(1),
      processingTimeMS: 2,
    };
    if (mode === 'wrong-fields') return sendJson(response, 200, { results: hits, total: matches.length });
    if (mode === 'truncated') return send(response, 200, 'application/json; charset=utf-8', JSON.stringify(body).slice(0, 40));
    return sendJson(response, 200, body);
  });
  const { url } = await server.listen();
  return {
    url,
    requests,
    rate,
    setMode: (next) => {
      mode = next;
    },
    close: () => server.close(),
  };
}

function monthsAgo(now: Date, months: number, day: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 12));
}

/** Comma-separated tags must all match; a parenthesised group matches any of its tags. */
function matchesTags(item: FakeHackerNewsItem, tags: string | null): boolean {
  if (!tags) return true;
  const groups = tags.match(/\([^)]*\)|[^,]+/g) ?? [];
  return groups.every((group) => {
    const options = group
      .replace(/[()]/g, '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return options.some((tag) => item.tags.includes(tag));
  });
}

/** Every query word (or its singular) appears in the title or text, as Algolia's prefix matching would find it. */
function matchesQuery(item: FakeHackerNewsItem, query: string): boolean {
  const text = `${item.title ?? ''} ${item.text ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word.replace(/s$/, '')));
}

function parseNumericFilters(value: string | null): Array<(createdAt: number) => boolean> | null {
  if (!value) return [];
  const filters: Array<(createdAt: number) => boolean> = [];
  for (const part of value.split(',')) {
    const match = /^created_at_i(>=|<=|>|<|=)(\d+)$/.exec(part.trim());
    if (!match) return null;
    const bound = Number(match[2]);
    const compare = {
      '>=': (x: number) => x >= bound,
      '<=': (x: number) => x <= bound,
      '>': (x: number) => x > bound,
      '<': (x: number) => x < bound,
      '=': (x: number) => x === bound,
    }[match[1] as '>=' | '<=' | '>' | '<' | '='];
    filters.push(compare);
  }
  return filters;
}
