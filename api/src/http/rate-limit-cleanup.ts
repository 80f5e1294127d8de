import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobQueue, ScheduledJob } from '../jobs/job-queue.js';
import { RATE_LIMIT_TABLE } from './rate-limits.js';

export const RATE_LIMIT_CLEANUP_QUEUE = 'rate-limit-cleanup';
/** Hourly: a key whose window ended is a row no limit reads again (every key starts a new window on its next point). */
const RATE_LIMIT_CLEANUP_CRON = '17 * * * *';

/** Deletes the rows of windows that ended (the limiters themselves never do: clearExpiredByTimeout is off). */
export async function deleteExpiredRateLimits(services: { orm: MikroORM }): Promise<number> {
  const result = await services.orm.em
    .getConnection()
    .execute<{ affectedRows?: number }>(`delete from ${RATE_LIMIT_TABLE} where expire < ?`, [Date.now()], 'run');
  return result.affectedRows ?? 0;
}

/** The clean-up, once an hour across every process. */
export function scheduleRateLimitCleanup(services: { jobQueue: JobQueue; orm: MikroORM }): Promise<ScheduledJob> {
  return services.jobQueue.schedule(
    RATE_LIMIT_CLEANUP_QUEUE,
    RATE_LIMIT_CLEANUP_CRON,
    { retryLimit: 1, expireInSeconds: 300 },
    async () => {
      await deleteExpiredRateLimits(services);
    },
  );
}
