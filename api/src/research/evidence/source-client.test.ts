import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../jobs/sql.js';
import { createLogger } from '../../shared/logger.js';
import { RunCancelledError } from '../run-cancelled.js';
import { SourceClient } from './source-client.js';

/** No evidence store: every request goes out, nothing is reused. */
const noEvidence: Sql = { query: async () => ({ rows: [], rowCount: 0 }) as never };

describe('a stopped run waiting out a busy source', () => {
  let server: Server;
  let url: string;
  let requests = 0;

  beforeAll(async () => {
    // A provider that is busy and asks for 10 s (the longest wait the client honours) before the next try.
    server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(429, { 'retry-after': '10', 'content-type': 'application/json' });
      response.end('{"error":"rate limited"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/search`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('stops at once when the run is stopped during the retry wait, and sends no second try', async () => {
    const client = new SourceClient({
      provider: 'brave',
      sql: noEvidence,
      logger: createLogger('silent'),
      timeoutMs: 15_000,
      concurrency: 1,
      attempts: 2,
      maxRetryWaitMs: 10_000,
      deadlineMs: 30_000,
    });
    const controller = new AbortController();
    const pending = client.request({ url, reuse: false }, { runId: 'r1', projectId: 'p1', signal: controller.signal });
    const outcome = pending.then(
      () => null,
      (error: unknown) => error,
    );
    while (requests === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the 429 is read; the 10 s wait has begun
    const stopped = Date.now();
    controller.abort(new RunCancelledError());
    const error = await outcome;
    expect(Date.now() - stopped).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(RunCancelledError);
    expect(requests).toBe(1);
  }, 20_000);
});
