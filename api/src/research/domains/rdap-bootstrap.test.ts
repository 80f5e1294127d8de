import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shipped from './rdap-bootstrap.json' with { type: 'json' };
import { bootstrapTlds, MIN_BOOTSTRAP_SERVICES, publishedLater, validateBootstrapDocument } from './rdap-bootstrap-document.js';
import { fetchBootstrapDocument } from './rdap-bootstrap-fetch.js';
import { parseBootstrap, shippedBootstrapDocument } from './rdap-bootstrap.js';

describe('the shipped RDAP bootstrap file', () => {
  it("is IANA's whole dns.json, not a subset", () => {
    expect(Object.keys(shipped).sort()).toEqual(['description', 'publication', 'services', 'version']);
    expect(shipped.description).toBe('RDAP bootstrap file for Domain Name System registrations');
    expect(shipped.version).toBe('1.0');
    expect(shipped.publication).toBe('2025-11-06T23:00:01Z');
    expect(shipped.services.length).toBeGreaterThan(500);
    expect(bootstrapTlds(shippedBootstrapDocument).size).toBeGreaterThanOrEqual(1_000);
  });

  it('routes well-known generic and country TLDs, and lists no TLD twice', () => {
    const servers = parseBootstrap(shipped);
    expect(servers.get('com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(servers.get('net')).toBe('https://rdap.verisign.com/net/v1/');
    for (const tld of ['org', 'ai', 'app', 'dev', 'xyz', 'shop', 'info', 'uk', 'fr', 'nl', 'in'])
      expect(servers.get(tld)).toMatch(/^https?:\/\/.+\/$/);
    const listed = shipped.services.flatMap(([tlds]) => tlds);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('validating a bootstrap document', () => {
  const valid = { ...shippedBootstrapDocument, publication: '2026-01-02T03:04:05Z' };

  it('accepts an IANA-shaped document with enough services', () => {
    expect(validateBootstrapDocument(valid).publication).toBe('2026-01-02T03:04:05Z');
  });

  it('rejects anything else with the reason', () => {
    expect(() => validateBootstrapDocument('<html>')).toThrow(/not an RDAP bootstrap file/);
    expect(() => validateBootstrapDocument({ ...valid, publication: 'yesterday' })).toThrow(/publication/);
    expect(() => validateBootstrapDocument({ ...valid, services: [[['com'], ['not a url']]] })).toThrow(/services/);
    expect(() => validateBootstrapDocument({ ...valid, services: valid.services.slice(0, MIN_BOOTSTRAP_SERVICES - 1) })).toThrow(
      `RDAP bootstrap file lists ${MIN_BOOTSTRAP_SERVICES - 1} services; at least ${MIN_BOOTSTRAP_SERVICES} expected`,
    );
    const withoutCom = valid.services.filter(([tlds]) => !tlds.includes('com'));
    expect(() => validateBootstrapDocument({ ...valid, services: withoutCom })).toThrow('RDAP bootstrap file has no server for .com');
  });

  it('orders copies by their publication time', () => {
    expect(publishedLater({ publication: '2026-01-02T00:00:00Z' }, { publication: '2025-11-06T23:00:01Z' })).toBe(true);
    expect(publishedLater({ publication: '2025-11-06T23:00:01Z' }, { publication: '2025-11-06T23:00:01Z' })).toBe(false);
    expect(publishedLater({ publication: '2025-11-07T00:00:00+02:00' }, { publication: '2025-11-06T23:00:01Z' })).toBe(false);
  });
});

describe('fetching the bootstrap file', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/dns.json')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(shipped));
      if (request.url === '/down') return void response.writeHead(503).end('maintenance');
      if (request.url === '/huge') return void response.writeHead(200).end('x'.repeat(5 * 1024 * 1024));
      // '/hang': never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('returns the checked document', async () => {
    const document = await fetchBootstrapDocument(`${base}/dns.json`, { timeoutMs: 5_000 });
    expect(document.publication).toBe(shipped.publication);
  });

  it('says why it could not: HTTP status, no answer in time, an answer too large', async () => {
    await expect(fetchBootstrapDocument(`${base}/down`, { timeoutMs: 5_000 })).rejects.toThrow(`${base}/down answered HTTP 503`);
    await expect(fetchBootstrapDocument(`${base}/hang`, { timeoutMs: 200 })).rejects.toThrow(`${base}/hang did not answer within 0.2 s`);
    await expect(fetchBootstrapDocument(`${base}/huge`, { timeoutMs: 5_000 })).rejects.toThrow(/the answer is larger than 4194304 bytes/);
  });
});
