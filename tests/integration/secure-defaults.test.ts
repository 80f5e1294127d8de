/**
 * Started as the README says (`pnpm start` runs node api/dist/main.js with no NODE_ENV), the API
 * behaves as in production: no stack traces in GraphQL errors and no introspection. Only an
 * explicit NODE_ENV=development (what `pnpm dev` sets) turns them on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const STACK = /stacktrace|\s+at\s+\S+\s+\(|node_modules|\.ts:\d+/;
const INTROSPECTION = '{ __schema { types { name } } }';
const BAD_FIELD = '{ me { id emial } }';

let withoutNodeEnv: TestServer;
let development: TestServer;

beforeAll(async () => {
  // NODE_ENV: undefined removes the test default, as if the variable were not set at all.
  withoutNodeEnv = await startTestServer({ NODE_ENV: undefined });
  development = await startTestServer({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await withoutNodeEnv?.stop();
  await development?.stop();
});

describe('without NODE_ENV', () => {
  it('the configuration defaults to production', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(withoutNodeEnv.application.services.config.NODE_ENV).toBe('production');
  });

  it('refuses introspection', async () => {
    const response = await withoutNodeEnv.client().request('POST', '/graphql', { body: { query: INTROSPECTION } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/introspection is not allowed/i);
  });

  it('sends GraphQL errors without stack traces or file paths', async () => {
    const response = await withoutNodeEnv.client().request('POST', '/graphql', { body: { query: BAD_FIELD } });
    expect(response.body.errors.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(STACK);
  });
});

describe('with NODE_ENV=development (pnpm dev)', () => {
  it('allows introspection and shows stack traces, so the checks above can tell', async () => {
    const introspection = await development.client().graphql(INTROSPECTION);
    expect(introspection.data.__schema.types.length).toBeGreaterThan(0);
    const response = await development.client().request('POST', '/graphql', { body: { query: BAD_FIELD } });
    expect(response.text).toMatch(STACK);
  });
});
