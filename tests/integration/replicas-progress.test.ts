/**
 * Two API replicas and two worker processes, all started at once on an empty database (as
 * `docker compose up --scale api=2 --scale worker=2` would): they migrate one after the other, and
 * a browser subscribed on replica A sees live every stage of a run started through replica B and
 * done by one of the workers; the processes share nothing but PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createAdminPool } from '../support/database.js';
import { TestClient } from '../support/test-client.js';
import { connectSocket, type TestSocket } from '../support/test-websocket.js';
import { IDEA, eventually, queryDatabase, spawnWorker, waitForResults, type WorkerProcess } from './research-support.js';

const PROGRESS = 'subscription($projectId: ID!) { researchProgress(projectId: $projectId) { projectId stage phase projectStatus score } }';
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const apis: ApiProcess[] = [];
const workers: WorkerProcess[] = [];
let socket: TestSocket | undefined;

beforeAll(async () => {
  const serverUrl = inject('databaseServerUrl');
  const name = `${inject('databaseRunId')}_replicas_${randomBytes(4).toString('hex')}`;
  const pool = createAdminPool(serverUrl);
  await pool.query(`create database "${name}"`); // empty: every process finds every migration pending
  await pool.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropPool = createAdminPool(serverUrl);
    await dropPool.query(`drop database if exists "${name}" with (force)`);
    await dropPool.end();
  };

  const environment = { DATABASE_URL: databaseUrl, RESEARCH_POLL_INTERVAL_MS: '300' };
  const workerProcesses = [spawnWorker(environment), spawnWorker(environment)];
  workers.push(...workerProcesses);
  const apiProcesses = await Promise.allSettled([
    startApiProcess({ ...environment, RUN_WORKERS: 'false' }),
    startApiProcess({ ...environment, RUN_WORKERS: 'false' }),
  ]);
  for (const started of apiProcesses) if (started.status === 'fulfilled') apis.push(started.value);
  for (const started of apiProcesses) if (started.status === 'rejected') throw started.reason;
  await Promise.all(workerProcesses.map((worker) => worker.ready));
}, 180_000);

afterAll(async () => {
  await socket?.dispose();
  await Promise.all([...apis.map((api) => api.kill('SIGTERM')), ...workers.map((worker) => worker.kill('SIGTERM'))]);
  await dropDatabase?.();
}, 60_000);

describe('two API replicas and two workers', () => {
  it('deliver a run done by a worker to a subscriber on the other replica', async () => {
    const [replicaA, replicaB] = apis as [ApiProcess, ApiProcess];
    const browserOnB = new TestClient(replicaB.url);
    expect(
      (await browserOnB.post('/auth/signup', { email: 'replicas@example.com', password: 'secret12', firstName: 'Re', lastName: 'Plica' }))
        .status,
    ).toBe(201);
    const created = await browserOnB.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    const projectId = created.body.id as string;
    await waitForResults(browserOnB, projectId, ['complete', 'failed'], 60_000);

    // Subscribed on replica A with the session made on replica B.
    socket = connectSocket(replicaA.url, { cookie: browserOnB.cookieHeader() });
    const events: { stage: string; phase: string; projectStatus: string; score: number | null }[] = [];
    const errors: unknown[] = [];
    socket.client.subscribe(
      { query: PROGRESS, variables: { projectId } },
      {
        next: (result) => (result.data ? events.push((result.data as any).researchProgress) : errors.push(result.errors)),
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );
    // The stream opens with the finished run's state, read once LISTEN is in place: from then on no event is missed.
    await eventually(
      async () => (events.length > 0 || errors.length > 0 ? true : undefined),
      20_000,
      "the finished run's state on replica A",
    );

    // A new run, started through replica B; a worker process picks it up.
    expect((await browserOnB.post(`/api/projects/${projectId}/research`)).status).toBeLessThan(300);
    // The stream starts with the previous run's state (FINISHED events only): the new run's score comes after its first STARTED.
    await eventually(
      async () => {
        const newRun = events.findIndex((event) => event.phase === 'STARTED');
        return newRun >= 0 && events.slice(newRun).some((event) => event.stage === 'SCORE' && event.phase === 'FINISHED')
          ? true
          : undefined;
      },
      60_000,
      'the score event on replica A',
    );
    expect(errors).toEqual([]);
    const seen = events.map((event) => `${event.stage}:${event.phase}`);
    for (const stage of ['DOMAINS', 'COMPETITORS', 'KEYWORDS', 'LEGAL']) expect(seen).toContain(`${stage}:FINISHED`);
    expect(events.at(-1)).toMatchObject({ stage: 'SCORE', phase: 'FINISHED', projectStatus: 'COMPLETE' });
    // The event carries the score the run stored (null here: with no source configured there is too little evidence to score).
    const stored = await browserOnB.get(`/api/projects/${projectId}`);
    expect(stored.status).toBe(200);
    expect(events.at(-1)!.score).toBe(stored.body.score ?? null);

    // The replicas run no workers: the run was done by a worker process.
    const [run] = await queryDatabase<{ status: string; attempts: number }>(
      databaseUrl,
      'select r.status, r.attempts from projects p join research_runs r on r.id = p.current_run_id where p.id = $1',
      [projectId],
    );
    expect(run).toMatchObject({ status: 'complete', attempts: 1 });
    for (const api of apis) expect(api.output()).not.toContain('research workers started');
    for (const worker of workers) expect(worker.output()).toContain('research workers started');
  }, 120_000);
});
