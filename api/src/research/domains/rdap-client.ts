/** One RDAP domain query (RFC 9082): 404 means nobody registered it, 200 means someone did. */

export type RdapAnswer = 'available' | 'taken' | 'unknown';

export const RDAP_TIMEOUT_MS = 2_000;
/** Failed lookups in a row (timeout, refused, unresolvable host) after which a server is left alone for a while. */
export const UNREACHABLE_AFTER_FAILURES = 3;
export const UNREACHABLE_BACK_OFF_MS = 60_000;

interface ServerHealth {
  failuresInARow: number;
  skipUntil: number;
}

/**
 * RDAP lookups with a back-off per server. Without it every domain of every run asked a registry
 * that cannot be reached, and each such fetch (a host name that does not resolve, a connection that
 * never answers) left memory behind: about 0.2 MB per research run, without bound (issue 15).
 * After a few failures in a row a server is skipped ('unknown', so the DNS second opinion answers)
 * until the back-off ends; then one lookup tries it again. Any HTTP answer, even a 500, counts as reachable.
 */
export class RdapClient {
  private readonly health = new Map<string, ServerHealth>();

  constructor(
    private readonly timeoutMs = RDAP_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async query(serverBaseUrl: string, domain: string): Promise<RdapAnswer> {
    const health = this.health.get(serverBaseUrl);
    if (health && health.failuresInARow >= UNREACHABLE_AFTER_FAILURES) {
      if (this.now() < health.skipUntil) return 'unknown';
      // Back-off over: let this lookup probe the server; the others keep skipping until it answers.
      health.skipUntil = this.now() + UNREACHABLE_BACK_OFF_MS;
    }
    const reply = await fetchStatus(serverBaseUrl, domain, this.timeoutMs);
    if (reply === 'unreachable') {
      const failed = this.health.get(serverBaseUrl) ?? { failuresInARow: 0, skipUntil: 0 };
      failed.failuresInARow += 1;
      if (failed.failuresInARow >= UNREACHABLE_AFTER_FAILURES) failed.skipUntil = this.now() + UNREACHABLE_BACK_OFF_MS;
      this.health.set(serverBaseUrl, failed);
      return 'unknown';
    }
    this.health.delete(serverBaseUrl);
    if (reply === 404) return 'available';
    if (reply === 200) return 'taken';
    return 'unknown';
  }
}

/** One query without a back-off (kept for callers that ask once). */
export function queryRdap(serverBaseUrl: string, domain: string, timeoutMs = RDAP_TIMEOUT_MS): Promise<RdapAnswer> {
  return new RdapClient(timeoutMs).query(serverBaseUrl, domain);
}

async function fetchStatus(serverBaseUrl: string, domain: string, timeoutMs: number): Promise<number | 'unreachable'> {
  const base = serverBaseUrl.endsWith('/') ? serverBaseUrl : `${serverBaseUrl}/`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(new URL(`domain/${encodeURIComponent(domain)}`, base), {
      headers: { accept: 'application/rdap+json, application/json' },
      redirect: 'follow',
      signal: controller.signal,
    });
    // The body is not needed; release the connection.
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch {
    // Timeout, refused connection, TLS or DNS failure of the RDAP server itself.
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
