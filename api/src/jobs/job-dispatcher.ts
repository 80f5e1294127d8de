import type PgBoss from 'pg-boss';
import type { Logger } from '../shared/logger.js';
import { JOB_WAKE_CHANNEL } from './job-queue.js';
import type { PgListener } from './pg-listener.js';

const COMPLETION_BATCH_MS = 5;

export interface DispatchedJob<Data> {
  id: string;
  data: Data;
  retryCount: number;
  retryLimit: number;
}

export interface JobDispatcherOptions<Data> {
  boss: PgBoss;
  listener: PgListener;
  logger: Logger;
  queue: string;
  /** Jobs run at once in this process (they wait on the AI provider, not the CPU). */
  concurrency: number;
  /** Fallback poll, for jobs whose retry delay has passed; new jobs wake the dispatcher at once. */
  pollIntervalMs: number;
  handler: (job: DispatchedJob<Data>) => Promise<void>;
}

/**
 * Takes jobs from one pg-boss queue and runs up to `concurrency` of them at once. pg-boss's own
 * `work()` runs a fetched batch to the end before fetching again and only polls; here a free slot
 * is filled at once, and a NOTIFY sent with every new job wakes the dispatcher, so pickup costs
 * one query instead of up to a polling interval.
 */
export class JobDispatcher<Data> {
  private readonly active = new Map<string, Promise<void>>();
  private pumping = false;
  private pumpAgain = false;
  private stopping = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly completions: { id: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private completionTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: JobDispatcherOptions<Data>) {}

  get activeCount(): number {
    return this.active.size;
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.listener.listen(JOB_WAKE_CHANNEL, (queue) => {
      if (queue === this.options.queue) this.wake();
    });
    this.options.listener.onReconnect(() => this.wake());
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.pollTimer.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopping) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    void this.pump();
  }

  /** Stops taking jobs and waits for running ones; after `timeoutMs` the rest are failed so pg-boss retries them elsewhere. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    await this.stopListening?.();
    const running = [...this.active.values()];
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled(running).then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut && this.active.size > 0) {
      const ids = [...this.active.keys()];
      this.options.logger.warn({ jobs: ids.length }, 'stopping with jobs still running: handing them back to the queue');
      await Promise.all(
        ids.map((id) => this.options.boss.fail(this.options.queue, id, { message: 'worker stopped' }).catch(() => undefined)),
      );
    }
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        while (!this.stopping && this.active.size < this.options.concurrency) {
          const jobs = await this.options.boss.fetch<Data>(this.options.queue, {
            batchSize: this.options.concurrency - this.active.size,
            includeMetadata: true,
          });
          if (jobs.length === 0) break;
          for (const job of jobs) this.run(job);
        }
      } while (this.pumpAgain && !this.stopping);
    } catch (error) {
      this.options.logger.error({ err: error, queue: this.options.queue }, 'fetching jobs failed');
    } finally {
      this.pumping = false;
    }
  }

  /**
   * Marks jobs completed in batches: the jobs finishing within a few milliseconds of each other
   * (common under load) cost one statement. Nothing waits on this but pg-boss's bookkeeping.
   */
  private complete(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.completions.push({ id, resolve, reject });
      this.completionTimer ??= setTimeout(() => {
        this.completionTimer = null;
        const batch = this.completions.splice(0);
        this.options.boss
          .complete(
            this.options.queue,
            batch.map((entry) => entry.id),
          )
          .then(
            () => batch.forEach((entry) => entry.resolve()),
            (error: unknown) => batch.forEach((entry) => entry.reject(error)),
          );
      }, COMPLETION_BATCH_MS);
    });
  }

  private run(job: PgBoss.JobWithMetadata<Data>): void {
    const { boss, queue, logger, handler } = this.options;
    const done = (async () => {
      try {
        await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
        await this.complete(job.id);
      } catch (error) {
        logger.error({ err: error, jobId: job.id, queue }, 'job failed');
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(queue, job.id, { message }).catch((failError: unknown) => logger.error({ err: failError }, 'could not fail job'));
      }
    })().finally(() => {
      this.active.delete(job.id);
      this.wake();
    });
    this.active.set(job.id, done);
  }
}
