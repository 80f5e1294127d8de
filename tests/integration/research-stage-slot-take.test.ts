/**
 * research_take_stage_slot, the one place that decides whether a run may start its stages (RESEARCH_RUNS_PER_USER
 * across worker processes), asked directly as workers ask it: many runs of one user asking at the same moment on
 * separate connections get no more than the limit; a slot whose worker stopped heartbeating is free again; a user's
 * older waiting run goes first; a run that is not the asking worker's gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase } from './research-support.js';

const PER_USER = 2;
const STALE_SECONDS = 15;

describe('taking a research slot', () => {
  let server: TestServer;

  beforeAll(async () => {
    // No workers: the runs stay queued until the test marks them running for a worker of its own.
    server = await startTestServer({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function runsOf(count: number, prefix: string): Promise<string[]> {
    const user = await createSignedInUser(server);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await user.client.post('/api/projects', { ...IDEA, name: `${prefix} ${index}` });
      expect(created.status).toBe(201);
      ids.push(created.body.id as string);
    }
    const rows = await queryDatabase<{ id: string }>(
      server.databaseUrl,
      `select r.id from research_runs r join projects p on p.id = r.project_id where p.id = any($1::uuid[]) order by r.created_at`,
      [ids],
    );
    return rows.map((row) => row.id);
  }

  /** Marks the runs running for `worker`, their sections `sections` ('complete': none waits ahead of a newer run). */
  async function claim(runIds: string[], worker: string, sections: 'running' | 'complete' = 'running'): Promise<void> {
    await queryDatabase(
      server.databaseUrl,
      `update research_runs set status = 'running', worker_id = $2, heartbeat_at = now(), stage_slot_at = null where id = any($1::uuid[])`,
      [runIds, worker],
    );
    await queryDatabase(server.databaseUrl, `update research_sections set status = $2 where run_id = any($1::uuid[])`, [runIds, sections]);
  }

  const take = async (runId: string, worker: string): Promise<string> =>
    (
      await queryDatabase<{ outcome: string }>(server.databaseUrl, `select research_take_stage_slot($1, $2, $3, $4) as outcome`, [
        runId,
        worker,
        PER_USER,
        STALE_SECONDS,
      ])
    )[0]!.outcome;

  it('gives one user no more than the limit, however many ask at once, and frees a dead worker’s slots', async () => {
    const [otherRun] = await runsOf(1, 'Other'); // queued: the user below is not alone
    expect(otherRun).toBeDefined();
    const runs = await runsOf(8, 'Burst');
    // No run waits ahead of another here, so only the user's advisory lock keeps two askers from both taking the last slot.
    await claim(runs.slice(0, 4), 'worker-a', 'complete');
    await claim(runs.slice(4), 'worker-b', 'complete');

    // All eight ask together, each on its own connection, from two "workers".
    const outcomes = await Promise.all(runs.map((run, index) => take(run, index < 4 ? 'worker-a' : 'worker-b')));
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(PER_USER);
    expect(outcomes.filter((outcome) => outcome === 'wait')).toHaveLength(runs.length - PER_USER);
    // Asked again, nobody else gets one.
    const again = await Promise.all(
      runs.filter((_, index) => outcomes[index] === 'wait').map((run) => take(run, runs.indexOf(run) < 4 ? 'worker-a' : 'worker-b')),
    );
    expect(again.every((outcome) => outcome === 'wait')).toBe(true);

    // The holders' worker dies: once their heartbeat is stale, the oldest waiting runs take the slots, in order.
    await queryDatabase(server.databaseUrl, `update research_sections set status = 'running' where run_id = any($1::uuid[])`, [runs]);
    const holders = runs.filter((_, index) => outcomes[index] === 'taken');
    await queryDatabase(
      server.databaseUrl,
      `update research_runs set heartbeat_at = now() - make_interval(secs => $2) where id = any($1::uuid[])`,
      [holders, STALE_SECONDS + 1],
    );
    const waiting = runs.filter((_, index) => outcomes[index] === 'wait');
    const newest = waiting[waiting.length - 1]!;
    expect(await take(newest, runs.indexOf(newest) < 4 ? 'worker-a' : 'worker-b')).toBe('wait');
    for (const run of waiting.slice(0, PER_USER)) expect(await take(run, runs.indexOf(run) < 4 ? 'worker-a' : 'worker-b')).toBe('taken');
    expect(await take(newest, runs.indexOf(newest) < 4 ? 'worker-a' : 'worker-b')).toBe('wait');

    // A run another worker holds (or that is not running) is not this worker's.
    expect(await take(newest, 'worker-c')).toBe('gone');
  });

  it('lets a user alone (no other user’s run queued or running) take every slot', async () => {
    await queryDatabase(server.databaseUrl, `update research_runs set status = 'complete', stage_slot_at = null`);
    const runs = await runsOf(4, 'Alone');
    await claim(runs, 'worker-a');
    const outcomes = await Promise.all(runs.map((run) => take(run, 'worker-a')));
    expect(outcomes).toEqual(['taken', 'taken', 'taken', 'taken']);
  });
});
