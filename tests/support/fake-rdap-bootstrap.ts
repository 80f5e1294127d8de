import shipped from '../../api/src/research/domains/rdap-bootstrap.json' with { type: 'json' };
import { fakeServer } from './fake-server.js';

export type BootstrapServices = Array<[string[], string[]]>;

export interface IanaStyleBootstrap {
  description: string;
  publication: string;
  version: string;
  services: BootstrapServices;
}

/**
 * IANA's dns.json as shipped, with `tlds` taken from their registries and sent to `serverUrl` instead
 * (a fake RDAP server), and the given publication time (default: now, so it is newer than the shipped file).
 */
export function ianaStyleBootstrap(options: { tlds: string[]; serverUrl: string; publication?: string }): IanaStyleBootstrap {
  const moved = new Set(options.tlds.map((tld) => tld.toLowerCase()));
  const services: BootstrapServices = (shipped.services as BootstrapServices)
    .map(([tlds, urls]): [string[], string[]] => [tlds.filter((tld) => !moved.has(tld)), urls])
    .filter(([tlds]) => tlds.length > 0);
  if (moved.size > 0) services.push([[...moved], [options.serverUrl]]);
  return {
    description: shipped.description,
    publication: options.publication ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    version: shipped.version,
    services,
  };
}

/** What GET /rdap/dns.json answers: a JSON document, an HTTP error status, or a raw body. */
export type FakeBootstrapAnswer = { document: unknown } | { status: number } | { body: string };

export interface FakeRdapBootstrap {
  /** Use as RDAP_BOOTSTRAP_URL. */
  url: string;
  /** How many times the file was asked for. */
  readonly requests: number;
  answer(next: FakeBootstrapAnswer): void;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/** A fake data.iana.org on 127.0.0.1 serving /rdap/dns.json. */
export async function startFakeRdapBootstrap(initial: FakeBootstrapAnswer): Promise<FakeRdapBootstrap> {
  let current = initial;
  let requests = 0;
  let held: Promise<void> | null = null;
  const server = fakeServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/rdap/dns.json') {
      response.writeHead(404).end();
      return;
    }
    requests += 1;
    if (held) await held;
    if ('status' in current) {
      response.writeHead(current.status, { 'content-type': 'text/plain' }).end('unavailable');
    } else if ('body' in current) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(current.body);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(current.document));
    }
  });
  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}/rdap/dns.json`,
    get requests() {
      return requests;
    },
    answer: (next) => {
      current = next;
    },
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    close: async () => {
      await server.close();
    },
  };
}
