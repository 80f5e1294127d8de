/**
 * NODE_ENV=production: no stack traces to clients (REST or GraphQL), introspection off, and no
 * field suggestions anywhere in the response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
const STACK = /stacktrace|\s+at\s+\S+\s+\(|node_modules|\.ts:\d+/;

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await server?.stop();
});

describe('in production', () => {
  it('refuses introspection', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { name fields { name } } }']) {
      const response = await server.client().request('POST', '/graphql', { body: { query } });
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors[0].message).toMatch(/introspection is not allowed/i);
    }
    // Ordinary queries still work.
    expect(await server.client().graphql('{ me { id } }')).toEqual({ data: { me: null } });
  });

  it('sends GraphQL errors without stack traces: domain, validation, parse and limit errors', async () => {
    const user = await createSignedInUser(server);
    const documents = [
      'mutation { logIn(input: { email: "nobody@example.com", password: "wrong-password" }) { id } }',
      'mutation { signUp(input: { email: "bad", password: "x", firstName: "", lastName: "" }) { id } }',
      '{ me { id emial } }',
      '{ me { id ',
      `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: me { id }`).join(' ')} }`,
    ];
    for (const query of documents) {
      const response = await user.client.request('POST', '/graphql', { body: { query } });
      expect(response.body.errors?.length, query).toBeGreaterThan(0);
      expect(response.text, query).not.toMatch(STACK);
      expect(response.text, query).not.toMatch(/Did you mean|Suggestion hidden/);
    }
  });

  it('sends REST errors as a bare { message }', async () => {
    const responses = [
      await server.client().request('POST', '/auth/signup', { rawBody: '{"broken": ' }),
      await server.client().post('/auth/signup', { email: 'x' }),
      await server.client().post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' }),
      await server.client().get('/api/auth/user'),
      await server.client().post('/auth/logout', undefined, { origin: 'https://evil.example' }),
      await server.client().get('/api/does-not-exist'),
    ];
    expect(responses.map((response) => response.status)).toEqual([400, 400, 401, 401, 403, 404]);
    for (const response of responses) {
      expect(Object.keys(response.body)).toEqual(['message']);
      expect(response.text).not.toMatch(STACK);
    }
  });
});
