/**
 * The score from a run's evidence, end to end: a run against the fake web search,
 * keyword data and AI gives measured parts with evidence links, the viability judge asked twice
 * (metered as 'viability-judge'), the confidence, and the same in GraphQL, REST and the export.
 * Without an AI key the judge is not asked: business viability is the neutral midpoint, UNKNOWN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';

const ENTRY = 'score reason basis evidence { label url evidenceId }';
const SCORE = `query($id: ID!) { project(id: $id) { score scoreAssessment { confidence measuredPoints sample labelCap enoughEvidence measuredParts missingEvidence }
  scoreBreakdown { marketOpportunity { ${ENTRY} } competitionLevel { ${ENTRY} } domainAvailability { ${ENTRY} }
  keywordOpportunity { ${ENTRY} } legalRisk { ${ENTRY} } businessViability { ${ENTRY} } } } }`;

let fakeOpenAi: FakeOpenAi;
let searxng: FakeSearxng;
let dataForSeo: FakeDataForSeo;
let server: TestServer;
let owner: SignedUpUser;

beforeAll(async () => {
  [fakeOpenAi, searxng, dataForSeo] = await Promise.all([
    startFakeOpenAi(),
    startFakeSearxng({ reportedTotal: 48_000 }),
    startFakeDataForSeo(),
  ]);
  server = await startTestServer({
    OPENAI_API_KEY: 'sk-test-score',
    OPENAI_BASE_URL: fakeOpenAi.url,
    SEARXNG_URL: searxng.url,
    ...dataForSeo.environment,
  });
  owner = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([fakeOpenAi?.close(), searxng?.close(), dataForSeo?.close()]);
});

describe('the score of a run with real sources', () => {
  it('gives each part its basis and evidence, asks the viability judge twice, and reports the confidence everywhere', async () => {
    const created = await owner.client.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    expect((await waitForResults(owner.client, created.body.id)).status).toBe('complete');

    const answer = await owner.client.graphql(SCORE, { id: created.body.id });
    expect(answer.errors).toBeUndefined();
    const { score, scoreAssessment, scoreBreakdown } = answer.data.project;
    expect(scoreBreakdown.marketOpportunity.basis).toBe('MEASURED');
    expect(scoreBreakdown.keywordOpportunity.basis).toBe('MEASURED');
    expect(scoreBreakdown.competitionLevel.basis).toBe('MEASURED');
    // Each of the three queries reports 48,000: the reason states one query's own count, never their sum (144,000).
    expect(scoreBreakdown.competitionLevel.reason).toMatch(/a web search for "[^"]+" reports 48,000 results/);
    expect(scoreBreakdown.competitionLevel.evidence.length).toBeGreaterThan(0);
    for (const link of scoreBreakdown.competitionLevel.evidence) expect(link.url).toMatch(/^https?:\/\//);
    expect(scoreBreakdown.marketOpportunity.evidence[0].evidenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(scoreBreakdown.domainAvailability.basis).toBe('UNKNOWN'); // DOMAIN_CHECK=offline in tests: nobody asked
    expect(scoreBreakdown.legalRisk).toMatchObject({ score: 5, basis: 'UNKNOWN' });
    expect(scoreBreakdown.businessViability.basis).toBe('ESTIMATED');
    expect(scoreBreakdown.businessViability.reason).toMatch(/Lower of 2 readings/);
    // Market 25 + competition 20 + keywords 15 measured.
    expect(scoreAssessment).toMatchObject({ confidence: 60, measuredPoints: 60, sample: false, labelCap: null, enoughEvidence: true });
    expect(scoreAssessment.measuredParts).toEqual(['Market Opportunity', 'Competition Level', 'Keyword Opportunity']);
    expect(score).toBe(Object.values(scoreBreakdown).reduce((sum: number, entry: any) => sum + entry.score, 0));

    expect(fakeOpenAi.countFor('viability-judge')).toBe(2);
    const judgeRequests = fakeOpenAi.requests
      .filter((request) => request.operation === 'viability-judge')
      .map((request) => request.body.messages!.find((message) => message.role === 'user')!.content);
    const order = (prompt: string) => [...prompt.matchAll(/^(E\d+)\. /gm)].map((match) => match[1]);
    expect(order(judgeRequests[1]!)).toEqual([...order(judgeRequests[0]!)].reverse());
    expect(judgeRequests[0]).not.toContain(IDEA.notes); // the judge sees the description and the evidence only
    const metered = await queryDatabase(
      server.databaseUrl,
      `select operation, success from ai_usage where project_id = $1 and operation = 'viability-judge'`,
      [created.body.id],
    );
    expect(metered).toEqual([
      { operation: 'viability-judge', success: true },
      { operation: 'viability-judge', success: true },
    ]);

    const rest = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(rest.body.scoreAssessment).toEqual(scoreAssessment);
    expect(rest.body.scoreBreakdown.competitionLevel).toEqual(scoreBreakdown.competitionLevel);
    const exported = await owner.client.get(`/api/projects/${created.body.id}/export`);
    expect(exported.body.score.assessment).toEqual(scoreAssessment);
    expect(exported.body.score.breakdown.marketOpportunity).toEqual(scoreBreakdown.marketOpportunity);
  });

  it('without an AI answer the judge counts the neutral midpoint, UNKNOWN, saying why in the customer’s words', async () => {
    fakeOpenAi.setMode('unauthorized', 'viability-judge');
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'PetPal Runs' });
    expect((await waitForResults(owner.client, created.body.id)).status).toBe('complete');
    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.businessViability).toMatchObject({ score: 10, basis: 'UNKNOWN' });
    // Said in the customer's words: the provider's error is for admins (logged), never in the score.
    expect(project.body.scoreBreakdown.businessViability.reason).toBe(
      'The AI service gave no usable answer this time, so business viability was not judged and this part is not scored (neutral midpoint).',
    );
    expect(project.body.scoreBreakdown.businessViability.reason).not.toMatch(/401|OpenAI|key/i);
    fakeOpenAi.reset();
  });

  it('gives no total when under 40 of the 100 points were measured: "Not enough evidence to score yet" in GraphQL, REST and the export', async () => {
    // The web search and keyword data fail: only unknown parts and the judge's estimate are left.
    searxng.setMode('server-error');
    dataForSeo.setFailure(500);
    try {
      // Another subject, so no earlier answer is reused from evidence.
      const created = await owner.client.post('/api/projects', {
        ...IDEA,
        name: 'Thin Evidence',
        description: 'A marketplace where beekeepers rent out hives to orchards for pollination.',
        keyFeatures: ['Hive booking'],
      });
      expect((await waitForResults(owner.client, created.body.id)).status).toBe('complete');
      const answer = await owner.client.graphql(SCORE, { id: created.body.id });
      const { score, scoreAssessment } = answer.data.project;
      expect(score).toBeNull();
      expect(scoreAssessment).toMatchObject({ enoughEvidence: false, measuredPoints: 0, measuredParts: [] });
      expect(scoreAssessment.missingEvidence).toContain('Competition Level: A web search for businesses like this one');
      const rest = await owner.client.get(`/api/projects/${created.body.id}`);
      expect(rest.body).toMatchObject({ score: null, scoreAssessment: { enoughEvidence: false } });
      const exported = await owner.client.get(`/api/projects/${created.body.id}/export`);
      expect(exported.body.score).toMatchObject({
        total: null,
        verdict: 'Not enough evidence to score yet',
        assessment: { enoughEvidence: false },
      });
    } finally {
      searxng.setMode('ok');
      dataForSeo.setFailure(null);
    }
  });
});
