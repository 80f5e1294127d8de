import type { JobQueue, ScheduledJob } from '../jobs/job-queue.js';
import type { DemandTestService } from './demand-test.service.js';

export const DAILY_SUMMARY_QUEUE = 'demand-test-daily-summary';
/** 07:00 UTC: yesterday (UTC) is complete. */
const DAILY_SUMMARY_CRON = '0 7 * * *';

/** The demand test's daily summary email, once a day across every process. Without SMTP_URL nothing is sent. */
export function scheduleDailySummary(services: { jobQueue: JobQueue; demandTest: DemandTestService }): Promise<ScheduledJob> {
  return services.jobQueue.schedule(
    DAILY_SUMMARY_QUEUE,
    DAILY_SUMMARY_CRON,
    { retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: 600 },
    () => services.demandTest.sendDailySummaries(),
  );
}
