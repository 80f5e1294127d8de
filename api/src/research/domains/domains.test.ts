import { describe, expect, it } from 'vitest';
import { brandableLabel, domainCandidates, labelVariants, normaliseDomain, normaliseLabel } from './domain-candidates.js';
import { DOMAIN_PRICE_LIST_DATE, DOMAIN_PRICE_NOTE, DOMAIN_PRICES_USD, domainPrice } from './domain-prices.js';
import { DnsSecondOpinion, queryDns, RESOLVER_CHECK_TTL_MS } from './dns-check.js';
import { parseBootstrap } from './rdap-bootstrap.js';
import shipped from './rdap-bootstrap.json' with { type: 'json' };

function dnsError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

describe('domain candidates', () => {
  it('keeps short names whole and cuts a long idea down to its leading key words', () => {
    expect(brandableLabel('Pet Pal')).toBe('petpal');
    expect(brandableLabel('Dog walking marketplace for busy city professionals')).toBe('dogwalking');
    expect(brandableLabel('The subscription box of locally roasted coffee')).toBe('subscriptionbox');
    expect(brandableLabel('Supercalifragilisticexpialidocious-platform')).toBe('supercalifragilisticexpialidocious');
  });

  it('normalises the name to lowercase a-z0-9', () => {
    expect(normaliseLabel('  Pet Pal! ')).toBe('petpal');
    expect(normaliseLabel('Café Zürich 2.0')).toBe('cafezurich20');
    expect(normaliseLabel('!!!')).toBe('');
  });

  it('tries the name and a few variants across every extension', () => {
    expect(labelVariants('PetPal')).toEqual(['petpal', 'getpetpal', 'petpalhq', 'petpalapp']);
    const candidates = domainCandidates('PetPal', ['.com', '.io', 'NET', '.com']);
    expect(candidates.slice(0, 3)).toEqual(['petpal.com', 'petpal.io', 'petpal.net']);
    expect(candidates).toHaveLength(12);
    expect(new Set(candidates).size).toBe(12);
    expect(candidates).toContain('getpetpal.io');
    expect(candidates).toContain('petpalhq.net');
  });

  it('gives nothing for a name without letters or digits, and drops invalid extensions', () => {
    expect(domainCandidates('???', ['.com'])).toEqual([]);
    expect(domainCandidates('PetPal', ['.c o m', '', '.io'])).toEqual(['petpal.io', 'getpetpal.io', 'petpalhq.io', 'petpalapp.io']);
  });

  it('validates domains given to the check endpoint', () => {
    expect(normaliseDomain(' PetPal.COM ')).toBe('petpal.com');
    expect(normaliseDomain('pet-pal.co.uk')).toBe('pet-pal.co.uk');
    expect(normaliseDomain('petpal')).toBeNull();
    expect(normaliseDomain('-petpal.com')).toBeNull();
    expect(normaliseDomain('pet pal.com')).toBeNull();
  });
});

describe('domain prices', () => {
  it('gives an available domain its TLD’s listed price with the list’s date, as a typical price rather than a quote', () => {
    expect(domainPrice('petpal.com', true)).toEqual({
      price: DOMAIN_PRICES_USD.com,
      priceListDate: DOMAIN_PRICE_LIST_DATE,
      priceNote: DOMAIN_PRICE_NOTE,
    });
    expect(domainPrice('petpal.IO', true).price).toBe(DOMAIN_PRICES_USD.io);
    expect(DOMAIN_PRICE_NOTE).toMatch(/^Typical first-year registration price .* late 2024; not a registrar's quote$/);
  });

  it('gives no price to a taken domain, nor to an extension missing from the list (never a made-up default)', () => {
    const none = { price: null, priceListDate: null, priceNote: null };
    expect(domainPrice('petpal.com', false)).toEqual(none);
    expect(domainPrice('petpal.unknowntld', true)).toEqual(none);
    expect(domainPrice('petpal.club', true)).toEqual(none);
    // Names an object inherits are no extension's price.
    expect(domainPrice('petpal.constructor', true)).toEqual(none);
  });

  it('has a plausible first-year price for every default and common extension', () => {
    for (const tld of ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev']) {
      const price = DOMAIN_PRICES_USD[tld]!;
      expect(price).toBeGreaterThan(1);
      expect(price).toBeLessThan(150);
    }
    expect(DOMAIN_PRICES_USD.io!).toBeGreaterThan(DOMAIN_PRICES_USD.com!);
  });
});

describe('RDAP bootstrap', () => {
  it('ships a server for the default and common TLDs', () => {
    const servers = parseBootstrap(shipped);
    expect(servers.get('com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(servers.get('net')).toBe('https://rdap.verisign.com/net/v1/');
    // IANA lists no RDAP server for .io or .co: those are checked by DNS.
    for (const tld of ['org', 'ai', 'app', 'dev']) expect(servers.get(tld)).toMatch(/^https:\/\/.+\/$/);
  });

  it('reads the IANA file format and adds trailing slashes', () => {
    const servers = parseBootstrap({
      services: [
        [
          ['example', 'test'],
          ['http://insecure.example/rdap', 'https://rdap.example/rdap'],
        ],
      ],
    });
    expect(servers.get('example')).toBe('https://rdap.example/rdap/');
    expect(servers.get('test')).toBe('https://rdap.example/rdap/');
  });
});

describe('DNS second opinion', () => {
  it('maps NS records to taken, NXDOMAIN to available and anything else to unknown', async () => {
    expect(await queryDns('a.com', async () => ['ns1.example.net'])).toBe('taken');
    expect(await queryDns('a.com', async () => Promise.reject(dnsError('ENOTFOUND')))).toBe('available');
    expect(await queryDns('a.com', async () => Promise.reject(dnsError('ENODATA')))).toBe('taken');
    expect(await queryDns('a.com', async () => Promise.reject(dnsError('ETIMEOUT')))).toBe('unknown');
    expect(await queryDns('a.com', async () => Promise.reject(dnsError('ESERVFAIL')))).toBe('unknown');
  });

  it('trusts NXDOMAIN only while the resolver finds the TLD itself, asking about the TLD once per few minutes', async () => {
    let clock = 1_000; // lru-cache reads a start time of 0 as "no TTL"
    let tldResolves = true;
    const asked: string[] = [];
    const resolveNs = async (name: string) => {
      asked.push(name);
      if (name === 'com' && tldResolves) return ['a.gtld-servers.net'];
      throw dnsError('ENOTFOUND');
    };
    const dns = new DnsSecondOpinion(resolveNs, () => clock);
    expect(await Promise.all([dns.query('free-one.com'), dns.query('free-two.com')])).toEqual(['available', 'available']);
    expect(asked.filter((name) => name === 'com')).toHaveLength(1);

    tldResolves = false;
    clock += RESOLVER_CHECK_TTL_MS;
    expect(await dns.query('free-three.com')).toBe('available'); // the verdict is still fresh
    clock += 1;
    expect(await dns.query('free-three.com')).toBe('unknown');
    expect(asked.filter((name) => name === 'com')).toHaveLength(2);
  });
});
