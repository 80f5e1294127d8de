/**
 * `pnpm rdap:refresh`: fetches IANA's RDAP bootstrap file from RDAP_BOOTSTRAP_URL now, checks it and stores it
 * in PostgreSQL (DATABASE_URL, or the embedded database when unset), where every process picks it up within
 * the hour (at once when they start). Prints what it did; exit code 1 with the reason when it could not.
 */
import { loadConfig } from '../config/config.js';
import { migrateToLatest, openDatabase } from '../database/orm.js';
import { entitySchemas } from './entities.js';
import { resolveDatabase } from '../database/resolve-database.js';
import { createLogger } from '../shared/logger.js';
import { bootstrapTlds } from '../research/domains/rdap-bootstrap-document.js';
import { refreshStoredBootstrap } from '../research/domains/rdap-bootstrap-fetch.js';
import { loadStoredBootstrap } from '../research/domains/rdap-bootstrap-store.js';

/** Longer than the start-up refresh's: someone is waiting for this one on purpose. */
const CLI_FETCH_TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const url = config.RDAP_BOOTSTRAP_URL;
  const database = await resolveDatabase(config, logger);
  const orm = await openDatabase(database.url, { entities: entitySchemas });
  try {
    await migrateToLatest(orm);
    let refresh;
    try {
      refresh = await refreshStoredBootstrap(orm, url, { timeoutMs: CLI_FETCH_TIMEOUT_MS });
    } catch (error) {
      const stored = await loadStoredBootstrap(orm).catch(() => null);
      const kept = stored
        ? `the stored copy (publication ${stored.document.publication}) stays in use`
        : 'no copy is stored; the shipped file stays in use';
      console.error(`RDAP bootstrap refresh failed: ${error instanceof Error ? error.message : String(error)}; ${kept}`);
      process.exitCode = 1;
      return;
    }
    const { fetched, stored } = refresh;
    const summary = `publication ${fetched.publication}, ${bootstrapTlds(fetched).size} TLDs in ${fetched.services.length} services`;
    if (stored) {
      console.log(`RDAP bootstrap refreshed from ${url}: ${summary}; stored in PostgreSQL`);
    } else {
      const current = await loadStoredBootstrap(orm);
      console.log(
        `RDAP bootstrap fetched from ${url}: ${summary}; kept the stored copy, published later (${current?.document.publication})`,
      );
    }
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`RDAP bootstrap refresh failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
