import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Sql } from '../../jobs/sql.js';
import { researchOptionsForPlan } from '../../projects/plan-limits.js';
import type { ProjectResearch } from '../../projects/project-research.js';
import { parseInput } from '../../shared/validation.js';
import { RESEARCH_RUN_QUEUE, type ResearchRunJobData } from '../pipeline/research-pipeline.js';
import { RUN_REPLACED_CHANNEL } from '../pipeline/run-cancellations.js';
import { researchOptionsInput } from '../research.inputs.js';
import { RESEARCH_PROGRESS_CHANNEL, progressPayload } from './progress-notice.js';
import { researchStore, type NewRun } from './research-store.js';

/** The research runs ProjectService starts: each run row is written with its pg-boss job in the caller's transaction. */
export function projectResearch(jobQueue: JobQueue): ProjectResearch {
  return {
    newRun(rawOptions, plan) {
      const options = researchOptionsForPlan(parseInput(researchOptionsInput, rawOptions), plan);
      const run: NewRun = { runId: randomUUID(), jobId: randomUUID(), options };
      return {
        async createWithProject(sql, project) {
          const inserted = await researchStore.createProjectWithRun(sql, project, run, jobQueue.wake(RESEARCH_RUN_QUEUE));
          await enqueue(jobQueue, sql, project.id, run, inserted.runsAhead);
          return inserted.project;
        },
        async start(sql, projectId, supersede) {
          const started = await researchStore.startRun(sql, projectId, run, supersede, jobQueue.wake(RESEARCH_RUN_QUEUE));
          if (started) await enqueue(jobQueue, sql, projectId, run);
        },
      };
    },

    deletionNotices(projectId) {
      return [
        { channel: RESEARCH_PROGRESS_CHANNEL, payload: progressPayload({ projectId, runId: '', stage: 'score', phase: 'failed' }) },
        { channel: RUN_REPLACED_CHANNEL, payload: projectId },
      ];
    },
  };
}

/**
 * Fair between users: a run's priority is minus the owner's other runs still waiting or running,
 * so workers take every user's first run before anyone's second (then by age). One user's backlog
 * of hundreds cannot delay another user's run by more than the next free slot. A new project's
 * statement counts them already (`runsAhead`).
 */
async function enqueue(jobQueue: JobQueue, sql: Sql, projectId: string, run: NewRun, runsAhead?: number): Promise<void> {
  const ahead = runsAhead ?? (await researchStore.runsAhead(sql, projectId, run.runId));
  await jobQueue.sendInTransaction(
    sql,
    RESEARCH_RUN_QUEUE,
    { runId: run.runId, projectId } satisfies ResearchRunJobData,
    run.jobId,
    -ahead,
  );
}
