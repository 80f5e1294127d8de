import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { fakeServer, readBody, send } from './fake-server.js';

/**
 * A fake EPO Open Patent Services 3.2 on 127.0.0.1, after the "OPS RESTful Web Services Reference
 * Guide" v1.3.20 (https://developers.epo.org, §2.3.2 Authentication & access token handling, §3.1.1
 * published-data search, §4.2 CQL indexes) and python-epo-ops-client's handling of expired tokens:
 * - POST /3.2/auth/accesstoken, `Authorization: Basic base64(key:secret)`, form body
 *   `grant_type=client_credentials` -> 200 JSON { access_token, token_type: "BearerToken", expires_in: "1199", ... };
 *   wrong method 405, missing/other grant type 400 (invalid_request), bad credentials 401 (invalid_client).
 * - GET /3.2/rest-services/published-data/search/biblio?q=<CQL>&Range=1-N with `Authorization: Bearer <token>`
 *   -> 200 BadgerFish JSON (Accept: application/json; XML otherwise) ops:world-patent-data > ops:biblio-search
 *   (@total-result-count) > ops:search-result > exchange-documents[]. Errors are XML faults, as OPS sends them:
 *   no token 401, unknown token 401 and expired token 400 (`invalid_access_token`), a CQL it cannot parse
 *   400 CLIENT.InvalidQuery, a Range over 100 documents 413, no hits 404 SERVER.EntityNotFound.
 * Tokens are short-lived when `tokenLifetimeSeconds` is small, so reuse and renewal are exercised.
 */
export interface FakePublication {
  country: string;
  docNumber: string;
  kind: string;
  /** yyyyMMdd */
  date: string;
  title: string;
  applicant: string;
  abstract: string;
}

export interface FakeEpoOptions {
  key?: string;
  secret?: string;
  tokenLifetimeSeconds?: number;
  publications?: FakePublication[];
  /** Reported as @total-result-count instead of the number of matches (OPS holds more than it lists). */
  reportedTotal?: number;
}

export interface FakeEpo {
  /** EPO_OPS_BASE_URL (ends in /3.2). */
  url: string;
  key: string;
  secret: string;
  /** The settings that point the app at this fake. */
  environment: Record<string, string>;
  /** Token requests that were granted. */
  readonly tokensIssued: number;
  /** Every CQL query searched with a valid token. */
  searches: string[];
  /** Search requests refused for their token (missing, unknown or expired). */
  readonly tokenRefusals: number;
  /** Expires every token issued so far (the next search with one gets 400 invalid_access_token). */
  expireTokens(): void;
  /** Answers every request with this status (503 = OPS's "Limited Server Resources"); null to recover. */
  setFailure(status: number | null): void;
  close(): Promise<void>;
}

export const DEFAULT_PUBLICATIONS: FakePublication[] = [
  {
    country: 'EP',
    docNumber: '3456789',
    kind: 'A1',
    date: '20190320',
    title: 'Dog walking scheduling system',
    applicant: 'WalkCo Inc.',
    abstract: 'A system that matches dog owners with dog walkers and reports each walk.',
  },
  {
    country: 'US',
    docNumber: '2021123456',
    kind: 'A1',
    date: '20210422',
    title: 'GPS collar for dog walking',
    applicant: 'Pawtrack LLC',
    abstract: 'A collar records the route of a dog walking service and shares it with the owner.',
  },
  {
    country: 'WO',
    docNumber: '2020123456',
    kind: 'A1',
    date: '20200611',
    title: 'Pet care marketplace',
    applicant: 'Petcare Networks Ltd',
    abstract: 'Booking of pet sitters and walking of dogs through a mobile application.',
  },
  {
    country: 'EP',
    docNumber: '1000000',
    kind: 'B1',
    date: '20010712',
    title: 'Cat litter tray',
    applicant: 'Felix Works',
    abstract: 'A self-cleaning tray.',
  },
];

const FAULT = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><fault xmlns="http://ops.epo.org"><code>${code}</code><message>${message}</message></fault>`;

export async function startFakeEpo(options: FakeEpoOptions = {}): Promise<FakeEpo> {
  const key = options.key ?? 'fake-consumer-key';
  const secret = options.secret ?? 'fake-consumer-secret';
  const lifetime = options.tokenLifetimeSeconds ?? 1199;
  const publications = options.publications ?? DEFAULT_PUBLICATIONS;
  const tokens = new Map<string, number>();
  const searches: string[] = [];
  let tokensIssued = 0;
  let tokenRefusals = 0;
  let failure: number | null = null;

  const server = fakeServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, 'application/xml', FAULT('SERVER.DomainAccess', 'fake failure')));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    if (failure !== null) return send(response, failure, 'application/xml', FAULT('SERVER.LimitedServerResources', 'Please request later'));
    if (url.pathname === '/3.2/auth/accesstoken') return token(request, response, body);
    if (url.pathname === '/3.2/rest-services/published-data/search/biblio' || url.pathname === '/3.2/rest-services/published-data/search')
      return search(request, response, url);
    return send(response, 404, 'application/xml', FAULT('CLIENT.NotFound', 'No such service'));
  }

  function token(request: IncomingMessage, response: ServerResponse, body: string): void {
    if (request.method !== 'POST') return send(response, 405, 'application/json', JSON.stringify({ error: 'method_not_allowed' }));
    const grant = new URLSearchParams(body).get('grant_type');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') || grant !== 'client_credentials') {
      return send(
        response,
        400,
        'application/json',
        JSON.stringify({ error: 'invalid_request', error_description: 'Unsupported grant type : ' + (grant ?? '') }),
      );
    }
    const expected = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return send(response, 401, 'application/json', JSON.stringify({ error: 'invalid_client', error_description: 'ClientId is Invalid' }));
    const accessToken = randomUUID().replaceAll('-', '');
    tokens.set(accessToken, Date.now() + lifetime * 1000);
    tokensIssued += 1;
    send(
      response,
      200,
      'application/json',
      JSON.stringify({
        refresh_token_expires_in: '0',
        api_product_list: '[ops-prod]',
        organization_name: 'fake',
        token_type: 'BearerToken',
        issued_at: String(Date.now()),
        client_id: key,
        access_token: accessToken,
        application_name: randomUUID(),
        scope: 'core',
        expires_in: String(lifetime),
        refresh_count: '0',
        status: 'approved',
      }),
    );
  }

  function search(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (request.method !== 'GET') return send(response, 405, 'application/xml', FAULT('CLIENT.MethodNotAllowed', 'GET only'));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!bearer || expiresAt === undefined) {
      tokenRefusals += 1;
      return send(
        response,
        401,
        'application/xml',
        FAULT('CLIENT.InvalidAccessToken', bearer ? 'invalid_access_token' : 'missing_access_token'),
      );
    }
    if (expiresAt <= Date.now()) {
      tokenRefusals += 1;
      return send(response, 400, 'application/xml', FAULT('CLIENT.InvalidAccessToken', 'invalid_access_token'));
    }
    const cql = url.searchParams.get('q') ?? '';
    const clauses = parseCql(cql);
    if (!clauses) return send(response, 400, 'application/xml', FAULT('CLIENT.InvalidQuery', `Cannot parse query: ${escapeXml(cql)}`));
    const range = /^(\d+)-(\d+)$/.exec(url.searchParams.get('Range') ?? request.headers['x-ops-range']?.toString() ?? '1-25');
    if (!range || Number(range[1]) < 1 || Number(range[2]) < Number(range[1]))
      return send(response, 400, 'application/xml', FAULT('CLIENT.InvalidRange', 'Bad Range'));
    if (Number(range[2]) - Number(range[1]) + 1 > 100)
      return send(response, 413, 'application/xml', FAULT('CLIENT.AmbiguousRequest', 'Range exceeds 100'));
    searches.push(cql);
    const matches = publications.filter((publication) =>
      clauses.every((term) => `${publication.title} ${publication.abstract}`.toLowerCase().includes(term)),
    );
    if (matches.length === 0) return send(response, 404, 'application/xml', FAULT('SERVER.EntityNotFound', 'No results found'));
    const shown = matches.slice(Number(range[1]) - 1, Number(range[2]));
    const total = options.reportedTotal ?? matches.length;
    if (!String(request.headers.accept ?? '').includes('application/json')) {
      return send(
        response,
        200,
        'application/xml',
        `<?xml version="1.0"?><ops:world-patent-data xmlns:ops="http://ops.epo.org"><ops:biblio-search total-result-count="${total}"/></ops:world-patent-data>`,
      );
    }
    const documents = shown.map((publication) => ({ 'exchange-document': exchangeDocument(publication) }));
    send(
      response,
      200,
      'application/json',
      JSON.stringify({
        'ops:world-patent-data': {
          '@xmlns': { ops: 'http://ops.epo.org', $: 'http://www.epo.org/exchange' },
          'ops:biblio-search': {
            '@total-result-count': String(total),
            'ops:query': { '@syntax': 'CQL', $: cql },
            'ops:range': { '@begin': range[1], '@end': range[2] },
            'ops:search-result': { 'exchange-documents': documents.length === 1 ? documents[0] : documents },
          },
        },
      }),
    );
  }

  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}/3.2`,
    key,
    secret,
    environment: { EPO_OPS_KEY: key, EPO_OPS_SECRET: secret, EPO_OPS_BASE_URL: `http://127.0.0.1:${port}/3.2` },
    get tokensIssued() {
      return tokensIssued;
    },
    searches,
    get tokenRefusals() {
      return tokenRefusals;
    },
    expireTokens: () => {
      for (const issued of tokens.keys()) tokens.set(issued, 0);
    },
    setFailure: (status) => {
      failure = status;
    },
    close: async () => {
      await server.close();
    },
  };
}

/** `ta=word` / `ti=word` / `ab=word` / `ta="two words"` clauses joined by `and`: the terms each must contain; null when it is not CQL this fake reads. */
function parseCql(cql: string): string[] | null {
  const clauses = cql.split(/\s+and\s+/i);
  const terms: string[] = [];
  for (const clause of clauses) {
    const match = /^(ta|ti|ab|txt)\s*(=|all|any)\s*(?:"([^"]+)"|([\p{L}\p{N}-]+))$/iu.exec(clause.trim());
    if (!match) return null;
    terms.push(...(match[3] ?? match[4]!).toLowerCase().split(/\s+/));
  }
  return terms.length > 0 ? terms : null;
}

function exchangeDocument(publication: FakePublication) {
  return {
    '@system': 'ops.epo.org',
    '@family-id': '12345678',
    '@country': publication.country,
    '@doc-number': publication.docNumber,
    '@kind': publication.kind,
    'bibliographic-data': {
      'publication-reference': {
        'document-id': [
          {
            '@document-id-type': 'docdb',
            country: { $: publication.country },
            'doc-number': { $: publication.docNumber },
            kind: { $: publication.kind },
            date: { $: publication.date },
          },
          {
            '@document-id-type': 'epodoc',
            'doc-number': { $: `${publication.country}${publication.docNumber}` },
            date: { $: publication.date },
          },
        ],
      },
      'invention-title': [
        { '@lang': 'de', $: `${publication.title} (de)` },
        { '@lang': 'en', $: publication.title },
      ],
      parties: {
        applicants: {
          applicant: [
            {
              '@sequence': '1',
              '@data-format': 'epodoc',
              'applicant-name': { name: { $: `${publication.applicant.toUpperCase()} [US]` } },
            },
            { '@sequence': '1', '@data-format': 'original', 'applicant-name': { name: { $: publication.applicant } } },
          ],
        },
      },
    },
    abstract: { '@lang': 'en', p: { $: publication.abstract } },
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[character]!);
}
