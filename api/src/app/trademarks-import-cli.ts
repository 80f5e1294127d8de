/**
 * `pnpm trademarks:import <file or URL> [more…]`: streams USPTO Trademark Full Text XML case files
 * (daily apcYYMMDD.zip or annual apc18840407-YYYYMMDD-NN.zip, zipped or plain .xml, local or http(s))
 * into uspto_trademarks. Uses DATABASE_URL, or the embedded PostgreSQL when it is unset, and applies
 * pending migrations first. Progress goes to stderr (a bar on a terminal, a line every 100,000 rows otherwise).
 */
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/config.js';
import { migrateToLatest, openDatabase } from '../database/orm.js';
import { entitySchemas } from './entities.js';
import { resolveDatabase } from '../database/resolve-database.js';
import { createLogger } from '../shared/logger.js';
import { lineProgress, terminalProgress } from '../research/trademarks/import-progress.js';
import { importTrademarks } from '../research/trademarks/trademark-import.js';

async function main(): Promise<void> {
  // pnpm runs scripts in the package's folder; a relative path means the one the command was typed in (INIT_CWD).
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  const sources = process.argv
    .slice(2)
    .filter((argument) => argument !== '--')
    .map((argument) => (/^https?:\/\//i.test(argument) ? argument : path.resolve(typedIn, argument)));
  if (sources.length === 0) {
    process.stderr.write('Usage: pnpm trademarks:import <file.zip | file.xml | https://…> [more files]\n');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = await resolveDatabase(config, logger);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // pool.end() does not wait for its sockets to close, so the embedded server stopping right after can still end an
  // idle connection (57P01): pg-pool emits that on the pool, an uncaught exception without a listener. A query's own
  // error still fails the import.
  pool.on('error', (error) => logger.debug({ err: error }, 'trademark import: an idle database connection ended'));
  try {
    const orm = await openDatabase(database.url, { entities: entitySchemas, poolSize: 1 });
    try {
      await migrateToLatest(orm);
    } finally {
      await orm.close(true);
    }
    for (const source of sources) {
      process.stderr.write(`Importing ${source}\n`);
      const progress = process.stderr.isTTY ? terminalProgress(process.stderr) : lineProgress((line) => process.stderr.write(`${line}\n`));
      const summary = await importTrademarks(pool, source, { progress });
      const entities = summary.undefinedEntities ? `, ${summary.undefinedEntities} unknown XML entities skipped` : '';
      process.stderr.write(
        `Imported ${summary.rows.toLocaleString('en-US')} case files (${summary.written.toLocaleString('en-US')} rows written) in ${summary.seconds.toFixed(1)} s: ` +
          `${Math.round(summary.rowsPerSecond).toLocaleString('en-US')} rows/s${entities}\n`,
      );
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
