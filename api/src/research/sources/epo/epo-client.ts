import { SourceUnavailableError, type SourceCallContext, type SourceClient } from '../../evidence/source-client.js';
import type { Sql } from '../../../jobs/sql.js';
import { markUnusable, readAnswer } from '../unusable-answer.js';
import { sourceClient, type SourceClientDependencies } from '../source-clients.js';
import { parseBiblioSearch, type BiblioSearchPage } from './epo-biblio.js';

/**
 * EPO Open Patent Services 3.2 (OPS RESTful Web Services Reference Guide, §2.3.2 and §3.1.1):
 * an OAuth access token from POST /auth/accesstoken (Basic key:secret, grant_type=client_credentials),
 * sent as a Bearer token to GET /rest-services/published-data/search/biblio?q=<CQL>&Range=1-N.
 */
export interface EpoCredentials {
  baseUrl: string;
  key: string;
  secret: string;
}

export interface EpoSearchAnswer extends BiblioSearchPage {
  evidenceId: string | null;
  retrievedAt: Date;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Renew a little before OPS's expiry (tokens live about 20 minutes) so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 30_000;

// Tokens are per process: one per base URL and key, reused until shortly before they expire.
const tokens = new Map<string, CachedToken>();
const pendingTokens = new Map<string, Promise<CachedToken>>();

/** For tests: forget every cached token. */
export function forgetEpoTokens(): void {
  tokens.clear();
}

/** OPS answers an empty result set with 404 SERVER.EntityNotFound: an answer (0 publications), kept and reused like any. */
const NO_RESULTS_STATUS = 404;

/** The EPO source client: its 404 "no results" is an answer, not a failure. */
export function epoClient(dependencies: SourceClientDependencies): SourceClient {
  return sourceClient(dependencies, 'epo', { answerStatuses: [NO_RESULTS_STATUS] });
}

/**
 * A CQL search. The access token is asked for only when the search really goes out: a search
 * answered from evidence costs no token request.
 */
export async function searchEpo(
  client: SourceClient,
  sql: Sql,
  credentials: EpoCredentials,
  cql: string,
  hits: number,
  context: SourceCallContext,
): Promise<EpoSearchAnswer> {
  const url = `${trimSlash(credentials.baseUrl)}/rest-services/published-data/search/biblio?q=${encodeURIComponent(cql)}&Range=1-${hits}`;
  const ask = () =>
    client.request(
      {
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        authorize: async () => ({ authorization: `Bearer ${await accessToken(client, credentials, context)}` }),
      },
      context,
    );
  let answer;
  try {
    answer = await ask();
  } catch (error) {
    // OPS refuses an expired or revoked token (400/401 invalid_access_token): get a new one, once.
    if (!isTokenRefusal(error)) throw error;
    forgetToken(credentials);
    answer = await ask();
  }
  if (answer.status === NO_RESULTS_STATUS) {
    if (!answer.text.includes('EntityNotFound')) {
      const reason = `epo answered 404${answer.text ? `: ${answer.text.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`;
      await markUnusable(sql, answer, reason);
      throw new SourceUnavailableError('epo', reason, 404);
    }
    return { totalResults: 0, records: [], evidenceId: answer.evidenceId, retrievedAt: answer.retrievedAt };
  }
  const page: BiblioSearchPage = await readAnswer(sql, 'epo', answer, 'unreadable search answer', parseBiblioSearch);
  return { ...page, evidenceId: answer.evidenceId, retrievedAt: answer.retrievedAt };
}

async function accessToken(client: SourceClient, credentials: EpoCredentials, context: SourceCallContext): Promise<string> {
  const cacheKey = tokenKey(credentials);
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  let pending = pendingTokens.get(cacheKey);
  if (!pending) {
    pending = requestToken(client, credentials, context).finally(() => pendingTokens.delete(cacheKey));
    pendingTokens.set(cacheKey, pending);
  }
  const fresh = await pending;
  tokens.set(cacheKey, fresh);
  return fresh.token;
}

async function requestToken(client: SourceClient, credentials: EpoCredentials, context: SourceCallContext): Promise<CachedToken> {
  const basic = Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64');
  const answer = await client.request(
    {
      method: 'POST',
      url: `${trimSlash(credentials.baseUrl)}/auth/accesstoken`,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      // Never answered from evidence, never stored: a token is a secret and expires.
      reuse: false,
      secrets: [credentials.key, credentials.secret, basic],
    },
    context,
  );
  const body = answer.json<{ access_token?: string; expires_in?: string | number }>();
  if (!body.access_token) throw new SourceUnavailableError('epo', 'the token answer has no access_token', answer.status);
  const lifetimeMs = Number(body.expires_in ?? 0) * 1000;
  const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 10);
  return { token: body.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - margin) };
}

function isTokenRefusal(error: unknown): boolean {
  if (!(error instanceof SourceUnavailableError)) return false;
  return (error.status === 400 || error.status === 401 || error.status === 403) && /access[_ ]?token/i.test(error.message);
}

function forgetToken(credentials: EpoCredentials): void {
  tokens.delete(tokenKey(credentials));
}

function tokenKey(credentials: EpoCredentials): string {
  return `${credentials.baseUrl}\n${credentials.key}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
