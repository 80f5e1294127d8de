/**
 * Accounts over the REST shims of spec §7: sign-up, log-in, log-out, the current user, the profile,
 * the admin check, and every validation error as a 400 with a readable message.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// A pass-through spy on argon2's verify, to see that an unknown email still pays for a verification.
// The mock must name the module as the API resolves it (the tests package does not depend on it).
const argon2Calls = vi.hoisted(() => ({ verify: 0 }));
const argon2Path = vi.hoisted(async () => {
  const { createRequire } = await import('node:module');
  return createRequire(new URL('../../api/package.json', import.meta.url)).resolve('@node-rs/argon2');
});
vi.mock(await argon2Path, async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown> & { verify: (...args: unknown[]) => Promise<boolean> }>();
  return {
    ...actual,
    verify: (...args: unknown[]) => {
      argon2Calls.verify += 1;
      return actual.verify(...args);
    },
  };
});

let server: TestServer;
let database: pg.Client;
let sequence = 0;
const uniqueEmail = (prefix = 'rest') => `${prefix}${++sequence}-${Date.now().toString(36)}@example.com`;
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'correct horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ' Boss@Example.com , second-admin@example.com' });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

describe('POST /auth/signup', () => {
  it('answers 201 with the user (never the hash) and a session cookie, storing the email lower-case', async () => {
    const client = server.client();
    const email = uniqueEmail('MixedCase');
    const response = await client.post('/auth/signup', signUpBody({ email: `  ${email}  ` }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      bio: null,
      profileImageUrl: null,
      plan: 'free',
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.text).not.toMatch(/argon2|passwordHash|password_hash|googleSubject/i);
    expect(client.cookies.get('ideascope_session')).toBeTruthy();

    const { rows } = await database.query('select email, password_hash from users where id = $1', [response.body.id]);
    expect(rows[0].email).toBe(email.toLowerCase());
    // argon2id with OWASP's parameters; never the password itself.
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email.toLowerCase());
  });

  it('refuses an email already registered, in any letter case, with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await server.client().post('/auth/signup', signUpBody({ email }))).status).toBe(201);
    for (const variant of [email, email.toUpperCase(), email.replace(/^d/, 'D')]) {
      const response = await server.client().post('/auth/signup', signUpBody({ email: variant }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'An account with this email already exists' });
    }
    const { rows } = await database.query('select count(*)::int as count from users where lower(email) = $1', [email]);
    expect(rows[0].count).toBe(1);
  });

  it('lets exactly one of several simultaneous sign-ups with the same email through; the rest get 409, never 500', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase(), email].map((variant) =>
        server.client().post('/auth/signup', signUpBody({ email: variant })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(response.body).toEqual({ message: 'An account with this email already exists' });
    }
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['an empty email', { email: '   ' }, 'Email is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a password shorter than 6', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a password longer than 256', { password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a missing first name', { firstName: undefined }, 'First name is required'],
    ['a blank first name', { firstName: '  ' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'Last name is required'],
    ['a blank last name', { lastName: '' }, 'Last name is required'],
    ['a password that is not text', { password: 123456 }, 'Password must be text'],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const client = server.client();
    const response = await client.post('/auth/signup', signUpBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(client.cookies.has('ideascope_session')).toBe(false);
  });

  it('accepts passwords of exactly 6 and exactly 256 characters', async () => {
    expect((await server.client().post('/auth/signup', signUpBody({ password: '123456' }))).status).toBe(201);
    expect((await server.client().post('/auth/signup', signUpBody({ password: 'p'.repeat(256) }))).status).toBe(201);
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const response = await server.client().request('POST', '/auth/signup', { rawBody: '{"email": "a@b.c", ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers 400 for a missing body and a JSON array, 415 for a non-JSON body', async () => {
    const missing = await server.client().request('POST', '/auth/signup');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Email is required');
    const text = await server
      .client()
      .request('POST', '/auth/signup', { rawBody: 'email=a@b.c', headers: { 'content-type': 'text/plain' } });
    expect({ status: text.status, body: text.body }).toEqual({
      status: 415,
      body: { message: 'Send the request body as JSON (Content-Type: application/json)' },
    });
    const array = await server.client().request('POST', '/auth/signup', { rawBody: '[1,2]' });
    expect({ status: array.status, body: array.body }).toEqual({
      status: 400,
      body: { message: 'The request body must be a JSON object' },
    });
  });
});

describe('POST /auth/login', () => {
  it('answers 200 with the user and a new session cookie', async () => {
    const user = await createSignedInUser(server);
    const client = server.client();
    const response = await client.post('/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email });
    expect(response.text).not.toMatch(/argon2|passwordHash/i);
    expect(client.cookies.get('ideascope_session')).toBeTruthy();
    expect(client.cookies.get('ideascope_session')).not.toBe(user.client.cookies.get('ideascope_session'));
    expect((await client.get('/api/auth/user')).body.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike: 401 "Invalid email or password", both running argon2', async () => {
    const user = await createSignedInUser(server);

    argon2Calls.verify = 0;
    const wrongPassword = await server.client().post('/auth/login', { email: user.email, password: 'wrong password' });
    const verificationsForWrongPassword = argon2Calls.verify;

    argon2Calls.verify = 0;
    const unknownEmail = await server.client().post('/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
    const verificationsForUnknownEmail = argon2Calls.verify;

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    // Similar timing comes from doing the same work: one argon2 verification on either path.
    expect(verificationsForWrongPassword).toBe(1);
    expect(verificationsForUnknownEmail).toBe(1);
  });

  it.each([
    ['a bad email', { email: 'nope', password: 'whatever1' }, 'Enter a valid email address'],
    ['a missing password', { email: 'someone@example.com' }, 'Password is required'],
    ['an empty password', { email: 'someone@example.com', password: '' }, 'Password is required'],
    ['a password longer than 256', { email: 'someone@example.com', password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await server.client().post('/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 for a malformed or missing JSON body', async () => {
    const malformed = await server.client().request('POST', '/auth/login', { rawBody: '{bad json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });
    const missing = await server.client().request('POST', '/auth/login');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Email is required');
  });
});

describe('POST /auth/logout and GET /api/auth/user', () => {
  it('answers 401 for an anonymous caller', async () => {
    const response = await server.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
  });

  it('logs out with 200, deletes the session on the server and clears the cookie', async () => {
    const user = await createSignedInUser(server);
    const token = user.client.cookies.get('ideascope_session')!;
    const before = await database.query('select count(*)::int as count from sessions where user_id = $1', [user.id]);
    expect(before.rows[0].count).toBe(1);

    const response = await user.client.post('/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/ideascope_session=;/);
    expect(user.client.cookies.has('ideascope_session')).toBe(false);

    const after = await database.query('select count(*)::int as count from sessions where user_id = $1', [user.id]);
    expect(after.rows[0].count).toBe(0);
    // The old cookie replayed by an attacker no longer works.
    const replay = server.client();
    replay.cookies.set('ideascope_session', token);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('logs out an anonymous caller with 200 as well', async () => {
    expect((await server.client().post('/auth/logout')).status).toBe(200);
  });

  it('treats an unknown or garbage session cookie as signed out', async () => {
    const client = server.client();
    client.cookies.set('ideascope_session', 'x'.repeat(40));
    expect((await client.get('/api/auth/user')).status).toBe(401);
    client.cookies.set('ideascope_session', 'y'.repeat(5000));
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('updates the profile and answers the updated user', async () => {
    const user = await createSignedInUser(server);
    const newEmail = uniqueEmail('Renamed');
    const response = await user.client.patch('/api/auth/profile', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: newEmail.toUpperCase(),
      company: 'Navy',
      bio: 'Compilers',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: newEmail.toLowerCase(),
      company: 'Navy',
      bio: 'Compilers',
    });
    expect((await user.client.get('/api/auth/user')).body).toMatchObject({ email: newEmail.toLowerCase(), company: 'Navy' });

    // company and bio are optional: absent leaves them, empty clears them.
    const keep = await user.client.patch('/api/auth/profile', { firstName: 'Grace', lastName: 'Hopper', email: newEmail });
    expect(keep.body).toMatchObject({ company: 'Navy', bio: 'Compilers' });
    const clear = await user.client.patch('/api/auth/profile', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: newEmail,
      company: '',
      bio: null,
    });
    expect(clear.body).toMatchObject({ company: null, bio: null });
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'Last name is required'],
    ['a missing email', { email: '' }, 'Email is required'],
    ['a bad email', { email: 'bad@' }, 'Enter a valid email address'],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const user = await createSignedInUser(server);
    const response = await user.client.patch('/api/auth/profile', { firstName: 'A', lastName: 'B', email: user.email, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 for a malformed body', async () => {
    const user = await createSignedInUser(server);
    const response = await user.client.request('PATCH', '/api/auth/profile', { rawBody: '{"firstName":' });
    expect(response.status).toBe(400);
  });

  it("answers 409 for another account's email in any case, and 401 when signed out", async () => {
    const other = await createSignedInUser(server);
    const user = await createSignedInUser(server);
    const taken = await user.client.patch('/api/auth/profile', { firstName: 'A', lastName: 'B', email: other.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'An account with this email already exists' });

    const anonymous = await server.client().patch('/api/auth/profile', { firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/admin/check', () => {
  it('says isAdmin only for the ADMIN_EMAILS, in any letter case', async () => {
    const admin = await createSignedInUser(server, { email: 'BOSS@example.COM' });
    const secondAdmin = await createSignedInUser(server, { email: 'Second-Admin@Example.com' });
    const user = await createSignedInUser(server);
    expect((await admin.client.get('/api/admin/check')).body).toEqual({ isAdmin: true });
    expect((await secondAdmin.client.get('/api/admin/check')).body).toEqual({ isAdmin: true });
    expect((await user.client.get('/api/admin/check')).body).toEqual({ isAdmin: false });
  });

  it('answers 401 when signed out', async () => {
    const response = await server.client().get('/api/admin/check');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never the web app', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
