import PgBoss from 'pg-boss';
import type { Logger } from '../shared/logger.js';
import type { Sql } from './sql.js';

/** Notified (inside the enqueueing transaction, so only on commit) whenever a job is sent: wakes idle workers. */
export const JOB_WAKE_CHANNEL = 'job_wake';

export interface QueueSettings {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

/** A cron job's queue: how often a failed run is tried again, after how long, and when a run counts as stuck. */
export interface ScheduleOptions {
  retryLimit: number;
  retryDelaySeconds?: number;
  expireInSeconds: number;
}

export interface ScheduledJob {
  /** Stops this process's worker of the job (the schedule itself stays: other processes may run it). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
  /** Runs pg-boss maintenance (job expiry, archiving) in this process: true where workers run. */
  supervise: boolean;
  queues: QueueSettings[];
}

/**
 * pg-boss 10 behind a small facade: started once per process (API and worker alike, since the API
 * enqueues), queues created on start, jobs sent inside the caller's transaction.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      application_name: 'ideascope-jobs',
      max: 3,
      supervise: options.supervise,
      // Cron schedules (the demand test's daily summary) are turned into jobs where workers run.
      schedule: options.supervise,
      migrate: true,
      maintenanceIntervalSeconds: 30,
    });
    // While the process stops, a connection pg-boss loses (the database stopping with it) is expected.
    this.boss.on('error', (error) =>
      this.stopping
        ? options.logger.debug({ err: error }, 'pg-boss error while stopping')
        : options.logger.error({ err: error }, 'pg-boss error'),
    );
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const queue of this.options.queues) {
      const settings = {
        name: queue.name,
        policy: 'standard' as const,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      };
      await this.ensureQueue(queue.name, settings);
    }
    this.started = true;
  }

  /**
   * Creates or updates a queue. Processes starting together (replicas, workers) may create it at the same
   * moment: pg-boss's create_queue then fails on the duplicate or deadlocks on the queue's partition, so a
   * failed attempt is looked at again after a short random pause instead of failing the start.
   */
  async ensureQueue(name: string, settings: Parameters<PgBoss['createQueue']>[1] & object): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
        else await this.boss.createQueue(name, settings);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        this.options.logger.info({ queue: name, attempt, err: error }, 'queue set-up raced another process: trying again');
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  /**
   * Sends a job as part of the caller's transaction: it exists exactly when the transaction commits.
   * The caller picks the id (so it can store it in the same transaction) and sends a NOTIFY on
   * JOB_WAKE_CHANNEL with the queue's name in that transaction, which wakes idle workers on commit.
   * `priority`: higher is taken first; among equals, the oldest first (pg-boss's fetch order).
   * `startAfterSeconds`: not taken before then (a run waiting for a rate-limited provider).
   */
  async sendInTransaction(sql: Sql, queue: string, data: object, id: string, priority = 0, startAfterSeconds?: number): Promise<void> {
    const sent = await this.boss.send(queue, data, {
      id,
      priority,
      ...(startAfterSeconds !== undefined ? { startAfter: startAfterSeconds } : {}),
      db: { executeSql: (text, values) => sql.query(text, values) },
    });
    if (sent !== id) throw new Error(`pg-boss did not accept job ${id} for queue ${queue}`);
  }

  /**
   * A job on a cron (UTC) across every process: pg-boss turns each tick into one job under its own lock, the
   * 'stately' queue holds at most one waiting, and this process's worker may take it (any process running
   * workers does). Call where workers run.
   */
  async schedule(name: string, cron: string, options: ScheduleOptions, handler: () => Promise<unknown>): Promise<ScheduledJob> {
    await this.ensureQueue(name, {
      name,
      policy: 'stately',
      retryLimit: options.retryLimit,
      ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
      expireInSeconds: options.expireInSeconds,
    });
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    const workerId = await this.boss.work(name, handler);
    return { stop: () => this.boss.offWork({ id: workerId }) };
  }

  /** The NOTIFY that wakes the workers of a queue. */
  wake(queue: string): { channel: string; payload: string } {
    return { channel: JOB_WAKE_CHANNEL, payload: queue };
  }

  /** The process is stopping: pg-boss's connection errors from now on are logged at debug. */
  beginStop(): void {
    this.stopping = true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
  }
}
