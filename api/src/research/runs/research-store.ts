import { prepared, type Sql } from '../../jobs/sql.js';
import type { NewProject } from '../../projects/project-research.js';
import type { ScoreAssessment, ScoreBreakdown } from '../score/score.types.js';
import {
  SECTION_NAMES,
  type Basis,
  type DataSourceName,
  type ResearchOptions,
  type SectionDetails,
  type SectionName,
} from '../research.types.js';
import { RUN_REPLACED_CHANNEL } from '../pipeline/run-cancellations.js';
import { RESEARCH_PROGRESS_CHANNEL, progressPayloadSql } from './progress-notice.js';
import type { SectionStatus } from './research-section.entity.js';

const FINISHED_SCORE = progressPayloadSql('finished', 'score', 'finished');
const FAILED_SCORE = progressPayloadSql('finished', 'score', 'failed');

/** NOTIFY channel: one of a user's research slots (pipeline/owner-slots.ts) was given back (payload: the user's id). */
export const OWNER_SLOT_CHANNEL = 'research_owner_slots';

/** A run counts only while its project points at it: every write below carries this condition. */
const RUN_IS_CURRENT = 'exists (select 1 from projects p where p.id = $1 and p.current_run_id = $2)';

/** Of the runs $1, those no longer their project's current run: superseded by a newer one, or gone with their project. */
const NOT_CURRENT = `select held.id from unnest($1::uuid[]) as held(id)
  where not exists (select 1 from research_runs r join projects p on p.id = r.project_id and p.current_run_id = r.id where r.id = held.id)`;

/** claimRun's statement: $1 the project, $2 the run, $3 the worker. */
const CLAIM_RUN = prepared(
  'research-claim-run',
  `with claimed as (
       update research_runs r set status = 'running', attempts = r.attempts + 1, worker_id = $3,
         heartbeat_at = now(), started_at = coalesce(r.started_at, now()),
         -- one of the owner's research slots (pipeline/owner-slots.ts), taken here only while no other user has a run
         -- queued or running (alone, a user may use every worker slot); otherwise research_take_stage_slot decides
         stage_slot_at = case when not exists (
           select 1 from research_runs o join projects op on op.id = o.project_id
           where o.status in ('queued', 'running') and op.owner_id <> (select owner_id from projects where id = $1)) then clock_timestamp() end
       where r.id = $2 and r.project_id = $1 and r.status in ('queued', 'running') and ${RUN_IS_CURRENT}
       returning r.attempts, r.options, r.ai_wait_started_at, r.ai_deferrals, r.stage_slot_at is not null as holds_owner_slot
     ), started as (
       update research_sections set status = 'running', attempts = attempts + 1, error = null,
         started_at = coalesce(started_at, now()), updated_at = now()
       where project_id = $1 and run_id = $2 and status in ('pending', 'running') and exists (select 1 from claimed)
       returning section
     )
     select c.attempts, c.options, c.ai_wait_started_at, c.ai_deferrals, c.holds_owner_slot, p.owner_id, p.name, p.category, p.description, p.target_market, p.key_features, p.notes,
       -- as they were before this statement: the unfinished ones are the ones just started
       (select coalesce(json_agg(json_build_object('section', s.section, 'status', s.status, 'source', s.source,
           'basis', s.basis, 'fallbackReason', s.fallback_reason, 'details', s.details,
           'data', s.data, 'error', s.error, 'attempts', s.attempts)), '[]'::json)
        from research_sections s where s.project_id = $1 and s.run_id = $2) as sections,
       (select coalesce(json_agg(started.section), '[]'::json) from started) as started,
       pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('p', 'description', 'finished')}) as announced,
       (select count(pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('p', { column: 'started.section' }, 'started')})) from started) as started_notices
     from claimed c join projects p on p.id = $1`,
);

export interface SectionState {
  section: SectionName;
  status: SectionStatus;
  source: DataSourceName | null;
  basis: Basis | null;
  fallbackReason: string | null;
  details: SectionDetails | null;
  data: unknown;
  error: string | null;
  attempts: number;
}

export interface ClaimedRun {
  runId: string;
  projectId: string;
  ownerId: string;
  /** Took one of its owner's research slots with the claim (no other user had a run queued or running). */
  holdsOwnerSlot: boolean;
  attempts: number;
  options: ResearchOptions;
  /** When a stage of the run first waited for the AI provider (ISO), and how many times the run was rescheduled for it. */
  aiWaitStartedAt: string | null;
  aiDeferrals: number;
  /** The run's sections as they were when it was claimed (a re-run after a crash skips the finished ones). */
  sections: SectionState[];
  /** The unfinished sections, marked running (and announced) by the claim itself. */
  started: SectionName[];
  project: {
    name: string;
    category: string | null;
    description: string | null;
    targetMarket: string | null;
    keyFeatures: string[];
    notes: string | null;
  };
}

export interface NewRun {
  runId: string;
  /** The pg-boss job's id, chosen up front so the run row and the job are written in one transaction. */
  jobId: string;
  options: ResearchOptions;
}

/** The NOTIFY that wakes idle workers once the transaction commits. */
export interface Wake {
  channel: string;
  payload: string;
}

/**
 * Research runs and sections in SQL. Writes by a run are single statements that only land while
 * the run is its project's current run, and send their progress NOTIFY in the same statement, so
 * a superseded run can neither write nor announce anything.
 */
export const researchStore = {
  /**
   * Inside the caller's transaction, in one statement: inserts the project with its first run
   * (current, queued) and four pending sections, and the wake-up NOTIFY (sent on commit).
   * Returns the project's row (column names), for the ORM to map without reading it again, and the
   * owner's other runs still queued or running (the job's fairness priority, without another query).
   * The caller enqueues the run's job, with `run.jobId`, in the same transaction.
   */
  async createProjectWithRun(
    sql: Sql,
    project: NewProject,
    run: NewRun,
    wake: Wake,
  ): Promise<{ project: Record<string, unknown>; runsAhead: number }> {
    const { rows } = await sql.query(
      `with project as (
         insert into projects (id, owner_id, name, category, description, target_market, key_features, notes,
           current_step, status, current_run_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, 2, 'researching', $9, now(), now())
         returning *
       ), run as (
         insert into research_runs (id, project_id, status, options, job_id, created_at)
         select $9, id, 'queued', $10::jsonb, $11, now() from project
       ), sections as (
         insert into research_sections (id, project_id, section, run_id, status, attempts, updated_at)
         select gen_random_uuid(), project.id, section, $9, 'pending', 0, now() from project, unnest($12::text[]) as section
       )
       select project.*, pg_notify($13, $14)::text as wake,
         (select count(*)::int from research_runs r join projects p on p.id = r.project_id
           where p.owner_id = $2 and r.status in ('queued', 'running') and r.id <> $9) as runs_ahead
       from project`,
      [
        project.id,
        project.ownerId,
        project.name,
        project.category,
        project.description,
        project.targetMarket,
        JSON.stringify(project.keyFeatures),
        project.notes,
        run.runId,
        JSON.stringify(run.options),
        run.jobId,
        SECTION_NAMES,
        wake.channel,
        wake.payload,
      ],
    );
    const projectRow: Record<string, unknown> = { ...rows[0] };
    const runsAhead = Number(projectRow.runs_ahead ?? 0);
    delete projectRow.wake;
    delete projectRow.runs_ahead;
    return { project: projectRow, runsAhead };
  },

  /**
   * Inside the caller's transaction, in one statement: makes a new run current (unless a run is
   * active and `supersede` is false: then the active run is kept and false returned), resets the
   * four sections to pending for it, marks older runs superseded, and queues the wake-up NOTIFY and,
   * when it superseded a run, the RUN_REPLACED_CHANNEL one (the worker holding that run stops it).
   * The project row is locked first, like every other writer, so concurrent writers never deadlock.
   */
  async startRun(sql: Sql, projectId: string, run: NewRun, supersede: boolean, wake: Wake): Promise<boolean> {
    const { rows } = await sql.query(
      `with locked as (
         select id, current_run_id, status from projects where id = $1 for no key update
       ), go as (
         select id from locked where $4::boolean or not (status = 'researching' and current_run_id is not null)
       ), superseded as (
         update research_runs set status = 'superseded', finished_at = now()
         where project_id = $1 and status in ('queued', 'running') and exists (select 1 from go)
         returning id
       ), run as (
         insert into research_runs (id, project_id, status, options, job_id, created_at)
         select $2, id, 'queued', $3::jsonb, $5, now() from go
       ), project as (
         update projects set current_run_id = $2, status = 'researching', score = null, score_breakdown = null,
           current_step = case when coalesce(description, '') <> '' then 2 else 1 end, updated_at = now()
         where id = $1 and exists (select 1 from go)
       ), sections as (
         insert into research_sections (id, project_id, section, run_id, status, attempts, updated_at)
         select gen_random_uuid(), go.id, section, $2, 'pending', 0, now() from go, unnest($6::text[]) as section
         on conflict (project_id, section) do update set
           run_id = excluded.run_id, status = 'pending', source = null, basis = null, fallback_reason = null, details = null, data = null, error = null,
           attempts = 0, started_at = null, finished_at = null, updated_at = now()
       )
       select pg_notify($7, $8),
         case when exists (select 1 from superseded) then pg_notify('${RUN_REPLACED_CHANNEL}', $1::text) end as replaced
       from go`,
      [projectId, run.runId, JSON.stringify(run.options), supersede, run.jobId, SECTION_NAMES, wake.channel, wake.payload],
    );
    return rows.length === 1;
  },

  /**
   * The project owner's other runs still waiting or running. A run's job priority is minus this (fair
   * between users: every user's first run before anyone's second, then by age).
   */
  async runsAhead(sql: Sql, projectId: string, runId: string): Promise<number> {
    const { rows } = await sql.query<{ ahead: number }>(
      `select count(*)::int as ahead from research_runs r join projects p on p.id = r.project_id
       where p.owner_id = (select owner_id from projects where id = $1) and r.status in ('queued', 'running') and r.id <> $2`,
      [projectId, runId],
    );
    return rows[0]?.ahead ?? 0;
  },

  /**
   * Takes a run for this worker in one statement: the project, its sections so far, the
   * description stage's notice, and its unfinished sections marked running with a STARTED notice
   * each. Null when it was superseded, deleted or already finished.
   */
  async claimRun(sql: Sql, runId: string, projectId: string, workerId: string): Promise<ClaimedRun | null> {
    const { rows } = await sql.query<{
      attempts: number;
      options: ResearchOptions;
      ai_wait_started_at: string | Date | null;
      ai_deferrals: number;
      holds_owner_slot: boolean;
      owner_id: string;
      name: string;
      category: string | null;
      description: string | null;
      target_market: string | null;
      key_features: string[];
      notes: string | null;
      sections: SectionState[];
      started: SectionName[];
    }>(CLAIM_RUN, [projectId, runId, workerId]);
    const row = rows[0];
    if (!row) return null;
    return {
      runId,
      projectId,
      ownerId: row.owner_id,
      holdsOwnerSlot: row.holds_owner_slot,
      attempts: row.attempts,
      options: row.options,
      aiWaitStartedAt: row.ai_wait_started_at === null ? null : new Date(row.ai_wait_started_at).toISOString(),
      aiDeferrals: row.ai_deferrals,
      sections: row.sections,
      started: row.started,
      project: {
        name: row.name,
        category: row.category,
        description: row.description,
        targetMarket: row.target_market,
        keyFeatures: row.key_features ?? [],
        notes: row.notes,
      },
    };
  },

  async sections(sql: Sql, projectId: string, runId: string): Promise<SectionState[]> {
    const { rows } = await sql.query<SectionState>(
      `select section, status, source, basis, fallback_reason as "fallbackReason", details, data, error, attempts
         from research_sections where project_id = $1 and run_id = $2`,
      [projectId, runId],
    );
    return rows;
  },

  async markSectionRunning(sql: Sql, projectId: string, runId: string, section: SectionName): Promise<boolean> {
    const { rowCount } = await sql.query(
      `with updated as (
         update research_sections set status = 'running', attempts = attempts + 1, error = null,
           started_at = coalesce(started_at, now()), updated_at = now()
         where project_id = $1 and run_id = $2 and section = $3 and status in ('pending', 'running') and ${RUN_IS_CURRENT}
         returning 1
       )
       select pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('p', section, 'started')})
       from updated, projects p where p.id = $1`,
      [projectId, runId, section],
    );
    return rowCount === 1;
  },

  /** Records a failed try (the stage is retried) without announcing anything. */
  async recordSectionError(sql: Sql, projectId: string, runId: string, section: SectionName, error: string): Promise<boolean> {
    const { rowCount } = await sql.query(
      `update research_sections set error = $4, updated_at = now()
       where project_id = $1 and run_id = $2 and section = $3 and status = 'running' and ${RUN_IS_CURRENT}`,
      [projectId, runId, section, error],
    );
    return rowCount === 1;
  },

  /**
   * A section waiting for the AI provider: it stays running, with the note (why, and when it is tried
   * again) in its error, and a STARTED notice so the progress shows the note at once.
   */
  async markSectionWaiting(sql: Sql, projectId: string, runId: string, section: SectionName, note: string): Promise<boolean> {
    const { rowCount } = await sql.query(
      `with updated as (
         update research_sections set error = $4, updated_at = now()
         where project_id = $1 and run_id = $2 and section = $3 and status = 'running' and ${RUN_IS_CURRENT}
         returning 1
       )
       select pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('p', section, 'started')})
       from updated, projects p where p.id = $1`,
      [projectId, runId, section, note],
    );
    return rowCount === 1;
  },

  /**
   * Inside the caller's transaction: hands a run whose stages wait for the AI provider back to the
   * queue under its next job (`jobId`), remembering when the waiting began. False when the run is no
   * longer this worker's (superseded, deleted); the caller then sends no job.
   */
  async deferRun(sql: Sql, target: { projectId: string; runId: string }, workerId: string, jobId: string): Promise<boolean> {
    const { rowCount } = await sql.query(
      `update research_runs r set status = 'queued', job_id = $4, worker_id = null,
         ai_wait_started_at = coalesce(r.ai_wait_started_at, now()), ai_deferrals = r.ai_deferrals + 1
       where r.id = $2 and r.project_id = $1 and r.status = 'running' and r.worker_id = $3 and ${RUN_IS_CURRENT}`,
      [target.projectId, target.runId, workerId, jobId],
    );
    return rowCount === 1;
  },

  async failSection(sql: Sql, target: { projectId: string; runId: string; section: SectionName }, error: string): Promise<boolean> {
    const { projectId, runId, section } = target;
    const { rowCount } = await sql.query(
      `with failed as (
         update research_sections set status = 'failed', error = $4, finished_at = now(), updated_at = now()
         where project_id = $1 and run_id = $2 and section = $3 and status in ('pending', 'running') and ${RUN_IS_CURRENT}
         returning 1
       )
       select pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${progressPayloadSql('p', section, 'failed')})
       from failed, projects p where p.id = $1`,
      [projectId, runId, section, error],
    );
    return rowCount === 1;
  },

  /** Ends a run: the project's status, step and score, the run's status, and the score stage's notice together. */
  async finishRun(
    sql: Sql,
    target: { projectId: string; runId: string },
    outcome: {
      status: 'complete' | 'failed';
      step: number;
      score: number | null;
      breakdown: ScoreBreakdown | null;
      assessment?: ScoreAssessment | null;
      error: string | null;
    },
  ): Promise<boolean> {
    const { projectId, runId } = target;
    const { rowCount } = await sql.query(
      `with finished as (
         update projects set status = $3, current_step = $4, score = $5, score_breakdown = $6::jsonb, score_assessment = $8::jsonb, updated_at = now()
         where id = $1 and current_run_id = $2
           -- complete only when every section of the run is (the caller scored what it knew)
           and ($3 <> 'complete' or not exists (
             select 1 from research_sections s where s.project_id = $1 and s.run_id = $2 and s.status <> 'complete'))
         returning id, owner_id, current_run_id, current_step, status
       ), held as (
         select 1 from research_runs where id = $2 and stage_slot_at is not null
       ), run as (
         -- the run's research slot, held through its score, is given back with it (and its user's waiting runs woken)
         update research_runs set status = $3, error = $7, finished_at = now(), worker_id = null, stage_slot_at = null
         where id = $2 and exists (select 1 from finished)
         returning 1
       )
       select pg_notify('${RESEARCH_PROGRESS_CHANNEL}', ${outcome.status === 'complete' ? FINISHED_SCORE : FAILED_SCORE}),
         (select count(pg_notify('${OWNER_SLOT_CHANNEL}', f.owner_id::text)) from held, finished f) as slot_notices
       from finished`,
      [
        projectId,
        runId,
        outcome.status,
        outcome.step,
        outcome.score,
        outcome.breakdown ? JSON.stringify(outcome.breakdown) : null,
        outcome.error,
        outcome.assessment ? JSON.stringify(outcome.assessment) : null,
      ],
    );
    return rowCount === 1;
  },

  /**
   * Marks this worker's runs alive, in the same statement returning those of `runIds` that are no longer their
   * project's current run (a newer run started, or the project was deleted): they stop (pipeline/run-cancellations.ts).
   */
  async heartbeat(sql: Sql, workerId: string, runIds: string[]): Promise<string[]> {
    if (runIds.length === 0) return [];
    // A superseded run still at its stages holds its research slot until they end: its heartbeat keeps the slot counted.
    const { rows } = await sql.query<{ id: string }>(
      `with beat as (
         update research_runs set heartbeat_at = now()
         where id = any($1::uuid[]) and worker_id = $2 and (status = 'running' or stage_slot_at is not null)
       )
       ${NOT_CURRENT}`,
      [runIds, workerId],
    );
    return rows.map((row) => row.id);
  },

  /** Of `runIds`, those no longer their project's current run (superseded, or gone with their project). */
  async notCurrent(sql: Sql, runIds: string[]): Promise<string[]> {
    if (runIds.length === 0) return [];
    const { rows } = await sql.query<{ id: string }>(NOT_CURRENT, [runIds]);
    return rows.map((row) => row.id);
  },

  /** Runs whose worker stopped heartbeating (killed, frozen): put back to queued, returning their jobs. */
  async releaseStaleRuns(sql: Sql, staleSeconds: number): Promise<{ runId: string; projectId: string; jobId: string | null }[]> {
    const { rows } = await sql.query<{ id: string; project_id: string; job_id: string | null }>(
      `update research_runs set status = 'queued', worker_id = null, stage_slot_at = null
       where status = 'running' and heartbeat_at < now() - make_interval(secs => $1)
       returning id, project_id, job_id`,
      [staleSeconds],
    );
    return rows.map((row) => ({ runId: row.id, projectId: row.project_id, jobId: row.job_id }));
  },
};
