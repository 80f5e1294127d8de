import type { AppConfig } from '../../config/config.js';
import type { Sql } from '../../jobs/sql.js';
import type { SourceActivity } from '../evidence/evidence-store.js';

/**
 * Every research source IdeaScope can use, in one list: what it provides, the settings that turn it
 * on, its request timeout and its documented rate. The source client (evidence/source-client.ts)
 * paces each provider by this rate across every replica and worker (RESEARCH_SOURCE_RATES replaces it).
 */
export type ResearchSourceKind =
  'WEB_SEARCH' | 'PATENTS' | 'TRADEMARKS' | 'KEYWORDS' | 'INTEREST' | 'DOMAINS' | 'LAUNCHES' | 'OPEN_SOURCE' | 'AI';

/** At most `requests` in any `windowMs`; `burst` of them may go at once (the rest are spaced evenly). */
export interface SourcePacing {
  requests: number;
  windowMs: number;
  burst: number;
}

export interface SourceDefinition {
  /** The provider name its evidence rows and items carry. */
  name: string;
  label: string;
  kind: ResearchSourceKind;
  settings: string[];
  howToEnable: string;
  configured: (config: AppConfig, sql: Sql) => boolean | Promise<boolean>;
  /** Requests over HTTP through the source client: the documented rate and where it is documented. */
  http?: { pacing: SourcePacing; documented: string; timeoutMs: (config: AppConfig) => number; concurrency: (config: AppConfig) => number };
  /** Where its last success and error are read when not from the source client's status rows. */
  activity?: (sql: Sql) => Promise<SourceActivity | null>;
}

/** A setting by its environment name (every configured value is a non-empty string or a parsed default). */
function setting(config: AppConfig, name: string): unknown {
  return (config as unknown as Record<string, unknown>)[name];
}

const allSet =
  (...names: string[]) =>
  (config: AppConfig) =>
    names.every((name) => Boolean(setting(config, name)));

const webSearchTimeout = (config: AppConfig) => config.WEB_SEARCH_TIMEOUT_MS;
const webSearchConcurrency = (config: AppConfig) => config.WEB_SEARCH_CONCURRENCY;
const fixed = (value: number) => () => value;
const perSecond = (requests: number, burst = 1): SourcePacing => ({ requests, windowMs: 1_000, burst });
const perMinute = (requests: number, burst = 1): SourcePacing => ({ requests, windowMs: 60_000, burst });

export const RESEARCH_SOURCES: readonly SourceDefinition[] = [
  {
    name: 'searxng',
    label: 'SearXNG',
    kind: 'WEB_SEARCH',
    settings: ['SEARXNG_URL'],
    howToEnable: 'set SEARXNG_URL (docker compose runs one)',
    configured: allSet('SEARXNG_URL'),
    // A self-hosted instance has no published rate; its limiter (botdetection.ip_limit) blocks bursts, so queries are spaced.
    http: {
      pacing: perSecond(2),
      documented: 'https://docs.searxng.org/admin/searx.limiter',
      timeoutMs: webSearchTimeout,
      concurrency: webSearchConcurrency,
    },
  },
  {
    name: 'tavily',
    label: 'Tavily',
    kind: 'WEB_SEARCH',
    settings: ['TAVILY_API_KEY'],
    howToEnable: 'set TAVILY_API_KEY',
    configured: allSet('TAVILY_API_KEY'),
    http: {
      pacing: perMinute(100, 5),
      documented: 'https://docs.tavily.com/documentation/rate-limits (development key: 100 requests a minute)',
      timeoutMs: webSearchTimeout,
      concurrency: webSearchConcurrency,
    },
  },
  {
    name: 'brave',
    label: 'Brave Search',
    kind: 'WEB_SEARCH',
    settings: ['BRAVE_SEARCH_API_KEY'],
    howToEnable: 'set BRAVE_SEARCH_API_KEY',
    configured: allSet('BRAVE_SEARCH_API_KEY'),
    http: {
      pacing: perSecond(1),
      documented: 'https://api-dashboard.search.brave.com (free plan: 1 request a second)',
      timeoutMs: webSearchTimeout,
      concurrency: webSearchConcurrency,
    },
  },
  {
    name: 'epo',
    label: 'EPO Open Patent Services',
    kind: 'PATENTS',
    settings: ['EPO_OPS_KEY', 'EPO_OPS_SECRET'],
    howToEnable: 'set EPO_OPS_KEY and EPO_OPS_SECRET',
    configured: allSet('EPO_OPS_KEY', 'EPO_OPS_SECRET'),
    // OPS fair use: X-Throttling-Control reports search=green:30 (30 search requests a minute) in the normal band.
    http: {
      pacing: perMinute(30, 2),
      documented: 'OPS fair use policy (X-Throttling-Control search=green:30)',
      timeoutMs: fixed(20_000),
      concurrency: fixed(2),
    },
  },
  {
    name: 'uspto',
    label: 'USPTO trademarks (imported)',
    kind: 'TRADEMARKS',
    settings: ['pnpm trademarks:import'],
    howToEnable: 'run pnpm trademarks:import with the USPTO case files',
    configured: (_config, sql) => trademarksImported(sql),
  },
  {
    name: 'dataforseo',
    label: 'DataForSEO',
    kind: 'KEYWORDS',
    settings: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
    howToEnable: 'set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD',
    configured: allSet('DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'),
    http: {
      pacing: perMinute(12, 2),
      documented: 'https://dataforseo.com/help-center/rate-limits-and-request-limits (live Google Ads endpoints: 12 a minute)',
      timeoutMs: fixed(30_000),
      concurrency: fixed(4),
    },
  },
  {
    name: 'wikimedia',
    label: 'Wikipedia pageviews',
    kind: 'INTEREST',
    settings: ['WIKIPEDIA_TRENDS'],
    howToEnable: 'set WIKIPEDIA_TRENDS=on (the default)',
    configured: (config) => setting(config, 'WIKIPEDIA_TRENDS') !== 'off',
    // No hard read limit; the etiquette asks for requests in series. Well under the REST API's 200 a second.
    http: {
      pacing: perSecond(10, 2),
      documented: 'https://www.mediawiki.org/wiki/API:Etiquette (serial requests)',
      timeoutMs: fixed(10_000),
      concurrency: fixed(2),
    },
  },
  {
    name: 'hackernews',
    label: 'Hacker News (Algolia)',
    kind: 'LAUNCHES',
    settings: ['HACKER_NEWS_SEARCH', 'HACKER_NEWS_BASE_URL'],
    howToEnable: 'set HACKER_NEWS_SEARCH=on (the default)',
    configured: (config) => config.HACKER_NEWS_SEARCH !== 'off',
    // hn.algolia.com/api: 10,000 requests an hour per IP address.
    // A run asks 25 questions (launches, then stories and comments for each of 12 months): the hourly budget
    // allows bursts, so about twenty runs' worth may go at once and the rest are spaced over the hour.
    http: {
      pacing: { requests: 10_000, windowMs: 3_600_000, burst: 500 },
      documented: 'https://hn.algolia.com/api (10,000 requests an hour per IP)',
      timeoutMs: (config) => config.HACKER_NEWS_TIMEOUT_MS,
      concurrency: fixed(8),
    },
  },
  {
    name: 'github',
    label: 'GitHub repository search',
    kind: 'OPEN_SOURCE',
    settings: ['GITHUB_SEARCH', 'GITHUB_BASE_URL', 'GITHUB_TOKEN'],
    howToEnable: 'set GITHUB_SEARCH=on (the default); GITHUB_TOKEN raises the rate',
    configured: (config) => config.GITHUB_SEARCH !== 'off',
    // Search API: 10 requests a minute without a token (30 with one: RESEARCH_SOURCE_RATES=github=30/60s).
    http: {
      pacing: perMinute(10, 2),
      documented: 'https://docs.github.com/rest/search/search#rate-limit (10 a minute keyless, 30 with a token)',
      timeoutMs: (config) => config.GITHUB_TIMEOUT_MS,
      concurrency: fixed(2),
    },
  },
  {
    name: 'rdap',
    label: 'RDAP (domain registries)',
    kind: 'DOMAINS',
    settings: ['DOMAIN_CHECK'],
    howToEnable: 'set DOMAIN_CHECK=online (the default)',
    configured: (config) => config.DOMAIN_CHECK !== 'offline',
    // Registries publish no common rate (RFC 7480 §5.5 allows 429); 4 lookups at a time, spaced.
    http: { pacing: perSecond(20, 10), documented: 'RFC 7480 §5.5 (429 with Retry-After)', timeoutMs: fixed(2_000), concurrency: fixed(4) },
  },
  {
    name: 'openai',
    label: 'OpenAI',
    kind: 'AI',
    settings: ['OPENAI_API_KEY'],
    howToEnable: 'set OPENAI_API_KEY',
    configured: allSet('OPENAI_API_KEY'),
  },
];

export function sourceDefinition(name: string): SourceDefinition | undefined {
  return RESEARCH_SOURCES.find((source) => source.name === name);
}

/**
 * The pacing of a provider: RESEARCH_SOURCE_RATES ("brave=20/1s,github=30/60s": requests per window,
 * the window in ms, s, m or h) when it names the provider, else the documented default.
 */
export function pacingFor(config: Pick<AppConfig, 'RESEARCH_SOURCE_RATES'>, name: string): SourcePacing | null {
  const override = parseRates(config.RESEARCH_SOURCE_RATES ?? '').get(name);
  if (override) return override;
  return sourceDefinition(name)?.http?.pacing ?? null;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

export function parseRates(text: string): Map<string, SourcePacing> {
  const rates = new Map<string, SourcePacing>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]+)\s*=\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)$/i.exec(entry);
    if (!match) throw new Error(`RESEARCH_SOURCE_RATES: "${entry}" is not provider=requests/window (e.g. brave=1/1s)`);
    const requests = Number(match[2]);
    const windowMs = Number(match[3] ?? 1) * UNIT_MS[match[4]!.toLowerCase()]!;
    if (requests <= 0 || windowMs <= 0) throw new Error(`RESEARCH_SOURCE_RATES: "${entry}" needs a positive rate`);
    rates.set(match[1]!.toLowerCase(), { requests, windowMs, burst: 1 });
  }
  return rates;
}

/** Whether a USPTO case-file import finished with rows (the table may not exist on a database the import never touched). */
async function trademarksImported(sql: Sql): Promise<boolean> {
  const { rows: tables } = await sql.query<{ present: boolean }>(`select to_regclass('trademark_imports') is not null as present`);
  if (!tables[0]?.present) return false;
  const { rows } = await sql.query<{ imported: boolean }>(
    `select exists (select 1 from trademark_imports where finished_at is not null and error is null and rows > 0) as imported`,
  );
  return rows[0]?.imported === true;
}
