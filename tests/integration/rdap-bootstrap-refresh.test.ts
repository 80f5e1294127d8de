/**
 * IANA's RDAP bootstrap file: fetched at start in the background, stored in PostgreSQL, used by the next
 * process when the URL cannot be reached, an invalid file refused, and `pnpm rdap:refresh` on demand.
 * A fake data.iana.org and a fake RDAP server run on 127.0.0.1; '.example' is routed only by the fake files.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  BOOTSTRAP_REFRESH_INTERVAL_MS,
  rdapBootstrapFor,
  STORED_BOOTSTRAP_RECHECK_MS,
} from '../../api/src/research/domains/rdap-bootstrap.js';
import { storeBootstrap } from '../../api/src/research/domains/rdap-bootstrap-store.js';
import { createTestDatabase } from '../support/database.js';
import { ianaStyleBootstrap, startFakeRdapBootstrap, type FakeRdapBootstrap } from '../support/fake-rdap-bootstrap.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { eventually, queryDatabase, repositoryRoot } from './research-support.js';

const run = promisify(execFile);

const FIRST_PUBLICATION = '2026-11-01T00:00:00Z';
const LATER_PUBLICATION = '2026-11-20T00:00:00Z';
const NEXT_PUBLICATION = '2026-11-21T00:00:00Z';
const LATEST_PUBLICATION = '2026-11-22T00:00:00Z';

/** A URL nothing listens on (the port was free a moment ago). */
async function unreachableUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/rdap/dns.json`;
}

/** `pnpm rdap:refresh` as the api package runs it (tsx), against the test database. */
async function refreshCli(environment: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/src/app/rdap-refresh-cli.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the IANA RDAP bootstrap, refreshed at start and kept in PostgreSQL', () => {
  let rdap: FakeRdap;
  let iana: FakeRdapBootstrap;
  let database: { url: string; drop(): Promise<void> };
  let server: TestServer | undefined;

  const firstFile = () => ianaStyleBootstrap({ tlds: ['example'], serverUrl: rdap.url, publication: FIRST_PUBLICATION });
  const storedPublication = async () =>
    (
      await queryDatabase<{ publication: string }>(
        database.url,
        `select document ->> 'publication' as publication from rdap_bootstrap_copies where id = 1`,
      )
    )[0]?.publication;
  const bootstrapInUse = () => {
    const { config, orm, logger } = server!.application.services;
    return rdapBootstrapFor({ config, orm, logger }).status;
  };
  const restart = async (rdapBootstrapUrl: string) => {
    await server?.stop({ keepDatabase: true });
    server = await startTestServer({ DOMAIN_CHECK: 'online', RDAP_BOOTSTRAP_URL: rdapBootstrapUrl }, { databaseUrl: database.url });
  };
  const check = (domains: string[]) => server!.application.services.intelligence.checkDomainList(domains);

  beforeAll(async () => {
    rdap = await startFakeRdap({ answers: { 'first.example': 200, 'second.example': 200, 'third.example': 200 }, defaultAnswer: 404 });
    iana = await startFakeRdapBootstrap({ document: firstFile() });
    database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rdap?.close();
    await iana?.close();
  });

  it('starts without waiting for the file, stores it when it arrives, and lookups under way wait for it', async () => {
    const release = iana.hold();
    await restart(iana.url);
    // Listening while IANA has not answered: start-up did not wait.
    expect(await storedPublication()).toBeUndefined();
    const lookups = check(['first.example', 'open-first.example']);
    await eventually(async () => (iana.requests === 1 ? true : undefined), 10_000, 'the start-up fetch');
    release();
    expect(await lookups).toMatchObject([
      { domain: 'first.example', available: false },
      { domain: 'open-first.example', available: true },
    ]);
    // Both lookups ask RDAP once the file is in; they run concurrently, so in either order.
    expect([...rdap.requests].sort()).toEqual(['first.example', 'open-first.example']);
    expect(await storedPublication()).toBe(FIRST_PUBLICATION);
    expect(bootstrapInUse()).toEqual({ publication: FIRST_PUBLICATION, origin: 'fetched', tlds: expect.any(Number) });
    expect(bootstrapInUse().tlds).toBeGreaterThanOrEqual(1_000);
  });

  it('a second instance that cannot reach the URL uses the stored copy', async () => {
    await restart(await unreachableUrl());
    expect(await check(['second.example'])).toMatchObject([{ domain: 'second.example', available: false }]);
    expect(rdap.requests).toContain('second.example');
    expect(bootstrapInUse()).toMatchObject({ publication: FIRST_PUBLICATION, origin: 'stored' });
  });

  it('refuses a truncated file and keeps the last good copy', async () => {
    const truncated = { ...firstFile(), publication: LATER_PUBLICATION, services: firstFile().services.slice(-10) };
    iana.answer({ document: truncated });
    const asked = iana.requests;
    await restart(iana.url);
    expect(await check(['third.example'])).toMatchObject([{ domain: 'third.example', available: false }]);
    expect(iana.requests).toBe(asked + 1);
    expect(await storedPublication()).toBe(FIRST_PUBLICATION);
    expect(bootstrapInUse()).toMatchObject({ publication: FIRST_PUBLICATION, origin: 'stored' });
  });

  it('pnpm rdap:refresh fetches, checks and stores on demand, and says what it did', async () => {
    await server?.stop({ keepDatabase: true });
    server = undefined;
    const environment = { DATABASE_URL: database.url, RDAP_BOOTSTRAP_URL: iana.url };
    const later = ianaStyleBootstrap({ tlds: ['example'], serverUrl: rdap.url, publication: LATER_PUBLICATION });
    const tlds = new Set(later.services.flatMap(([names]) => names)).size;

    iana.answer({ document: later });
    const refreshed = await refreshCli(environment);
    expect(refreshed.stdout.trim()).toBe(
      `RDAP bootstrap refreshed from ${iana.url}: publication ${LATER_PUBLICATION}, ${tlds} TLDs in ${later.services.length} services; stored in PostgreSQL`,
    );
    expect(refreshed.code).toBe(0);
    expect(await storedPublication()).toBe(LATER_PUBLICATION);

    iana.answer({ document: firstFile() });
    const older = await refreshCli(environment);
    expect(older.code).toBe(0);
    expect(older.stdout).toContain(`publication ${FIRST_PUBLICATION}`);
    expect(older.stdout).toContain(`kept the stored copy, published later (${LATER_PUBLICATION})`);
    expect(await storedPublication()).toBe(LATER_PUBLICATION);

    iana.answer({ body: '<html>Service Unavailable</html>' });
    const notJson = await refreshCli(environment);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr.trim()).toBe(
      `RDAP bootstrap refresh failed: ${iana.url} did not send JSON; the stored copy (publication ${LATER_PUBLICATION}) stays in use`,
    );

    const unreachable = await unreachableUrl();
    const noAnswer = await refreshCli({ ...environment, RDAP_BOOTSTRAP_URL: unreachable });
    expect(noAnswer.code).toBe(1);
    expect(noAnswer.stderr).toContain(`RDAP bootstrap refresh failed: could not fetch ${unreachable}: ECONNREFUSED`);
    expect(await storedPublication()).toBe(LATER_PUBLICATION);
  });

  it('a running process takes up a copy another process stored within the hour, and fetches the file again after a day', async () => {
    iana.answer({ status: 503 });
    await restart(iana.url);
    await check(['fourth.example']);
    expect(bootstrapInUse()).toMatchObject({ publication: LATER_PUBLICATION, origin: 'stored' });
    const asked = iana.requests;

    const next = ianaStyleBootstrap({ tlds: ['example'], serverUrl: rdap.url, publication: NEXT_PUBLICATION });
    expect(await storeBootstrap(server!.application.services.orm, next)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await check(['fifth.example']);
      expect(bootstrapInUse().publication).toBe(LATER_PUBLICATION);
      vi.setSystemTime(Date.now() + STORED_BOOTSTRAP_RECHECK_MS);
      await check(['sixth.example']);
      expect(bootstrapInUse()).toMatchObject({ publication: NEXT_PUBLICATION, origin: 'stored' });
      expect(iana.requests).toBe(asked);

      iana.answer({ document: ianaStyleBootstrap({ tlds: ['example'], serverUrl: rdap.url, publication: LATEST_PUBLICATION }) });
      vi.setSystemTime(Date.now() + BOOTSTRAP_REFRESH_INTERVAL_MS);
      await check(['seventh.example']);
      expect(iana.requests).toBe(asked + 1);
      expect(bootstrapInUse()).toMatchObject({ publication: LATEST_PUBLICATION, origin: 'fetched' });
      expect(await storedPublication()).toBe(LATEST_PUBLICATION);
    } finally {
      vi.useRealTimers();
    }
  });
});
