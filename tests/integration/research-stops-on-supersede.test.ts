/**
 * A research run superseded by a newer run of its project (the idea edited, the research restarted) stops calling
 * its outside sources and the AI model: nothing it finds could be shown, and the calls cost the operator money. The
 * API process that starts the newer run tells the worker holding the old one, in another process (NOTIFY); the old
 * job ends without an error, and the newer run is unaffected: it completes with its results, the only ones live
 * progress shows.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../api/src/jobs/sql.js';
import { researchStore } from '../../api/src/research/runs/research-store.js';
import { competitorQueries } from '../../api/src/research/sources/web-search/search-queries.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { TestServer } from '../support/test-server.js';
import { connectSocket, type TestSocket } from '../support/test-websocket.js';
import { IDEA, queryDatabase, sleep, waitForResults, type WorkerProcess } from './research-support.js';
import { jobState, startFakes, startServerAndSeparateWorker, stopFakes, waitAtTheSearch, type Fakes } from './research-stops.support.js';

/** The edited idea: no word in common with IDEA, so each run's searches and model prompts are told apart. */
const EDITED = {
  name: 'Crumb Club',
  category: 'E-commerce',
  description: 'A weekly subscription box of fresh sourdough loaves baked by independent local bakeries.',
  targetMarket: 'Bread lovers in big cities',
  keyFeatures: ['Weekly delivery', 'Pause anytime', 'Local bakeries'],
  notes: 'Launch with three bakeries.',
};

const PROGRESS = `subscription($projectId: ID!) {
  researchProgress(projectId: $projectId) { stage phase competitors { name website } }
}`;

describe('a research superseded by an edit, running in another process', () => {
  let fakes: Fakes | undefined;
  let server: TestServer | undefined;
  let worker: WorkerProcess | undefined;
  let socket: TestSocket | undefined;
  let owner: SignedUpUser;

  beforeAll(async () => {
    fakes = await startFakes();
    ({ server, worker } = await startServerAndSeparateWorker(fakes));
    owner = await createSignedInUser(server);
  }, 120_000);
  afterAll(async () => {
    await socket?.dispose();
    await worker?.kill('SIGKILL');
    await server?.stop();
    await stopFakes(fakes);
  });

  it('the old run calls no source or model after the edit and its job completes; the new run completes', { timeout: 120_000 }, async () => {
    const oldQueries = competitorQueries(IDEA);
    const newQueries = competitorQueries(EDITED);
    expect(oldQueries.filter((query) => newQueries.includes(query))).toEqual([]);

    fakes!.gate.close();
    const created = await owner.client.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    const projectId: string = created.body.id;
    const oldJobId = await waitAtTheSearch(server!, fakes!, projectId);
    const [oldRun] = await queryDatabase<{ id: string }>(server!.databaseUrl, 'select id from research_runs where project_id = $1', [
      projectId,
    ]);

    // Live progress, from before the edit to the new run's end.
    socket = connectSocket(server!.url, { cookie: owner.client.cookieHeader() });
    const events: Record<string, any>[] = [];
    socket.client.subscribe(
      { query: PROGRESS, variables: { projectId } },
      { next: (result) => void events.push((result.data as any).researchProgress), error: () => undefined, complete: () => undefined },
    );

    const modelCallsBefore = fakes!.openai.requests.length;
    const held = fakes!.gate.held;
    expect(held).toBeLessThan(oldQueries.length);
    expect(fakes!.searxng.requests).toHaveLength(0);
    const edited = await owner.client.patch(`/api/projects/${projectId}`, EDITED);
    expect(edited.status).toBe(200);
    // Time for the notice to reach the worker; then the held searches answer (the old run's find their request gone).
    await sleep(1_000);
    fakes!.gate.open();

    expect(await jobState(server!, oldJobId)).toBe('completed');
    const results = await waitForResults(owner.client, projectId, ['complete', 'failed'], 60_000);
    // Whatever the old run started before its job ended has had time to reach the fakes.
    await sleep(1_500);

    // The old run: its held searches are all it sent (the others were to go out after the edit), and no model call
    // of it came after the edit.
    const oldSearches = fakes!.searxng.requests.filter((request) => oldQueries.includes(request.query ?? ''));
    expect(oldSearches).toHaveLength(held);
    const laterOldModelCalls = fakes!.openai.requests
      .slice(modelCallsBefore)
      .filter((request) => JSON.stringify(request.body).includes(IDEA.name))
      .map((request) => request.operation);
    expect(laterOldModelCalls).toEqual([]);
    const log = worker!.output();
    expect(log).toContain('research run replaced or its project deleted: it stops');
    expect(log.split('\n').filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    // The new run: complete, from its own searches read by the model, its job completed.
    expect(results.status).toBe('complete');
    expect(newQueries).toContain(results.competitorSearch.query);
    expect(results.competitors.length).toBeGreaterThan(0);
    const newModelCalls = fakes!.openai.requests.filter((request) => JSON.stringify(request.body).includes(EDITED.name));
    expect(newModelCalls.map((request) => request.operation)).toContain('competitors-from-search');
    const [newRun, ...others] = await queryDatabase<{ id: string; status: string; job_id: string }>(
      server!.databaseUrl,
      'select id, status, job_id from research_runs where project_id = $1 and id <> $2',
      [projectId, oldRun!.id],
    );
    expect(others).toEqual([]);
    expect(newRun!.status).toBe('complete');
    expect(await jobState(server!, newRun!.job_id)).toBe('completed');

    // Live progress showed the new run only: the competitors it finished with, and its score.
    const finishedCompetitors = events.filter((event) => event.stage === 'COMPETITORS' && event.phase === 'FINISHED');
    expect(finishedCompetitors.length).toBeGreaterThan(0);
    for (const event of finishedCompetitors) {
      expect(event.competitors.map((competitor: { name: string }) => competitor.name)).toEqual(
        results.competitors.map((competitor: { name: string }) => competitor.name),
      );
    }
    expect(events.at(-1)).toMatchObject({ stage: 'SCORE', phase: 'FINISHED' });

    // A worker that missed the notice finds the old run at its heartbeat: no longer its project's current run.
    const pool = new pg.Pool({ connectionString: server!.databaseUrl, max: 1 });
    try {
      const sql = { query: async (text: unknown, values?: unknown[]) => pool.query(text as string, values) } as Sql;
      expect(await researchStore.heartbeat(sql, 'another-worker', [oldRun!.id, newRun!.id])).toEqual([oldRun!.id]);
    } finally {
      await pool.end();
    }
  });
});
