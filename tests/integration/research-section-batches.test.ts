/**
 * Sections of several runs saved by one statement (runs/complete-sections.ts): each lands only while its
 * run is current and unfinished, and the FINISHED notices come in the order given, each with the step the
 * sections before it left, as if every section had been written on its own.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sql } from '../../api/src/jobs/sql.js';
import { DEFAULT_RESEARCH_OPTIONS } from '../../api/src/research/research.types.js';
import { completeSections, type SectionCompletion } from '../../api/src/research/runs/complete-sections.js';
import { RESEARCH_PROGRESS_CHANNEL, type ProgressNotice } from '../../api/src/research/runs/progress-notice.js';
import { researchStore } from '../../api/src/research/runs/research-store.js';
import { createTestDatabase } from '../support/database.js';
import { eventually } from './research-support.js';

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let listener: pg.Client;
const notices: ProgressNotice[] = [];
let statements = 0;
const sql: Sql = {
  query: async (text, values) => {
    statements += 1;
    return (await pool.query(text, values)) as never;
  },
};
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (message) => notices.push((JSON.parse(message.payload!) as { payload: ProgressNotice }).payload));
  await listener.query(`listen ${RESEARCH_PROGRESS_CHANNEL}`);
  ownerId = randomUUID();
  await pool.query(
    `insert into users (id, email, first_name, last_name, created_at, updated_at) values ($1, $2, 'Batch', 'Owner', now(), now())`,
    [ownerId, `${ownerId}@example.com`],
  );
});
afterAll(async () => {
  await listener?.end();
  await pool?.end();
  await database?.drop();
});

/** A project with a queued run and four pending sections, as POST /api/projects leaves it. */
async function projectWithRun(): Promise<{ projectId: string; runId: string }> {
  const projectId = randomUUID();
  const runId = randomUUID();
  await researchStore.createProjectWithRun(
    pool,
    {
      id: projectId,
      ownerId,
      name: 'Batch idea',
      category: 'Mobile App',
      description: 'An idea.',
      targetMarket: null,
      keyFeatures: [],
      notes: null,
    },
    { runId, jobId: randomUUID(), options: DEFAULT_RESEARCH_OPTIONS },
    { channel: 'job_wake', payload: 'research-run' },
  );
  return { projectId, runId };
}

const completion = (
  run: { projectId: string; runId: string },
  section: SectionCompletion['target']['section'],
  step: number,
  data: unknown,
): SectionCompletion => ({
  target: { ...run, section },
  result: {
    data,
    source: 'fallback',
    basis: 'SAMPLE',
    fallbackReason: 'sample "quoted" \\ reason',
    details: section === 'keywords' ? { note: 'a note' } : null,
    step,
  },
});

describe('saving the finished sections of several runs in one statement', () => {
  it('saves each as its own statement would, and announces them in order with the steps they left', async () => {
    const first = await projectWithRun();
    const second = await projectWithRun();
    const superseded = await projectWithRun();
    await pool.query('update projects set current_run_id = null where id = $1', [superseded.projectId]);
    notices.length = 0;
    statements = 0;

    const saved = await completeSections(sql, [
      completion(first, 'legal', 2, null), // nothing found: step 2
      completion(second, 'domains', 3, [{ domain: 'batch.com' }]),
      completion(superseded, 'domains', 3, []),
      completion(first, 'domains', 3, [{ domain: 'batch.io' }]),
      completion(first, 'keywords', 4, [{ keyword: 'batch "ideas"' }]),
      completion(second, 'domains', 3, []), // already complete: not written twice
    ]);

    expect(statements).toBe(1);
    expect(saved).toEqual([true, true, false, true, true, false]);
    await eventually(async () => (notices.length >= 4 ? true : undefined), 5_000, 'four notices');
    expect(notices.map(({ projectId, stage, phase, currentStep }) => ({ projectId, stage, phase, currentStep }))).toEqual([
      { projectId: first.projectId, stage: 'legal', phase: 'finished', currentStep: 2 },
      { projectId: second.projectId, stage: 'domains', phase: 'finished', currentStep: 3 },
      { projectId: first.projectId, stage: 'domains', phase: 'finished', currentStep: 3 },
      { projectId: first.projectId, stage: 'keywords', phase: 'finished', currentStep: 4 },
    ]);
    expect(notices.every((notice) => notice.projectStatus === 'researching')).toBe(true);
    expect(notices[0]!.runId).toBe(first.runId);

    const { rows } = await pool.query(
      `select p.id, p.current_step, s.section, s.status, s.data, s.details, s.fallback_reason, s.finished_at is not null as finished
         from projects p join research_sections s on s.project_id = p.id where p.id = any($1::uuid[]) and s.status = 'complete' order by p.id, s.section`,
      [[first.projectId, second.projectId, superseded.projectId]],
    );
    expect(rows.filter((row) => row.id === first.projectId)).toEqual([
      {
        id: first.projectId,
        current_step: 4,
        section: 'domains',
        status: 'complete',
        data: [{ domain: 'batch.io' }],
        details: null,
        fallback_reason: 'sample "quoted" \\ reason',
        finished: true,
      },
      {
        id: first.projectId,
        current_step: 4,
        section: 'keywords',
        status: 'complete',
        data: [{ keyword: 'batch "ideas"' }],
        details: { note: 'a note' },
        fallback_reason: 'sample "quoted" \\ reason',
        finished: true,
      },
      {
        id: first.projectId,
        current_step: 4,
        section: 'legal',
        status: 'complete',
        data: null,
        details: null,
        fallback_reason: 'sample "quoted" \\ reason',
        finished: true,
      },
    ]);
    expect(rows.filter((row) => row.id === second.projectId).map((row) => [row.section, row.current_step, row.data])).toEqual([
      ['domains', 3, [{ domain: 'batch.com' }]],
    ]);
    expect(rows.some((row) => row.id === superseded.projectId)).toBe(false);
  });
});
