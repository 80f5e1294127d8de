import { startApplication } from './app/application.js';
import { loadConfig } from './config/config.js';
import { isDatabaseUnavailable } from './database/database-unavailable.js';
import { createLogger } from './shared/logger.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

try {
  const application = await startApplication(config, logger);
  // A person at a terminal gets the address in one plain line (log collectors keep the JSON record).
  if (process.stdout.isTTY) {
    const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
    process.stdout.write(`\nIdeaScope is running at http://${host}:${application.port}\n\n`);
  }
  // `on`, not `once`: some libraries re-raise a signal when no other listener is left, which
  // would kill the process in the middle of the graceful shutdown. stop() is idempotent.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      logger.debug({ signal }, 'signal received');
      application.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          // Ctrl-C reaches an embedded database too: what could not be closed on it is already gone.
          if (isDatabaseUnavailable(error)) {
            logger.info('shut down');
            process.exit(0);
          }
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  logger.fatal({ err: error instanceof Error ? error : new Error(String(error)) }, 'IdeaScope failed to start');
  process.exit(1);
}
