import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import {
  IDEA,
  eventually,
  queryDatabase,
  spawnWorker,
  startMeasuredSources,
  waitForResults,
  type MeasuredSources,
  type WorkerProcess,
  whenAllJobsFinished,
} from './research-support.js';

describe('a worker process killed with SIGKILL in the middle of a run', () => {
  let fakeAi: FakeOpenAi;
  let sources: MeasuredSources;
  let server: TestServer;
  let owner: SignedUpUser;
  const workers: WorkerProcess[] = [];

  const workerEnvironment = () => ({
    ...sources.environment,
    DATABASE_URL: server.databaseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fakeAi.url,
    RESEARCH_HEARTBEAT_INTERVAL_MS: '200',
    RESEARCH_HEARTBEAT_STALE_SECONDS: '2',
    RESEARCH_POLL_INTERVAL_MS: '300',
  });

  beforeAll(async () => {
    fakeAi = await startFakeOpenAi({ slowMs: 120_000 });
    // Measured domains, competitors and keywords, so a finished run has a numeric score.
    sources = await startMeasuredSources();
    // The API process runs no workers: the separate worker processes do all the research.
    server = await startTestServer({
      ...sources.environment,
      RUN_WORKERS: 'false',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fakeAi.url,
    });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    for (const worker of workers) await worker.kill('SIGKILL');
    await server?.stop();
    await fakeAi?.close();
    await sources?.close();
  });

  it('is finished by another worker, redoing only the unfinished stages, with no duplicate rows', async () => {
    // The model's reading of the competitor search hangs, so the run is caught in the middle.
    fakeAi.setMode('slow', 'competitors-from-search');
    const created = await owner.client.post('/api/projects', IDEA);
    const id = created.body.id;

    const first = spawnWorker(workerEnvironment());
    workers.push(first);
    await first.ready;
    const sectionsOf = () =>
      queryDatabase<{ section: string; status: string; attempts: number }>(
        server.databaseUrl,
        'select section, status, attempts from research_sections where project_id = $1 order by section',
        [id],
      );
    await eventually(
      async () => {
        const rows = await sectionsOf();
        const byName = Object.fromEntries(rows.map((row) => [row.section, row.status]));
        return byName.domains === 'complete' &&
          byName.keywords === 'complete' &&
          byName.legal === 'complete' &&
          byName.competitors === 'running'
          ? true
          : undefined;
      },
      20_000,
      'three sections done and competitors running in the first worker',
    );

    expect(await first.kill('SIGKILL')).toBeNull(); // killed by the signal, no exit code
    expect(first.child.signalCode).toBe('SIGKILL');
    const keywordTasks = sources.dataForSeo.tasks.length;
    const domainRequests = sources.rdap.requests.length;
    const legalCalls = fakeAi.countFor('legal');

    fakeAi.setMode('success', 'competitors-from-search');
    const second = spawnWorker(workerEnvironment());
    workers.push(second);
    await second.ready;

    const results = await waitForResults(owner.client, id, ['complete', 'failed'], 40_000);
    expect(results.status).toBe('complete');
    expect(results.competitors.length).toBeGreaterThan(0);
    expect(results.sections.competitors.source).toBe('searxng');
    expect(results.keywords.length).toBeGreaterThan(0);

    const rows = await sectionsOf();
    expect(rows.map((row) => row.section)).toEqual(['competitors', 'domains', 'keywords', 'legal']);
    expect(rows.find((row) => row.section === 'competitors')).toMatchObject({ status: 'complete', attempts: 2 });
    for (const section of ['domains', 'keywords', 'legal'])
      expect(rows.find((row) => row.section === section)).toMatchObject({ status: 'complete', attempts: 1 });
    // The finished stages were not asked again.
    expect(sources.dataForSeo.tasks.length).toBe(keywordTasks);
    expect(sources.rdap.requests.length).toBe(domainRequests);
    expect(fakeAi.countFor('legal')).toBe(legalCalls);

    const runs = await queryDatabase<{ status: string; attempts: number; job_id: string }>(
      server.databaseUrl,
      'select status, attempts, job_id from research_runs where project_id = $1',
      [id],
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'complete', attempts: 2 });
    const jobs = await eventually(
      async () => {
        const rows = await queryDatabase<{ state: string; retry_count: number }>(
          server.databaseUrl,
          `select state, retry_count from pgboss.job where id = $1 union all select state, retry_count from pgboss.archive where id = $1`,
          [runs[0]!.job_id],
        );
        return whenAllJobsFinished(rows);
      },
      10_000,
      'the job to be marked done',
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    const project = await owner.client.get(`/api/projects/${id}`);
    expect(project.body).toMatchObject({ status: 'complete', currentStep: 5, score: expect.any(Number) });
  }, 90_000);

  it('a worker stopped with SIGTERM finishes its running research before it exits', async () => {
    for (const previous of workers) await previous.kill('SIGTERM');
    const worker = spawnWorker(workerEnvironment());
    workers.push(worker);
    await worker.ready;
    fakeAi.setLatency(800);
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Graceful stop' });
    await eventually(async () => {
      const rows = await queryDatabase<{ running: number }>(
        server.databaseUrl,
        "select count(*)::int as running from research_sections where project_id = $1 and status = 'running'",
        [created.body.id],
      );
      return rows[0]!.running > 0 ? true : undefined;
    }).catch(async (error: unknown) => {
      const state = await queryDatabase(
        server.databaseUrl,
        'select r.status, r.attempts, r.job_id, (select state from pgboss.job j where j.id = r.job_id) as job from research_runs r where project_id = $1',
        [created.body.id],
      );
      throw new Error(`${String(error)}: ${JSON.stringify(state)}\n${workers.map((w) => w.output().slice(-3000)).join('\n----\n')}`);
    });
    expect(await worker.kill('SIGTERM')).toBe(0);
    fakeAi.setLatency(0);
    const results = await waitForResults(owner.client, created.body.id, ['complete', 'failed'], 5_000);
    expect(results.status).toBe('complete');
  }, 60_000);
});
