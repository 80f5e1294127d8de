/**
 * A graphql-ws connection lives only as long as the session (or API token) it was opened with:
 * every operation re-checks it, and the socket is closed with 4401 as soon as the session ends
 * (logout, email change, expiry) or the token is revoked, on whichever replica it is connected.
 * Minting or revoking an API token is refused over a socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { connectSocket, type TestSocket } from '../support/test-websocket.js';
import { sameBrowserOn, startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase } from './research-support.js';

const SESSION_ENDED = 4401;
/**
 * How long a close may take on a slow machine. Replica A sweeps once an hour, so a close on A within
 * it is still the notice's (or the per-operation check's) doing; replica B sweeps every second.
 */
const NOTICE_PATIENCE_MS = 10_000;
let replicaA: TestServer;
let replicaB: TestServer;
const sockets: TestSocket[] = [];

function open(server: TestServer, credentials: { cookie?: string; bearerToken?: string }): TestSocket {
  const socket = connectSocket(server.url, credentials);
  sockets.push(socket);
  return socket;
}

/** Resolves with the close code, or 'still open' after `ms`. */
function closeCodeWithin(socket: TestSocket, ms: number): Promise<number | 'still open'> {
  return Promise.race([
    socket.closed.then(({ code }) => code),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

beforeAll(async () => {
  // Replica A never sweeps on a timer (one hour): what it closes promptly, NOTIFY told it.
  replicaA = await startTestServer({ RUN_WORKERS: 'false', WEBSOCKET_SESSION_CHECK_SECONDS: '3600' });
  // Replica B shares A's database and sweeps its sockets every second.
  replicaB = await startTestServer({ RUN_WORKERS: 'false', WEBSOCKET_SESSION_CHECK_SECONDS: '1' }, { databaseUrl: replicaA.databaseUrl });
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await replicaB?.stop();
  await replicaA?.stop();
});

describe('graphql-ws and the session behind it', () => {
  it('closes the socket with 4401 when its session logs out, on another replica too', async () => {
    const user = await createSignedInUser(replicaA);
    const socket = open(replicaA, { cookie: user.client.cookieHeader() });
    expect((await socket.execute('{ me { id } }')).data).toEqual({ me: { id: user.id } });
    const project = await socket.execute('mutation($input: ProjectInput!) { createProject(input: $input) { id } }', { input: IDEA });
    expect(project.errors).toBeUndefined();

    // Logged out through replica B: replica A's socket is told through PostgreSQL.
    const viaB = sameBrowserOn(replicaB, user.client);
    expect((await viaB.post('/auth/logout')).status).toBe(200);
    expect(await closeCodeWithin(socket, NOTICE_PATIENCE_MS)).toBe(SESSION_ENDED);

    // A new socket with the old cookie is anonymous.
    const again = open(replicaA, { cookie: user.client.cookieHeader() });
    expect((await again.execute('{ me { id } }')).data).toEqual({ me: null });
    expect((await again.execute('{ projects { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('re-checks the session on every operation: an expired session is refused and closed', async () => {
    const user = await createSignedInUser(replicaA);
    const socket = open(replicaA, { cookie: user.client.cookieHeader() });
    expect((await socket.execute('{ me { id } }')).data).toEqual({ me: { id: user.id } });
    // Expired in place (no row deleted, so no notice): only the per-operation check can see it.
    await queryDatabase(replicaA.databaseUrl, `update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const refused = await socket.execute('{ projects { id name } }');
    expect(refused.data ?? undefined).toBeUndefined();
    expect(refused.errors?.[0]?.extensions?.code ?? refused.errors?.[0]?.message).toMatch(/UNAUTHENTICATED|4401/);
    expect(await closeCodeWithin(socket, NOTICE_PATIENCE_MS)).toBe(SESSION_ENDED);
  });

  it('closes an idle socket once its session expires (periodic check)', async () => {
    const user = await createSignedInUser(replicaB);
    const socket = open(replicaB, { cookie: user.client.cookieHeader() });
    await socket.acknowledged;
    await queryDatabase(replicaB.databaseUrl, `update sessions set expires_at = now() + interval '1 second' where user_id = $1`, [user.id]);
    expect(await closeCodeWithin(socket, NOTICE_PATIENCE_MS)).toBe(SESSION_ENDED); // B sweeps every second
  });

  it('closes the sockets of the sessions an email change ends, and keeps the changing one', async () => {
    const user = await createSignedInUser(replicaA);
    const otherBrowser = replicaA.client();
    expect((await otherBrowser.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const otherSocket = open(replicaA, { cookie: otherBrowser.cookieHeader() });
    const ownSocket = open(replicaA, { cookie: user.client.cookieHeader() });
    await Promise.all([otherSocket.acknowledged, ownSocket.acknowledged]);

    const newEmail = `moved-${user.id.slice(0, 8)}@example.com`;
    const changed = await user.client.patch('/api/auth/profile', { firstName: 'Moved', lastName: 'User', email: newEmail });
    expect(changed.status).toBe(200);
    expect(await closeCodeWithin(otherSocket, NOTICE_PATIENCE_MS)).toBe(SESSION_ENDED);
    // The session that made the change goes on, and sees the account as it is now.
    expect((await ownSocket.execute('{ me { email firstName } }')).data).toEqual({ me: { email: newEmail, firstName: 'Moved' } });
  });

  it('never mints or revokes an API token over a socket', async () => {
    const user = await createSignedInUser(replicaA);
    const socket = open(replicaA, { cookie: user.client.cookieHeader() });
    const minted = await socket.execute('mutation { createApiToken(name: "over a socket") { token } }');
    expect(minted.data ?? undefined).toBeUndefined();
    expect(minted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await user.client.post('/api/api-tokens', { name: 'from the browser' });
    expect(created.status).toBe(201);
    const revoked = await socket.execute('mutation($id: ID!) { revokeApiToken(id: $id) }', {
      id: created.body.id ?? created.body.apiToken?.id,
    });
    expect(revoked.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rows = await queryDatabase<{ name: string; revoked_at: string | null }>(
      replicaA.databaseUrl,
      'select name, revoked_at from api_tokens where owner_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ name: 'from the browser', revoked_at: null }]);
  });

  it("closes a token's socket with 4401 when the token is revoked", async () => {
    const user = await createSignedInUser(replicaA);
    const created = await user.client.post('/api/api-tokens', { name: 'script' });
    const socket = open(replicaA, { bearerToken: created.body.token });
    expect((await socket.execute('{ me { id } }')).data).toEqual({ me: { id: user.id } });
    const tokenId = created.body.id ?? created.body.apiToken?.id;
    expect((await user.client.delete(`/api/api-tokens/${tokenId}`)).status).toBeLessThan(300);
    expect(await closeCodeWithin(socket, NOTICE_PATIENCE_MS)).toBe(SESSION_ENDED);
  });
});
