/**
 * The LISTEN connection notices a dead connection and replaces it within 10 s, whether PostgreSQL
 * ended it (pg_terminate_backend: the socket closes) or the path went silent without a FIN (the
 * heartbeat's `select 1` gets no answer in time).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgListener } from '../../api/src/jobs/pg-listener.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { createTestDatabase } from '../support/database.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { eventually } from './research-support.js';

let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
});
afterAll(async () => {
  await database.drop();
});

async function notify(channel: string, payload: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('select pg_notify($1, $2)', [channel, payload]);
  await client.end();
}

describe('the LISTEN connection', () => {
  it('is replaced within 10 s after PostgreSQL terminates its backend, and notices arrive again', async () => {
    const listener = new PgListener(database.url, createLogger('silent'));
    const received: string[] = [];
    try {
      await listener.listen('listener_test', (payload) => received.push(payload));
      expect(listener.connectionNumber).toBe(1);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'ideascope-listener' and datname = current_database()`,
      );
      await admin.end();
      const started = Date.now();
      await eventually(
        async () => (listener.connectionNumber === 2 && listener.connected ? true : undefined),
        10_000,
        'a new LISTEN connection',
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      await notify('listener_test', 'after terminate');
      await eventually(async () => (received.includes('after terminate') ? true : undefined), 5_000, 'the notice');
    } finally {
      await listener.close();
    }
  }, 30_000);

  it('is replaced within 10 s when it goes silent without a FIN (the heartbeat times out)', async () => {
    const proxy = TcpProxy.forDatabase(database.url);
    await proxy.open();
    const listener = new PgListener(proxy.url(database.url), createLogger('silent'));
    const received: string[] = [];
    try {
      await listener.listen('listener_test', (payload) => received.push(payload));
      proxy.silenceCurrent();
      const started = Date.now();
      await eventually(
        async () => (listener.connectionNumber === 2 && listener.connected ? true : undefined),
        10_000,
        'a new LISTEN connection',
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      await notify('listener_test', 'after silence');
      await eventually(async () => (received.includes('after silence') ? true : undefined), 5_000, 'the notice');
    } finally {
      await listener.close();
      await proxy.close();
    }
  }, 30_000);
});
