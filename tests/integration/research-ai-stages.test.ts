import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, storedSection, waitForResults } from './research-support.js';

describe('research stages with the AI provider', () => {
  let fakeAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    fakeAi = await startFakeOpenAi();
    server = await startTestServer({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fakeAi.url,
      RESEARCH_STAGE_ATTEMPTS: '3',
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
      RESEARCH_POLL_INTERVAL_MS: '200',
      AI_RETRY_MAX_WAIT_SECONDS: '2',
    });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await fakeAi.close();
  });

  it('records the AI as the source of each AI section', async () => {
    fakeAi.reset();
    const created = await owner.client.post('/api/projects', IDEA);
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.sections.competitors.source).toBe('openai');
    expect(results.sections.keywords.source).toBe('openai');
    expect(results.sections.legal.source).not.toBe('openai'); // legal reads real records only
    expect(results.sections.domains.source).toBe('none'); // DOMAIN_CHECK=offline in tests: nobody asked
    expect(results.competitors[0].name).toBe('Fake Competitor 1');
    expect(fakeAi.countFor('competitors')).toBe(1);
  });

  it('never shows a market share or a website from the model’s memory: no source produced them', async () => {
    fakeAi.reset();
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Remembered rivals' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    // The model is not asked for either (the fake still sends "20%" and https://competitor1.example when asked).
    const asked = fakeAi.requests.filter((request) => request.body.response_format?.json_schema?.name === 'competitor_analysis');
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]!.body)).not.toMatch(/market ?share|website/i);
    expect(results.competitors.length).toBeGreaterThanOrEqual(5);
    for (const competitor of results.competitors) {
      expect(competitor).toMatchObject({ website: null, marketShare: null, basis: 'ESTIMATED', source: { provider: 'openai', url: null } });
    }
    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.competitionLevel.basis).toBe('ESTIMATED');
    expect(JSON.stringify(project.body.scoreBreakdown)).not.toMatch(/competitor\d\.example/);
    const exported = await owner.client.get(`/api/projects/${created.body.id}/export`);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toMatch(/20%|competitor\d\.example/);
  });

  it('reschedules a stage on transient AI errors, and leaves the section unknown once they outlast AI_RETRY_MAX_WAIT_SECONDS', async () => {
    fakeAi.reset();
    fakeAi.setMode('server-error', 'competitors');
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Provider trouble' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.sections.competitors).toMatchObject({ status: 'complete', source: 'none', basis: 'UNKNOWN', error: null });
    const stored = await storedSection(server, created.body.id, 'competitors');
    expect(stored).toMatchObject({ status: 'complete', error: null });
    expect(stored.fallbackReason).toMatch(/^OpenAI kept failing \(server errors\) for 2 seconds/);
    expect(results.sections.competitors.fallbackReason).toBe(
      'We couldn’t reach the AI service just now; try again later. Live web search isn’t connected yet, so competitors are not looked up.',
    );
    expect(results.competitors).toEqual([]);
    expect(results.sections.keywords.source).toBe('openai');
    // A try, a rescheduled job after the 1 s backoff, then the next 2 s wait no longer fits the 2 s bound.
    expect(fakeAi.countFor('competitors')).toBe(2);
    const [row] = await queryDatabase(
      server.databaseUrl,
      "select attempts from research_sections where project_id = $1 and section = 'competitors'",
      [created.body.id],
    );
    expect(row).toEqual({ attempts: 2 });
  });
});
