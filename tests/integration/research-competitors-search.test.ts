import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeBrave } from '../support/fake-brave.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startFakeTavily, type FakeTavily } from '../support/fake-tavily.js';
import { FAKE_COMPANY_PAGES, FAKE_RESULT_URLS } from '../support/fake-web-results.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, storedSection, waitForResults } from './research-support.js';

/** Competitors from a configured web search: measured, traceable to the results and their evidence, never invented. */

const FAKE_RESULT_SNIPPETS = FAKE_COMPANY_PAGES.map((page) => page.snippet);
const COMPANY_ORIGINS = new Set(FAKE_COMPANY_PAGES.map((page) => new URL(page.url).origin.replace('://www.', '://')));
const RESULTS = `competitors { name website description strengths weaknesses marketShare basis assessmentBasis source { provider url retrievedAt evidenceId } }
  competitorSearch { basis provider query totalResults url reason }
  sections { competitors { status source basis fallbackReason } }`;
const SOURCES = 'researchSources { name label kind configured settings howToEnable lastSuccessAt lastErrorAt lastError }';

async function research(owner: SignedUpUser, idea: Record<string, unknown>) {
  const created = await owner.client.post('/api/projects', idea);
  expect(created.status).toBe(201);
  const done = await waitForResults(owner.client, created.body.id);
  expect(done.status).toBe('complete');
  const answer = await owner.client.graphql(`query Results($id: ID!) { researchResults(projectId: $id) { ${RESULTS} } }`, {
    id: created.body.id,
  });
  expect(answer.errors).toBeUndefined();
  return { projectId: created.body.id as string, results: answer.data.researchResults };
}

describe('competitors from SearXNG (no AI key)', () => {
  let searxng: FakeSearxng;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    // Each query reports its own count, as a real instance does: the "best ..." search matches the most.
    searxng = await startFakeSearxng({ reportedTotalFor: (query) => (query.startsWith('best ') ? 120_000 : 48_300) });
    server = await startTestServer({ SEARXNG_URL: searxng.url, RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await searxng.close();
  });

  it('lists the distinct company sites among the results, MEASURED, each pointing at its result and evidence', async () => {
    const { projectId, results } = await research(owner, IDEA);
    expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'SEARXNG', basis: 'MEASURED', fallbackReason: null });
    const competitors = results.competitors as Array<Record<string, any>>;
    // Medium depth: 5-8; the fake's results hold 11 company sites.
    expect(competitors).toHaveLength(8);
    expect(new Set(competitors.map((competitor) => competitor.website)).size).toBe(8);
    for (const competitor of competitors) {
      expect(COMPANY_ORIGINS.has(competitor.website), competitor.website).toBe(true);
      expect(FAKE_RESULT_URLS).toContain(competitor.source.url);
      expect(competitor).toMatchObject({
        basis: 'MEASURED',
        assessmentBasis: 'UNKNOWN',
        strengths: [],
        weaknesses: [],
        marketShare: null,
        source: { provider: 'searxng' },
      });
      expect(competitor.name).not.toMatch(/ [|–·-] |^Home$|Official Site|Welcome/);
    }
    expect(competitors.map((competitor) => competitor.website).join(' ')).not.toMatch(/wikipedia|reddit|capterra/);
    expect(competitors.find((competitor) => competitor.website === 'https://walkies.example')?.name).toBe('Walkies');

    const evidenceIds = [...new Set(competitors.map((competitor) => competitor.source.evidenceId))];
    const rows = await queryDatabase<{ id: string; provider: string; status: number; url: string; project_id: string }>(
      server.databaseUrl,
      'select id, provider, status, url, project_id from research_evidence where id = any($1::uuid[])',
      [evidenceIds],
    );
    expect(rows).toHaveLength(evidenceIds.length);
    for (const row of rows) expect(row).toMatchObject({ provider: 'searxng', status: 200, project_id: projectId });
    expect(rows[0]!.url).toContain('format=json');

    const queries = searxng.requests.map((request) => request.query);
    expect(queries).toHaveLength(3);
    expect(searxng.requests.every((request) => request.format === 'json')).toBe(true);
    // The figure shown is one query's own count, named with that query: overlapping queries' counts are never added up.
    const widest = queries.find((query) => query!.startsWith('best '))!;
    expect(results.competitorSearch).toMatchObject({
      basis: 'MEASURED',
      provider: 'searxng',
      query: widest,
      totalResults: 120_000,
      reason: null,
    });
    expect(results.competitorSearch.url).toBe(`${searxng.url}/search?q=${encodeURIComponent(widest).replace(/%20/g, '+')}`);
    expect(queries.join(' ')).toMatch(/dog walking/);
    const scored = await owner.client.graphql('query($id: ID!) { project(id: $id) { scoreBreakdown { competitionLevel { reason } } } }', {
      id: projectId,
    });
    expect(scored.errors).toBeUndefined();
    const reason = scored.data.project.scoreBreakdown.competitionLevel.reason as string;
    expect(reason).toContain(`a web search for "${widest}" reports 120,000 results`);
    expect(reason).not.toMatch(/144,900|216,600|market's searches/);
  });

  it('reuses the evidence of the same searches within 24 hours: no new request reaches SearXNG', async () => {
    const before = searxng.requests.length;
    const { projectId, results } = await research(owner, { ...IDEA, name: 'PetPal Walks again' });
    expect(searxng.requests.length).toBe(before);
    expect(results.competitors).toHaveLength(8);
    const rows = await queryDatabase<{ reused_from_id: string | null; duration_ms: number }>(
      server.databaseUrl,
      "select reused_from_id, duration_ms from research_evidence where project_id = $1 and provider = 'searxng'",
      [projectId],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.reused_from_id).not.toBeNull();
  });

  it("keeps evidence private: another user's run of the same idea asks the source itself and points at nothing of the first user's", async () => {
    const other = await createSignedInUser(server);
    const before = searxng.requests.length;
    const { projectId } = await research(other, { ...IDEA, name: 'PetPal Walks elsewhere' });
    expect(searxng.requests.length).toBe(before + 3);
    const rows = await queryDatabase<{ reused_from_id: string | null }>(
      server.databaseUrl,
      "select reused_from_id from research_evidence where project_id = $1 and provider = 'searxng'",
      [projectId],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.reused_from_id).toBeNull();
    const evidence = await other.client.graphql('query($id: ID!) { project(id: $id) { evidence { reusedFromId createdAt } } }', {
      id: projectId,
    });
    expect(evidence.errors).toBeUndefined();
    expect(evidence.data.project.evidence.every((row: { reusedFromId: string | null }) => row.reusedFromId === null)).toBe(true);
    // Analytics counts the competitors the search found (MEASURED) as analysed.
    const analytics = await other.client.graphql(
      '{ researchAnalytics(timeZone: "UTC") { competitors keywords measuredCompetitorSections measuredKeywordSections } }',
    );
    expect(analytics.errors).toBeUndefined();
    expect(analytics.data.researchAnalytics).toEqual({
      competitors: 8,
      keywords: 0,
      measuredCompetitorSections: 1,
      measuredKeywordSections: 0,
    });
  });

  it('counts a search that answered with no company sites as measured: Analytics shows 0 competitors, not "not measured"', async () => {
    const searcher = await createSignedInUser(server);
    const analyticsOf = async () => {
      const answer = await searcher.client.graphql('{ researchAnalytics(timeZone: "UTC") { competitors measuredCompetitorSections } }');
      expect(answer.errors).toBeUndefined();
      return answer.data.researchAnalytics;
    };
    const idea = { ...IDEA, name: 'Quiet Walks', description: 'An app that plans quiet dog walks away from traffic.' };
    // A search that failed measured nothing.
    searxng.setMode('server-error');
    try {
      const { results } = await research(searcher, idea);
      expect(results.sections.competitors).toMatchObject({ source: 'NONE', basis: 'UNKNOWN' });
    } finally {
      searxng.setMode('ok');
    }
    expect(await analyticsOf()).toEqual({ competitors: 0, measuredCompetitorSections: 0 });
    // A search that answered and found nothing measured none.
    searxng.setMode('empty');
    try {
      const { results } = await research(searcher, { ...idea, name: 'Quiet Walks again' });
      expect(results.competitors).toEqual([]);
      expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'SEARXNG', basis: 'MEASURED' });
    } finally {
      searxng.setMode('ok');
    }
    // The project whose search failed still counts nothing; the one whose search answered counts, with none found.
    expect(await analyticsOf()).toEqual({ competitors: 0, measuredCompetitorSections: 1 });
  });

  it('lists the research sources with their configuration and last success (GraphQL and REST)', async () => {
    const answer = await owner.client.graphql(`{ ${SOURCES} }`);
    expect(answer.errors).toBeUndefined();
    const sources = answer.data.researchSources as Array<Record<string, any>>;
    expect(sources.map((source) => source.name)).toEqual(
      expect.arrayContaining(['searxng', 'tavily', 'brave', 'epo', 'uspto', 'dataforseo', 'wikimedia', 'rdap', 'openai']),
    );
    // What turns a source on names the operator's settings: admins only (operator-wording.test.ts).
    expect(sources.find((source) => source.name === 'searxng')).toMatchObject({
      kind: 'WEB_SEARCH',
      configured: true,
      settings: [],
      lastError: null,
    });
    expect(sources.find((source) => source.name === 'searxng')!.lastSuccessAt).not.toBeNull();
    expect(sources.find((source) => source.name === 'tavily')).toMatchObject({
      configured: false,
      howToEnable: 'Whoever runs your IdeaScope can connect this source.',
      lastSuccessAt: null,
    });
    expect(sources.find((source) => source.name === 'openai')).toMatchObject({ kind: 'AI', configured: false });

    const rest = await owner.client.get('/api/research/sources');
    expect(rest.status).toBe(200);
    expect(rest.body.sources.find((source: { name: string }) => source.name === 'searxng')).toMatchObject({
      configured: true,
      kind: 'WEB_SEARCH',
    });
    const anonymous = await server.client().get('/api/research/sources');
    expect(anonymous.status).toBe(401);
    const anonymousGraphql = await server.client().graphql(`{ ${SOURCES} }`);
    expect(anonymousGraphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leaves competitors UNKNOWN with the reason when SearXNG fails, and the run still completes', async () => {
    searxng.setMode('server-error');
    try {
      const { projectId, results } = await research(owner, {
        ...IDEA,
        name: 'Cat Sitter',
        description: 'An app that books vetted cat sitters for people who travel for work.',
      });
      expect(results.competitors).toEqual([]);
      expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'NONE', basis: 'UNKNOWN' });
      // The pipeline recorded the provider's error; the API says it in the customer's words.
      const stored = await storedSection(server, projectId, 'competitors');
      expect(stored.fallbackReason).toMatch(/SearXNG search failed: searxng answered 500/);
      expect(stored.details!.search.reason).toMatch(/answered 500/);
      expect(results.sections.competitors.fallbackReason).toBe('We couldn’t reach the web search just now; try again later.');
      expect(results.competitorSearch).toMatchObject({ basis: 'UNKNOWN', provider: 'searxng', totalResults: null });
      expect(results.competitorSearch.reason).toBe('We couldn’t reach the web search just now; try again later.');
      expect(JSON.stringify(results)).not.toMatch(/SearXNG|answered 500|SEARXNG_URL/);
      expect(results.competitorSearch.query).toMatch(/cat sitt/);
    } finally {
      searxng.setMode('ok');
    }
    const answer = await owner.client.graphql(`{ ${SOURCES} }`);
    const searxngStatus = answer.data.researchSources.find((source: { name: string }) => source.name === 'searxng');
    expect(searxngStatus.lastErrorAt).not.toBeNull();
    // The error's text may quote another user's search: only admins read it (operator-wording.test.ts).
    expect(searxngStatus.lastError).toBeNull();
  });
});

describe('competitors from Tavily read by the model', () => {
  let tavily: FakeTavily;
  let fakeAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    tavily = await startFakeTavily();
    fakeAi = await startFakeOpenAi();
    server = await startTestServer({
      TAVILY_API_KEY: tavily.apiKey,
      TAVILY_BASE_URL: tavily.url,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fakeAi.url,
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
    });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([tavily.close(), fakeAi.close()]);
  });

  it('keeps only the competitors whose website was a result (the invented one is dropped); judgements are ESTIMATED', async () => {
    const { projectId, results } = await research(owner, IDEA);
    expect(tavily.requests.length).toBe(3);
    expect(tavily.requests.every((request) => request.authorized)).toBe(true);
    expect(fakeAi.countFor('competitors-from-search')).toBe(1);
    expect(fakeAi.countFor('competitors')).toBe(0);
    const competitors = results.competitors as Array<Record<string, any>>;
    expect(competitors.length).toBeGreaterThanOrEqual(5);
    expect(competitors.map((competitor) => competitor.website)).not.toContain('https://invented-rival.example');
    expect(competitors.map((competitor) => competitor.name)).not.toContain('Invented Rival');
    for (const competitor of competitors) {
      expect(COMPANY_ORIGINS.has(competitor.website), competitor.website).toBe(true);
      expect(FAKE_RESULT_URLS).toContain(competitor.source.url);
      expect(competitor).toMatchObject({
        basis: 'MEASURED',
        assessmentBasis: 'ESTIMATED',
        marketShare: null,
        source: { provider: 'tavily' },
      });
      expect(competitor.strengths).toContain('Fake assessed strength A');
      // The description is its result's snippet, word for word: never the model's paraphrase.
      expect(FAKE_RESULT_SNIPPETS).toContain(competitor.description);
    }
    // Each name is read from its result, not the model's words (the fake model names each by its title's first part).
    const names = Object.fromEntries(competitors.map((competitor) => [competitor.website, competitor.name]));
    expect(names).toMatchObject({ 'https://pawroute.example': 'PawRoute', 'https://app.tailtime.example': 'TailTime' });
    for (const competitor of competitors) expect(competitor.name).not.toMatch(/^Home$|^Pet sitters|^Welcome| [|–·-] |: /);
    const scored = await owner.client.graphql(
      'query($id: ID!) { project(id: $id) { scoreBreakdown { competitionLevel { evidence { label } } } } }',
      {
        id: projectId,
      },
    );
    expect(scored.errors).toBeUndefined();
    const labels = scored.data.project.scoreBreakdown.competitionLevel.evidence.map((link: { label: string }) => link.label);
    expect(labels).toContain('PawRoute');
    expect(labels).not.toContain('Home');
    expect(results.sections.competitors).toMatchObject({ source: 'TAVILY', basis: 'MEASURED' });
    // Tavily has no results page and reports no total.
    expect(results.competitorSearch).toMatchObject({ basis: 'MEASURED', provider: 'tavily', totalResults: null, url: null });
    // Metered under the admin analytics' existing operation.
    const usage = await queryDatabase<{ operation: string }>(
      server.databaseUrl,
      "select operation from ai_usage where operation like 'competitor%'",
    );
    expect(usage.map((row) => row.operation)).toEqual(['competitors']);
    // The API key travels in the Authorization header and is never stored with the evidence.
    const evidence = await queryDatabase<{ url: string; request_body: string }>(
      server.databaseUrl,
      "select url, request_body from research_evidence where provider = 'tavily'",
    );
    expect(evidence.length).toBe(3);
    for (const row of evidence) expect(`${row.url} ${row.request_body}`).not.toContain(tavily.apiKey);
  });
});

describe('competitors when the web search provider is down', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    // A Brave endpoint that refuses connections: started, then closed.
    const brave = await startFakeBrave();
    const closedUrl = brave.url;
    await brave.close();
    server = await startTestServer({
      BRAVE_SEARCH_API_KEY: 'BSA-key',
      BRAVE_SEARCH_BASE_URL: closedUrl,
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
    });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('completes the run with competitors UNKNOWN and the reason, never sample data', async () => {
    const { projectId, results } = await research(owner, IDEA);
    expect(results.competitors).toEqual([]);
    expect(results.sections.competitors).toMatchObject({ status: 'COMPLETE', source: 'NONE', basis: 'UNKNOWN' });
    expect((await storedSection(server, projectId, 'competitors')).fallbackReason).toMatch(/^Brave search failed: /);
    expect(results.sections.competitors.fallbackReason).toBe('We couldn’t reach the web search just now; try again later.');
    expect(results.sections.competitors.fallbackReason).not.toMatch(/Brave|ECONNREFUSED/);
    expect(results.competitorSearch).toMatchObject({ basis: 'UNKNOWN', provider: 'brave' });
    expect(results.competitorSearch.url).toMatch(/^https:\/\/search\.brave\.com\/search\?q=/);
  });
});
