/**
 * The LISTEN connection notices a dead connection and replaces it within 10 s, whether PostgreSQL
 * ended it (pg_terminate_backend: the socket closes) or the path went silent without a FIN (the
 * heartbeat's `select 1` gets no answer in time).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgListener } from '../../api/src/jobs/pg-listener.js';
import { RUN_REPLACED_CHANNEL, RunCancellations } from '../../api/src/research/pipeline/run-cancellations.js';
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

  it('after a failed LISTEN, listening again listens, and each notice reaches one handler once', async () => {
    const proxy = TcpProxy.forDatabase(database.url);
    await proxy.open();
    // The connection's deadline is the heartbeat timeout: a held connection fails the first LISTEN quickly.
    const listener = new PgListener(proxy.url(database.url), createLogger('silent'), { heartbeatTimeoutMs: 500 });
    const received: string[] = [];
    try {
      proxy.holdNew();
      await expect(listener.listen('listener_retry', (payload) => received.push(`first: ${payload}`))).rejects.toThrow();
      proxy.releaseNew();
      await listener.listen('listener_retry', (payload) => received.push(`second: ${payload}`));
      await notify('listener_retry', 'a');
      await notify('listener_retry', 'b');
      await eventually(async () => (received.length >= 2 ? true : undefined), 5_000, 'the notices');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual(['second: a', 'second: b']);
    } finally {
      await listener.close();
      await proxy.close();
    }
  }, 30_000);

  it('two listens of a channel while its LISTEN fails both fail, so the next one listens', async () => {
    const proxy = TcpProxy.forDatabase(database.url);
    await proxy.open();
    const listener = new PgListener(proxy.url(database.url), createLogger('silent'), { heartbeatTimeoutMs: 500 });
    const received: string[] = [];
    try {
      proxy.holdNew();
      const first = listener.listen('listener_together', (payload) => received.push(`first: ${payload}`));
      const second = listener.listen('listener_together', (payload) => received.push(`second: ${payload}`));
      await expect(first).rejects.toThrow();
      // The second counted on the first's LISTEN: it is told it failed rather than left without one.
      await expect(second).rejects.toThrow();
      proxy.releaseNew();
      await listener.listen('listener_together', (payload) => received.push(`third: ${payload}`));
      await notify('listener_together', 'a');
      await eventually(async () => (received.length >= 1 ? true : undefined), 5_000, 'the notice');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual(['third: a']);
    } finally {
      await listener.close();
      await proxy.close();
    }
  }, 30_000);

  it('run cancellations listen again after a failed LISTEN, and a notice rechecks the project once', async () => {
    const proxy = TcpProxy.forDatabase(database.url);
    await proxy.open();
    const listener = new PgListener(proxy.url(database.url), createLogger('silent'), { heartbeatTimeoutMs: 500 });
    const asked: string[][] = [];
    const cancellations = new RunCancellations({
      listener,
      logger: createLogger('silent'),
      notCurrent: async (runIds) => {
        asked.push(runIds);
        return [];
      },
    });
    try {
      proxy.holdNew();
      const first = await cancellations.watch('run-1', 'project-1'); // resolves: the heartbeat still stops it
      proxy.releaseNew();
      const second = await cancellations.watch('run-2', 'project-2');
      expect(listener.connected).toBe(true);
      await notify(RUN_REPLACED_CHANNEL, 'project-1');
      await eventually(async () => (asked.length >= 1 ? true : undefined), 5_000, 'the recheck');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).toEqual([['run-1']]);
      first.end();
      second.end();
    } finally {
      await listener.close();
      await proxy.close();
    }
  }, 30_000);
});
