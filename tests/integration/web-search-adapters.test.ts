import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.js';
import type { Sql } from '../../api/src/jobs/sql.js';
import { SourceClient, SourceUnavailableError } from '../../api/src/research/evidence/source-client.js';
import { BraveSearch } from '../../api/src/research/sources/brave/brave-search.js';
import { SearxngSearch } from '../../api/src/research/sources/searxng/searxng-search.js';
import { TavilySearch } from '../../api/src/research/sources/tavily/tavily-search.js';
import { chooseWebSearch, NO_WEB_SEARCH_REASON } from '../../api/src/research/sources/web-search/web-search-provider.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { startFakeBrave, type FakeBrave } from '../support/fake-brave.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startFakeTavily, type FakeTavily } from '../support/fake-tavily.js';

/**
 * Each adapter against its fake, which answers and refuses as the real API documents: an adapter
 * that would be refused in production (no format=json, no or wrong key, wrong method) fails here.
 * Evidence goes to a stand-in SQL handle (nothing stored, nothing reused): this is about the HTTP.
 */
const noEvidence: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
const logger = createLogger('silent');
const context = { runId: null, projectId: null };
const client = (provider: string) => new SourceClient({ provider, sql: noEvidence, logger, timeoutMs: 2_000, concurrency: 2, attempts: 1 });

async function refusal(work: Promise<unknown>): Promise<SourceUnavailableError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceUnavailableError);
  return error as SourceUnavailableError;
}

describe('web search adapters against the documented APIs', () => {
  let searxng: FakeSearxng;
  let searxngWithoutJson: FakeSearxng;
  let tavily: FakeTavily;
  let brave: FakeBrave;

  beforeAll(async () => {
    [searxng, searxngWithoutJson, tavily, brave] = await Promise.all([
      startFakeSearxng(),
      startFakeSearxng({ jsonEnabled: false }),
      startFakeTavily(),
      startFakeBrave(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([searxng.close(), searxngWithoutJson.close(), tavily.close(), brave.close()]);
  });

  it('SearXNG: asks for format=json and reads results and the reported count; an instance without JSON output refuses (403)', async () => {
    const page = await new SearxngSearch(client('searxng'), searxng.url, noEvidence).search('dog walking app', context);
    expect(searxng.requests.at(-1)).toMatchObject({ method: 'GET', path: '/search', query: 'dog walking app', format: 'json' });
    expect(page.results.length).toBe(10);
    expect(page.results[0]).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//), snippet: expect.any(String) });
    expect(page.totalResults).toBe(48_300);

    searxng.setReportedTotal(0);
    expect((await new SearxngSearch(client('searxng'), searxng.url, noEvidence).search('dog walkers', context)).totalResults).toBeNull();
    searxng.setReportedTotal(48_300);

    const refused = await refusal(
      new SearxngSearch(client('searxng'), searxngWithoutJson.url, noEvidence).search('dog walking app', context),
    );
    expect(refused.status).toBe(403);
  });

  it('Tavily: POST /search with the Bearer key; a wrong key is 401 and GET is 405', async () => {
    const page = await new TavilySearch(client('tavily'), tavily.url, tavily.apiKey, noEvidence).search('dog walking app', context);
    expect(tavily.requests.at(-1)).toMatchObject({ method: 'POST', authorized: true, query: 'dog walking app' });
    expect(page.results).toHaveLength(10);
    expect(page.totalResults).toBeNull();

    const wrongKey = await refusal(
      new TavilySearch(client('tavily'), tavily.url, 'tvly-wrong', noEvidence).search('dog walking app', context),
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.message).toContain('Unauthorized: missing or invalid API key');

    const get = await fetch(`${tavily.url}/search`, { headers: { authorization: `Bearer ${tavily.apiKey}` } });
    expect(get.status).toBe(405);
  });

  it('Brave: GET /res/v1/web/search with X-Subscription-Token, highlighting removed; a wrong or missing token is 422', async () => {
    const page = await new BraveSearch(client('brave'), brave.url, brave.apiKey, noEvidence).search('dog walking app', context);
    expect(brave.requests.at(-1)).toMatchObject({ method: 'GET', query: 'dog walking app', token: brave.apiKey });
    expect(page.results).toHaveLength(10);
    expect(page.results.map((result) => result.snippet).join(' ')).not.toMatch(/<strong>|&amp;/);
    expect(page.totalResults).toBeNull();

    const wrongToken = await refusal(
      new BraveSearch(client('brave'), brave.url, 'BSA-wrong', noEvidence).search('dog walking app', context),
    );
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.message).toContain('SUBSCRIPTION_TOKEN_INVALID');
    const noToken = await fetch(`${brave.url}/res/v1/web/search?q=dogs`);
    expect(noToken.status).toBe(422);
  });

  it('chooses SEARCH_PROVIDER when set, else the first configured provider, and says what to configure when none is', () => {
    const dependencies = (environment: Record<string, string>) => ({ config: loadConfig(environment), sql: noEvidence, logger });
    expect(chooseWebSearch(dependencies({}))).toEqual({ kind: 'none', reason: NO_WEB_SEARCH_REASON });
    const first = chooseWebSearch(dependencies({ TAVILY_API_KEY: 'tvly-1', BRAVE_SEARCH_API_KEY: 'b', SEARXNG_URL: 'http://127.0.0.1:1' }));
    expect(first.kind === 'provider' && first.provider.name).toBe('searxng');
    const picked = chooseWebSearch(dependencies({ TAVILY_API_KEY: 'tvly-1', BRAVE_SEARCH_API_KEY: 'b', SEARCH_PROVIDER: 'brave' }));
    expect(picked.kind === 'provider' && picked.provider.name).toBe('brave');
    expect(chooseWebSearch(dependencies({ SEARCH_PROVIDER: 'tavily' }))).toMatchObject({
      kind: 'misconfigured',
      reason: 'SEARCH_PROVIDER=tavily but TAVILY_API_KEY is not set',
    });
  });
});
