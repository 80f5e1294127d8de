/**
 * CSRF: state-changing REST (and GraphQL-over-POST) requests from another site are refused with 403,
 * the websocket upgrade checks Origin the same way, and Apollo's csrfPrevention refuses simple
 * requests without the preflight header.
 */
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const EVIL = 'https://evil.example';
const REFUSED = { message: 'Cross-site request refused' };

let server: TestServer;
let database: pg.Client;

beforeAll(async () => {
  server = await startTestServer();
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

/** A request with exactly the headers given (fetch and TestClient would add an Origin). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('state-changing REST requests', () => {
  it('are refused with 403 when the Origin is another site', async () => {
    const user = await createSignedInUser(server);
    const evil = { origin: EVIL };

    const login = await server.client().post('/auth/login', { email: user.email, password: user.password }, evil);
    expect(login.status).toBe(403);
    expect(login.body).toEqual(REFUSED);

    const signup = await server
      .client()
      .post('/auth/signup', { email: `csrf-${Date.now()}@example.com`, password: 'correct horse', firstName: 'A', lastName: 'B' }, evil);
    expect(signup.status).toBe(403);

    const logout = await user.client.post('/auth/logout', undefined, evil);
    expect(logout.status).toBe(403);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);

    const profile = await user.client.request('PATCH', '/api/auth/profile', {
      body: { firstName: 'Pwned', lastName: 'User', email: 'attacker@evil.example' },
      headers: evil,
    });
    expect(profile.status).toBe(403);
    const { rows } = await database.query('select email, first_name from users where id = $1', [user.id]);
    expect(rows[0]).toEqual({ email: user.email, first_name: 'Test' });
  });

  it('are refused for a lookalike host on another port or scheme, and for Origin: null', async () => {
    const user = await createSignedInUser(server);
    const port = Number(new URL(server.url).port);
    for (const origin of [`http://127.0.0.1:${port + 1}`, `http://127.0.0.1.evil.example:${port}`, 'null']) {
      const response = await user.client.post('/auth/logout', undefined, { origin });
      expect(response.status, origin).toBe(403);
    }
  });

  it('are refused when Sec-Fetch-Site says cross-site and there is no Origin', async () => {
    const response = await rawRequest(
      'POST',
      '/auth/login',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      JSON.stringify({ email: 'a@example.com', password: 'whatever' }),
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual(REFUSED);
  });

  it('pass from the same origin, and without any Origin (curl, scripts)', async () => {
    const user = await createSignedInUser(server);
    expect((await server.client().post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);

    const curl = await rawRequest(
      'POST',
      '/auth/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: user.email, password: user.password }),
    );
    expect(curl.status).toBe(200);
    const sameSite = await rawRequest(
      'POST',
      '/auth/login',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ email: user.email, password: user.password }),
    );
    expect(sameSite.status).toBe(200);
  });

  it('GraphQL mutations over POST are refused from another site too', async () => {
    const user = await createSignedInUser(server);
    const response = await user.client.request('POST', '/graphql', { body: { query: 'mutation { logOut }' }, headers: { origin: EVIL } });
    expect(response.status).toBe(403);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
  });

  it('safe methods are not blocked (reads carry no side effects)', async () => {
    const user = await createSignedInUser(server);
    const response = await user.client.get('/api/auth/user', { origin: EVIL });
    expect(response.status).toBe(200);
  });
});

describe('Apollo csrfPrevention', () => {
  it('refuses a GET operation without a preflight header and accepts it with one', async () => {
    const query = encodeURIComponent('{ me { id } }');
    const bare = await rawRequest('GET', `/graphql?query=${query}`, {});
    expect(bare.status).toBe(400);
    expect(bare.body).toMatch(/CSRF/i);
    const withHeader = await rawRequest('GET', `/graphql?query=${query}`, { 'apollo-require-preflight': 'true' });
    expect(withHeader.status).toBe(200);
    expect(JSON.parse(withHeader.body)).toEqual({ data: { me: null } });
  });

  it('refuses a simple (text/plain) POST, which a form on another site could send', async () => {
    const response = await rawRequest(
      'POST',
      '/graphql',
      { 'content-type': 'text/plain' },
      JSON.stringify({ query: 'mutation { logOut }' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/CSRF/i);
  });
});

describe('the websocket upgrade', () => {
  const webSocketUrl = () => `${server.url.replace(/^http/, 'ws')}/graphql`;

  function open(headers: { origin?: string }) {
    return new Promise<{ opened: boolean; status?: number }>((resolve) => {
      const socket = new WebSocket(webSocketUrl(), 'graphql-transport-ws', headers.origin ? { origin: headers.origin } : {});
      socket.on('open', () => {
        socket.close();
        resolve({ opened: true });
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve({ opened: false, status: response.statusCode });
        socket.terminate();
      });
      socket.on('error', () => resolve({ opened: false }));
    });
  }

  it('is refused with 403 from a foreign Origin', async () => {
    expect(await open({ origin: EVIL })).toEqual({ opened: false, status: 403 });
    expect(await open({ origin: 'null' })).toEqual({ opened: false, status: 403 });
  });

  it('is accepted from the same origin and without an Origin', async () => {
    expect(await open({ origin: server.url })).toEqual({ opened: true });
    expect(await open({})).toEqual({ opened: true });
  });
});
