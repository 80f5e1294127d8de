import { promises as dns } from 'node:dns';

/**
 * DNS second opinion when RDAP cannot tell: a domain with NS records is registered; NXDOMAIN
 * (ENOTFOUND) means it is most likely free. Anything else (timeouts, SERVFAIL) cannot tell, and
 * the domain is then reported as not available, the cautious answer.
 */
export type DnsAnswer = 'available' | 'taken' | 'unknown';

export type NsResolver = (domain: string) => Promise<string[]>;

const resolver = new dns.Resolver({ timeout: 2_000, tries: 1 });

export const systemNsResolver: NsResolver = (domain) => resolver.resolveNs(domain);

export async function queryDns(domain: string, resolveNs: NsResolver = systemNsResolver): Promise<DnsAnswer> {
  try {
    const records = await resolveNs(domain);
    return records.length > 0 ? 'taken' : 'unknown';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === dns.NOTFOUND) return 'available';
    // ENODATA: the name exists but has no NS of its own, so it is registered.
    if (code === 'ENODATA' || code === dns.NODATA) return 'taken';
    return 'unknown';
  }
}
