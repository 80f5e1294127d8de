/**
 * The embedded PostgreSQL path (DATABASE_URL unset): start on a fresh data directory, write,
 * stop, start again on the same data and find what was written. Slow: one test.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../api/src/database/embedded-postgres.js';
import { createLogger } from '../../api/src/shared/logger.js';

let parentDirectory: string | undefined;
let running: EmbeddedDatabase | undefined;

afterAll(async () => {
  await running?.stop().catch(() => undefined);
  if (parentDirectory) await rm(parentDirectory, { recursive: true, force: true });
});

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('starts on a fresh directory, keeps its data across a stop and a second start, and stops cleanly', { timeout: 240_000 }, async () => {
    parentDirectory = await mkdtemp(path.join(tmpdir(), 'ideascope-embedded-'));
    // mkdtemp makes it private; as root, initdb runs as an unprivileged user that must reach it.
    await chmod(parentDirectory, 0o755);
    const dataDirectory = path.join(parentDirectory, 'postgres');
    const logger = createLogger('silent');

    running = await startEmbeddedPostgres(dataDirectory, logger);
    const firstUrl = running.url;
    expect(existsSync(path.join(dataDirectory, 'PG_VERSION'))).toBe(true);
    await query(firstUrl, 'create table kept_across_restarts (id int primary key, note text)');
    await query(firstUrl, "insert into kept_across_restarts values (1, 'still here')");
    const [settings] = await query<{ server_encoding: string }>(firstUrl, 'show server_encoding');
    expect(settings?.server_encoding).toBe('UTF8');
    await running.stop();
    running = undefined;
    // Stopped for real: nothing answers on the old port.
    await expect(query(firstUrl, 'select 1')).rejects.toThrow();

    running = await startEmbeddedPostgres(dataDirectory, logger);
    const rows = await query<{ id: number; note: string }>(running.url, 'select id, note from kept_across_restarts');
    expect(rows).toEqual([{ id: 1, note: 'still here' }]);
    await running.stop();
    running = undefined;
  });
});
