import pg from 'pg';
import { randomBytes } from 'node:crypto';

export const TEMPLATE_SUFFIX = '_template';

function maintenanceUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** A pool on the server's maintenance database, for CREATE/DROP DATABASE. */
export function createAdminPool(serverUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: maintenanceUrl(serverUrl), max: 1 });
  // An idle client's connection can be ended by the server (an embedded one stopping at the run's end, a terminated
  // backend), also after pool.end(), which does not wait for its sockets to close: pg-pool drops that client and emits
  // 'error' on the pool, an uncaught exception without a listener. A query's own error still rejects that query.
  pool.on('error', () => undefined);
  return pool;
}

/** A fresh database for one test file, cloned from the run's migrated template. */
export function createTestDatabase(serverUrl: string, runId: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(serverUrl, `${runId}_${randomBytes(4).toString('hex')}`, `template "${runId}${TEMPLATE_SUFFIX}"`);
}

/** An empty database (no tables: migrations not applied), for tests of migrating itself. */
export function createEmptyTestDatabase(serverUrl: string, runId: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(serverUrl, `${runId}_${label}_${randomBytes(4).toString('hex')}`, '');
}

async function createDatabase(serverUrl: string, name: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pool = createAdminPool(serverUrl);
  try {
    await pool.query(`create database "${name}" ${template}`);
  } finally {
    await pool.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropPool = createAdminPool(serverUrl);
      try {
        await dropPool.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropPool.end();
      }
    },
  };
}

/**
 * The run's end: drops every database whose name starts with `runId`, then calls `stop` (the embedded server's),
 * also when a drop failed. The drops run on one client whose end() resolves once its socket is closed, so no session
 * of ours is left when the server stops (a fast shutdown would end it with 57P01).
 */
export async function finishRun(serverUrl: string, runId: string, stop: () => Promise<void>): Promise<void> {
  try {
    await dropRunDatabases(serverUrl, runId);
  } finally {
    await stop();
  }
}

export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(serverUrl) });
  // The server ending the connection between queries is no uncaught exception; a query's own error rejects it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runId}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Asks `ask` while another transaction holds `tables` in access exclusive mode and says whether it
 * answered within `patienceMs`: only an answer that needs no read of those tables can (a cache hit).
 * The question is always awaited to its end, after the lock is gone, and its answer returned.
 */
export async function askWhileLocked<T>(
  databaseUrl: string,
  tables: string,
  ask: () => Promise<T>,
  patienceMs: number,
): Promise<{ answeredWhileLocked: boolean; answer: T }> {
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  let pending: Promise<T> | undefined;
  let answeredWhileLocked = false;
  try {
    await locker.query('begin');
    await locker.query(`lock table ${tables} in access exclusive mode`);
    const asked = ask();
    pending = asked;
    answeredWhileLocked = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), patienceMs)),
    ]);
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
  return { answeredWhileLocked, answer: await pending };
}
