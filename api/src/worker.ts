/**
 * `pnpm worker`: research workers without the HTTP API, so API replicas and workers scale apart.
 * Needs DATABASE_URL (an embedded database belongs to the one `pnpm start` process). Stops
 * gracefully on SIGTERM/SIGINT: running research finishes, or goes back to the queue.
 */
import { writeFile } from 'node:fs/promises';
import { createServices } from './app/services.js';
import { loadConfig } from './config/config.js';
import { migrateToLatest, openDatabase } from './database/orm.js';
import { entitySchemas } from './app/entities.js';
import { startResearchWorkers } from './research/pipeline/research-workers.js';
import { scheduleDailySummary } from './demand-test/daily-summary.js';
import { scheduleRateLimitCleanup } from './http/rate-limit-cleanup.js';
import { rdapBootstrapFor } from './research/domains/rdap-bootstrap.js';
import { createLogger } from './shared/logger.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

async function main(): Promise<void> {
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required to run workers on their own');
  const orm = await openDatabase(config.DATABASE_URL, { entities: entitySchemas });
  await migrateToLatest(orm);
  const services = createServices(config, logger, orm);
  const rdapBootstrap = rdapBootstrapFor({ config, orm, logger });
  rdapBootstrap.start();
  await services.jobQueue.start();
  const workers = await startResearchWorkers(services);
  const dailySummary = await scheduleDailySummary(services);
  const rateLimitCleanup = await scheduleRateLimitCleanup(services);
  logger.info({ workerId: workers.workerId }, 'IdeaScope worker is running');
  const healthFile = config.WORKER_HEALTH_FILE;
  if (healthFile) {
    // A worker has no HTTP port: its liveness for a container health check is this file's age.
    const beat = () =>
      orm.em
        .getConnection()
        .execute('select 1')
        .then(() => writeFile(healthFile, new Date().toISOString()))
        .catch((error: unknown) => logger.warn({ err: error }, 'worker health check failed'));
    void beat();
    setInterval(beat, 10_000).unref();
  }

  let stopping = false;
  // `on`, not `once`: a second signal during the graceful stop must not kill the process.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.debug({ signal }, 'signal received');
      (async () => {
        services.listener.beginStop();
        services.jobQueue.beginStop();
        await workers.stop();
        await dailySummary.stop();
        await rateLimitCleanup.stop();
        await rdapBootstrap.stop();
        await services.jobQueue.stop();
        await services.listener.close();
        await orm.close(true);
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'IdeaScope worker failed to start');
  process.exit(1);
});
