/**
 * Account input hygiene: a password of only whitespace is refused ('Password must not be blank'),
 * and first and last names are kept on one line (newlines, tabs and runs of spaces become one space).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id firstName lastName } }
`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName } }
`;

let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const freshEmail = () => `hygiene-${Date.now()}-${(sequence += 1)}@example.com`;

describe('a whitespace-only password', () => {
  it('is refused at sign-up over REST with 400 "Password must not be blank", and no account is made', async () => {
    for (const password of ['        ', '\t\t\n\n  \r\n', '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0']) {
      const email = freshEmail();
      const response = await server.client().post('/auth/signup', { email, password, firstName: 'Ada', lastName: 'Lovelace' });
      expect(response.status, JSON.stringify(password)).toBe(400);
      expect(response.body).toEqual({ message: 'Password must not be blank' });
      const login = await server.client().post('/auth/login', { email, password });
      expect(login.status).toBe(401);
    }
  });

  it('is refused at sign-up over GraphQL with BAD_USER_INPUT', async () => {
    const result = await server.client().graphql(SIGN_UP, {
      input: { email: freshEmail(), password: '          ', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(result.errors?.[0]).toMatchObject({ message: 'Password must not be blank', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is not confused with a password that merely has spaces around it, which is kept as typed', async () => {
    const email = freshEmail();
    const password = '  secret words  ';
    expect((await server.client().post('/auth/signup', { email, password, firstName: 'Ada', lastName: 'Lovelace' })).status).toBe(201);
    expect((await server.client().post('/auth/login', { email, password })).status).toBe(200);
    expect((await server.client().post('/auth/login', { email, password: password.trim() })).status).toBe(401);
  });
});

describe('first and last names', () => {
  it('collapse newlines, tabs and runs of spaces to single spaces at sign-up (REST and GraphQL)', async () => {
    const rest = await server.client().post('/auth/signup', {
      email: freshEmail(),
      password: 'correct horse',
      firstName: ' Ada\n\tMary ',
      lastName: 'Love \r\n  lace\t',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ firstName: 'Ada Mary', lastName: 'Love lace' });

    const graphql = await server.client().graphql(SIGN_UP, {
      input: { email: freshEmail(), password: 'correct horse', firstName: 'Grace\u2028Brewster', lastName: 'Hop\u00a0\u00a0per' },
    });
    expect(graphql.data?.signUp).toMatchObject({ firstName: 'Grace Brewster', lastName: 'Hop per' });
  });

  it('collapse in profile updates too (REST and GraphQL), and whitespace-only is still "required"', async () => {
    const user = await createSignedInUser(server);
    const rest = await user.client.patch('/api/auth/profile', {
      firstName: 'Linus\n\nBenedict',
      lastName: 'Tor\tvalds',
      email: user.email,
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ firstName: 'Linus Benedict', lastName: 'Tor valds' });
    expect((await user.client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Linus Benedict', lastName: 'Tor valds' });

    const graphql = await user.client.graphql(UPDATE_PROFILE, {
      input: { firstName: 'Ken\r\nneth', lastName: 'Thompson', email: user.email },
    });
    expect(graphql.data?.updateProfile).toEqual({ firstName: 'Ken neth', lastName: 'Thompson' });

    const blank = await user.client.patch('/api/auth/profile', { firstName: '\n\t ', lastName: 'X', email: user.email });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'First name is required' });
  });
});
