/**
 * The DNS second opinion (RDAP failed) trusts a "not found" only when the resolver can resolve
 * the domain's TLD: a broken or sandboxed resolver that answers NXDOMAIN for everything makes
 * the result unknown (not available, source dns, not cached), never "available". Even then a "not
 * found" is only an estimate (a registered name without nameservers has none either): AVAILABLE,
 * ESTIMATED; NS records found are a read fact: REGISTERED, MEASURED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainChecker } from '../../api/src/research/domains/domain-checker.js';
import type { NsResolver } from '../../api/src/research/domains/dns-check.js';
import { DOMAIN_PRICE_LIST_DATE, DOMAIN_PRICE_NOTE, DOMAIN_PRICES_USD } from '../../api/src/research/domains/domain-prices.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let rdap: FakeRdap;
let server: TestServer;

beforeAll(async () => {
  // Every RDAP lookup fails, so every answer comes from DNS.
  rdap = await startFakeRdap({ defaultAnswer: 500 });
  server = await startTestServer({ DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
});
afterAll(async () => {
  await server?.stop();
  await rdap?.close();
});

function notFound(name: string): Error {
  return Object.assign(new Error(`queryNs ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
}

/** A resolver that records what it was asked; `resolvesTlds` says whether it knows the TLDs themselves. */
const dnsSource = { provider: 'dns', url: null, retrievedAt: expect.any(String) };

function fakeResolver(options: { resolvesTlds: boolean; registered?: string[] }): { resolveNs: NsResolver; asked: string[] } {
  const asked: string[] = [];
  const resolveNs: NsResolver = async (name) => {
    asked.push(name);
    if (!name.includes('.') && options.resolvesTlds) return [`a.${name}-servers.example`];
    if (options.registered?.includes(name)) return ['ns1.registrar.example'];
    throw notFound(name);
  };
  return { resolveNs, asked };
}

function checkerWith(resolveNs: NsResolver): DomainChecker {
  const { config, orm, logger } = server.application.services;
  return new DomainChecker({ config, orm, logger, resolveNs });
}

async function cachedRows(domains: string[]) {
  return server.application.services.orm.em
    .fork()
    .getConnection()
    .execute<{ domain: string; available: boolean; source: string }[]>(
      `select domain, available, source from domain_checks where domain in (${domains.map(() => '?').join(', ')}) order by domain`,
      domains,
    );
}

describe('the DNS second opinion', () => {
  it('with a healthy resolver, NXDOMAIN is probably available (ESTIMATED) and NS records are taken (MEASURED); both cached, the TLD asked once', async () => {
    const { resolveNs, asked } = fakeResolver({ resolvesTlds: true, registered: ['registered-dns.com'] });
    const results = await checkerWith(resolveNs).check(['free-dns-one.com', 'free-dns-two.com', 'registered-dns.com']);
    expect(results).toEqual([
      {
        domain: 'free-dns-one.com',
        available: true,
        status: 'AVAILABLE',
        price: DOMAIN_PRICES_USD.com,
        priceListDate: DOMAIN_PRICE_LIST_DATE,
        priceNote: DOMAIN_PRICE_NOTE,
        basis: 'ESTIMATED',
        source: dnsSource,
      },
      {
        domain: 'free-dns-two.com',
        available: true,
        status: 'AVAILABLE',
        price: DOMAIN_PRICES_USD.com,
        priceListDate: DOMAIN_PRICE_LIST_DATE,
        priceNote: DOMAIN_PRICE_NOTE,
        basis: 'ESTIMATED',
        source: dnsSource,
      },
      {
        domain: 'registered-dns.com',
        available: false,
        status: 'REGISTERED',
        price: null,
        priceListDate: null,
        priceNote: null,
        basis: 'MEASURED',
        source: dnsSource,
      },
    ]);
    expect(rdap.countFor('free-dns-one.com')).toBe(1);
    expect(asked.filter((name) => name === 'com')).toEqual(['com']);
    expect(await cachedRows(['free-dns-one.com', 'free-dns-two.com', 'registered-dns.com'])).toEqual([
      { domain: 'free-dns-one.com', available: true, source: 'dns' },
      { domain: 'free-dns-two.com', available: true, source: 'dns' },
      { domain: 'registered-dns.com', available: false, source: 'dns' },
    ]);

    // Read back from the cache, DNS's "not found" is still only an estimate.
    const rdapBefore = rdap.countFor('free-dns-one.com');
    const again = await checkerWith(resolveNs).check(['free-dns-one.com', 'registered-dns.com']);
    expect(rdap.countFor('free-dns-one.com')).toBe(rdapBefore);
    expect(again.map(({ domain, status, basis }) => ({ domain, status, basis }))).toEqual([
      { domain: 'free-dns-one.com', status: 'AVAILABLE', basis: 'ESTIMATED' },
      { domain: 'registered-dns.com', status: 'REGISTERED', basis: 'MEASURED' },
    ]);
  });

  it('with a resolver that cannot resolve the TLD (answers NXDOMAIN for everything), the result is not available and not cached', async () => {
    const { resolveNs, asked } = fakeResolver({ resolvesTlds: false });
    const checker = checkerWith(resolveNs);
    const [google, unknown] = await checker.check(['google.com', 'sandboxed-dns.net']);
    expect(google).toEqual({
      domain: 'google.com',
      available: false,
      status: 'UNKNOWN',
      price: null,
      priceListDate: null,
      priceNote: null,
      basis: 'UNKNOWN',
      source: dnsSource,
    });
    expect(unknown).toEqual({
      domain: 'sandboxed-dns.net',
      available: false,
      status: 'UNKNOWN',
      price: null,
      priceListDate: null,
      priceNote: null,
      basis: 'UNKNOWN',
      source: dnsSource,
    });
    expect(asked).toEqual(expect.arrayContaining(['com', 'net']));
    expect(await cachedRows(['google.com', 'sandboxed-dns.net'])).toEqual([]);

    // Not cached: the next check asks RDAP and DNS again.
    const rdapBefore = rdap.countFor('google.com');
    const dnsBefore = asked.filter((name) => name === 'google.com').length;
    const [again] = await checker.check(['google.com']);
    expect(again).toEqual({
      domain: 'google.com',
      available: false,
      status: 'UNKNOWN',
      price: null,
      priceListDate: null,
      priceNote: null,
      basis: 'UNKNOWN',
      source: dnsSource,
    });
    expect(rdap.countFor('google.com')).toBe(rdapBefore + 1);
    expect(asked.filter((name) => name === 'google.com')).toHaveLength(dnsBefore + 1);
  });
});
