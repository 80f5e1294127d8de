import type { Sql } from '../../jobs/sql.js';
import { createLogger } from '../../shared/logger.js';
import { SourceClient, SourceUnavailableError, type SourceCallContext } from '../evidence/source-client.js';

/** One RDAP domain query (RFC 9082): 404 means nobody registered it, 200 means someone did. */

export type RdapAnswer = 'available' | 'taken' | 'unknown';

export const RDAP_TIMEOUT_MS = 2_000;
/** Failed lookups in a row (timeout, refused, unresolvable host) after which a server is left alone for a while. */
export const UNREACHABLE_AFTER_FAILURES = 3;
export const UNREACHABLE_BACK_OFF_MS = 60_000;
/** RDAP's "not found" (RFC 7480 §5.3): an answer, kept as evidence and reused like a 200. */
export const RDAP_NOT_FOUND = 404;

/** What a lookup got, with the evidence row of the registry's answer. */
export interface RdapLookup {
  answer: RdapAnswer;
  /** The RDAP record a person can open. */
  url: string;
  evidenceId: string | null;
  retrievedAt: Date;
}

interface ServerHealth {
  failuresInARow: number;
  skipUntil: number;
}

const NO_CONTEXT: SourceCallContext = { runId: null, projectId: null };

/**
 * RDAP lookups through the source client (timeout, pacing, evidence row, status row) with a
 * back-off per server: after a few failures in a row (timeout, refused, unresolvable host) a server
 * is skipped ('unknown', so the DNS second opinion answers) until the back-off ends; then one lookup
 * tries it again. Any HTTP answer, even a 500, counts as reachable. Without a source client (unit
 * tests, a one-off query) one is made that records nothing.
 */
export class RdapClient {
  private readonly health = new Map<string, ServerHealth>();
  private readonly client: SourceClient;

  constructor(
    timeoutMs = RDAP_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
    client?: SourceClient,
  ) {
    this.client =
      client ??
      new SourceClient({
        provider: 'rdap',
        sql: NO_EVIDENCE,
        logger: createLogger('silent'),
        timeoutMs,
        concurrency: 4,
        attempts: 1,
        answerStatuses: [RDAP_NOT_FOUND],
      });
  }

  async query(serverBaseUrl: string, domain: string): Promise<RdapAnswer> {
    return (await this.lookUp(serverBaseUrl, domain)).answer;
  }

  async lookUp(serverBaseUrl: string, domain: string, context: SourceCallContext = NO_CONTEXT): Promise<RdapLookup> {
    const url = rdapDomainUrl(serverBaseUrl, domain);
    const unknown = (evidenceId: string | null = null): RdapLookup => ({ answer: 'unknown', url, evidenceId, retrievedAt: new Date() });
    const health = this.health.get(serverBaseUrl);
    if (health && health.failuresInARow >= UNREACHABLE_AFTER_FAILURES) {
      if (this.now() < health.skipUntil) return unknown();
      // Back-off over: let this lookup probe the server; the others keep skipping until it answers.
      health.skipUntil = this.now() + UNREACHABLE_BACK_OFF_MS;
    }
    try {
      const response = await this.client.request(
        { method: 'GET', url, headers: { accept: 'application/rdap+json, application/json' } },
        context,
      );
      this.health.delete(serverBaseUrl);
      const answer: RdapAnswer = response.status === RDAP_NOT_FOUND ? 'available' : response.status === 200 ? 'taken' : 'unknown';
      return { answer, url, evidenceId: response.evidenceId, retrievedAt: response.retrievedAt };
    } catch (error) {
      if (!(error instanceof SourceUnavailableError)) throw error;
      if (error.status !== null) {
        // The registry answered (a 500, a 400): reachable, but it did not say.
        this.health.delete(serverBaseUrl);
        return unknown();
      }
      // Timeout, refused connection, TLS or DNS failure of the RDAP server itself.
      const failed = this.health.get(serverBaseUrl) ?? { failuresInARow: 0, skipUntil: 0 };
      failed.failuresInARow += 1;
      if (failed.failuresInARow >= UNREACHABLE_AFTER_FAILURES) failed.skipUntil = this.now() + UNREACHABLE_BACK_OFF_MS;
      this.health.set(serverBaseUrl, failed);
      return unknown();
    }
  }
}

/** One query without a back-off (kept for callers that ask once). */
export function queryRdap(serverBaseUrl: string, domain: string, timeoutMs = RDAP_TIMEOUT_MS): Promise<RdapAnswer> {
  return new RdapClient(timeoutMs).query(serverBaseUrl, domain);
}

/** The RDAP record a person can open to see the registry's answer. */
export function rdapDomainUrl(server: string, domain: string): string {
  return new URL(`domain/${encodeURIComponent(domain)}`, server.endsWith('/') ? server : `${server}/`).toString();
}

const NO_EVIDENCE: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };
