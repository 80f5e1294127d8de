import { promises as dns } from 'node:dns';
import { LRUCache } from 'lru-cache';
import { topLevelDomain } from './domain-candidates.js';

/**
 * DNS second opinion when RDAP cannot tell: a domain with NS records is registered; NXDOMAIN
 * (ENOTFOUND) means it is most likely free. Anything else (timeouts, SERVFAIL) cannot tell, and
 * the domain is then reported as not available, the cautious answer.
 */
export type DnsAnswer = 'available' | 'taken' | 'unknown';

export type NsResolver = (domain: string) => Promise<string[]>;

/** How long a verdict on whether the resolver can resolve a TLD is reused (up to and including this age). */
export const RESOLVER_CHECK_TTL_MS = 5 * 60 * 1000;
/** More TLDs than any check asks about in five minutes (IANA lists about 1,500). */
const MAX_TLD_VERDICTS = 2_000;

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

/**
 * queryDns with a sanity check: a broken or sandboxed resolver answers "not found" for every name
 * (google.com included), so a "not found" counts only when the same resolver finds the NS records
 * of the domain's TLD. That verdict is kept per TLD for a few minutes: it describes this process's
 * resolver, not a research answer, so it is not shared between replicas.
 */
export class DnsSecondOpinion {
  private readonly tldVerdicts: LRUCache<string, Promise<boolean>>;

  constructor(
    private readonly resolveNs: NsResolver = systemNsResolver,
    now: () => number = Date.now,
  ) {
    // ttlResolution 0: read the clock on every look-up rather than reusing it for a millisecond.
    this.tldVerdicts = new LRUCache({ max: MAX_TLD_VERDICTS, ttl: RESOLVER_CHECK_TTL_MS, ttlResolution: 0, perf: { now } });
  }

  async query(domain: string): Promise<DnsAnswer> {
    const answer = await queryDns(domain, this.resolveNs);
    if (answer !== 'available') return answer;
    return (await this.resolvesTld(topLevelDomain(domain))) ? 'available' : 'unknown';
  }

  private resolvesTld(tld: string): Promise<boolean> {
    const cached = this.tldVerdicts.get(tld);
    if (cached) return cached;
    // One question per TLD even when several lookups need the verdict at once.
    const resolves = this.resolveNs(tld).then(
      (records) => records.length > 0,
      () => false,
    );
    this.tldVerdicts.set(tld, resolves);
    return resolves;
  }
}
