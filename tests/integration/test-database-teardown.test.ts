/**
 * The test run's own database plumbing (tests/support/database.ts): a connection the server ends while idle is no
 * uncaught exception (an embedded server stopping at the run's end sends 57P01 "terminating connection due to
 * administrator command"; vitest then exits 1 after every test passed), and the run's end stops the server even
 * when dropping its databases fails.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { dropRunDatabases, finishRun } from '../support/database.js';

const serverUrl = inject('databaseServerUrl');

async function onMaintenanceDatabase<T>(ask: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await ask(client);
  } finally {
    await client.end();
  }
}

describe('test database plumbing', () => {
  it('an admin pool whose idle connection the server terminates (57P01) carries on: no uncaught error ends the process', async () => {
    // In a process of its own: an uncaught exception there is its exit code, not a report vitest may let pass.
    const script = `
      import { createAdminPool } from './tests/support/database.ts';
      const serverUrl = process.env.SERVER_URL;
      const pool = createAdminPool(serverUrl);
      const { rows } = await pool.query('select pg_backend_pid() as pid');
      const removed = new Promise((resolve) => pool.once('remove', resolve));
      const killer = createAdminPool(serverUrl);
      await killer.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await killer.end();
      await removed; // the pool saw 57P01 on its idle client and dropped it
      const again = await pool.query('select pg_backend_pid() as pid');
      await pool.end();
      console.log(JSON.stringify({ before: rows[0].pid, after: again.rows[0].pid }));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, SERVER_URL: serverUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    const pids = JSON.parse(output.trim().split('\n').at(-1)!) as { before: number; after: number };
    expect(pids.after).not.toBe(pids.before);
  });

  it("the run's end drops the run's databases, then stops the server", async () => {
    const runId = `${inject('databaseRunId')}_teardown_${randomBytes(4).toString('hex')}`;
    await onMaintenanceDatabase(async (client) => {
      await client.query(`create database "${runId}_a"`);
      await client.query(`create database "${runId}_b"`);
    });
    let databasesWhenStopped: string[] | undefined;
    await finishRun(serverUrl, runId, async () => {
      databasesWhenStopped = await onMaintenanceDatabase(async (client) => {
        const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runId}%`]);
        return rows.map((row) => row.datname);
      });
    });
    expect(databasesWhenStopped).toEqual([]);
  });

  it("the run's end stops the server even when dropping the databases fails", async () => {
    let stopped = false;
    // Nothing listens on port 1: the drops fail to connect.
    const unreachable = 'postgres://postgres@127.0.0.1:1/postgres';
    await expect(dropRunDatabases(unreachable, 'ideascope_test_none')).rejects.toThrow();
    await expect(
      finishRun(unreachable, 'ideascope_test_none', async () => {
        stopped = true;
      }),
    ).rejects.toThrow();
    expect(stopped).toBe(true);
  });
});
