/**
 * Accounts over GraphQL (me, signUp, logIn, logOut, updateProfile, isAdmin): the same behaviour as
 * the REST shims, with errors carrying extensions.code.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const USER_FIELDS = 'id email firstName lastName company bio profileImageUrl plan createdAt';
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${USER_FIELDS} } }`;
const LOG_OUT = 'mutation { logOut }';
const ME = `query { me { ${USER_FIELDS} } }`;
const IS_ADMIN = 'query { isAdmin }';
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

let server: TestServer;
let database: pg.Client;
let sequence = 0;
const uniqueEmail = (prefix = 'gql') => `${prefix}${++sequence}-${Date.now().toString(36)}@example.com`;
const signUpInput = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'correct horse',
  firstName: 'Alan',
  lastName: 'Turing',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'Chief@Example.com' });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

describe('me', () => {
  it('is null for an anonymous caller', async () => {
    expect(await server.client().graphql(ME)).toEqual({ data: { me: null } });
  });
});

describe('signUp', () => {
  it('creates the user, opens a session and stores the email lower-case', async () => {
    const client = server.client();
    const email = uniqueEmail('Upper');
    const result = await client.graphql(SIGN_UP, { input: signUpInput({ email: email.toUpperCase() }) });
    expect(result.errors).toBeUndefined();
    expect(result.data.signUp).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Alan',
      lastName: 'Turing',
      plan: 'free',
      company: null,
    });
    expect(client.cookies.get('ideascope_session')).toBeTruthy();
    const me = await client.graphql(ME);
    expect(me.data.me).toMatchObject({ id: result.data.signUp.id, email: email.toLowerCase() });
  });

  it('answers CONFLICT for an email already registered in any letter case', async () => {
    const email = uniqueEmail('taken');
    expect((await server.client().graphql(SIGN_UP, { input: signUpInput({ email }) })).errors).toBeUndefined();
    const again = await server.client().graphql(SIGN_UP, { input: signUpInput({ email: email.toUpperCase() }) });
    expect(again.data).toBeNull();
    expect(again.errors).toEqual([
      expect.objectContaining({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }),
    ]);
  });

  it.each([
    ['a bad email', { email: 'bad' }, 'Enter a valid email address'],
    ['a short password', { password: 'abc' }, 'Password must be at least 6 characters'],
    ['a long password', { password: 'z'.repeat(257) }, 'Password must be at most 256 characters'],
    ['a blank first name', { firstName: ' ' }, 'First name is required'],
    ['a blank last name', { lastName: '' }, 'Last name is required'],
  ])('answers BAD_USER_INPUT for %s', async (_label, overrides, message) => {
    const client = server.client();
    const result = await client.graphql(SIGN_UP, { input: signUpInput(overrides) });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
    expect(client.cookies.has('ideascope_session')).toBe(false);
  });

  it('refuses a missing field at validation, before any resolver runs', async () => {
    const result = await server.client().graphql(SIGN_UP, { input: { email: uniqueEmail(), password: 'correct horse', firstName: 'A' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/lastName/);
  });
});

describe('logIn and logOut', () => {
  it('logs in with a new session and logs out, deleting the session on the server', async () => {
    const user = await createSignedInUser(server);
    const client = server.client();
    const result = await client.graphql(LOG_IN, { input: { email: user.email.toUpperCase(), password: user.password } });
    expect(result.errors).toBeUndefined();
    expect(result.data.logIn).toMatchObject({ id: user.id, email: user.email });
    expect((await client.graphql(ME)).data.me.id).toBe(user.id);

    const token = client.cookies.get('ideascope_session')!;
    const out = await client.graphql(LOG_OUT);
    expect(out).toEqual({ data: { logOut: true } });
    expect(client.cookies.has('ideascope_session')).toBe(false);
    const replay = server.client();
    replay.cookies.set('ideascope_session', token);
    expect((await replay.graphql(ME)).data.me).toBeNull();
    // The sign-up session is another browser's and survives.
    const { rows } = await database.query('select count(*)::int as count from sessions where user_id = $1', [user.id]);
    expect(rows[0].count).toBe(1);
  });

  it('answers a wrong password and an unknown email alike with UNAUTHENTICATED', async () => {
    const user = await createSignedInUser(server);
    const wrong = await server.client().graphql(LOG_IN, { input: { email: user.email, password: 'not the password' } });
    const unknown = await server.client().graphql(LOG_IN, { input: { email: uniqueEmail('nobody'), password: 'not the password' } });
    for (const result of [wrong, unknown]) {
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
  });

  it('answers BAD_USER_INPUT for a malformed email', async () => {
    const result = await server.client().graphql(LOG_IN, { input: { email: 'no-at-sign', password: 'whatever' } });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(result.errors?.[0]?.message).toContain('Enter a valid email address');
  });
});

describe('updateProfile', () => {
  it('updates the signed-in user', async () => {
    const user = await createSignedInUser(server);
    const email = uniqueEmail('NewAddress');
    const result = await user.client.graphql(UPDATE_PROFILE, {
      input: { firstName: 'Katherine', lastName: 'Johnson', email, company: 'NASA', bio: 'Orbits' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProfile).toMatchObject({
      id: user.id,
      firstName: 'Katherine',
      email: email.toLowerCase(),
      company: 'NASA',
      bio: 'Orbits',
    });
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const result = await server.client().graphql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B', email: uniqueEmail() } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['first name', { firstName: '' }, 'First name is required'],
    ['last name', { lastName: '  ' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
  ])('answers BAD_USER_INPUT without a %s', async (_label, overrides, message) => {
    const user = await createSignedInUser(server);
    const result = await user.client.graphql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B', email: user.email, ...overrides } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
  });

  it("answers CONFLICT for another account's email", async () => {
    const other = await createSignedInUser(server);
    const user = await createSignedInUser(server);
    const result = await user.client.graphql(UPDATE_PROFILE, {
      input: { firstName: 'A', lastName: 'B', email: other.email.toUpperCase() },
    });
    expect(result.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });
});

describe('isAdmin', () => {
  it('is true only for the ADMIN_EMAILS, and false when signed out', async () => {
    const admin = await createSignedInUser(server, { email: 'chief@EXAMPLE.com' });
    const user = await createSignedInUser(server);
    expect(await admin.client.graphql(IS_ADMIN)).toEqual({ data: { isAdmin: true } });
    expect(await user.client.graphql(IS_ADMIN)).toEqual({ data: { isAdmin: false } });
    expect(await server.client().graphql(IS_ADMIN)).toEqual({ data: { isAdmin: false } });
  });
});

describe('the User type', () => {
  it('has no password field, and the error does not suggest one', async () => {
    const user = await createSignedInUser(server);
    const result = await user.client.graphql('query { me { id passwordHash } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result)).not.toMatch(/Did you mean/);
  });
});
