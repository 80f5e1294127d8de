import express, { type NextFunction, type Request, type Response } from 'express';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../shared/errors.js';
import { httpDrain, SERVER_STOPPING_RETRY_AFTER_SECONDS, type HttpDrain } from './http-drain.js';

interface Harness {
  server: Server;
  drain: HttpDrain;
  port: number;
  /** Resolves once a request is held in front of the gate; `release` lets it go on. */
  held: Promise<void>;
  release: () => void;
  refusals: unknown[];
}

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server?.listening) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** An app whose first request waits in a middleware in front of the gate until released (as a slow session lookup does). */
async function startHarness(abandonedRequestsGraceMs?: number): Promise<Harness> {
  const httpServer = createServer();
  server = httpServer;
  const drain = httpDrain(httpServer, { abandonedRequestsGraceMs });
  const refusals: unknown[] = [];
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.use(async (_request, _response, next) => {
    reached();
    await released;
    next();
  });
  app.use(drain.refuseWhenDrained);
  app.use((_request, response) => void response.json({ ok: true }));
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    refusals.push(error);
    response.status(503).json({ message: 'refused' });
  });
  httpServer.on('request', app);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return { server: httpServer, drain, port: (httpServer.address() as AddressInfo).port, held, release, refusals };
}

function get(port: number): { response: Promise<IncomingMessage & { text: string }>; abort: () => void } {
  const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'keep-alive' } });
  const response = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve(Object.assign(incoming, { text })));
    });
    outgoing.on('error', reject);
  });
  outgoing.end();
  return { response, abort: () => outgoing.destroy() };
}

describe('httpDrain', () => {
  it('answers a request in flight when the drain starts as usual, with Connection: close, and resolves once the server closed', async () => {
    const harness = await startHarness();
    const inFlight = get(harness.port);
    await harness.held;
    let drained = false;
    const draining = harness.drain.drain().then(() => (drained = true));
    harness.server.close();
    harness.release();
    const response = await inFlight.response;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    await draining;
    expect(drained).toBe(true);
    expect(harness.refusals).toEqual([]);
  });

  it('waits for the app to finish a request whose client hung up, which runs on as usual', async () => {
    const harness = await startHarness();
    const abandoned = get(harness.port);
    abandoned.response.catch(() => undefined);
    await harness.held;
    let drained = false;
    const draining = harness.drain.drain().then(() => (drained = true));
    harness.server.close();
    // Its connection goes away while the request still waits in the middleware: the server closes at once.
    abandoned.abort();
    await new Promise((resolve) => harness.server.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    harness.release();
    await draining;
    expect(harness.refusals).toEqual([]);
  });

  it('refuses with a 503 SERVICE_UNAVAILABLE a request that reaches the gate only after the drain gave up waiting for it', async () => {
    const harness = await startHarness(50);
    const abandoned = get(harness.port);
    abandoned.response.catch(() => undefined);
    await harness.held;
    const draining = harness.drain.drain();
    harness.server.close();
    abandoned.abort();
    await draining;
    harness.release();
    await expect.poll(() => harness.refusals.length).toBe(1);
    const refusal = harness.refusals[0];
    expect(isAppError(refusal) && { status: refusal.status, code: refusal.code, retryAfterSeconds: refusal.retryAfterSeconds }).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: SERVER_STOPPING_RETRY_AFTER_SECONDS,
    });
  });
});
