/**
 * Limits for every kind of caller, kept as rows in PostgreSQL (rate-limiter-flexible):
 * signed-out HTTP requests per IP (the health check is not counted), browser sessions per user,
 * signed-out graphql-ws sockets per IP (a cap) and their operations (the per-IP request limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { connectSocket, connectWhenAPlaceIsFree } from '../support/test-websocket.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const ANONYMOUS = 8;
const SESSION = 6;
const SOCKETS = 2;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    RUN_WORKERS: 'false',
    ANONYMOUS_REQUESTS_PER_MINUTE: String(ANONYMOUS),
    SESSION_REQUESTS_PER_MINUTE: String(SESSION),
    ANONYMOUS_WEBSOCKETS_PER_IP: String(SOCKETS),
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('request limits', () => {
  it('refuses signed-out requests from one IP over the limit with 429 and Retry-After; the health check still answers', async () => {
    await clearCounters();
    const anonymous = server.client();
    const statuses: number[] = [];
    for (let request = 0; request < ANONYMOUS; request += 1) statuses.push((await anonymous.get('/api/auth/user')).status);
    expect(statuses).toEqual(Array.from({ length: ANONYMOUS }, () => 401));
    const refused = await anonymous.get('/api/auth/user');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Rate limit exceeded, try again later' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const graphql = await anonymous.request('POST', '/graphql', { body: { query: '{ me { id } }' } });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    for (let request = 0; request < 3; request += 1) expect((await anonymous.get('/healthz')).status).toBe(200);
  });

  it('limits the requests of browser sessions per user', async () => {
    await clearCounters();
    const user = await createSignedInUser(server);
    await clearCounters();
    for (let request = 0; request < SESSION; request += 1) expect((await user.client.get('/api/auth/user')).status).toBe(200);
    const refused = await user.client.get('/api/auth/user');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('caps the signed-out sockets of one IP (close code 4429) and counts their operations per IP', async () => {
    await clearCounters();
    const open = Array.from({ length: SOCKETS }, () => connectSocket(server.url));
    await Promise.all(open.map((socket) => socket.acknowledged));
    const refused = connectSocket(server.url);
    expect((await refused.closed).code).toBe(4429);
    await refused.dispose();
    await open[0]!.dispose();
    await open[0]!.closed;
    // The closed socket gives its place back once the server has handled its close, which can land
    // just after the client saw the socket close.
    const replacement = await connectWhenAPlaceIsFree(() => connectSocket(server.url));
    const results = [];
    for (let operation = 0; operation < ANONYMOUS + 1; operation += 1) results.push(await replacement.execute('{ me { id } }'));
    expect(results.at(-1)?.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await Promise.all([replacement, ...open.slice(1)].map((socket) => socket.dispose()));
  });
});

async function clearCounters(): Promise<void> {
  await server.application.services.orm.em.getConnection().execute('delete from rate_limits');
}
