import { z } from 'zod';
import type { Logger } from '../../shared/logger.js';
import shippedBootstrap from './rdap-bootstrap.json' with { type: 'json' };

/**
 * Which RDAP server answers for which TLD, from the IANA bootstrap file (RFC 9224). A copy of the
 * part IdeaScope uses ships in rdap-bootstrap.json; when RDAP_BOOTSTRAP_URL is set the full file is
 * fetched from there once a day, and the shipped copy is kept if that fails.
 */

const bootstrapFile = z.object({
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
});

const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;

export type RdapServers = Map<string, string>;

/** TLD -> base URL (with a trailing slash); the first https URL of each service wins. */
export function parseBootstrap(json: unknown): RdapServers {
  const file = bootstrapFile.parse(json);
  const servers: RdapServers = new Map();
  for (const [tlds, urls] of file.services) {
    const url = urls.find((candidate) => candidate.startsWith('https://')) ?? urls[0];
    if (!url) continue;
    for (const tld of tlds) servers.set(tld.toLowerCase(), url.endsWith('/') ? url : `${url}/`);
  }
  return servers;
}

export class RdapBootstrap {
  private servers: RdapServers = parseBootstrap(shippedBootstrap);
  private refreshedAt = 0;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly bootstrapUrl: string | undefined,
    private readonly logger: Logger,
  ) {}

  /** The RDAP base URL for a TLD, or null when no server is known. */
  async serverFor(tld: string): Promise<string | null> {
    await this.refreshIfDue();
    return this.servers.get(tld.toLowerCase()) ?? null;
  }

  private async refreshIfDue(): Promise<void> {
    // Lookups that arrive while a refresh is under way wait for it too.
    if (this.refreshing) return this.refreshing;
    if (!this.bootstrapUrl || Date.now() - this.refreshedAt < REFRESH_INTERVAL_MS) return;
    this.refreshing = this.refresh(this.bootstrapUrl).finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private async refresh(url: string): Promise<void> {
    // Whatever happens, wait a day before the next attempt: the shipped copy is good enough meanwhile.
    this.refreshedAt = Date.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const servers = parseBootstrap(await response.json());
      this.servers = new Map([...this.servers, ...servers]);
      this.logger.info({ tlds: servers.size }, 'RDAP bootstrap refreshed');
    } catch (error) {
      this.logger.warn({ err: error, url }, 'RDAP bootstrap refresh failed; using the shipped copy');
    }
  }
}
