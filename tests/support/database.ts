import pg from 'pg';
import { randomBytes } from 'node:crypto';

export const TEMPLATE_SUFFIX = '_template';

/** A pool on the server's maintenance database, for CREATE/DROP DATABASE. */
export function createAdminPool(serverUrl: string): pg.Pool {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return new pg.Pool({ connectionString: url.toString(), max: 1 });
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

export async function dropRunDatabases(pool: pg.Pool, runId: string): Promise<void> {
  const { rows } = await pool.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runId}%`]);
  for (const { datname } of rows) await pool.query(`drop database if exists "${datname}" with (force)`);
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
