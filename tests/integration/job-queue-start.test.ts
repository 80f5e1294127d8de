/**
 * Replicas and workers start together on one database: each sets up the same pg-boss queues at the
 * same moment. Every one of them must start (the CI run once saw a worker die of a deadlock in
 * pg-boss's create_queue while a replica created the same queue).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { JobQueue } from '../../api/src/jobs/job-queue.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { createTestDatabase } from '../support/database.js';

describe('job queues started by several processes at once', () => {
  let database: { url: string; drop(): Promise<void> };
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop().catch(() => undefined);
    await database?.drop();
  });

  it('all start, and the queues exist once', async () => {
    const settings = [1, 2, 3].map((index) => ({ name: `race-queue-${index}`, retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 }));
    for (let index = 0; index < 6; index += 1) {
      queues.push(new JobQueue({ databaseUrl: database.url, logger: createLogger('silent'), supervise: false, queues: settings }));
    }
    await Promise.all(queues.map((queue) => queue.start()));
    for (const { name } of settings) expect(await queues[0]!.boss.getQueue(name)).toMatchObject({ name });
  }, 60_000);
});
