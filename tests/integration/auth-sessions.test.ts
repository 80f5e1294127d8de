/**
 * Sessions (lucia in PostgreSQL): cookie attributes, the token kept only as its SHA-256, a new token
 * at every login, the 30-day expiry extended in its last 15 days, an email change ending the other
 * sessions, and a session surviving a server restart.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const COOKIE = 'ideascope_session';
const DAY_MS = 24 * 60 * 60 * 1000;

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

interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function sessionCookie(headers: Headers): ParsedCookie | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    if (name !== COOKIE) continue;
    const attributes = new Map(
      rest.map((attribute) => {
        const [key, ...attributeValue] = attribute.split('=');
        return [key!.toLowerCase(), attributeValue.join('=')] as [string, string];
      }),
    );
    return { name, value: value.join('='), attributes };
  }
  return undefined;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

async function sessionRows(userId: string) {
  const { rows } = await database.query<{ id: string; expires_at: Date }>('select id, expires_at from sessions where user_id = $1', [
    userId,
  ]);
  return rows;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, expires in 30 days and is not Secure over plain http', async () => {
    const response = await server.client().post('/auth/signup', {
      email: `cookie-${Date.now()}@example.com`,
      password: 'correct horse',
      firstName: 'Cookie',
      lastName: 'Monster',
    });
    expect(response.status).toBe(201);
    const cookie = sessionCookie(response.headers)!;
    expect(cookie).toBeDefined();
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('secure')).toBe(false);
    const expires = new Date(cookie.attributes.get('expires')!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * DAY_MS))).toBeLessThan(5 * 60 * 1000);
    // At least 128 random bits: base32 of 20 bytes.
    expect(cookie.value).toMatch(/^[a-z2-7]{32,}$/);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const response = await server
      .client()
      .post(
        '/auth/signup',
        { email: `plain-${Date.now()}@example.com`, password: 'correct horse', firstName: 'A', lastName: 'B' },
        { 'x-forwarded-proto': 'https' },
      );
    expect(sessionCookie(response.headers)!.attributes.has('secure')).toBe(false);
  });

  it('is Secure behind a trusted proxy that says https', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const overHttps = await proxied
        .client()
        .post(
          '/auth/signup',
          { email: `secure-${Date.now()}@example.com`, password: 'correct horse', firstName: 'A', lastName: 'B' },
          { 'x-forwarded-proto': 'https' },
        );
      expect(overHttps.status).toBe(201);
      expect(sessionCookie(overHttps.headers)!.attributes.has('secure')).toBe(true);
      const overHttp = await proxied
        .client()
        .post(
          '/auth/signup',
          { email: `insecure-${Date.now()}@example.com`, password: 'correct horse', firstName: 'A', lastName: 'B' },
          { 'x-forwarded-proto': 'http' },
        );
      expect(sessionCookie(overHttp.headers)!.attributes.has('secure')).toBe(false);
    } finally {
      await proxied.stop();
    }
  });
});

describe('the session token', () => {
  it('is stored only as its SHA-256: the cookie value appears in no table', async () => {
    const user = await createSignedInUser(server);
    const token = user.client.cookies.get(COOKIE)!;
    const rows = await sessionRows(user.id);
    expect(rows.map((row) => row.id)).toEqual([sha256Hex(token)]);

    const { rows: columns } = await database.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public'",
    );
    expect(columns.length).toBeGreaterThan(5);
    for (const { table_name, column_name } of columns) {
      const { rows: hits } = await database.query(
        `select 1 from "${table_name}" where position($1 in "${column_name}"::text) > 0 limit 1`,
        [token],
      );
      expect(hits, `${table_name}.${column_name} holds the session token`).toHaveLength(0);
    }
  });

  it('is new at every login, and logging in again ends the session it replaces', async () => {
    const user = await createSignedInUser(server);
    const signUpToken = user.client.cookies.get(COOKIE)!;

    const first = server.client();
    expect((await first.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const firstToken = first.cookies.get(COOKIE)!;
    expect((await first.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const secondToken = first.cookies.get(COOKIE)!;

    expect(new Set([signUpToken, firstToken, secondToken]).size).toBe(3);
    const stale = server.client();
    stale.cookies.set(COOKIE, firstToken);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect((await first.get('/api/auth/user')).status).toBe(200);
    // The sign-up browser keeps its own session.
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
    expect((await sessionRows(user.id)).map((row) => row.id).sort()).toEqual([sha256Hex(signUpToken), sha256Hex(secondToken)].sort());
  });
});

describe('session expiry', () => {
  it('is extended to 30 days (cookie sent again) when used in its last 15 days', async () => {
    const user = await createSignedInUser(server);
    await database.query("update sessions set expires_at = now() + interval '14 days' where user_id = $1", [user.id]);

    const response = await user.client.get('/api/auth/user');
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response.headers);
    expect(cookie?.value).toBe(user.client.cookies.get(COOKIE));
    const cookieExpires = new Date(cookie!.attributes.get('expires')!).getTime();
    expect(Math.abs(cookieExpires - (Date.now() + 30 * DAY_MS))).toBeLessThan(5 * 60 * 1000);
    const [row] = await sessionRows(user.id);
    expect(Math.abs(new Date(row!.expires_at).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(5 * 60 * 1000);
  });

  it('is left alone (no cookie re-sent) with more than 15 days to go', async () => {
    const user = await createSignedInUser(server);
    await database.query("update sessions set expires_at = now() + interval '16 days' where user_id = $1", [user.id]);
    const response = await user.client.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(sessionCookie(response.headers)).toBeUndefined();
    const [row] = await sessionRows(user.id);
    expect(Math.abs(new Date(row!.expires_at).getTime() - (Date.now() + 16 * DAY_MS))).toBeLessThan(5 * 60 * 1000);
  });

  it('ends the session once expired: 401, row deleted, cookie cleared', async () => {
    const user = await createSignedInUser(server);
    await database.query("update sessions set expires_at = now() - interval '1 minute' where user_id = $1", [user.id]);
    const response = await user.client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(sessionCookie(response.headers)?.value).toBe('');
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});

describe('an email change', () => {
  it("ends the user's other sessions and keeps the current one", async () => {
    const user = await createSignedInUser(server);
    const laptop = server.client();
    expect((await laptop.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const other = await createSignedInUser(server);

    // A profile save without an email change keeps every session.
    const sameEmail = await user.client.patch('/api/auth/profile', { firstName: 'Same', lastName: 'Email', email: user.email });
    expect(sameEmail.status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    const newEmail = `moved-${Date.now()}@example.com`;
    const changed = await user.client.patch('/api/auth/profile', { firstName: 'New', lastName: 'Address', email: newEmail });
    expect(changed.status).toBe(200);
    expect((await user.client.get('/api/auth/user')).body.email).toBe(newEmail);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(1);
    // Other users are untouched, and the new address signs in.
    expect((await other.client.get('/api/auth/user')).status).toBe(200);
    expect((await server.client().post('/auth/login', { email: newEmail, password: user.password })).status).toBe(200);
    expect((await server.client().post('/auth/login', { email: user.email, password: user.password })).status).toBe(401);
  });
});

describe('a server restart', () => {
  it('keeps the session: the same cookie still signs the user in', async () => {
    const own = await startTestServer();
    let restarted: TestServer | undefined;
    try {
      const user = await createSignedInUser(own);
      await own.stop({ keepDatabase: true });
      restarted = await startTestServer({}, { databaseUrl: own.databaseUrl });
      const client = restarted.client();
      client.cookies.set(COOKIE, user.client.cookies.get(COOKIE)!);
      const response = await client.get('/api/auth/user');
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(user.id);
    } finally {
      await restarted?.stop();
    }
  });
});
