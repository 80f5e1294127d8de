/**
 * Research sources are paced at their documented rates and keep what they measured:
 * Brave's free plan (1 request a second) is never exceeded, even by two replicas at once; a 429's
 * reset header is waited out; one failed query leaves the answers that came back; a SearXNG whose
 * engines all failed is UNKNOWN, not "no company sites"; EPO's 404 "no results" is evidence like
 * any answer, and no OPS token is asked for when every search is answered from evidence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../api/src/jobs/sql.js';
import { providerWaitMs, SourceClient } from '../../api/src/research/evidence/source-client.js';
import { forgetEpoTokens } from '../../api/src/research/sources/epo/epo-client.js';
import { BraveSearch } from '../../api/src/research/sources/brave/brave-search.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeBrave, type FakeBrave } from '../support/fake-brave.js';
import { startFakeEpo, type FakeEpo } from '../support/fake-epo.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { fakeResultsFor } from '../support/fake-web-results.js';
import { startReplicas, startTestServer, stopReplicas, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, storedSection, waitForResults } from './research-support.js';

const RESULTS = `competitors { website basis source { provider evidenceId } }
  competitorSearch { basis provider query totalResults reason }
  sections { competitors { status source basis fallbackReason note } legal { basis } }
  legal { patentSearch { basis provider query totalResults reason } }`;

async function research(owner: SignedUpUser, idea: Record<string, unknown>) {
  const created = await owner.client.post('/api/projects', idea);
  expect(created.status).toBe(201);
  const done = await waitForResults(owner.client, created.body.id, ['complete', 'failed'], 40_000);
  expect(done.status).toBe('complete');
  const answer = await owner.client.graphql(`query Results($id: ID!) { researchResults(projectId: $id) { ${RESULTS} } }`, {
    id: created.body.id,
  });
  expect(answer.errors).toBeUndefined();
  return { projectId: created.body.id as string, results: answer.data.researchResults };
}

describe('Brave at its free plan rate (1 request a second)', () => {
  let brave: FakeBrave;
  let replicas: [TestServer, TestServer];

  beforeAll(async () => {
    brave = await startFakeBrave({ ratePerSecond: 1 });
    replicas = await startReplicas({
      BRAVE_SEARCH_API_KEY: brave.apiKey,
      BRAVE_SEARCH_BASE_URL: brave.url,
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
    });
  });
  afterAll(async () => {
    await stopReplicas(...replicas);
    await brave.close();
  });

  it('two replicas researching at once never send Brave more than one request a second, and every query is answered', async () => {
    const [first, second] = await Promise.all(replicas.map((server) => createSignedInUser(server)));
    const [one, two] = await Promise.all([
      research(first!, IDEA),
      research(second!, {
        ...IDEA,
        name: 'Cat Sitter',
        description: 'An app that books vetted cat sitters for people who travel for work.',
      }),
    ]);
    // Never two accepted in one second. Requests are spaced when sent; on a loaded machine one may still
    // arrive early, and its 429 is waited out by X-RateLimit-Reset (the answer still comes back).
    expect(brave.rate.peak).toBe(1);
    expect(brave.rate.refused).toBeLessThanOrEqual(2);
    expect(brave.requests.length - brave.rate.refused).toBe(6);
    for (const run of [one, two]) {
      expect(run.results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'BRAVE', basis: 'MEASURED' });
      expect(run.results.sections.competitors.note ?? '').not.toMatch(/searches failed/);
      expect(run.results.competitors.length).toBeGreaterThan(0);
    }
    // Pacing is one row per provider, shared by both processes.
    const rows = await queryDatabase<{ provider: string }>(replicas[0].databaseUrl, 'select provider from research_source_pacing');
    expect(rows.map((row) => row.provider)).toEqual(['brave']);
  }, 60_000);
});

describe('a 429 is waited out as the provider says', () => {
  const noEvidence: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
  let brave: FakeBrave;
  beforeAll(async () => {
    brave = await startFakeBrave({ ratePerSecond: 1 });
  });
  afterAll(async () => {
    await brave.close();
  });

  it('reads Brave’s X-RateLimit-Reset (per-second and monthly windows) and GitHub’s epoch reset', () => {
    expect(providerWaitMs(new Headers({ 'x-ratelimit-remaining': '0, 1999', 'x-ratelimit-reset': '1, 2419200' }))).toBe(1_000);
    expect(providerWaitMs(new Headers({ 'x-ratelimit-remaining': '5, 0', 'x-ratelimit-reset': '1, 86400' }))).toBe(86_400_000);
    const inTenSeconds = Math.floor(Date.now() / 1000) + 10;
    expect(providerWaitMs(new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(inTenSeconds) }))).toBeGreaterThan(8_000);
    expect(providerWaitMs(new Headers({ 'retry-after': '3', 'x-ratelimit-reset': '1' }))).toBe(3_000);
    expect(providerWaitMs(new Headers({}))).toBeNull();
  });

  it('an unpaced burst gets 429s, retries after the reset and ends with every answer', async () => {
    const client = new SourceClient({
      provider: 'brave',
      sql: noEvidence,
      logger: createLogger('silent'),
      timeoutMs: 5_000,
      concurrency: 4,
      attempts: 4,
      deadlineMs: 15_000,
    });
    const search = new BraveSearch(client, brave.url, brave.apiKey, noEvidence);
    const started = Date.now();
    const pages = await Promise.all(
      ['dog walking', 'dog walkers', 'best dog walking apps'].map((query) => search.search(query, { runId: null, projectId: null })),
    );
    expect(pages.every((page) => page.results.length > 0)).toBe(true);
    expect(brave.rate.refused).toBeGreaterThan(0);
    expect(brave.rate.peak).toBe(1);
    // Three answers at one a second take at least two seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  }, 30_000);
});

describe('SearXNG: failed queries and unresponsive engines', () => {
  let searxng: FakeSearxng;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    // "best …" queries fail (500) every time; the others answer.
    searxng = await startFakeSearxng({
      results: (query) => {
        if (query.startsWith('best ')) throw new Error('engine crashed');
        return fakeResultsFor(query, 10);
      },
    });
    server = await startTestServer({ SEARXNG_URL: searxng.url, RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await searxng.close();
  });

  it('keeps the answers of the queries that came back when one fails, and says which failed', async () => {
    const { projectId, results } = await research(owner, IDEA);
    expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'SEARXNG', basis: 'MEASURED' });
    expect(results.competitors.length).toBeGreaterThan(0);
    expect(results.competitorSearch).toMatchObject({ basis: 'MEASURED', provider: 'searxng', reason: null });
    const stored = await storedSection(server, projectId, 'competitors');
    expect(stored.details!.note).toMatch(/1 of 3 searches failed \(“best [^”]+”: searxng answered 500/);
    // The customer reads which service had trouble, never the query's error.
    expect(results.sections.competitors.note).toContain('We couldn’t reach the web search just now; try again later.');
    expect(results.sections.competitors.note).not.toMatch(/searxng|answered 500|best /i);
  }, 30_000);

  it('is UNKNOWN with the reason when every engine was unresponsive, never "no company sites"', async () => {
    searxng.setMode('unresponsive');
    try {
      const { projectId, results } = await research(owner, {
        ...IDEA,
        name: 'Parrot Pal',
        description: 'An app that finds parrot sitters for bird owners who travel.',
      });
      expect(results.competitors).toEqual([]);
      expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'NONE', basis: 'UNKNOWN' });
      expect((await storedSection(server, projectId, 'competitors')).fallbackReason).toMatch(
        /^SearXNG search failed: no engine answered \(google: CAPTCHA; duckduckgo: timeout; brave: too many requests\)/,
      );
      // One line about the web search: no engine's own answer (CAPTCHA, too many requests) reaches the customer.
      expect(results.sections.competitors.fallbackReason).toBe('We couldn’t reach the web search just now; try again later.');
      expect(results.competitorSearch).toMatchObject({ basis: 'UNKNOWN', provider: 'searxng', totalResults: null });
    } finally {
      searxng.setMode('ok');
    }
    // Such an answer is never reused: the same searches go out again next time.
    const before = searxng.requests.length;
    await research(owner, { ...IDEA, name: 'Parrot Pal', description: 'An app that finds parrot sitters for bird owners who travel.' });
    expect(searxng.requests.length).toBeGreaterThan(before);
  }, 60_000);
});

describe('EPO: "no results" is evidence, and the token is asked for only when a search goes out', () => {
  let epo: FakeEpo;
  let server: TestServer;
  let owner: SignedUpUser;
  const NICHE = {
    ...IDEA,
    name: 'Walk Share',
    description: 'Group dog walking for apartment buildings.',
    keyFeatures: ['Shared schedules'],
  };

  beforeAll(async () => {
    epo = await startFakeEpo();
    server = await startTestServer(epo.environment);
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await epo.close();
  });

  it('keeps the 404 as the search’s evidence and reuses it on the rerun; a fresh process asks for no token', async () => {
    forgetEpoTokens();
    const first = await research(owner, NICHE);
    expect(first.results.legal.patentSearch).toMatchObject({ basis: 'MEASURED', provider: 'epo', totalResults: 0 });
    expect(epo.searches).toHaveLength(1);
    expect(epo.tokensIssued).toBe(1);
    const [row] = await queryDatabase<{ status: number; error: string | null; response_body: string }>(
      server.databaseUrl,
      "select status, error, response_body from research_evidence where project_id = $1 and provider = 'epo' and method = 'GET'",
      [first.projectId],
    );
    expect(row).toMatchObject({ status: 404, error: null });
    expect(row!.response_body).toContain('EntityNotFound');

    // As after a restart: no token in memory. Every search is answered from evidence, so none is asked for.
    forgetEpoTokens();
    const again = await research(owner, { ...NICHE, name: 'Walk Share again' });
    expect(again.results.legal.patentSearch).toMatchObject({ basis: 'MEASURED', totalResults: 0 });
    expect(epo.searches).toHaveLength(1);
    expect(epo.tokensIssued).toBe(1);
    const reused = await queryDatabase<{ reused_from_id: string | null }>(
      server.databaseUrl,
      "select reused_from_id from research_evidence where project_id = $1 and provider = 'epo'",
      [again.projectId],
    );
    expect(reused).toHaveLength(1);
    expect(reused[0]!.reused_from_id).not.toBeNull();
  }, 60_000);
});
