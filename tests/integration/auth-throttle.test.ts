/**
 * Brute-force protection: at most 10 failed logins per email and per client IP in 10 minutes, then
 * 429 "Too many attempts, try again later" until the window passes. TRUST_PROXY lets each test
 * speak from its own client address through X-Forwarded-For.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimitRows } from '../../api/src/auth/login-throttle.js';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let database: pg.Client;
let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const LOCKED = 'Too many attempts, try again later';

function logInFrom(address: string, body: Record<string, unknown>) {
  return server.client().post('/auth/login', body, { 'x-forwarded-for': address });
}

/** Failures counted against an email in its current window (its row in the shared rate_limits table). */
async function failuresRecordedFor(email: string): Promise<number> {
  const { rows } = await database.query('select points from rate_limits where key = $1 and expire > $2', [
    loginLimitRows(email, '').email,
    Date.now(),
  ]);
  return rows[0]?.points ?? 0;
}

/** Moves a limit's window into the past (as if ten minutes went by), in the database rather than by sleeping. */
async function endWindow(key: string): Promise<void> {
  await database.query('update rate_limits set expire = $2 where key = $1', [key, Date.now() - 1000]);
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

describe('failed logins per email', () => {
  it('locks the email after 10 failures with 429 and Retry-After, even for the right password, then releases after the window', async () => {
    const user = await createSignedInUser(server);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // A different address every time: only the per-email count can trip.
      const response = await logInFrom(nextAddress(), { email: user.email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password' });
    }

    const locked = await logInFrom(nextAddress(), { email: user.email, password: 'another guess' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LOCKED });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // The right password does not get through while locked, and the email's case does not matter.
    const rightPassword = await logInFrom(nextAddress(), { email: user.email.toUpperCase(), password: user.password });
    expect(rightPassword.status).toBe(429);
    // Refused attempts do not extend the lock: still exactly 10 failures recorded.
    expect(await failuresRecordedFor(user.email)).toBe(10);

    // Another account from a fresh address is unaffected.
    const other = await createSignedInUser(server);
    expect((await logInFrom(nextAddress(), { email: other.email, password: other.password })).status).toBe(200);

    // Ten minutes later (moved in the database, not slept) the lock is gone.
    await endWindow(loginLimitRows(user.email, '').email);
    const released = await logInFrom(nextAddress(), { email: user.email, password: user.password });
    expect(released.status).toBe(200);
    expect(released.body.id).toBe(user.id);
  });

  it('counts unknown emails the same way', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logInFrom(nextAddress(), { email, password: 'guess-guess' })).status).toBe(401);
    }
    expect((await logInFrom(nextAddress(), { email, password: 'guess-guess' })).status).toBe(429);
  });

  it('never lets more than 10 failures through when the attempts arrive at once', async () => {
    const user = await createSignedInUser(server);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => logInFrom(nextAddress(), { email: user.email, password: `parallel-${index}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('failed logins per client IP', () => {
  it('locks an address after 10 failures across different emails, without touching other addresses', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await logInFrom(address, { email: `spray-${attempt}-${Date.now()}@example.com`, password: 'Password1' });
      expect(response.status).toBe(401);
    }
    const user = await createSignedInUser(server);
    const locked = await logInFrom(address, { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LOCKED });
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);

    expect((await logInFrom(nextAddress(), { email: user.email, password: user.password })).status).toBe(200);

    await endWindow(loginLimitRows('', address).address);
    expect((await logInFrom(address, { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('the client address behind a trusted proxy', () => {
  it('is the one the proxy appended: addresses a client writes in front of it change nothing', async () => {
    const proxySeen = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const spoofed = `192.0.2.${attempt}, ${proxySeen}`;
      const response = await logInFrom(spoofed, { email: `rotating-${attempt}-${Date.now()}@example.com`, password: 'Password1' });
      expect(response.status).toBe(401);
    }
    const locked = await logInFrom(`198.51.100.7, ${proxySeen}`, {
      email: `rotating-last-${Date.now()}@example.com`,
      password: 'Password1',
    });
    expect(locked.status).toBe(429);
  });
});

describe('failed logins over GraphQL', () => {
  it('counts every aliased logIn inside one document as its own attempt', async () => {
    const user = await createSignedInUser(server);
    const address = nextAddress();
    const aliases = Array.from(
      { length: 12 },
      (_, index) => `attempt${index}: logIn(input: { email: "${user.email}", password: "wrong-${index}" }) { id }`,
    );
    const document = `mutation { ${aliases.join('\n')} }`;

    const codes: string[] = [];
    for (let request = 0; request < 15 && !codes.includes('TOO_MANY_REQUESTS'); request += 1) {
      const response = await server
        .client()
        .request('POST', '/graphql', { body: { query: document }, headers: { 'x-forwarded-for': address } });
      const answered: string[] = (response.body.errors ?? []).map((error: { extensions: { code: string } }) => error.extensions.code);
      // The answer that refuses an attempt as too many is HTTP 429 with Retry-After, like the REST sign-in's.
      if (answered.includes('TOO_MANY_REQUESTS')) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } else expect(response.status).toBe(200);
      codes.push(...answered);
    }
    // Exactly ten attempts were judged; everything after them is refused as too many.
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(codes).toContain('TOO_MANY_REQUESTS');
    expect(await failuresRecordedFor(user.email)).toBe(10);

    const single = await server
      .client()
      .graphql(`mutation { logIn(input: { email: "${user.email}", password: "${user.password}" }) { id } }`);
    expect(single.errors?.[0]).toMatchObject({ message: LOCKED, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(single.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
