import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';

/**
 * One user's backlog must not starve another user's research. With one worker
 * slot, user A queues eight runs, then user B queues one: B's run starts at the next free slot,
 * ahead of the rest of A's backlog (runs are taken by the user's queue position, then by age).
 */
describe('research fairness between users', () => {
  let server: TestServer;
  let openai: FakeOpenAi;

  beforeAll(async () => {
    // Each run takes a few hundred milliseconds (AI latency), so A's backlog cannot drain while B's
    // request is on its way, however loaded the machine is: the order shows the queue's choice.
    openai = await startFakeOpenAi({ latencyMs: 400 });
    server = await startTestServer({
      RESEARCH_WORKER_CONCURRENCY: '1',
      RESEARCH_STAGE_RETRY_DELAY_MS: '10',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openai.url,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });

  it("starts user B's single run before user A's backlog drains", async () => {
    const userA = await createSignedInUser(server);
    const userB = await createSignedInUser(server);
    const backlog = await Promise.all(
      Array.from({ length: 8 }, (_, index) => userA.client.post('/api/projects', { ...IDEA, name: `Backlog ${index}` })),
    );
    expect(backlog.every((created) => created.status === 201)).toBe(true);
    // Created all at once, A's runs still queue one behind another: each counted the ones before it.
    const priorities = await queryDatabase<{ priority: number }>(
      server.databaseUrl,
      `select priority from pgboss.job where data->>'projectId' = any($1::text[]) order by priority desc`,
      [backlog.map((created) => created.body.id)],
    );
    expect(priorities.map((job) => job.priority)).toEqual([0, -1, -2, -3, -4, -5, -6, -7]);
    const single = await userB.client.post('/api/projects', { ...IDEA, name: 'Only one' });
    expect(single.status).toBe(201);

    await waitForResults(userB.client, single.body.id, ['complete', 'failed'], 60_000);
    for (const created of backlog) await waitForResults(userA.client, created.body.id, ['complete', 'failed'], 60_000);

    const runs = await queryDatabase<{ owner_id: string; started_at: Date }>(
      server.databaseUrl,
      `select p.owner_id, r.started_at from research_runs r join projects p on p.id = r.project_id order by r.started_at`,
    );
    const startedBeforeB = runs.findIndex((run) => run.owner_id === userB.id);
    // At most the run A had in hand and one taken while B's request was on its way.
    expect(startedBeforeB).toBeLessThanOrEqual(2);
    expect(runs).toHaveLength(9);
  }, 120_000);
});

/**
 * Waiting is fair where runs wait. With free worker slots every run starts at once,
 * so the queue's order alone cannot help: a user's runs beyond RESEARCH_RUNS_PER_USER wait their turn
 * in the worker, and another user's single run goes straight to its stages (and takes its turns at the
 * sources between the burst's requests).
 */
describe('research fairness where runs wait', () => {
  let server: TestServer;
  let openai: FakeOpenAi;

  beforeAll(async () => {
    openai = await startFakeOpenAi({ latencyMs: 400 });
    server = await startTestServer({ RESEARCH_RUNS_PER_USER: '2', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url });
  });
  afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });

  it("finishes user B's run before most of user A's burst, though all were taken at once", async () => {
    const userA = await createSignedInUser(server);
    const userB = await createSignedInUser(server);
    // B is researching when A's burst arrives: A's runs then go RESEARCH_RUNS_PER_USER at a time (alone, A would use every slot).
    const first = await userB.client.post('/api/projects', { ...IDEA, name: 'B first' });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) => userA.client.post('/api/projects', { ...IDEA, name: `Burst ${index}` })),
    );
    const single = await userB.client.post('/api/projects', { ...IDEA, name: 'Only one' });
    await waitForResults(userB.client, first.body.id, ['complete', 'failed'], 60_000);
    await waitForResults(userB.client, single.body.id, ['complete', 'failed'], 60_000);
    for (const created of burst) await waitForResults(userA.client, created.body.id, ['complete', 'failed'], 60_000);
    const finished = await queryDatabase<{ name: string }>(
      server.databaseUrl,
      `select p.name from research_runs r join projects p on p.id = r.project_id where r.finished_at is not null order by r.finished_at`,
    );
    expect(finished).toHaveLength(10);
    // A's runs go two at a time: B's second run (created after A's eight) still ends before at least half of them.
    expect(finished.findIndex((run) => run.name === 'Only one')).toBeLessThanOrEqual(5);
  }, 120_000);
});
