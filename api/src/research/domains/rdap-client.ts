/** One RDAP domain query (RFC 9082): 404 means nobody registered it, 200 means someone did. */

export type RdapAnswer = 'available' | 'taken' | 'unknown';

export const RDAP_TIMEOUT_MS = 2_000;

export async function queryRdap(serverBaseUrl: string, domain: string, timeoutMs = RDAP_TIMEOUT_MS): Promise<RdapAnswer> {
  const base = serverBaseUrl.endsWith('/') ? serverBaseUrl : `${serverBaseUrl}/`;
  try {
    const response = await fetch(new URL(`domain/${encodeURIComponent(domain)}`, base), {
      headers: { accept: 'application/rdap+json, application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; release the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) return 'available';
    if (response.status === 200) return 'taken';
    return 'unknown';
  } catch {
    // Timeout, refused connection, TLS or DNS failure of the RDAP server itself.
    return 'unknown';
  }
}
