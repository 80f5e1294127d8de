/**
 * Keyless sources on by default: Hacker News (Algolia) launches and attention, GitHub
 * open-source alternatives. Against fakes written from each provider's documentation: a crowded idea
 * and a niche idea get different measured findings, every fact links to its record and its evidence,
 * an off switch asks nothing, and every bad answer (HTML, truncated, renamed fields, 429, 5xx, slow)
 * leaves its part UNKNOWN with the reason, within the request's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.js';
import type { Sql } from '../../api/src/jobs/sql.js';
import { openSourceAlternatives } from '../../api/src/research/sources/github/github-repositories.js';
import { hackerNewsAttention, hackerNewsLaunches } from '../../api/src/research/sources/hacker-news/hacker-news.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeGithub, type FakeGithub } from '../support/fake-github.js';
import { startFakeHackerNews, type FakeHackerNews, type FakeSourceMode } from '../support/fake-hacker-news.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, researchInput, waitForResults } from './research-support.js';

const SOURCE = 'basis source { provider url retrievedAt evidenceId }';
const RESULTS = `query($id: ID!) {
  researchResults(projectId: $id) {
    competitorLaunches { basis query totalResults url reason launches { title productUrl threadUrl points comments postedAt showHn ${SOURCE} } }
    openSourceAlternatives { basis query totalResults url reason repositories { fullName url description stars lastPushAt language archived ${SOURCE} } }
    keywordAttention { query trend reason points { month stories comments } ${SOURCE} }
  }
  project(id: $id) { evidence { id provider url status } scoreBreakdown { competitionLevel { score basis reason evidence { label url } } } }
}`;
const NICHE = {
  ...IDEA,
  name: 'Parrot Pal',
  category: 'Mobile App',
  description: 'An app that finds parrot sitters for bird owners who travel.',
  keyFeatures: ['Sitter search'],
};

async function research(server: TestServer, owner: SignedUpUser, idea: Record<string, unknown>) {
  const created = await owner.client.post('/api/projects', idea);
  expect(created.status).toBe(201);
  const done = await waitForResults(owner.client, created.body.id, ['complete', 'failed'], 40_000);
  expect(done.status).toBe('complete');
  const answer = await owner.client.graphql(RESULTS, { id: created.body.id });
  expect(answer.errors).toBeUndefined();
  void server;
  return {
    projectId: created.body.id as string,
    results: answer.data.researchResults,
    evidence: answer.data.project.evidence as Array<{ id: string; provider: string; url: string; status: number }>,
    competitionLevel: answer.data.project.scoreBreakdown.competitionLevel,
  };
}

describe('keyless sources in a research run', () => {
  let hackerNews: FakeHackerNews;
  let github: FakeGithub;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    [hackerNews, github] = await Promise.all([startFakeHackerNews(), startFakeGithub({ rate: { requests: 2, windowMs: 2_000 } })]);
    server = await startTestServer({
      HACKER_NEWS_SEARCH: 'on',
      HACKER_NEWS_BASE_URL: hackerNews.url,
      GITHUB_SEARCH: 'on',
      GITHUB_BASE_URL: github.url,
      // The fake's lowered limit, so the pacing is seen within a test.
      RESEARCH_SOURCE_RATES: 'github=2/2s',
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
    });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([hackerNews.close(), github.close()]);
  });

  it('a crowded idea: launches (Show HN first), open-source alternatives and 12 months of attention, each linked to its record and evidence', async () => {
    const { results, evidence } = await research(server, owner, IDEA);
    const launches = results.competitorLaunches;
    expect(launches).toMatchObject({ basis: 'MEASURED', query: 'dog walking', reason: null });
    expect(launches.totalResults).toBeGreaterThan(4);
    expect(launches.url).toMatch(/^https:\/\/hn\.algolia\.com\/\?/);
    expect(launches.launches[0]).toMatchObject({
      title: 'Show HN: Walkies – dog walking on demand, a walker in 60 seconds',
      productUrl: 'https://walkies.example/',
      threadUrl: 'https://news.ycombinator.com/item?id=39001',
      points: 212,
      comments: 97,
      showHn: true,
      basis: 'MEASURED',
    });
    expect(launches.launches[1]).toMatchObject({ showHn: true, threadUrl: 'https://news.ycombinator.com/item?id=38002' });
    expect(launches.launches.find((launch: any) => launch.title.startsWith('Ask HN'))).toMatchObject({ productUrl: null, showHn: false });
    for (const launch of launches.launches)
      expect(launch.source).toMatchObject({ provider: 'hackernews', url: launch.threadUrl, evidenceId: expect.any(String) });

    const openSource = results.openSourceAlternatives;
    expect(openSource).toMatchObject({ basis: 'MEASURED', totalResults: 3, reason: null });
    expect(openSource.repositories.map((repository: any) => repository.fullName)).toEqual([
      'openpaws/dogwalk',
      'leashlab/walker-app',
      'someone/dog-walking-tracker',
    ]);
    expect(openSource.repositories[0]).toMatchObject({
      stars: 1840,
      lastPushAt: '2026-10-30T08:12:00.000Z',
      language: 'TypeScript',
      archived: false,
      url: 'https://github.com/openpaws/dogwalk',
      source: { provider: 'github', url: 'https://github.com/openpaws/dogwalk' },
    });
    expect(openSource.repositories[2].archived).toBe(true);

    const attention = results.keywordAttention;
    expect(attention).toMatchObject({
      query: 'dog walking',
      trend: 'RISING',
      reason: null,
      basis: 'MEASURED',
      source: { provider: 'hackernews' },
    });
    expect(attention.points).toHaveLength(12);
    expect(attention.points[0].month < attention.points[11].month).toBe(true);
    expect(attention.points[11]).toEqual({ month: attention.points[11].month, stories: 4, comments: 26 });
    // The fake's 13th month of 24: 1 + floor(13 / 8) stories, 2 + 13 comments.
    expect(attention.points[0]).toMatchObject({ stories: 2, comments: 15 });

    const ids = evidence.map((row) => row.id);
    expect(ids).toContain(launches.launches[0].source.evidenceId);
    expect(ids).toContain(openSource.repositories[0].source.evidenceId);
    expect(ids).toContain(attention.source.evidenceId);
    expect(evidence.filter((row) => row.provider === 'hackernews')).toHaveLength(25);
    expect(evidence.filter((row) => row.provider === 'github')).toHaveLength(1);
    // The two sources' requests as documented.
    expect(hackerNews.requests.filter((request) => request.path === '/api/v1/search_by_date' && request.tags === 'comment')).toHaveLength(
      12,
    );
    expect(hackerNews.requests.find((request) => request.path === '/api/v1/search')).toMatchObject({ query: 'dog walking', tags: 'story' });
    expect(github.requests[0]).toMatchObject({
      q: 'dog walking in:name,description,topics',
      authorized: false,
      userAgent: expect.stringContaining('IdeaScope'),
    });
  }, 60_000);

  it('Competition Level, unscored without a web search, says what Hacker News and GitHub found rather than that nothing was searched', async () => {
    const { results, competitionLevel } = await research(server, owner, { ...IDEA, name: 'PetPal Walks scored' });
    expect(competitionLevel).toMatchObject({ basis: 'UNKNOWN', score: 10 });
    expect(competitionLevel.reason).toBe(
      `Web search isn’t connected on this IdeaScope, so competitors’ own websites were not searched; only launches and discussions on Hacker News (${results.competitorLaunches.totalResults} stories mention "dog walking") and open-source alternatives on GitHub (3 found) were looked at. This part is not scored (neutral midpoint).`,
    );
    expect(competitionLevel.evidence).toEqual([
      { label: 'Hacker News: dog walking', url: results.competitorLaunches.url },
      { label: 'GitHub: open-source alternatives', url: results.openSourceAlternatives.url },
    ]);
  }, 60_000);

  it('a niche idea gets different measured findings: nothing launched, no alternatives, no attention', async () => {
    const { results } = await research(server, owner, NICHE);
    expect(results.competitorLaunches).toMatchObject({ basis: 'MEASURED', totalResults: 0, launches: [] });
    expect(results.openSourceAlternatives).toMatchObject({ basis: 'MEASURED', totalResults: 0, repositories: [] });
    // Nobody talking about it is measured, but it is no direction: too little to tell, never "Stable".
    expect(results.keywordAttention).toMatchObject({ basis: 'MEASURED', trend: null });
    expect(results.keywordAttention.points.every((point: any) => point.stories === 0 && point.comments === 0)).toBe(true);
  }, 60_000);

  it('three runs at once stay within GitHub’s search rate (paced through PostgreSQL), each measured', async () => {
    const before = github.requests.length;
    const runs = await Promise.all(
      // Three different subjects: three different searches (the same one would be answered from evidence).
      [
        ['Cat Nanny', 'An app that books cat sitters for busy owners.'],
        ['Fin Care', 'An app that books aquarium cleaners for fish keepers.'],
        ['Hoof Help', 'An app that books farriers for horse owners.'],
      ].map(([name, description]) => research(server, owner, { ...IDEA, name, description })),
    );
    expect(github.requests.length - before).toBe(3);
    expect(github.rate.refused).toBe(0);
    expect(github.rate.peak).toBeLessThanOrEqual(2);
    for (const run of runs) expect(run.results.openSourceAlternatives.basis).toBe('MEASURED');
  }, 60_000);

  it('reuses the evidence on a rerun within 24 hours: no new request reaches either source', async () => {
    const before = { hackerNews: hackerNews.requests.length, github: github.requests.length };
    const { results } = await research(server, owner, { ...IDEA, name: 'PetPal Walks again' });
    expect({ hackerNews: hackerNews.requests.length, github: github.requests.length }).toEqual(before);
    expect(results.competitorLaunches.launches[0].title).toContain('Walkies');
  }, 60_000);

  it('a rerun shows the same attention, each count recorded as its own reused answer naming the one it came from', async () => {
    const first = await research(server, owner, { ...IDEA, name: 'PetPal Walks once more' });
    const before = hackerNews.requests.length;
    const rerun = await research(server, owner, { ...IDEA, name: 'PetPal Walks yet again' });
    expect(hackerNews.requests.length).toBe(before);
    expect(rerun.results.keywordAttention.points).toEqual(first.results.keywordAttention.points);
    const rows = await queryDatabase<{
      id: string;
      url: string;
      reused_from_id: string | null;
      original_url: string | null;
      response_body: string;
    }>(
      server.databaseUrl,
      `select e.id, e.url, e.reused_from_id, o.url as original_url, e.response_body from research_evidence e
         left join research_evidence o on o.id = e.reused_from_id
        where e.project_id = $1 and e.provider = 'hackernews' and e.url like '%search_by_date%'`,
      [rerun.projectId],
    );
    expect(rows).toHaveLength(rerun.results.keywordAttention.points.length * 2);
    for (const row of rows) {
      expect(row.reused_from_id).not.toBeNull();
      expect(row.original_url).toBe(row.url);
      expect(JSON.parse(row.response_body)).toMatchObject({ nbHits: expect.any(Number) });
    }
    expect(rows.map((row) => row.id)).toContain(rerun.results.keywordAttention.source.evidenceId);
  }, 60_000);
});

describe('keyless sources turned off', () => {
  it('asks nothing and returns no part', async () => {
    const [hackerNews, github] = await Promise.all([startFakeHackerNews(), startFakeGithub()]);
    const server = await startTestServer({
      HACKER_NEWS_SEARCH: 'off',
      HACKER_NEWS_BASE_URL: hackerNews.url,
      GITHUB_SEARCH: 'off',
      GITHUB_BASE_URL: github.url,
    });
    try {
      const owner = await createSignedInUser(server);
      const { results } = await research(server, owner, IDEA);
      expect(results).toMatchObject({ competitorLaunches: null, openSourceAlternatives: null, keywordAttention: null });
      expect(hackerNews.requests).toHaveLength(0);
      expect(github.requests).toHaveLength(0);
      const rows = await queryDatabase(server.databaseUrl, "select 1 from research_evidence where provider in ('hackernews', 'github')");
      expect(rows).toHaveLength(0);
    } finally {
      await server.stop();
      await Promise.all([hackerNews.close(), github.close()]);
    }
  }, 60_000);
});

describe('attention with too little talk to tell a trend', () => {
  const noEvidence: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
  const context = { runId: null, projectId: null };

  it('one story last month (and nothing before) is measured, but gives no trend, never "Rising"', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));
    const hackerNews = await startFakeHackerNews({
      items: [{ id: 1, title: 'Parrot sitting for travellers', points: 3, comments: 0, createdAt: lastMonth, tags: ['story'] }],
    });
    try {
      const attention = await hackerNewsAttention(
        { sql: noEvidence, logger: createLogger('silent'), config: loadConfig({ HACKER_NEWS_BASE_URL: hackerNews.url }) },
        'parrot sitting',
        now,
        context,
      );
      expect(attention).toMatchObject({ basis: 'MEASURED', trend: null, reason: null });
      expect(attention!.points.reduce((sum, point) => sum + point.stories + point.comments, 0)).toBe(1);
    } finally {
      await hackerNews.close();
    }
  }, 20_000);
});

describe('bad answers leave the part UNKNOWN with the reason, in time', () => {
  const noEvidence: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
  const logger = createLogger('silent');
  const context = { runId: null, projectId: null };
  const TIMEOUT_MS = 400;
  let hackerNews: FakeHackerNews;
  let github: FakeGithub;
  beforeAll(async () => {
    [hackerNews, github] = await Promise.all([startFakeHackerNews({ slowMs: 3_000 }), startFakeGithub({ slowMs: 3_000 })]);
  });
  afterAll(async () => {
    await Promise.all([hackerNews.close(), github.close()]);
  });
  // A fresh SQL handle per case: a fresh source client (no shared concurrency or pacing between cases).
  const dependencies = () => ({
    sql: { query: noEvidence.query } as Sql,
    logger,
    config: loadConfig({
      HACKER_NEWS_BASE_URL: hackerNews.url,
      GITHUB_BASE_URL: github.url,
      HACKER_NEWS_TIMEOUT_MS: String(TIMEOUT_MS),
      GITHUB_TIMEOUT_MS: String(TIMEOUT_MS),
    }),
  });
  const expected: Record<Exclude<FakeSourceMode, 'ok'>, RegExp> = {
    html: /unknown format: the answer is not JSON: <!DOCTYPE html>/,
    truncated: /unknown format: the answer is not JSON/,
    'wrong-fields': /unknown format: .*(hits|total_count|items)/s,
    'server-error': /answered (503|502)/,
    slow: /no answer within \d+ ms/,
    'rate-limited': /answered (429|403)/,
  };

  for (const [mode, reason] of Object.entries(expected) as Array<[Exclude<FakeSourceMode, 'ok'>, RegExp]>) {
    it(`${mode}: launches, attention and alternatives are UNKNOWN with the reason, never a number`, async () => {
      hackerNews.setMode(mode);
      github.setMode(mode);
      try {
        const started = Date.now();
        const [launches, attention, alternatives] = await Promise.all([
          hackerNewsLaunches(dependencies(), 'dog walking', context),
          hackerNewsAttention(dependencies(), 'dog walking', new Date(), context),
          openSourceAlternatives(
            dependencies(),
            researchInput('user-1', { category: 'SaaS/Software', description: 'Scheduling software for dog walking businesses.' }),
            'dog walking',
            context,
          ),
        ]);
        // Never past the deadline (twice the timeout) by more than a little scheduling.
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 1_500);
        expect(launches).toMatchObject({ basis: 'UNKNOWN', totalResults: null, launches: [] });
        expect(launches!.reason).toMatch(/^Hacker News search failed: /);
        expect(launches!.reason).toMatch(reason);
        expect(attention).toMatchObject({ basis: 'UNKNOWN', points: [], trend: null });
        expect(attention!.reason).toMatch(reason);
        expect(alternatives).toMatchObject({ basis: 'UNKNOWN', totalResults: null, repositories: [] });
        expect(alternatives!.reason).toMatch(/^GitHub search failed: /);
        expect(alternatives!.reason).toMatch(reason);
      } finally {
        hackerNews.setMode('ok');
        github.setMode('ok');
      }
    }, 20_000);
  }
});
