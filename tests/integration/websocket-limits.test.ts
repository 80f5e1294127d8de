/**
 * graphql-ws cannot be used to flood the API: a connection holds at most 20 operations at once, a
 * user at most 10 connections (counted in PostgreSQL, so across replicas), every operation of a
 * session counts against a per-minute limit like an API token's, and the socket applies the same
 * validation rules as HTTP (no introspection in production).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { connectSocket, connectWhenAPlaceIsFree, type TestSocket } from '../support/test-websocket.js';
import { startReplicas, stopReplicas, type TestServer } from '../support/test-server.js';
import { IDEA, sleep } from './research-support.js';

const PROGRESS = 'subscription($projectId: ID!) { researchProgress(projectId: $projectId) { stage phase } }';
const OPERATIONS_PER_MINUTE = 40;
let replicaA: TestServer;
let replicaB: TestServer;
const sockets: TestSocket[] = [];

function open(server: TestServer, cookie: string): TestSocket {
  const socket = connectSocket(server.url, { cookie });
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  const environment = { NODE_ENV: 'production', RUN_WORKERS: 'false', WEBSOCKET_OPERATIONS_PER_MINUTE: String(OPERATIONS_PER_MINUTE) };
  [replicaA, replicaB] = await startReplicas(environment);
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await stopReplicas(replicaA, replicaB);
});

describe('graphql-ws limits', () => {
  it('refuses the 21st subscription open on one connection with TOO_MANY_REQUESTS', async () => {
    const user = await createSignedInUser(replicaA);
    const project = await user.client.post('/api/projects', IDEA);
    const socket = open(replicaA, user.client.cookieHeader());
    const outcomes: string[] = [];
    const stops: (() => void)[] = [];
    for (let index = 0; index < 25; index += 1) {
      stops.push(
        socket.client.subscribe(
          { query: PROGRESS, variables: { projectId: project.body.id } },
          {
            next: () => undefined,
            error: (error) => outcomes.push(Array.isArray(error) ? String(error[0]?.extensions?.code) : 'closed'),
            complete: () => outcomes.push('complete'),
          },
        ),
      );
    }
    // The refusals come once the socket is acknowledged, which a busy machine can delay.
    await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(5), { timeout: 15_000, interval: 50 });
    await sleep(500); // an outcome for any of the other 20 would show by now
    // 20 stay open (no outcome yet), 5 are refused.
    expect(outcomes).toEqual(Array(5).fill('TOO_MANY_REQUESTS'));
    // Ending one frees its place.
    stops[0]!();
    await sleep(200);
    const refusedAgain: unknown[] = [];
    socket.client.subscribe(
      { query: PROGRESS, variables: { projectId: project.body.id } },
      {
        next: () => undefined,
        error: (error) => refusedAgain.push(error),
        complete: () => undefined,
      },
    );
    await sleep(500);
    expect(refusedAgain).toEqual([]);
    const message = await socket.execute('{ me { id } }');
    expect(message.errors?.[0]?.message).toMatch(/at most 20/i);
  });

  it('accepts at most 10 connections per user, counted across replicas', async () => {
    const user = await createSignedInUser(replicaA);
    const cookie = user.client.cookieHeader();
    const first = Array.from({ length: 10 }, (_, index) => open(index % 2 === 0 ? replicaA : replicaB, cookie));
    await Promise.all(first.map((socket) => socket.acknowledged));
    const eleventh = open(replicaB, cookie);
    const closed = await eleventh.closed;
    expect(closed.code).toBe(4429);
    expect(closed.reason).toMatch(/too many/i);
    // Another user is not affected; a closed connection frees its place.
    const other = await createSignedInUser(replicaA);
    const otherSocket = open(replicaA, other.client.cookieHeader());
    await otherSocket.acknowledged;
    await first[0]!.dispose();
    const replacement = await connectWhenAPlaceIsFree(() => open(replicaA, cookie));
    expect((await replacement.execute('{ me { id } }')).data).toEqual({ me: { id: user.id } });
  });

  it("counts a session's socket operations against a per-minute limit, as for API tokens", async () => {
    const user = await createSignedInUser(replicaA);
    const socket = open(replicaA, user.client.cookieHeader());
    const results = [];
    for (let index = 0; index < OPERATIONS_PER_MINUTE + 2; index += 1) results.push(await socket.execute('{ me { id } }'));
    const refused = results.filter((result) => result.errors);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused[0]!.errors![0]).toMatchObject({
      message: 'Rate limit exceeded, try again later',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(refused[0]!.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    // HTTP requests of the same browser are not limited by its socket's count.
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses introspection over the socket in production, as over HTTP', async () => {
    const socket = open(replicaA, '');
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { name fields { name } } }']) {
      const overHttp = await replicaA.client().request('POST', '/graphql', { body: { query } });
      expect(overHttp.status).toBe(400);
      const overSocket = await socket.execute(query);
      expect(overSocket.data ?? undefined).toBeUndefined();
      expect(overSocket.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(overSocket.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await socket.execute('{ me { id } }')).data).toEqual({ me: null });
  });
});
