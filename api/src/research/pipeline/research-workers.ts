import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppConfig } from '../../config/config.js';
import type { Logger } from '../../shared/logger.js';
import type { Database } from '../../jobs/sql.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { PgListener } from '../../jobs/pg-listener.js';
import type { ResearchPipeline } from './research-pipeline.js';
import { JobDispatcher } from '../../jobs/job-dispatcher.js';
import { researchStore } from '../runs/research-store.js';
import { RESEARCH_RUN_QUEUE, describeError, type ResearchRunJobData } from './research-pipeline.js';

/** The services the workers use. */
interface WorkerServices {
  config: AppConfig;
  logger: Logger;
  database: Database;
  jobQueue: JobQueue;
  listener: PgListener;
  pipeline: ResearchPipeline;
}

export interface RunningWorkers {
  workerId: string;
  dispatcher: JobDispatcher<ResearchRunJobData>;
  /** The process is stopping: no more reaping, and a heartbeat or reap that fails now is expected (logged at debug). */
  beginStop(): void;
  stop(): Promise<void>;
}

/** How long a stopping process waits for its running research before handing it back to the queue. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The research workers of one process: a dispatcher running up to RESEARCH_WORKER_CONCURRENCY runs
 * at once, a heartbeat on the runs it holds, and a reaper that hands the runs of a worker that
 * stopped heartbeating (SIGKILL, frozen machine) back to pg-boss, which retries the job elsewhere.
 * pg-boss 10 has no job heartbeat of its own; its expiry (RESEARCH_JOB_EXPIRE_SECONDS) stays as a backstop.
 */
export async function startResearchWorkers(services: WorkerServices): Promise<RunningWorkers> {
  const { config, logger, database, jobQueue, listener, pipeline } = services;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const heldRuns = new Set<string>();

  const dispatcher = new JobDispatcher<ResearchRunJobData>({
    boss: jobQueue.boss,
    listener,
    logger,
    queue: RESEARCH_RUN_QUEUE,
    concurrency: config.RESEARCH_WORKER_CONCURRENCY,
    pollIntervalMs: config.RESEARCH_POLL_INTERVAL_MS,
    handler: async (job) => {
      heldRuns.add(job.data.runId);
      try {
        await pipeline.run(job, workerId);
      } finally {
        heldRuns.delete(job.data.runId);
      }
    },
  });

  let stopping = false;
  // While stopping, the pool is busy draining requests: a maintenance query that waits too long is expected.
  const maintenanceFailed = (message: string) => (error: unknown) =>
    stopping ? logger.debug({ err: error }, message) : logger.warn({ err: error }, message);

  const heartbeat = setInterval(() => {
    researchStore
      .heartbeat(database.sql, workerId, [...heldRuns])
      // A run superseded or deleted without this process hearing of it (a missed notice, an account deleted) stops here.
      .then((gone) => pipeline.cancelRuns(gone))
      .catch(maintenanceFailed('heartbeat failed'));
  }, config.RESEARCH_HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  let reaping = false;
  const reaper = setInterval(() => {
    if (reaping) return;
    reaping = true;
    releaseStaleRuns(services)
      .then((released) => released > 0 && dispatcher.wake())
      .catch(maintenanceFailed('releasing stale research runs failed'))
      .finally(() => (reaping = false));
  }, config.RESEARCH_HEARTBEAT_INTERVAL_MS);
  reaper.unref();

  await dispatcher.start();
  logger.info({ workerId, concurrency: config.RESEARCH_WORKER_CONCURRENCY }, 'research workers started');

  return {
    workerId,
    dispatcher,
    beginStop: () => {
      stopping = true;
      clearInterval(reaper);
    },
    stop: async () => {
      stopping = true;
      clearInterval(heartbeat);
      clearInterval(reaper);
      await dispatcher.stop(STOP_TIMEOUT_MS);
      logger.debug({ workerId }, 'research workers stopped');
    },
  };
}

/** Fails the pg-boss jobs of runs nobody heartbeats any more, so pg-boss schedules their retry. */
async function releaseStaleRuns(services: WorkerServices): Promise<number> {
  const { config, logger, database, jobQueue } = services;
  const stale = await researchStore.releaseStaleRuns(database.sql, config.RESEARCH_HEARTBEAT_STALE_SECONDS);
  for (const run of stale) {
    logger.warn({ runId: run.runId, jobId: run.jobId }, 'research run lost its worker: retrying it');
    if (!run.jobId) continue;
    await jobQueue.boss.fail(RESEARCH_RUN_QUEUE, run.jobId, { message: 'worker stopped heartbeating' });
    const job = await jobQueue.boss.getJobById(RESEARCH_RUN_QUEUE, run.jobId);
    if (job?.state === 'failed') {
      await researchStore
        .finishRun(database.sql, run, {
          status: 'failed',
          step: 2,
          score: null,
          breakdown: null,
          error: 'The research worker stopped too often',
        })
        .catch((error: unknown) => logger.error({ err: error, detail: describeError(error) }, 'could not fail research run'));
    }
  }
  return stale.length;
}
