/**
 * Google sign-in end to end against a fake provider on 127.0.0.1: authorization redirect with state
 * and PKCE, callback, user found or created by Google subject, linking only on a verified email,
 * and the refusals (missing or mismatched state, failed code exchange) that open no session.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFreePort, startFakeGoogle, type FakeGoogle, type FakeGoogleProfile } from '../support/fake-google.js';
import { createSignedInUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SESSION = 'ideascope_session';
const STATE = 'ideascope_google_state';
const VERIFIER = 'ideascope_google_verifier';

let fake: FakeGoogle;
let server: TestServer;
let database: pg.Client;
let subjectCounter = 0;

/** Where a failed callback sends the browser: the landing page's log-in form, which shows a toast. */
const FAILED = '/?auth=login&error=google';

beforeAll(async () => {
  fake = await startFakeGoogle();
  // PUBLIC_URL (the redirect URI Google calls back) must be known before the server starts.
  const port = await findFreePort();
  server = await startTestServer({ PORT: String(port), GOOGLE_TIMEOUT_MS: '1000', ...fake.environment(`http://127.0.0.1:${port}`) });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
  await fake?.close();
});
beforeEach(() => {
  fake.refuseTokens = false;
  fake.hangTokens = false;
});

/** A browser navigation: a failure is a redirect to the landing page with a toast, never bare JSON. */
function expectRedirectToLanding(response: { status: number; headers: Headers }) {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(FAILED);
}

function newProfile(overrides: Partial<FakeGoogleProfile> = {}): FakeGoogleProfile {
  subjectCounter += 1;
  return {
    sub: `10${Date.now()}${subjectCounter}`,
    email: `Google.User${subjectCounter}-${Date.now()}@Gmail.com`,
    email_verified: true,
    given_name: 'Goo',
    family_name: 'Gle',
    picture: 'https://lh3.googleusercontent.com/a/photo.png',
    ...overrides,
  };
}

/** Starts sign-in and lets the fake provider approve it; returns the callback path Google sends the browser to. */
async function authorize(client: TestClient, profile: FakeGoogleProfile): Promise<{ callbackPath: string; authorizationUrl: URL }> {
  fake.nextProfile = profile;
  const start = await client.get('/auth/google');
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(start.headers.get('location')!);
  const approval = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  const callback = new URL(approval.headers.get('location')!);
  return { callbackPath: `${callback.pathname}${callback.search}`, authorizationUrl };
}

async function signInWithGoogle(client: TestClient, profile: FakeGoogleProfile) {
  const { callbackPath } = await authorize(client, profile);
  return client.get(callbackPath);
}

describe('GET /auth/google', () => {
  it('redirects to Google with a fresh state and an S256 PKCE challenge, both kept in short-lived HttpOnly cookies', async () => {
    const client = server.client();
    const response = await client.get('/auth/google');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    const query = location.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(fake.clientId);
    expect(query.get('redirect_uri')).toBe(`${server.url}/auth/google/callback`);
    expect(query.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const setCookies = response.headers.getSetCookie();
    const stateCookie = setCookies.find((line) => line.startsWith(`${STATE}=`))!;
    const verifierCookie = setCookies.find((line) => line.startsWith(`${VERIFIER}=`))!;
    for (const line of [stateCookie, verifierCookie]) {
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).toMatch(/; Max-Age=600/i);
      expect(line).toMatch(/; Path=\/auth\/google/i);
    }
    expect(client.cookies.get(STATE)).toBe(query.get('state'));
    const verifier = client.cookies.get(VERIFIER)!;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(query.get('code_challenge'));

    // Every start is fresh.
    const again = await server.client().get('/auth/google');
    expect(new URL(again.headers.get('location')!).searchParams.get('state')).not.toBe(query.get('state'));
    expect(client.cookies.has(SESSION)).toBe(false);
  });
});

describe('GET /auth/google/callback', () => {
  it('creates the user by Google subject, opens a session and redirects to /', async () => {
    const client = server.client();
    const profile = newProfile();
    const callback = await signInWithGoogle(client, profile);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    expect(client.cookies.get(SESSION)).toBeTruthy();
    // The one-time state and verifier cookies are cleared.
    expect(client.cookies.has(STATE)).toBe(false);
    expect(client.cookies.has(VERIFIER)).toBe(false);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: profile.email!.toLowerCase(),
      firstName: 'Goo',
      lastName: 'Gle',
      profileImageUrl: profile.picture,
      plan: 'free',
    });
    const { rows } = await database.query('select google_subject, password_hash from users where id = $1', [me.body.id]);
    expect(rows[0]).toEqual({ google_subject: profile.sub, password_hash: null });
  });

  it('finds the same user on a second sign-in, even after the address changed at Google', async () => {
    const profile = newProfile();
    const first = server.client();
    await signInWithGoogle(first, profile);
    const firstId = (await first.get('/api/auth/user')).body.id;

    const second = server.client();
    const callback = await signInWithGoogle(second, { ...profile, email: `renamed-${Date.now()}@gmail.com` });
    expect(callback.status).toBe(302);
    const me = await second.get('/api/auth/user');
    expect(me.body.id).toBe(firstId);
    expect(second.cookies.get(SESSION)).not.toBe(first.cookies.get(SESSION));
    const { rows } = await database.query('select count(*)::int as count from users where google_subject = $1', [profile.sub]);
    expect(rows[0].count).toBe(1);
  });

  it('links a verified Google email to the existing password account', async () => {
    const existing = await createSignedInUser(server);
    const client = server.client();
    const callback = await signInWithGoogle(client, newProfile({ email: existing.email.toUpperCase(), email_verified: true }));
    expect(callback.status).toBe(302);
    expect((await client.get('/api/auth/user')).body.id).toBe(existing.id);
    // The password still works too.
    expect((await server.client().post('/auth/login', { email: existing.email, password: existing.password })).status).toBe(200);
  });

  it('never moves an account already linked to one Google identity to another with the same email', async () => {
    const original = newProfile();
    const owner = server.client();
    await signInWithGoogle(owner, original);
    const ownerId = (await owner.get('/api/auth/user')).body.id;

    const intruder = server.client();
    const callback = await signInWithGoogle(intruder, newProfile({ email: original.email, email_verified: true }));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/?auth=login&error=google_linked');
    expect(intruder.cookies.has(SESSION)).toBe(false);
    const { rows } = await database.query('select google_subject from users where id = $1', [ownerId]);
    expect(rows[0].google_subject).toBe(original.sub);
  });

  it('does not link an unverified Google email to an existing account, and opens no session', async () => {
    const existing = await createSignedInUser(server);
    const client = server.client();
    const profile = newProfile({ email: existing.email, email_verified: false });
    const callback = await signInWithGoogle(client, profile);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/?auth=login&error=google_unverified');
    expect(client.cookies.has(SESSION)).toBe(false);
    const { rows } = await database.query('select google_subject from users where id = $1', [existing.id]);
    expect(rows[0].google_subject).toBeNull();
    const bySubject = await database.query('select 1 from users where google_subject = $1', [profile.sub]);
    expect(bySubject.rowCount).toBe(0);
  });

  it('sends the browser back to the landing page with no session when the state is missing', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    const url = new URL(callbackPath, server.url);
    url.searchParams.delete('state');
    const response = await client.get(`${url.pathname}${url.search}`);
    expectRedirectToLanding(response);
    expect(client.cookies.has(SESSION)).toBe(false);
  });

  it('sends the browser back with no session when the state does not match, without exchanging the code', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    const url = new URL(callbackPath, server.url);
    url.searchParams.set('state', 'forged-state-value-0123456789');
    const tokenRequestsBefore = fake.tokenRequests;
    const response = await client.get(`${url.pathname}${url.search}`);
    expectRedirectToLanding(response);
    expect(client.cookies.has(SESSION)).toBe(false);
    expect(fake.tokenRequests).toBe(tokenRequestsBefore);
  });

  it('sends the browser back when it never started the sign-in (no state cookie), e.g. a callback link sent by an attacker', async () => {
    const attacker = server.client();
    const { callbackPath } = await authorize(attacker, newProfile());
    const victim = server.client();
    const response = await victim.get(callbackPath);
    expectRedirectToLanding(response);
    expect(victim.cookies.has(SESSION)).toBe(false);
  });

  it('sends the browser back with no session when the code exchange fails', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    fake.refuseTokens = true;
    const response = await client.get(callbackPath);
    expectRedirectToLanding(response);
    expect(client.cookies.has(SESSION)).toBe(false);
  });

  it('gives up on a token endpoint that never answers after GOOGLE_TIMEOUT_MS, not 300 s', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    fake.hangTokens = true;
    const started = Date.now();
    const response = await client.get(callbackPath);
    expectRedirectToLanding(response);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(client.cookies.has(SESSION)).toBe(false);
  });

  it('sends the browser back when Google returns the user without a code (consent refused)', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    const url = new URL(callbackPath, server.url);
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
    const response = await client.get(`${url.pathname}${url.search}`);
    expectRedirectToLanding(response);
    expect(client.cookies.has(SESSION)).toBe(false);
  });

  it('cannot be replayed: the state is single use', async () => {
    const client = server.client();
    const { callbackPath } = await authorize(client, newProfile());
    expect((await client.get(callbackPath)).status).toBe(302);
    const signedIn = client.cookies.get(SESSION);
    const replay = await client.get(callbackPath);
    expectRedirectToLanding(replay);
    expect(client.cookies.get(SESSION)).toBe(signedIn);
  });
});

describe('without Google settings', () => {
  it('sends /auth/google to /?error=google_unavailable', async () => {
    const plain = await startTestServer();
    try {
      const response = await plain.client().get('/auth/google');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/?error=google_unavailable');
      const callback = await plain.client().get('/auth/google/callback?code=abc&state=def');
      expectRedirectToLanding(callback);
    } finally {
      await plain.stop();
    }
  });
});
