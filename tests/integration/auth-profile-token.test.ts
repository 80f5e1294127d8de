/**
 * A leaked API token must not take the account over: changing the email needs a browser session
 * (403 FORBIDDEN with a token, REST and GraphQL), while the other profile fields may still change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearerClient, issueToken } from './api-tokens.support.js';

const NEEDS_SESSION = 'Changing the email needs a browser session';
const UPDATE_PROFILE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { id email firstName company } }
`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function ownerWithToken(): Promise<{ owner: SignedUpUser; secret: string }> {
  const owner = await createSignedInUser(server);
  const { secret } = await issueToken(owner.client);
  return { owner, secret };
}

describe('changing the email with an API token', () => {
  it('is 403 over REST; the email stays and the browser session keeps working', async () => {
    const { owner, secret } = await ownerWithToken();
    const response = await bearerClient(server, secret).patch('/api/auth/profile', {
      firstName: 'Thief',
      lastName: 'T',
      email: `attacker-${Date.now()}@example.com`,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: NEEDS_SESSION });
    const me = await owner.client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: owner.email, firstName: 'Test' });
  });

  it('is FORBIDDEN over GraphQL', async () => {
    const { owner, secret } = await ownerWithToken();
    const result = await bearerClient(server, secret).graphql(UPDATE_PROFILE, {
      input: { firstName: 'Thief', lastName: 'T', email: `attacker-${Date.now()}@example.com` },
    });
    expect(result.errors?.[0]).toMatchObject({ message: NEEDS_SESSION, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.client.graphql('{ me { email } }')).data).toEqual({ me: { email: owner.email } });
  });
});

describe('other profile fields with an API token', () => {
  it('still change when the email is sent unchanged (REST and GraphQL), and no session ends', async () => {
    const { owner, secret } = await ownerWithToken();
    const rest = await bearerClient(server, secret).patch('/api/auth/profile', {
      firstName: 'Scripted',
      lastName: 'Update',
      email: owner.email.toUpperCase(), // the same address in another letter case is no change
      company: 'Acme',
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ email: owner.email, firstName: 'Scripted', lastName: 'Update', company: 'Acme' });

    const graphql = await bearerClient(server, secret).graphql(UPDATE_PROFILE, {
      input: { firstName: 'Again', lastName: 'Update', email: owner.email, company: 'Acme Two' },
    });
    expect(graphql.data?.updateProfile).toMatchObject({ email: owner.email, firstName: 'Again', company: 'Acme Two' });
    expect((await owner.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('changing the email in a browser session', () => {
  it('still works', async () => {
    const { owner } = await ownerWithToken();
    const newEmail = `moved-${Date.now()}@example.com`;
    const response = await owner.client.patch('/api/auth/profile', { firstName: 'Test', lastName: 'User', email: newEmail });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(newEmail);
  });
});
