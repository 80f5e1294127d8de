import type { Services } from '../app/services.js';
import { RATE_LIMIT_TABLE } from './rate-limits.js';

export const RATE_LIMIT_CLEANUP_QUEUE = 'rate-limit-cleanup';
/** Hourly: a key whose window ended is a row no limit reads again (every key starts a new window on its next point). */
const RATE_LIMIT_CLEANUP_CRON = '17 * * * *';

/** Deletes the rows of windows that ended (the limiters themselves never do: clearExpiredByTimeout is off). */
export async function deleteExpiredRateLimits(services: Pick<Services, 'orm'>): Promise<number> {
  const result = await services.orm.em
    .getConnection()
    .execute<{ affectedRows?: number }>(`delete from ${RATE_LIMIT_TABLE} where expire < ?`, [Date.now()], 'run');
  return result.affectedRows ?? 0;
}

/** The clean-up as a pg-boss schedule: one job an hour across every process; any process running workers does it. */
export async function startRateLimitCleanup(services: Services): Promise<{ stop(): Promise<void> }> {
  const boss = services.jobQueue.boss;
  await services.jobQueue.ensureQueue(RATE_LIMIT_CLEANUP_QUEUE, {
    name: RATE_LIMIT_CLEANUP_QUEUE,
    policy: 'stately',
    retryLimit: 1,
    expireInSeconds: 300,
  });
  await boss.schedule(RATE_LIMIT_CLEANUP_QUEUE, RATE_LIMIT_CLEANUP_CRON, {}, { tz: 'UTC' });
  const workerId = await boss.work(RATE_LIMIT_CLEANUP_QUEUE, async () => {
    await deleteExpiredRateLimits(services);
  });
  return { stop: () => boss.offWork({ id: workerId }) };
}
