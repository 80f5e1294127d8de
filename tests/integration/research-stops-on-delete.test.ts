/**
 * A research run whose project is deleted stops calling its outside sources and the AI model (they cost the
 * operator money and the user their quota), wherever it runs: the API process that deletes tells a worker in
 * another process (NOTIFY), and a deletion it was not told of (the account's, with its projects) is found by the
 * worker's heartbeat. The job ends without an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, sleep, type WorkerProcess } from './research-support.js';
import { jobState, startFakes, startServerAndSeparateWorker, stopFakes, waitAtTheSearch, type Fakes } from './research-stops.support.js';

/**
 * Deletes with `remove` while a search is held, then lets the held searches through: no search beyond the held
 * ones and no model call is made afterwards (the search's reading by the model, the viability judge), and the job
 * completes.
 */
async function deleteWhileSearching(
  server: TestServer,
  fakes: Fakes,
  projectId: string,
  remove: () => Promise<void>,
  settleMs: number,
): Promise<{ state: string; laterSearches: number; laterModelCalls: string[] }> {
  const jobId = await waitAtTheSearch(server, fakes, projectId);
  const modelCallsBefore = fakes.openai.requests.length;
  const held = fakes.gate.held;
  expect(fakes.searxng.requests).toHaveLength(0);
  await remove();
  // Time for the deletion to reach the worker; then the held searches answer (or find their request gone).
  await sleep(settleMs);
  fakes.gate.open();
  const state = await jobState(server, jobId);
  // Whatever was started before the job ended has had time to reach the fakes.
  await sleep(1_500);
  return {
    state,
    laterSearches: fakes.searxng.requests.length - held,
    laterModelCalls: fakes.openai.requests.slice(modelCallsBefore).map((request) => request.operation),
  };
}

describe('a research whose project is deleted, running in another process', () => {
  let fakes: Fakes | undefined;
  let server: TestServer | undefined;
  let worker: WorkerProcess | undefined;
  let owner: SignedUpUser;

  beforeAll(async () => {
    fakes = await startFakes();
    ({ server, worker } = await startServerAndSeparateWorker(fakes));
    owner = await createSignedInUser(server);
  }, 120_000);
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await server?.stop();
    await stopFakes(fakes);
  });

  it('calls no source or model after the deletion, and its job completes without an error', { timeout: 120_000 }, async () => {
    fakes!.gate.close();
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'PetPal Deleted Midway' });
    expect(created.status).toBe(201);
    const outcome = await deleteWhileSearching(
      server!,
      fakes!,
      created.body.id,
      async () => {
        expect((await owner.client.delete(`/api/projects/${created.body.id}`)).status).toBe(200);
      },
      1_000,
    );
    expect(outcome).toEqual({ state: 'completed', laterSearches: 0, laterModelCalls: [] });
    const log = worker!.output();
    expect(log).toContain('research run replaced or its project deleted: it stops');
    expect(log.split('\n').filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    // The worker still researches: another project's run completes, the search read by the model.
    const next = await owner.client.post('/api/projects', { ...IDEA, name: 'PetPal Kept' });
    const [run] = await queryDatabase<{ job_id: string }>(server!.databaseUrl, 'select job_id from research_runs where project_id = $1', [
      next.body.id,
    ]);
    expect(await jobState(server!, run!.job_id)).toBe('completed');
    expect(fakes!.openai.requests.map((request) => request.operation)).toContain('competitors-from-search');
  });
});

describe('a research whose account is deleted', () => {
  let fakes: Fakes | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    fakes = await startFakes();
    server = await startTestServer({
      SEARXNG_URL: fakes.gate.url,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fakes.openai.url,
      RESEARCH_HEARTBEAT_INTERVAL_MS: '200',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await stopFakes(fakes);
  });

  it('stops at the next heartbeat: no source or model call after it, and its job completes', { timeout: 120_000 }, async () => {
    const user = await createSignedInUser(server!);
    fakes!.gate.close();
    const created = await user.client.post('/api/projects', { ...IDEA, name: 'PetPal Account Gone' });
    expect(created.status).toBe(201);
    const outcome = await deleteWhileSearching(
      server!,
      fakes!,
      created.body.id,
      async () => {
        const deleted = await user.client.request('DELETE', '/api/account', { body: { password: user.password } });
        expect(deleted.status).toBe(200);
      },
      1_000,
    );
    expect(outcome).toEqual({ state: 'completed', laterSearches: 0, laterModelCalls: [] });
  });
});
