import type { Services } from '../app/services.js';

export const DAILY_SUMMARY_QUEUE = 'demand-test-daily-summary';
/** 07:00 UTC: yesterday (UTC) is complete. */
const DAILY_SUMMARY_CRON = '0 7 * * *';

/**
 * The daily summary email of the demand test, as a pg-boss schedule: pg-boss turns the cron into one job a
 * day across every process (its own lock), and any process running workers sends it. Without SMTP_URL
 * nothing is sent.
 */
export async function startDemandTestJobs(services: Services): Promise<{ stop(): Promise<void> }> {
  const boss = services.jobQueue.boss;
  await services.jobQueue.ensureQueue(DAILY_SUMMARY_QUEUE, {
    name: DAILY_SUMMARY_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 600,
  });
  await boss.schedule(DAILY_SUMMARY_QUEUE, DAILY_SUMMARY_CRON, {}, { tz: 'UTC' });
  const workerId = await boss.work(DAILY_SUMMARY_QUEUE, async () => {
    await services.demandTest.sendDailySummaries();
  });
  return { stop: () => boss.offWork({ id: workerId }) };
}
