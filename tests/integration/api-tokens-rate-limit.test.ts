import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { TestResponse } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { ME, bearerClient, executeOverWebSocket, issueToken, webSocketClient, type WebSocketOutcome } from './api-tokens.support.js';

const LIMIT = 5;
// A window is the minute from a key's first request: if one ends mid-test the requests split over two
// windows, and 2 * LIMIT + 1 requests still put LIMIT + 1 into one of them. So "sends until refused" cannot flake.
const ENOUGH_TO_EXCEED = 2 * LIMIT + 1;

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ API_TOKEN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  user = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.stop();
});

async function untilRefused(send: () => Promise<TestResponse>): Promise<{ refused: TestResponse | undefined; accepted: number }> {
  let accepted = 0;
  for (let attempt = 0; attempt < ENOUGH_TO_EXCEED; attempt += 1) {
    const response = await send();
    if (response.status === 429) return { refused: response, accepted };
    expect(response.status).toBe(200);
    accepted += 1;
  }
  return { refused: undefined, accepted };
}

describe('API-token rate limit per user (API_TOKEN_RATE_LIMIT_PER_MINUTE=5)', () => {
  it('REST: the request over the limit gets 429, the message and a Retry-After up to the window end', async () => {
    // The limit counts per user: each case starts with a user of its own.
    const owner = await createSignedInUser(server);
    const { secret } = await issueToken(owner.client, 'rest');
    const client = bearerClient(server, secret);
    const { refused, accepted } = await untilRefused(() => client.get('/api/auth/user'));
    expect(refused).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(LIMIT);
    expect(refused!.body).toEqual({ message: 'Rate limit exceeded, try again later' });
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('GraphQL over HTTP: HTTP 429 with TOO_MANY_REQUESTS before Apollo runs', async () => {
    // The limit counts per user: each case starts with a user of its own.
    const owner = await createSignedInUser(server);
    const { secret } = await issueToken(owner.client, 'graphql');
    const client = bearerClient(server, secret);
    const { refused } = await untilRefused(() => client.request('POST', '/graphql', { body: { query: ME } }));
    expect(refused).toBeDefined();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.body.errors[0]).toMatchObject({
      message: 'Rate limit exceeded, try again later',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
  });

  it('graphql-ws: every operation counts; the one over the limit gets TOO_MANY_REQUESTS', async () => {
    // The limit counts per user: each case starts with a user of its own.
    const owner = await createSignedInUser(server);
    const { secret } = await issueToken(owner.client, 'websocket');
    const client = webSocketClient(server, `Bearer ${secret}`);
    try {
      let refusal: WebSocketOutcome | undefined;
      for (let attempt = 0; attempt < ENOUGH_TO_EXCEED && !refusal; attempt += 1) {
        const outcome = await executeOverWebSocket(client, ME);
        if (outcome.kind === 'result') expect(outcome.result.data.me.id).toBe(owner.id);
        else refusal = outcome;
      }
      expect(refusal).toMatchObject({
        kind: 'errors',
        errors: [{ message: 'Rate limit exceeded, try again later', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      });
    } finally {
      await client.dispose();
    }
  });

  it("counts per user: exhausting one token exhausts the user's other tokens, not their browser session", async () => {
    const exhausted = bearerClient(server, (await issueToken(user.client, 'exhausted')).secret);
    const { refused } = await untilRefused(() => exhausted.get('/api/auth/user'));
    expect(refused?.status).toBe(429);

    const other = bearerClient(server, (await issueToken(user.client, 'other')).secret);
    expect((await other.get('/api/auth/user')).status).toBe(429);
    for (let request = 0; request < ENOUGH_TO_EXCEED; request += 1) {
      expect((await user.client.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('keeps the counters in PostgreSQL (one row per user and window)', async () => {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: server.databaseUrl, max: 1 });
    try {
      const counted = await createSignedInUser(server);
      const client = bearerClient(server, (await issueToken(counted.client, 'counted')).secret);
      await client.get('/api/auth/user');
      await client.get('/api/auth/user');
      const { rows } = await pool.query('select points from rate_limits where key = $1', [`api-token-user:${counted.id}`]);
      expect(rows[0].points).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
