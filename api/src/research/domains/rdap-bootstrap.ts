import type { AppConfig } from '../../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logger.js';
import shippedBootstrap from './rdap-bootstrap.json' with { type: 'json' };
import {
  bootstrapDocumentSchema,
  bootstrapTlds,
  publishedLater,
  validateBootstrapDocument,
  type BootstrapDocument,
} from './rdap-bootstrap-document.js';
import { refreshStoredBootstrap } from './rdap-bootstrap-fetch.js';
import { loadStoredBootstrap } from './rdap-bootstrap-store.js';

/**
 * Which RDAP server answers for which TLD, from IANA's bootstrap file (RFC 9224).
 *
 * rdap-bootstrap.json is IANA's whole https://data.iana.org/rdap/dns.json, unchanged: publication
 * 2025-11-06T23:00:01Z, 597 services, 1,192 TLDs (.io, .co and .de are absent: IANA lists no RDAP server for
 * them, so they are checked by DNS). It was taken from the IANA bootstrap data bundled in the npm package
 * rdap@0.0.14 (MIT), the newest publication found on the npm registry; `pnpm rdap:refresh` or any start with
 * IANA reachable replaces it with the current file.
 *
 * In a process, the newest by "publication" of the shipped file and the copy stored in PostgreSQL
 * (rdap_bootstrap_copies) is used. At start, and then once a day, RDAP_BOOTSTRAP_URL is fetched in the
 * background, checked and stored; the stored copy is re-read every hour so every process routes alike.
 */

export const BOOTSTRAP_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const STORED_BOOTSTRAP_RECHECK_MS = 60 * 60 * 1000;
/** Lookups wait for a refresh under way, so it must be short. */
export const BOOTSTRAP_FETCH_TIMEOUT_MS = 5_000;

export type RdapServers = Map<string, string>;
export type BootstrapOrigin = 'shipped' | 'stored' | 'fetched';

/** TLD -> base URL (with a trailing slash); the first https URL of each service wins. */
export function parseBootstrap(json: unknown): RdapServers {
  const { services } = bootstrapDocumentSchema.pick({ services: true }).parse(json);
  const servers: RdapServers = new Map();
  for (const [tlds, urls] of services) {
    const url = urls.find((candidate) => candidate.startsWith('https://')) ?? urls[0];
    if (!url) continue;
    for (const tld of tlds) servers.set(tld.toLowerCase(), url.endsWith('/') ? url : `${url}/`);
  }
  return servers;
}

export const shippedBootstrapDocument: BootstrapDocument = validateBootstrapDocument(shippedBootstrap);

export interface RdapBootstrapDependencies {
  config: Pick<AppConfig, 'RDAP_BOOTSTRAP_URL' | 'RDAP_BASE_URL' | 'DOMAIN_CHECK'>;
  orm: MikroORM;
  logger: Logger;
}

export class RdapBootstrap {
  private document = shippedBootstrapDocument;
  private servers = parseBootstrap(shippedBootstrapDocument);
  private origin: BootstrapOrigin = 'shipped';
  private maintenance: Promise<void> | null = null;
  private lastFetchAttempt = -Infinity;
  private lastStoreRead = -Infinity;
  private readonly stopping = new AbortController();

  constructor(private readonly dependencies: RdapBootstrapDependencies) {}

  /** The copy in use. */
  get status(): { publication: string; origin: BootstrapOrigin; tlds: number } {
    return { publication: this.document.publication, origin: this.origin, tlds: this.servers.size };
  }

  /**
   * At process start: reads the stored copy and refreshes from RDAP_BOOTSTRAP_URL in the background (returns at
   * once). Nothing to do while domain checks are offline or RDAP_BASE_URL answers for every TLD.
   */
  start(): void {
    const { DOMAIN_CHECK, RDAP_BASE_URL } = this.dependencies.config;
    if (DOMAIN_CHECK === 'online' && !RDAP_BASE_URL) void this.ready();
  }

  /** The RDAP base URL for a TLD, or null when IANA lists no server for it. */
  async serverFor(tld: string): Promise<string | null> {
    await this.ready();
    return this.servers.get(tld.toLowerCase()) ?? null;
  }

  /** Aborts a fetch under way and waits for it, so nothing touches the database after the process closes it. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.maintenance;
  }

  /** Lookups that arrive while the copy is being read or refreshed wait for it (at most the fetch timeout). */
  private async ready(): Promise<void> {
    if (!this.maintenance && !this.stopping.signal.aborted) {
      const now = Date.now();
      const fetchDue = now - this.lastFetchAttempt >= BOOTSTRAP_REFRESH_INTERVAL_MS;
      if (fetchDue || now - this.lastStoreRead >= STORED_BOOTSTRAP_RECHECK_MS) {
        this.maintenance = this.maintain(fetchDue).finally(() => {
          this.maintenance = null;
        });
      }
    }
    await this.maintenance;
  }

  private async maintain(fetchDue: boolean): Promise<void> {
    await this.adoptStoredCopy();
    if (fetchDue) await this.fetchAndStore();
  }

  private async adoptStoredCopy(): Promise<void> {
    this.lastStoreRead = Date.now();
    try {
      const stored = await loadStoredBootstrap(this.dependencies.orm);
      if (stored) this.adopt(stored.document, 'stored');
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      this.dependencies.logger.warn({ err: error }, 'could not read the stored RDAP bootstrap copy; keeping the one in use');
    }
  }

  private async fetchAndStore(): Promise<void> {
    // Whatever happens, the next attempt is a day away: the copy in use is good enough meanwhile.
    this.lastFetchAttempt = Date.now();
    const url = this.dependencies.config.RDAP_BOOTSTRAP_URL;
    try {
      const { fetched, stored } = await refreshStoredBootstrap(this.dependencies.orm, url, {
        timeoutMs: BOOTSTRAP_FETCH_TIMEOUT_MS,
        signal: this.stopping.signal,
      });
      this.adopt(fetched, 'fetched');
      this.dependencies.logger.info(
        { url, publication: fetched.publication, tlds: bootstrapTlds(fetched).size, stored, inUse: this.document.publication },
        stored ? 'RDAP bootstrap refreshed and stored' : 'RDAP bootstrap fetched; the stored copy is newer and was kept',
      );
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      // Offline (no route, no DNS, refused, timed out) is ordinary on a laptop: one short line, not a warning.
      const offline =
        /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|timed out|did not answer within|fetch failed/i.test(reason);
      this.dependencies.logger[offline ? 'info' : 'warn'](
        { url, reason, inUse: this.document.publication },
        offline
          ? 'RDAP bootstrap not refreshed (offline); keeping the copy in use'
          : 'RDAP bootstrap refresh failed; keeping the copy in use',
      );
    }
  }

  private adopt(document: BootstrapDocument, origin: BootstrapOrigin): void {
    if (!publishedLater(document, this.document)) return;
    this.document = document;
    this.servers = parseBootstrap(document);
    this.origin = origin;
  }
}

const perDatabase = new WeakMap<MikroORM, RdapBootstrap>();

/**
 * The process's one RdapBootstrap for this database: the start-up refresh (application.ts, worker.ts) and every
 * DomainChecker share it, so lookups wait for that refresh and one fetch a day serves them all.
 */
export function rdapBootstrapFor(dependencies: RdapBootstrapDependencies): RdapBootstrap {
  let bootstrap = perDatabase.get(dependencies.orm);
  if (!bootstrap) {
    bootstrap = new RdapBootstrap(dependencies);
    perDatabase.set(dependencies.orm, bootstrap);
  }
  return bootstrap;
}
