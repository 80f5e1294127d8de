/**
 * A JSON POST to /graphql is served without Express (http/graphql-post.ts); every other request to
 * /graphql still goes through Express. A body sent with `Content-Encoding: gzip` takes the Express
 * path, so each case below is sent both ways and must get the same status, body and headers.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { issueToken } from './api-tokens.support.js';

let server: TestServer;
let user: SignedUpUser;
let bearer: string;

beforeAll(async () => {
  server = await startTestServer({ RUN_WORKERS: 'false', API_TOKEN_RATE_LIMIT_PER_MINUTE: '1000' });
  user = await createSignedInUser(server);
  bearer = (await issueToken(user.client)).secret;
});
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function post(body: string, headers: Record<string, string>, viaExpress: boolean): Promise<Answer> {
  const payload = viaExpress ? gzipSync(Buffer.from(body)) : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, ...(viaExpress ? { 'content-encoding': 'gzip' } : {}), 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: decoded.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Outside production errors carry a stack trace, which names the integration that called Apollo. */
function withoutStackTraces(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'stacktrace' ? undefined : value)));
}

/** What must not differ between the two paths. */
function comparable(answer: Answer) {
  const { headers } = answer;
  return {
    status: answer.status,
    body: answer.text.trim() ? withoutStackTraces(JSON.parse(answer.text)) : answer.text,
    contentType: headers['content-type'],
    contentEncoding: headers['content-encoding'],
    vary: String(headers.vary ?? '').toLowerCase(),
    retryAfter: headers['retry-after'],
    csp: headers['content-security-policy'],
    frameOptions: headers['x-frame-options'],
    noSniff: headers['x-content-type-options'],
    referrerPolicy: headers['referrer-policy'],
  };
}

const LARGE_QUERY = `{ ${Array.from({ length: 120 }, (_, index) => `field${index}: __typename`).join(' ')} }`;

describe('POST /graphql without Express answers as the Express path does', () => {
  const cases: Array<{ name: string; body: () => string; headers: () => Record<string, string>; expectStatus: number }> = [
    { name: 'signed out', body: () => JSON.stringify({ query: '{ me { id } }' }), headers: () => ({}), expectStatus: 200 },
    { name: 'with the session cookie', body: () => JSON.stringify({ query: '{ me { id email } }' }), headers: () => ({ cookie: user.client.cookieHeader() }), expectStatus: 200 },
    { name: 'with an API token', body: () => JSON.stringify({ query: '{ me { id } }' }), headers: () => ({ authorization: `Bearer ${bearer}` }), expectStatus: 200 },
    { name: 'an unknown API token', body: () => JSON.stringify({ query: '{ me { id } }' }), headers: () => ({ authorization: 'Bearer isk_nope' }), expectStatus: 401 },
    { name: 'a query error', body: () => JSON.stringify({ query: '{ nope }' }), headers: () => ({}), expectStatus: 400 },
    { name: 'a body that is not JSON', body: () => '{"query": ', headers: () => ({}), expectStatus: 400 },
    { name: 'a JSON string instead of an object', body: () => '"{ me { id } }"', headers: () => ({}), expectStatus: 400 },
    { name: 'an empty body', body: () => '', headers: () => ({}), expectStatus: 400 },
    { name: 'a body over 1 MB', body: () => JSON.stringify({ query: `{ __typename }${' '.repeat(1024 * 1024)}` }), headers: () => ({}), expectStatus: 413 },
    {
      name: 'a cross-site POST with the cookie',
      body: () => JSON.stringify({ query: '{ me { id } }' }),
      headers: () => ({ cookie: user.client.cookieHeader(), origin: 'https://evil.example' }),
      expectStatus: 403,
    },
    { name: 'a large answer, brotli accepted', body: () => JSON.stringify({ query: LARGE_QUERY }), headers: () => ({ 'accept-encoding': 'br, gzip' }), expectStatus: 200 },
    { name: 'a large answer, gzip accepted', body: () => JSON.stringify({ query: LARGE_QUERY }), headers: () => ({ 'accept-encoding': 'gzip' }), expectStatus: 200 },
    { name: 'a large answer, nothing accepted', body: () => JSON.stringify({ query: LARGE_QUERY }), headers: () => ({}), expectStatus: 200 },
  ];

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const direct = await post(testCase.body(), testCase.headers(), false);
      const throughExpress = await post(testCase.body(), testCase.headers(), true);
      expect(direct.status).toBe(testCase.expectStatus);
      expect(comparable(direct)).toEqual(comparable(throughExpress));
    });
  }

  it('renews the session cookie the same way', async () => {
    const renewed = await createSignedInUser(server);
    const cookie = renewed.client.cookieHeader();
    await server.application.services.orm.em.getConnection().execute(
      "update sessions set expires_at = now() + interval '14 days' where user_id = ?",
      [renewed.id],
    );
    const direct = await post(JSON.stringify({ query: '{ me { id } }' }), { cookie }, false);
    expect(direct.headers['set-cookie']?.[0]).toMatch(/^ideascope_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(direct.headers['set-cookie']![0]!)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const unknown = await post(JSON.stringify({ query: '{ me { id } }' }), { cookie: 'ideascope_session=unknown' }, false);
    expect(unknown.headers['set-cookie']?.[0]).toBe('ideascope_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
    expect(JSON.parse(unknown.text)).toEqual({ data: { me: null } });
  });
});
