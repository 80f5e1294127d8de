/**
 * While PostgreSQL cannot be reached the API answers 503 with Retry-After and a JSON message
 * (GraphQL: extensions.code SERVICE_UNAVAILABLE), never a 500, and recovers by itself once the
 * database is back. The outage is real: the server reaches PostgreSQL through a TCP proxy that
 * the test closes (every connection cut, new ones refused) and opens again.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdminPool, createTestDatabase } from '../support/database.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { connectSocket } from '../support/test-websocket.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, eventually } from './research-support.js';

/** A TCP proxy to PostgreSQL that can be cut (closing every connection and refusing new ones) and restored. */
class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private hung = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      if (this.hung) {
        // Accepted, never answered: what a database behind a dead network path looks like.
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        client.pause();
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Every connection, open and new, stops getting answers (no FIN, no RST). */
  hang(): void {
    this.hung = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  /** Ends the hang: the silent connections are closed, new ones are forwarded again. */
  release(): void {
    this.hung = false;
    for (const socket of this.sockets) socket.destroy();
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

let database: { url: string; drop(): Promise<void> };
let proxy: DatabaseProxy;
let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  const direct = new URL(database.url);
  proxy = new DatabaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.open();
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startTestServer({ RUN_WORKERS: 'false' }, { databaseUrl: viaProxy.toString() });
  user = await createSignedInUser(server);
  expect((await user.client.post('/api/projects', IDEA)).status).toBe(201);
});
afterAll(async () => {
  await proxy.open();
  await server?.stop();
  await proxy.cut();
  await database.drop();
});

describe('a database outage', () => {
  it('is answered with 503, Retry-After and a message on REST, GraphQL, websocket and health; the API recovers after it', async () => {
    await proxy.cut();

    const projects = await user.client.get('/api/projects');
    expect(projects.status).toBe(503);
    expect(Number(projects.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(projects.body).toEqual({ message: expect.stringMatching(/unavailable/i) });

    const login = await server.client().post('/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(503);
    expect(login.body.message).toMatch(/unavailable/i);

    // What needs no database still answers: a signed-out caller is told to sign in.
    expect((await server.client().post('/api/projects', IDEA)).status).toBe(401);

    const graphql = await user.client.request('POST', '/graphql', { body: { query: '{ projects { id } }' } });
    expect(graphql.status).toBe(503);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(graphql.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/unavailable/i),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    // Signed out (no database needed to know it), a resolver that reads the database still fails cleanly.
    const signedOut = await server.client().request('POST', '/graphql', {
      body: { query: 'mutation { logIn(input: { email: "a@example.com", password: "whatever1" }) { id } }' },
    });
    expect(signedOut.status).toBe(503);
    expect(signedOut.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    const health = await server.client().get('/healthz');
    expect(health.status).toBe(503);
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);

    const socket = connectSocket(server.url, { cookie: user.client.cookieHeader() });
    const closed = await socket.closed;
    expect(closed.code).toBe(1013); // "try again later"
    await socket.dispose();

    await proxy.open();
    const recovered = await eventually(
      async () => {
        const response = await user.client.get('/api/projects');
        return response.status === 200 ? response : undefined;
      },
      15_000,
      'the API to recover',
    );
    expect(recovered.body.length ?? recovered.body.items?.length).toBeGreaterThan(0);
    expect((await server.client().get('/healthz')).status).toBe(200);
  }, 60_000);

  it('is answered with 503 while the database refuses connections (ALLOW_CONNECTIONS false, backends terminated)', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = createAdminPool(inject('databaseServerUrl'));
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      const projects = await user.client.get('/api/projects');
      expect(projects.status).toBe(503);
      expect(Number(projects.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(projects.body).toEqual({ message: expect.stringMatching(/unavailable/i) });
      const graphql = await user.client.request('POST', '/graphql', { body: { query: '{ me { id } }' } });
      expect(graphql.status).toBe(503);
      expect(graphql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    await eventually(
      async () => ((await user.client.get('/api/projects')).status === 200 ? true : undefined),
      15_000,
      'the API to recover',
    );
  }, 60_000);

  it('is answered with 503 within 5 s while the database hangs (connections accepted, nothing answered)', async () => {
    proxy.hang();
    try {
      for (const send of [
        () => user.client.get('/api/projects'),
        () => user.client.request('POST', '/graphql', { body: { query: '{ projects { id } }' } }),
        () => server.client().post('/auth/login', { email: user.email, password: user.password }),
      ]) {
        const started = Date.now();
        const response = await send();
        const elapsed = Date.now() - started;
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(elapsed).toBeLessThan(5_000);
      }
    } finally {
      proxy.release();
    }
    await eventually(
      async () => ((await user.client.get('/api/projects')).status === 200 ? true : undefined),
      15_000,
      'the API to recover',
    );
  }, 60_000);
});
