import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What every fake provider shares: an HTTP server on 127.0.0.1 at a free port, closed with its open
 * connections; request bodies read whole; answers written once; and a per-window request limit
 * answering 429 as a provider's rate limiter does.
 */
export interface FakeServer {
  /** Starts listening on 127.0.0.1 at a free port. */
  listen(): Promise<{ url: string; port: number }>;
  /** Stops accepting and drops open connections (a hanging answer included). */
  close(): Promise<void>;
}

export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export function fakeServer(handler: FakeHandler): FakeServer {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch(() => send(response, 500, 'text/plain', 'fake failure'));
  });
  return {
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}`, port };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, { 'content-type': contentType, ...headers });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

/** What a rate limiter decided for one request. */
export interface RateDecision {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** Seconds until a request is allowed again (whole seconds, at least 1 when refused). */
  resetSeconds: number;
}

/**
 * At most `requests` in any sliding window of `windowMs` (as Brave, GitHub and Algolia describe
 * theirs). Refused requests are counted as refusals, not as requests.
 */
export class SlidingWindowLimit {
  private readonly accepted: number[] = [];
  refused = 0;
  /** The most requests accepted within any one window. */
  peak = 0;

  constructor(
    readonly requests: number,
    readonly windowMs: number,
  ) {}

  take(now = Date.now()): RateDecision {
    while (this.accepted.length > 0 && this.accepted[0]! <= now - this.windowMs) this.accepted.shift();
    if (this.accepted.length >= this.requests) {
      this.refused += 1;
      const resetMs = this.accepted[0]! + this.windowMs - now;
      return { allowed: false, remaining: 0, resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
    }
    this.accepted.push(now);
    this.peak = Math.max(this.peak, this.accepted.length);
    return { allowed: true, remaining: this.requests - this.accepted.length, resetSeconds: Math.max(1, Math.ceil(this.windowMs / 1000)) };
  }
}
