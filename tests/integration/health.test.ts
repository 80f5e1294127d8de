import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('GET /healthz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 while the database refuses connections, and 200 again once it is back', async () => {
    const databaseName = new URL(server.databaseUrl).pathname.slice(1);
    const maintenanceUrl = new URL(server.databaseUrl);
    maintenanceUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
    await admin.connect();
    try {
      // Take the database away for real: no new connections, and the pool's open ones are killed.
      await admin.query(`alter database "${databaseName}" with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        databaseName,
      ]);
      const down = await server.client().get('/healthz');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable' });
    } finally {
      await admin.query(`alter database "${databaseName}" with allow_connections true`);
      await admin.end();
    }
    let back = await server.client().get('/healthz');
    // The pool may still hand out one connection that was killed; the next request gets a fresh one.
    if (back.status !== 200) back = await server.client().get('/healthz');
    expect(back.status).toBe(200);
  });
});
