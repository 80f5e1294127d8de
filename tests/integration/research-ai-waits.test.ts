import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiUsage } from '../../api/src/usage/ai-usage.entity.js';
import { estimateCost } from '../../api/src/usage/model-prices.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import {
  eventually,
  IDEA,
  queryDatabase,
  researchInput,
  sleep,
  storedSection,
  waitForResults,
  whenAllJobsFinished,
} from './research-support.js';

/** The bound on a run's total wait for the AI provider, low so the test sees it passed. */
const MAX_WAIT_SECONDS = 3;
const MAX_COMPLETION_TOKENS = 4_000;
const BUDGET = 100_000;

describe('the AI path tells the truth (fake OpenAI)', () => {
  let fakeAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;

  const usageRows = (userId: string) =>
    server.application.services.orm.em.fork().find(AiUsage, { userId }, { orderBy: { createdAt: 'asc' } });
  const aiState = async () => (await owner.client.graphql('{ aiStatus { live state reason } }')).data.aiStatus;

  beforeAll(async () => {
    fakeAi = await startFakeOpenAi();
    server = await startTestServer({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fakeAi.url,
      OPENAI_MODEL: 'gpt-4o-mini',
      AI_RETRY_MAX_WAIT_SECONDS: String(MAX_WAIT_SECONDS),
      OPENAI_MAX_COMPLETION_TOKENS: String(MAX_COMPLETION_TOKENS),
      AI_DAILY_TOKEN_BUDGET: String(BUDGET),
      RESEARCH_POLL_INTERVAL_MS: '200',
      RESEARCH_STAGE_RETRY_DELAY_MS: '20',
      ADMIN_EMAILS: 'ai-admin@example.com',
    });
    owner = await createSignedInUser(server, { email: 'ai-admin@example.com' });
  });
  afterAll(async () => {
    await server?.stop();
    await fakeAi?.close();
  });
  beforeEach(() => fakeAi.reset());

  it('waits out a 429 with Retry-After through a rescheduled job, shows the wait, and ends with the model’s answer', async () => {
    fakeAi.setMode('rate-limited', 'keywords', 1);
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Rate limited idea' });
    expect(created.status).toBe(201);
    const projectId = created.body.id as string;

    // While it waits, the keywords section is still running and says what it waits for (stored, and in the API's words).
    let waitingNote: string | null = null;
    let storedNote: string | null = null;
    const deadline = Date.now() + 10_000;
    while (!waitingNote && Date.now() < deadline) {
      const response = await owner.client.get(`/api/projects/${projectId}/results`);
      const keywords = response.body.sections.keywords;
      if (keywords.status === 'running' && keywords.error) {
        waitingNote = keywords.error;
        storedNote = (await storedSection(server, projectId, 'keywords')).error;
      } else await sleep(50);
    }
    expect(storedNote).toBe('Waiting for the AI provider (rate limited), retrying in 2 s');
    expect(waitingNote).toBe('Waiting for the AI provider (rate limited), retrying in 2 s.');
    // The note is written when the stage gives up; the run goes back to the queue a moment later, once the pass ends.
    const queued = await eventually(
      async () => {
        const [run] = await queryDatabase<{ status: string; ai_deferrals: number; ai_wait_started_at: Date | null }>(
          server.databaseUrl,
          'select r.status, r.ai_deferrals, r.ai_wait_started_at from research_runs r join projects p on p.current_run_id = r.id where p.id = $1',
          [projectId],
        );
        return run?.status === 'running' ? undefined : run;
      },
      10_000,
      'the waiting run to go back to the queue',
    );
    expect(queued).toMatchObject({ status: 'queued', ai_deferrals: 1 });
    expect(queued!.ai_wait_started_at).not.toBeNull();

    const results = await waitForResults(owner.client, projectId);
    expect(results.status).toBe('complete');
    expect(results.sections.keywords).toMatchObject({
      status: 'complete',
      source: 'openai',
      basis: 'ESTIMATED',
      fallbackReason: expect.not.stringContaining('OpenAI'),
    });
    expect(results.keywords[0].keyword).toBe('fake keyword 1');
    expect(results.sections.competitors).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
    expect(fakeAi.countFor('keywords')).toBe(2);
    expect(fakeAi.countFor('competitors')).toBe(1); // finished in the first job, not redone

    // Rescheduled through pg-boss: a second job for the run, created no earlier than Retry-After before its start.
    const jobs = await eventually(
      async () => {
        const rows = await queryDatabase<{ id: string; state: string; delay_ms: number }>(
          server.databaseUrl,
          `select id, state, extract(epoch from (start_after - created_on)) * 1000 as delay_ms from pgboss.job
           where name = 'research-run' and data->>'projectId' = $1 order by created_on`,
          [projectId],
        );
        return whenAllJobsFinished(rows);
      },
      10_000,
      "the run's jobs to be marked done",
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    expect(Number(jobs[1]!.delay_ms)).toBeGreaterThanOrEqual(1_900);
    const [run] = await queryDatabase<{ job_id: string; status: string }>(
      server.databaseUrl,
      'select r.job_id, r.status from research_runs r join projects p on p.current_run_id = r.id where p.id = $1',
      [projectId],
    );
    expect(run).toEqual({ job_id: jobs[1]!.id, status: 'complete' });
    const [usage] = await queryDatabase<{ failures: string[] }>(
      server.databaseUrl,
      `select array_agg(failure order by created_at) as failures from ai_usage where project_id = $1 and operation = 'keywords'`,
      [projectId],
    );
    expect(usage?.failures).toEqual(['rate_limited', null]);
  });

  it('leaves the section unknown and empty, saying why, once server errors outlast AI_RETRY_MAX_WAIT_SECONDS', async () => {
    fakeAi.setMode('server-error', 'competitors');
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Provider down idea' });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.sections.competitors).toMatchObject({
      status: 'complete',
      source: 'none',
      basis: 'UNKNOWN',
      fallbackReason: expect.stringContaining('We couldn’t reach the AI service just now; try again later.'),
    });
    expect(results.sections.competitors.fallbackReason).not.toMatch(/OpenAI|server errors/);
    expect((await storedSection(server, created.body.id, 'competitors')).fallbackReason).toContain(
      `OpenAI kept failing (server errors) for ${MAX_WAIT_SECONDS} seconds`,
    );
    expect(results.competitors).toEqual([]);
    expect(results.sampleNotice.sample).toBe(false);
    expect(results.sections.keywords).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
    // Backoff 1 s, then 2 s no longer fits in the 3 s bound: two tries, one rescheduled job.
    expect(fakeAi.countFor('competitors')).toBe(2);
    const [run] = await queryDatabase<{ ai_deferrals: number }>(
      server.databaseUrl,
      'select ai_deferrals from research_runs where project_id = $1',
      [created.body.id],
    );
    expect(run).toEqual({ ai_deferrals: 1 });
    const [usage] = await queryDatabase<{ failures: string[] }>(
      server.databaseUrl,
      `select array_agg(failure) as failures from ai_usage where project_id = $1 and operation = 'competitors'`,
      [created.body.id],
    );
    expect(usage?.failures).toEqual(['server_error', 'server_error']);
  });

  it('says what the last AI call got back: rate limited, unreachable, then live again', async () => {
    const intelligence = server.application.services.intelligence;
    fakeAi.setMode('rate-limited');
    await expect(intelligence.researchKeywords(researchInput(randomUUID()))).rejects.toMatchObject({
      name: 'AiUnavailableError',
      kind: 'rate_limited',
      retryAfterMs: 2_000,
    });
    expect(await aiState()).toMatchObject({ live: false, state: 'RATE_LIMITED' });
    fakeAi.setMode('server-error');
    await expect(intelligence.researchKeywords(researchInput(randomUUID()))).rejects.toMatchObject({
      name: 'AiUnavailableError',
      kind: 'server_error',
    });
    expect(await aiState()).toMatchObject({ live: false, state: 'UNREACHABLE' });
    fakeAi.setMode('success');
    await intelligence.researchKeywords(researchInput(randomUUID()));
    expect(await aiState()).toEqual({ live: true, state: 'LIVE', reason: null });
  });

  it('says the key was rejected (401) in aiStatus, and leaves the section unknown with that reason', async () => {
    fakeAi.setMode('unauthorized');
    const userId = randomUUID();
    const keywords = await server.application.services.intelligence.researchKeywords(researchInput(userId));
    expect(keywords).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(keywords.fallbackReason).toContain('OpenAI rejected the API key (401)');
    expect(fakeAi.countFor('keywords')).toBe(1); // a 401 is not retried
    const status = await aiState();
    expect(status).toEqual({
      live: false,
      state: 'KEY_REJECTED',
      reason:
        "The OpenAI key was rejected (401): check OPENAI_API_KEY. Research shows only what real sources measured, and the description is the user's own.",
    });
    const rest = await owner.client.get('/api/ai/status');
    expect(rest.status).toBe(200);
    expect(rest.body.state).toBe('KEY_REJECTED');
    fakeAi.setMode('success');
    await server.application.services.intelligence.researchKeywords(researchInput(userId));
    expect((await aiState()).state).toBe('LIVE');
  });

  it('records a refusal once, without asking again, and the section says the model declined', async () => {
    fakeAi.setMode('refusal', 'keywords');
    const userId = randomUUID();
    const keywords = await server.application.services.intelligence.researchKeywords(researchInput(userId));
    expect(keywords).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(keywords.fallbackReason).toMatch(/^The model declined: I'm sorry, I can't help with that request\./);
    expect(fakeAi.countFor('keywords')).toBe(1);
    const rows = await usageRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, failure: 'refused', totalTokens: 200 });
  });

  it('asks once more with twice the room when an answer is cut off (finish_reason length)', async () => {
    fakeAi.setMode('length', 'keywords', 1);
    const userId = randomUUID();
    const keywords = await server.application.services.intelligence.researchKeywords(researchInput(userId));
    expect(keywords).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
    const asked = fakeAi.requests
      .filter((request) => request.operation === 'keywords')
      .map((request) => request.body.max_completion_tokens);
    expect(asked).toEqual([MAX_COMPLETION_TOKENS, MAX_COMPLETION_TOKENS * 2]);
    expect((await usageRows(userId)).map((row) => [row.success, row.failure])).toEqual([
      [false, 'truncated'],
      [true, null],
    ]);

    fakeAi.setMode('length', 'keywords');
    const cutTwice = await server.application.services.intelligence.researchKeywords(researchInput(userId));
    expect(cutTwice).toMatchObject({ source: 'none', basis: 'UNKNOWN', data: [] });
    expect(cutTwice.fallbackReason).toContain(`cut off at ${MAX_COMPLETION_TOKENS * 2} tokens`);
  });

  it('meters the model that answered, its cached prompt tokens at the cached price, and no cost for an unpriced model', async () => {
    const userId = randomUUID();
    fakeAi.setAnswer({ model: 'gpt-4o-mini-2024-07-18', cachedTokens: 100 });
    await server.application.services.intelligence.researchKeywords(researchInput(userId));
    fakeAi.setAnswer({ model: 'mystery-model-1', cachedTokens: 0 });
    await server.application.services.intelligence.researchKeywords(researchInput(userId));
    const [snapshot, unpriced] = await usageRows(userId);
    expect(snapshot).toMatchObject({
      model: 'gpt-4o-mini-2024-07-18',
      promptTokens: 150,
      cachedPromptTokens: 100,
      completionTokens: 50,
      success: true,
    });
    expect(snapshot!.estimatedCost).toBeCloseTo(estimateCost('gpt-4o-mini', 150, 50, 100)!, 6);
    expect(snapshot!.estimatedCost).toBeLessThan(estimateCost('gpt-4o-mini', 150, 50)!);
    expect(unpriced).toMatchObject({ model: 'mystery-model-1', estimatedCost: null, success: true });
    // The admin's recent usage says "not priced" (null), and the totals leave the row out rather than guess.
    const recent = await owner.client.graphql('{ recentUsage(limit: 50) { model estimatedCost } }');
    expect(recent.errors).toBeUndefined();
    expect(recent.data.recentUsage).toContainEqual({ model: 'mystery-model-1', estimatedCost: null });
    const rest = await owner.client.get('/api/admin/usage/recent?limit=50');
    expect(rest.status).toBe(200);
    expect(rest.body.find((row: { model: string }) => row.model === 'mystery-model-1')).toMatchObject({ estimatedCost: null });
  });

  it('reserves the daily budget before each call, so parallel calls cannot overshoot it', async () => {
    const userId = randomUUID();
    // Room for one call's reservation (its answer ceiling plus the prompt), not two.
    await queryDatabase(
      server.databaseUrl,
      `insert into ai_token_reservations (user_id, day, tokens) values ($1, (now() at time zone 'utc')::date, $2)`,
      [userId, BUDGET - MAX_COMPLETION_TOKENS - 2_500],
    );
    fakeAi.setLatency(200);
    const input = researchInput(userId);
    const intelligence = server.application.services.intelligence;
    const results = await Promise.all([
      intelligence.researchKeywords(input),
      intelligence.researchKeywords(input),
      intelligence.researchKeywords(input),
      intelligence.researchKeywords(input),
    ]);
    expect(results.filter((result) => result.source === 'openai')).toHaveLength(1);
    expect(results.filter((result) => result.fallbackReason?.includes('Daily AI token budget reached'))).toHaveLength(3);
    expect(fakeAi.countFor('keywords')).toBe(1);
    // The reservation was corrected to the tokens the answer used.
    const [row] = await queryDatabase<{ tokens: string }>(
      server.databaseUrl,
      'select tokens from ai_token_reservations where user_id = $1',
      [userId],
    );
    expect(Number(row!.tokens)).toBe(BUDGET - MAX_COMPLETION_TOKENS - 2_500 + 200);
  });
});

describe('a run waiting for the AI provider holds no worker', () => {
  let fakeAi: FakeOpenAi;
  let server: TestServer;

  beforeAll(async () => {
    // Long enough for the other run to finish inside it on a slow machine (it takes about 3 s here).
    fakeAi = await startFakeOpenAi({ retryAfterSeconds: 10 });
    server = await startTestServer({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fakeAi.url,
      RESEARCH_WORKER_CONCURRENCY: '1',
      RESEARCH_POLL_INTERVAL_MS: '200',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fakeAi?.close();
  });

  it('with one worker slot, another user’s run completes while the first waits out its Retry-After', async () => {
    const [first, second] = [await createSignedInUser(server), await createSignedInUser(server)];
    fakeAi.setMode('rate-limited', 'keywords', 1);
    const waiting = await first.client.post('/api/projects', { ...IDEA, name: 'Waits for the provider' });
    await eventually(
      async () => {
        const response = await first.client.get(`/api/projects/${waiting.body.id}/results`);
        return response.body.sections.keywords.error ? true : undefined;
      },
      10_000,
      'the first run to wait for the AI provider',
    );
    const other = await second.client.post('/api/projects', { ...IDEA, name: 'Runs meanwhile' });
    const otherResults = await waitForResults(second.client, other.body.id);
    expect(otherResults.status).toBe('complete');
    // The first run is still waiting (its job is scheduled for later), not holding the only worker.
    const stillWaiting = await first.client.get(`/api/projects/${waiting.body.id}/results`);
    expect(stillWaiting.body.status).toBe('researching');
    expect(stillWaiting.body.sections.keywords.error).toMatch(/^Waiting for the AI provider \(rate limited\)/);
    const firstResults = await waitForResults(first.client, waiting.body.id);
    expect(firstResults.sections.keywords).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
  });
});
