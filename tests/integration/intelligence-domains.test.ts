import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_CHECK_CONCURRENCY } from '../../api/src/research/domains/domain-checker.js';
import { DOMAIN_PRICE_LIST_DATE, DOMAIN_PRICE_NOTE, DOMAIN_PRICES_USD } from '../../api/src/research/domains/domain-prices.js';
import type { ResearchIntelligence } from '../../api/src/research/intelligence/research-intelligence.js';
import { DEFAULT_RESEARCH_OPTIONS } from '../../api/src/research/research.types.js';
import { AppError } from '../../api/src/shared/errors.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('domain availability over RDAP (fake RDAP server)', () => {
  let rdap: FakeRdap;
  let server: TestServer;
  let intelligence: ResearchIntelligence;

  const cachedRows = async (domains: string[]) =>
    server.application.services.orm.em
      .fork()
      .getConnection()
      .execute<{ domain: string; available: boolean; source: string }[]>(
        `select domain, available, source from domain_checks where domain in (${domains.map(() => '?').join(', ')}) order by domain`,
        domains,
      );

  beforeAll(async () => {
    rdap = await startFakeRdap({
      answers: { 'taken.com': 200, 'free.com': 404, 'hangs.com': 'hang', 'broken.net': 500, 'petpal.com': 200, 'petpal.io': 200 },
      defaultAnswer: 404,
      delayMs: 20,
    });
    server = await startTestServer({ DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
    intelligence = server.application.services.intelligence;
  });
  afterAll(async () => {
    await server?.stop();
    await rdap?.close();
  });

  it('maps RDAP 200 to taken and 404 to available with the TLD price', async () => {
    const results = await intelligence.checkDomainList(['Taken.com', 'free.com']);
    expect(results).toEqual([
      {
        domain: 'taken.com',
        available: false,
        status: 'REGISTERED',
        price: null,
        priceListDate: null,
        priceNote: null,
        basis: 'MEASURED',
        source: {
          provider: 'rdap',
          url: new URL('domain/taken.com', rdap.url).toString(),
          retrievedAt: expect.any(String),
          evidenceId: expect.any(String),
        },
      },
      {
        domain: 'free.com',
        available: true,
        status: 'AVAILABLE',
        price: DOMAIN_PRICES_USD.com,
        priceListDate: DOMAIN_PRICE_LIST_DATE,
        priceNote: DOMAIN_PRICE_NOTE,
        basis: 'MEASURED',
        source: {
          provider: 'rdap',
          url: new URL('domain/free.com', rdap.url).toString(),
          retrievedAt: expect.any(String),
          evidenceId: expect.any(String),
        },
      },
    ]);
    // Each answer is evidence of its own, through the source client: the RDAP record, its status and response.
    const evidence = await server.application.services.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ provider: string; status: number; url: string }>>(
        'select provider, status, url from research_evidence where id in (?, ?) order by status',
        [results[0]!.source.evidenceId, results[1]!.source.evidenceId],
      );
    expect(evidence).toEqual([
      { provider: 'rdap', status: 200, url: new URL('domain/taken.com', rdap.url).toString() },
      { provider: 'rdap', status: 404, url: new URL('domain/free.com', rdap.url).toString() },
    ]);
    expect(await cachedRows(['free.com', 'taken.com'])).toEqual([
      { domain: 'free.com', available: true, source: 'rdap' },
      { domain: 'taken.com', available: false, source: 'rdap' },
    ]);
  });

  it('asks DNS for a second opinion after a 2-second RDAP timeout or an RDAP error', async () => {
    const [hangs, broken] = await intelligence.checkDomainList(['hangs.com', 'broken.net']);
    expect(rdap.countFor('hangs.com')).toBe(1);
    expect(rdap.countFor('broken.net')).toBe(1);
    // What DNS says depends on the machine's resolver; that it was asked shows in the source. No
    // answer at all is UNKNOWN: never "taken", no price.
    for (const result of [hangs!, broken!]) {
      expect(result.source.provider).toBe('dns');
      expect(result.price === null).toBe(!result.available);
      expect(result.available).toBe(result.status === 'AVAILABLE');
      if (result.status === 'UNKNOWN') expect(result).toMatchObject({ basis: 'UNKNOWN', price: null, available: false });
    }
  });

  it('serves repeated checks from the day-long cache without asking RDAP again', async () => {
    const before = rdap.requests.length;
    const results = await intelligence.checkDomainList(['free.com', 'taken.com']);
    expect(results.map((result) => [result.domain, result.available, result.source.provider])).toEqual([
      ['free.com', true, 'rdap'],
      ['taken.com', false, 'rdap'],
    ]);
    expect(rdap.requests.length).toBe(before);
  });

  it('checks again once the cached answer is older than a day', async () => {
    await server.application.services.orm.em
      .fork()
      .getConnection()
      .execute(`update domain_checks set checked_at = now() - interval '25 hours' where domain = 'free.com'`);
    rdap.set('free.com', 200);
    const [result] = await intelligence.checkDomainList(['free.com']);
    expect(result).toMatchObject({
      domain: 'free.com',
      available: false,
      status: 'REGISTERED',
      price: null,
      basis: 'MEASURED',
      source: { provider: 'rdap' },
    });
    expect(rdap.countFor('free.com')).toBe(2);
  });

  it('checks the idea candidates across the chosen extensions with bounded concurrency', async () => {
    const projectId = randomUUID();
    const stage = await intelligence.checkDomains({
      userId: null,
      projectId,
      name: 'Pet Pal',
      category: null,
      description: 'Dog walkers on demand',
      targetMarket: null,
      keyFeatures: [],
      notes: null,
      options: { ...DEFAULT_RESEARCH_OPTIONS, domainExtensions: ['.com', '.io', '.ai'] },
    });
    expect(stage.source).toBe('rdap');
    expect(stage.fallbackReason).toBeUndefined();
    expect(stage.data.map((result) => result.domain)).toEqual(intelligence.domainCandidates('Pet Pal', ['.com', '.io', '.ai']));
    expect(stage.data).toHaveLength(12);
    expect(stage.data.find((result) => result.domain === 'petpal.com')).toMatchObject({ available: false, price: null });
    expect(stage.data.find((result) => result.domain === 'getpetpal.ai')).toMatchObject({
      available: true,
      price: DOMAIN_PRICES_USD.ai,
      priceListDate: DOMAIN_PRICE_LIST_DATE,
    });
    expect(rdap.peakConcurrency).toBeLessThanOrEqual(DOMAIN_CHECK_CONCURRENCY);
    expect(rdap.peakConcurrency).toBeGreaterThan(1);
  });

  it('rejects invalid domain names as bad input', async () => {
    await expect(intelligence.checkDomainList(['not a domain'])).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof AppError && error.code === 'BAD_USER_INPUT' && error.message === 'Invalid domain name: not a domain',
    );
    expect(await intelligence.checkDomainList([])).toEqual([]);
  });
});

describe('RDAP servers from a refreshed IANA bootstrap file', () => {
  let rdap: FakeRdap;
  let server: TestServer;
  beforeAll(async () => {
    rdap = await startFakeRdap({ answers: { 'registered.example': 200 }, defaultAnswer: 404, bootstrapTlds: ['example'] });
    server = await startTestServer({ DOMAIN_CHECK: 'online', RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl });
  });
  afterAll(async () => {
    await server?.stop();
    await rdap?.close();
  });

  it('asks the server the bootstrap file names for the TLD', async () => {
    const results = await server.application.services.intelligence.checkDomainList(['registered.example', 'open.example']);
    expect(results).toMatchObject([
      {
        domain: 'registered.example',
        available: false,
        status: 'REGISTERED',
        price: null,
        basis: 'MEASURED',
        source: { provider: 'rdap' },
      },
      {
        domain: 'open.example',
        available: true,
        status: 'AVAILABLE',
        // .example is not on the price list: no price, rather than a made-up one.
        price: null,
        priceListDate: null,
        priceNote: null,
        basis: 'MEASURED',
        source: { provider: 'rdap' },
      },
    ]);
    expect(rdap.requests).toEqual(['registered.example', 'open.example']);
  });
});
