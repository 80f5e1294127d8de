import { type ServerResponse } from 'node:http';
import { ianaStyleBootstrap } from './fake-rdap-bootstrap.js';
import { fakeServer } from './fake-server.js';

/**
 * A fake RDAP server on 127.0.0.1: GET /domain/<name> answers as configured per domain
 * (200 registered, 404 not found, 500, or 'hang' = never answers). Use its url as RDAP_BASE_URL.
 */
export type FakeRdapAnswer = 200 | 404 | 500 | 'hang';

export interface FakeRdap {
  url: string;
  /** IANA's bootstrap file (for RDAP_BOOTSTRAP_URL), published now, sending the `bootstrapTlds` to this server. */
  bootstrapUrl: string;
  /** Domains asked for, in order. */
  requests: string[];
  set(domain: string, answer: FakeRdapAnswer): void;
  /** The most requests that were in flight at once. */
  readonly peakConcurrency: number;
  countFor(domain: string): number;
  close(): Promise<void>;
}

export async function startFakeRdap(
  options: {
    answers?: Record<string, FakeRdapAnswer>;
    defaultAnswer?: FakeRdapAnswer;
    /** Delay before each answer. */
    delayMs?: number;
    /** TLDs the bootstrap file at bootstrapUrl assigns to this server. */
    bootstrapTlds?: string[];
  } = {},
): Promise<FakeRdap> {
  const answers = new Map(Object.entries(options.answers ?? {}).map(([domain, answer]) => [domain.toLowerCase(), answer]));
  const defaultAnswer = options.defaultAnswer ?? 404;
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let peakConcurrency = 0;

  let port = 0;
  const server = fakeServer((request, response) => {
    if (request.method === 'GET' && request.url === '/bootstrap/dns.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify(ianaStyleBootstrap({ tlds: options.bootstrapTlds ?? [], serverUrl: `http://127.0.0.1:${port}/` })),
      );
    }
    const match = /^\/domain\/([^/?]+)$/.exec(new URL(request.url ?? '/', 'http://fake').pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(400, { 'content-type': 'application/rdap+json' });
      return response.end(JSON.stringify({ errorCode: 400, title: 'Bad request' }));
    }
    const domain = decodeURIComponent(match[1]!).toLowerCase();
    requests.push(domain);
    const answer = answers.get(domain) ?? defaultAnswer;
    inFlight += 1;
    peakConcurrency = Math.max(peakConcurrency, inFlight);
    response.on('close', () => {
      inFlight -= 1;
      hanging.delete(response);
    });
    if (answer === 'hang') {
      hanging.add(response);
      return;
    }
    if (options.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond(response, answer, domain);
      }, options.delayMs);
      timers.add(timer);
      return;
    }
    respond(response, answer, domain);
  });

  function respond(response: ServerResponse, answer: 200 | 404 | 500, domain: string): void {
    response.writeHead(answer, { 'content-type': 'application/rdap+json' });
    response.end(
      JSON.stringify(
        answer === 200
          ? {
              objectClassName: 'domain',
              ldhName: domain.toUpperCase(),
              status: ['active'],
              events: [{ eventAction: 'registration', eventDate: '2015-01-01T00:00:00Z' }],
            }
          : { errorCode: answer, title: answer === 404 ? 'Not Found' : 'Internal Server Error' },
      ),
    );
  }
  port = (await server.listen()).port;

  return {
    url: `http://127.0.0.1:${port}/`,
    bootstrapUrl: `http://127.0.0.1:${port}/bootstrap/dns.json`,
    requests,
    set: (domain, answer) => answers.set(domain.toLowerCase(), answer),
    get peakConcurrency() {
      return peakConcurrency;
    },
    countFor: (domain) => requests.filter((requested) => requested === domain.toLowerCase()).length,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const response of hanging) response.destroy();
      await server.close();
    },
  };
}
