/**
 * GraphQL limits on HTTP and websocket alike: depth 8, 15 aliases, a cost limit, a token limit, no
 * field suggestions, no batched HTTP requests. The websocket also authenticates from the cookie.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { issueToken } from './api-tokens.support.js';

let server: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server?.stop();
});

/** `__type { fields { type { ofType ... { name } } } } }` with the innermost field at `depth`. */
function queryOfDepth(depth: number): string {
  const ofTypes = depth - 4; // __type, fields, type, ..., name
  return `{ __type(name: "User") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
}
const aliasedQuery = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: me { id }`).join(' ')} }`;
/** Cheap on depth, aliases and tokens, expensive in cost: one fragment spread many times. */
const costlyQuery = (spreads: number) =>
  `{ me { ${'...UserFields '.repeat(spreads)}} } fragment UserFields on User { id email firstName lastName company bio profileImageUrl plan createdAt }`;
const tokenHeavyQuery = (tokens: number) => `{ me { ${'id '.repeat(tokens)}} }`;

async function overHttp(query: string) {
  return server.client().request('POST', '/graphql', { body: { query } });
}

/** Runs one operation over graphql-ws; resolves with the result or the errors the server sent. */
function overWebSocket(
  query: string,
  cookie?: string,
): Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
  clients.push(client);
  return new Promise((resolve, reject) => {
    let result: { data?: unknown; errors?: { message: string }[] } = {};
    client.subscribe(
      { query },
      {
        next: (value) => {
          result = value as typeof result;
        },
        error: (error) => {
          if (Array.isArray(error)) resolve({ errors: error });
          else reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        complete: () => resolve(result),
      },
    );
  });
}

describe('query depth', () => {
  it('allows depth 8 and refuses depth 9 over HTTP', async () => {
    const allowed = await overHttp(queryOfDepth(8));
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();

    const refused = await overHttp(queryOfDepth(9));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].message).toMatch(/depth limit of 8 exceeded/);
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts nested fragments as depth too', async () => {
    const fragments = Array.from({ length: 6 }, (_, index) => `fragment F${index} on User { id ...F${index + 1} }`).join(' ');
    const query = `{ me { ...F0 } } ${fragments} fragment F6 on User { id }`;
    const refused = await overHttp(query);
    expect(refused.body.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded/);
  });

  it('refuses depth 9 over graphql-ws as well', async () => {
    expect((await overWebSocket(queryOfDepth(8))).errors).toBeUndefined();
    const refused = await overWebSocket(queryOfDepth(9));
    expect(refused.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded/);
  });
});

describe('aliases', () => {
  it('allows 15 and refuses 16 over HTTP', async () => {
    const allowed = await overHttp(aliasedQuery(15));
    expect(allowed.body.errors).toBeUndefined();
    expect(Object.keys(allowed.body.data)).toHaveLength(15);

    const refused = await overHttp(aliasedQuery(16));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses 16 over graphql-ws as well', async () => {
    expect((await overWebSocket(aliasedQuery(15))).errors).toBeUndefined();
    expect((await overWebSocket(aliasedQuery(16))).errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });
});

describe('cost', () => {
  it('refuses a document whose cost exceeds the limit, though within depth, aliases and tokens', async () => {
    expect((await overHttp(costlyQuery(10))).body.errors).toBeUndefined();
    const refused = await overHttp(costlyQuery(200));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/Cost limit of 5000 exceeded/);
    expect((await overWebSocket(costlyQuery(200))).errors?.[0]?.message).toMatch(/Cost limit of 5000 exceeded/);
  });
});

describe('tokens', () => {
  it('refuses a document of more than 2000 tokens over HTTP and graphql-ws', async () => {
    expect((await overHttp(tokenHeavyQuery(100))).body.errors).toBeUndefined();
    const refused = await overHttp(tokenHeavyQuery(2100));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/more th[ae]t 2000 tokens/);
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const overSocket = await overWebSocket(tokenHeavyQuery(2100));
    expect(overSocket.errors?.[0]?.message).toMatch(/more th[ae]t 2000 tokens/);
    expect(overSocket.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('documents made to be echoed', () => {
  it('a syntax error quotes at most 300 characters of an over-long token, over HTTP and graphql-ws', async () => {
    const query = `{ me { "${'a'.repeat(200_000)}" } }`;
    const refused = await overHttp(query);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(refused.body.errors[0].message).toMatch(/^Syntax Error/);
    expect(refused.body.errors[0].message.length).toBeLessThanOrEqual(300);
    const overSocket = await overWebSocket(query);
    expect(overSocket.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(overSocket.errors?.[0]?.message.length).toBeLessThanOrEqual(300);
  });
});

describe('automatic persisted queries', () => {
  it('are not supported: a hash, matching or not, gets a clear code, never INTERNAL_SERVER_ERROR', async () => {
    for (const sha256Hash of ['abc', '0'.repeat(64)]) {
      const response = await server.client().request('POST', '/graphql', {
        body: { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash } } },
      });
      expect(response.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('field suggestions', () => {
  const typos = [
    '{ mee { id } }',
    '{ me { emial } }',
    'mutation { logIn(inptu: { email: "a@b.co", password: "x" }) { id } }',
    'mutation { logOutt }',
  ];

  // Messages only: outside production the stack trace (which production never sends) keeps graphql-js's wording.
  const messages = (errors: { message: string }[] | undefined) => (errors ?? []).map((error) => error.message);

  it.each(typos)('are not given over HTTP for %s', async (query) => {
    const response = await overHttp(query);
    expect(response.status).toBe(400);
    expect(messages(response.body.errors).length).toBeGreaterThan(0);
    for (const message of messages(response.body.errors)) {
      expect(message).not.toMatch(/Did you mean|Suggestion/i);
      expect(message).toMatch(/\.$/);
    }
  });

  it('are not given over graphql-ws either', async () => {
    for (const query of typos) {
      const result = await overWebSocket(query);
      expect(messages(result.errors).length, query).toBeGreaterThan(0);
      for (const message of messages(result.errors)) expect(message).not.toMatch(/Did you mean|Suggestion/i);
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('batched HTTP requests', () => {
  it('are refused', async () => {
    const response = await server.client().request('POST', '/graphql', { body: [{ query: '{ me { id } }' }, { query: '{ isAdmin }' }] });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/batching/i);
  });
});

describe('graphql-ws', () => {
  it('authenticates from the session cookie at connect', async () => {
    const user = await createSignedInUser(server);
    const signedIn = await overWebSocket('{ me { id email } }', user.client.cookieHeader());
    expect(signedIn).toEqual({ data: { me: { id: user.id, email: user.email } } });
    expect(await overWebSocket('{ me { id } }')).toEqual({ data: { me: null } });
  });

  it('answers domain errors with their extensions.code', async () => {
    const result = await overWebSocket(
      'mutation { updateProfile(input: { firstName: "A", lastName: "B", email: "a@example.com" }) { id } }',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A POST /graphql as bytes on the wire (optionally a gzip-encoded body), the answer decoded. */
function rawPost(body: string, headers: Record<string, string>, gzipBody = false): Promise<RawAnswer> {
  const payload = gzipBody ? gzipSync(Buffer.from(body)) : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(gzipBody ? { 'content-encoding': 'gzip' } : {}),
          'content-length': String(payload.length),
        },
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

const LARGE_QUERY = `{ ${Array.from({ length: 120 }, (_, index) => `field${index}: __typename`).join(' ')} }`;

describe('POST /graphql', () => {
  it('answers each kind of request with its status, the security headers and compression by Accept-Encoding', async () => {
    const user = await createSignedInUser(server);
    const bearer = (await issueToken(user.client)).secret;
    const cases: Array<{ body: string; headers: Record<string, string>; status: number; encoding?: string; gzipBody?: boolean }> = [
      { body: JSON.stringify({ query: '{ me { id } }' }), headers: {}, status: 200 },
      { body: JSON.stringify({ query: '{ me { id email } }' }), headers: { cookie: user.client.cookieHeader() }, status: 200 },
      { body: JSON.stringify({ query: '{ me { id } }' }), headers: { authorization: `Bearer ${bearer}` }, status: 200 },
      { body: JSON.stringify({ query: '{ me { id } }' }), headers: { authorization: 'Bearer isk_nope' }, status: 401 },
      { body: JSON.stringify({ query: '{ nope }' }), headers: {}, status: 400 },
      { body: '{"query": ', headers: {}, status: 400 },
      { body: '"{ me { id } }"', headers: {}, status: 400 },
      { body: '', headers: {}, status: 400 },
      { body: JSON.stringify({ query: `{ __typename }${' '.repeat(1024 * 1024)}` }), headers: {}, status: 413 },
      {
        body: JSON.stringify({ query: '{ me { id } }' }),
        headers: { cookie: user.client.cookieHeader(), origin: 'https://evil.example' },
        status: 403,
      },
      { body: JSON.stringify({ query: LARGE_QUERY }), headers: { 'accept-encoding': 'br, gzip' }, status: 200, encoding: 'br' },
      { body: JSON.stringify({ query: LARGE_QUERY }), headers: { 'accept-encoding': 'gzip' }, status: 200, encoding: 'gzip' },
      { body: JSON.stringify({ query: LARGE_QUERY }), headers: {}, status: 200 },
      { body: JSON.stringify({ query: '{ me { id } }' }), headers: {}, status: 200, gzipBody: true },
    ];
    for (const testCase of cases) {
      const answer = await rawPost(testCase.body, testCase.headers, testCase.gzipBody);
      expect(answer.status, testCase.body.slice(0, 40)).toBe(testCase.status);
      expect(answer.headers['content-encoding']).toBe(testCase.encoding);
      expect(answer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const body = JSON.parse(answer.text) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
      if (testCase.status !== 200) expect(body.errors?.[0]?.extensions?.code).toBeTruthy();
    }
  });

  it('renews the session cookie when the session was extended, and clears an unknown one', async () => {
    const renewed = await createSignedInUser(server);
    const cookie = renewed.client.cookieHeader();
    await server.application.services.orm.em
      .getConnection()
      .execute("update sessions set expires_at = now() + interval '14 days' where user_id = ?", [renewed.id]);
    const answer = await rawPost(JSON.stringify({ query: '{ me { id } }' }), { cookie });
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^ideascope_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(answer.headers['set-cookie']![0]!)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const unknown = await rawPost(JSON.stringify({ query: '{ me { id } }' }), { cookie: 'ideascope_session=unknown' });
    expect(unknown.headers['set-cookie']?.[0]).toBe(
      'ideascope_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
    expect(JSON.parse(unknown.text)).toEqual({ data: { me: null } });
  });
});
