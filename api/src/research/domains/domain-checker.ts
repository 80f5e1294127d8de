import type { AppConfig } from '../../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { recordDomainActivity } from './domain-activity.js';
import { badInput } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { Basis, DataSourceName, DomainResult, DomainStatus } from '../research.types.js';
import { boundedMap } from './bounded-map.js';
import { normaliseDomain, topLevelDomain } from './domain-candidates.js';
import { domainPrice } from './domain-prices.js';
import { DnsSecondOpinion, type NsResolver } from './dns-check.js';
import { Database } from '../../jobs/sql.js';
import type { SourceCallContext } from '../evidence/source-client.js';
import { sourceClient } from '../sources/source-clients.js';
import { RDAP_NOT_FOUND, RdapClient, rdapDomainUrl, RDAP_TIMEOUT_MS } from './rdap-client.js';
import { rdapBootstrapFor, type RdapBootstrap } from './rdap-bootstrap.js';
import { throwIfCancelled } from '../run-cancelled.js';

/** At most this many lookups in flight per check, to be polite to registries. */
export const DOMAIN_CHECK_CONCURRENCY = 4;
/** RDAP and DNS answers are reused for a day. */
export const DOMAIN_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Upper bound for one POST /api/domains/check. */
export const MAX_DOMAINS_PER_CHECK = 50;

interface Availability {
  status: DomainStatus;
  source: DataSourceName;
  /** The RDAP record (or query) that backs the answer. */
  url: string | null;
  checkedAt: Date;
  /** The evidence row of the registry's answer (a lookup made now). */
  evidenceId?: string | null;
}

export interface DomainCheckerDependencies {
  config: AppConfig;
  orm: MikroORM;
  logger: Logger;
  resolveNs?: NsResolver;
  rdapTimeoutMs?: number;
}

/**
 * How an answer is known. A registry's (RDAP) answer and NS records found in DNS are read facts: MEASURED. DNS
 * finding no record says only that the name is most likely free (a registered name on hold, or parked without
 * nameservers, has none either): ESTIMATED, "Probably available" to the customer, and counted as an estimate.
 */
export function availabilityBasis(answer: Pick<Availability, 'status' | 'source'>): Basis {
  if (answer.status === 'UNKNOWN') return 'UNKNOWN';
  return answer.status === 'AVAILABLE' && answer.source === 'dns' ? 'ESTIMATED' : 'MEASURED';
}

/**
 * Domain availability: RDAP at each TLD's server (from the IANA bootstrap, or RDAP_BASE_URL for
 * every TLD), DNS NS as a second opinion, a day-long cache in domain_checks; DOMAIN_CHECK=offline
 * asks nobody and answers UNKNOWN (no guess).
 */
export class DomainChecker {
  private readonly bootstrap: RdapBootstrap;
  private readonly dns: DnsSecondOpinion;
  private readonly rdap: RdapClient;

  constructor(private readonly dependencies: DomainCheckerDependencies) {
    this.bootstrap = rdapBootstrapFor(dependencies);
    this.dns = new DnsSecondOpinion(dependencies.resolveNs);
    const timeoutMs = dependencies.rdapTimeoutMs ?? RDAP_TIMEOUT_MS;
    // Every lookup is evidence; domain_checks (a day) is the only reuse, so its expiry means a fresh question.
    const sources = { config: dependencies.config, sql: new Database(dependencies.orm).sql, logger: dependencies.logger };
    this.rdap = new RdapClient(
      timeoutMs,
      Date.now,
      sourceClient(sources, 'rdap', { timeoutMs, answerStatuses: [RDAP_NOT_FOUND], attempts: 1, reuseAnswers: false }),
    );
  }

  get offline(): boolean {
    return this.dependencies.config.DOMAIN_CHECK === 'offline';
  }

  /**
   * Checks domains (normalised to lowercase, duplicates removed, order kept). Invalid names are a 400.
   * A name is AVAILABLE or REGISTERED only when RDAP (or DNS) said so; no answer is UNKNOWN, never "taken". AVAILABLE
   * from DNS alone is ESTIMATED (availabilityBasis).
   */
  async check(domains: string[], context?: SourceCallContext): Promise<DomainResult[]> {
    if (domains.length > MAX_DOMAINS_PER_CHECK) throw badInput(`At most ${MAX_DOMAINS_PER_CHECK} domains can be checked at once`);
    const names: string[] = [];
    for (const domain of domains) {
      const normalised = normaliseDomain(domain);
      if (!normalised) throw badInput(`Invalid domain name: ${domain}`);
      if (!names.includes(normalised)) names.push(normalised);
    }
    if (names.length === 0) return [];
    const answers = this.offline
      ? new Map(names.map((name) => [name, this.offlineAnswer(name)]))
      : await this.onlineAnswers(names, context);
    return names.map((domain) => {
      const answer = answers.get(domain)!;
      const available = answer.status === 'AVAILABLE';
      const basis = availabilityBasis(answer);
      return {
        domain,
        available,
        status: answer.status,
        ...domainPrice(domain, available),
        basis,
        source: {
          provider: answer.source,
          url: answer.url,
          retrievedAt: answer.checkedAt.toISOString(),
          ...(answer.evidenceId ? { evidenceId: answer.evidenceId } : {}),
        },
      };
    });
  }

  /** DOMAIN_CHECK=offline: nobody was asked, so nothing is known. */
  private offlineAnswer(_domain: string): Availability {
    return { status: 'UNKNOWN', source: 'none', url: null, checkedAt: new Date() };
  }

  private async onlineAnswers(names: string[], context?: SourceCallContext): Promise<Map<string, Availability>> {
    const answers = await this.cached(names);
    const missing = names.filter((name) => !answers.has(name));
    // boundedMap, not p-limit: its first lookups start before it returns, in the caller's order (p-limit defers each
    // start by a microtask, and the RDAP bootstrap's waiting lookups then reach the server out of order).
    const fresh = await boundedMap(missing, DOMAIN_CHECK_CONCURRENCY, (domain) => this.lookUp(domain, context));
    missing.forEach((domain, index) => answers.set(domain, fresh[index]!));
    // Only definite answers are cached; UNKNOWN is asked again next time.
    await this.remember(
      missing.map((domain, index) => ({ domain, answer: fresh[index]! })).filter(({ answer }) => answer.status !== 'UNKNOWN'),
    );
    await recordDomainActivity(this.dependencies.orm, missing.length, fresh.filter((answer) => answer.status !== 'UNKNOWN').length).catch(
      (error: unknown) => this.dependencies.logger.warn({ err: error }, 'could not record the domain registries’ activity'),
    );
    return answers;
  }

  private async lookUp(domain: string, context?: SourceCallContext): Promise<Availability> {
    const server = this.dependencies.config.RDAP_BASE_URL ?? (await this.bootstrap.serverFor(topLevelDomain(domain)));
    if (server) {
      const rdap = await this.rdap.lookUp(server, domain, context);
      if (rdap.answer !== 'unknown')
        return {
          status: rdap.answer === 'available' ? 'AVAILABLE' : 'REGISTERED',
          source: 'rdap',
          url: rdap.url,
          checkedAt: rdap.retrievedAt,
          evidenceId: rdap.evidenceId,
        };
    }
    throwIfCancelled(context?.signal); // the run was superseded or deleted meanwhile
    const dns = await this.dns.query(domain);
    const status: DomainStatus = dns === 'available' ? 'AVAILABLE' : dns === 'taken' ? 'REGISTERED' : 'UNKNOWN';
    return { status, source: 'dns', url: null, checkedAt: new Date() };
  }

  private async cached(names: string[]): Promise<Map<string, Availability>> {
    const since = new Date(Date.now() - DOMAIN_CACHE_TTL_MS);
    const rows = await this.dependencies.orm.em
      .fork()
      .getConnection()
      .execute<{ domain: string; available: boolean; source: DataSourceName; checked_at: string | Date }[]>(
        `select domain, available, source, checked_at from domain_checks where domain in (${names.map(() => '?').join(', ')}) and checked_at >= ?`,
        [...names, since],
      );
    const entries = await Promise.all(
      rows.map(async (row): Promise<[string, Availability]> => {
        const server =
          row.source === 'rdap'
            ? (this.dependencies.config.RDAP_BASE_URL ?? (await this.bootstrap.serverFor(topLevelDomain(row.domain))))
            : null;
        return [
          row.domain,
          {
            status: row.available ? 'AVAILABLE' : 'REGISTERED',
            source: row.source,
            url: server ? rdapDomainUrl(server, row.domain) : null,
            checkedAt: new Date(row.checked_at),
          },
        ];
      }),
    );
    return new Map(entries);
  }

  private async remember(entries: Array<{ domain: string; answer: Availability }>): Promise<void> {
    if (entries.length === 0) return;
    const values = entries.map(() => '(?, ?, ?, now())').join(', ');
    try {
      await this.dependencies.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into domain_checks (domain, available, source, checked_at) values ${values}
           on conflict (domain) do update set available = excluded.available, source = excluded.source, checked_at = excluded.checked_at`,
          entries.flatMap(({ domain, answer }) => [domain, answer.status === 'AVAILABLE', answer.source]),
        );
    } catch (error) {
      // The cache is an optimisation: a failed write costs a lookup next time, nothing more.
      this.dependencies.logger.warn({ err: error }, 'could not cache domain checks');
    }
  }
}
