/**
 * A stop under load. The API as `pnpm start` runs it, 50 keep-alive connections each sending GraphQL
 * queries back to back (as a busy browser tab or a load balancer does), then SIGTERM: every answer is
 * the query's data or a clean 503 with Retry-After, never a 500 or Apollo's "while the server is
 * stopping", and Apollo never logs that an operation arrived during shutdown. And as a load generator
 * ends a run: requests whose clients hung up while they still wait in the middleware when SIGTERM lands
 * end quietly (the drain has no connection left to wait for, but they must not reach Apollo).
 */
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logLines, startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createTestDatabase } from '../support/database.js';
import { TestClient } from '../support/test-client.js';

const CONNECTIONS = 50;
const HUNG_UP = 200;

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
  afterStop: boolean;
}

let database: { url: string; drop(): Promise<void> };
let api: ApiProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
});
afterAll(async () => {
  await api?.kill('SIGKILL');
  await database.drop();
});

/** One POST /graphql on `agent` (one keep-alive connection); the answer, or the transport error's code. */
function query(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
  body: string,
): Promise<Omit<Answer, 'afterStop'> | { error: string }> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'],
          body: text,
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end(body);
  });
}

/** The API in its own process with a signed-up user, and the `me` query as that user's browser sends it. */
async function apiWithUser(
  email: string,
): Promise<{ running: ApiProcess; userId: string; url: URL; headers: Record<string, string>; body: string }> {
  const running = await startApiProcess({ DATABASE_URL: database.url });
  api = running;
  const user = new TestClient(running.url);
  expect((await user.post('/auth/signup', { email, password: 'secret1', firstName: 'Busy', lastName: 'Tab' })).status).toBe(201);
  const userId = (await user.get('/api/auth/user')).body.id as string;
  return {
    running,
    userId,
    url: new URL('/graphql', running.url),
    headers: { 'content-type': 'application/json', origin: running.url, cookie: user.cookieHeader() },
    body: JSON.stringify({ query: '{ me { id } }' }),
  };
}

/** No Apollo shutdown warning, nothing at warn level or above, and the stop's last line. */
function expectQuietStop(output: string): void {
  expect(output).not.toContain('during server shutdown');
  expect(output).not.toContain('Cannot execute GraphQL operations');
  expect(logLines(output).filter((line) => Number(line.level) >= 40)).toEqual([]);
  expect(logLines(output).at(-1)?.msg).toBe('shut down');
}

describe('stopping the API under load', () => {
  it('answers keep-alive requests with their data or a clean 503 while it stops on SIGTERM, and Apollo warns of nothing', async () => {
    const { running, userId, url, headers, body } = await apiWithUser('busy@example.com');

    const answers: Answer[] = [];
    let stopSent = false;
    const connections = Array.from({ length: CONNECTIONS }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // Until the server no longer takes connections (refused) or the process is gone.
        while (running.child.exitCode === null) {
          const outcome = await query(url, agent, headers, body);
          // A reset is HTTP/1.1's race on a connection closed while idle (clients retry); refused ends the loop.
          if ('error' in outcome) {
            if (outcome.error === 'ECONNREFUSED') return;
          } else answers.push({ ...outcome, afterStop: stopSent });
        }
      } finally {
        agent.destroy();
      }
    });

    // Every connection busy for a moment, then the stop lands in the middle of the traffic.
    const busy = Date.now();
    while (answers.length < CONNECTIONS * 4 && Date.now() - busy < 20_000) await new Promise((resolve) => setTimeout(resolve, 20));
    stopSent = true;
    const exitCode = running.kill('SIGTERM');
    await Promise.all(connections);
    expect(await exitCode).toBe(0);

    expectQuietStop(running.output());

    const wrong = answers.filter(({ status, body: text, retryAfter }) => {
      if (status === 200) return (JSON.parse(text) as { data?: { me?: { id?: string } } }).data?.me?.id !== userId;
      if (status !== 503 || !retryAfter) return true;
      const refusal = JSON.parse(text) as { errors?: { message?: string; extensions?: { code?: string } }[] };
      return !refusal.errors?.[0]?.message || refusal.errors[0].extensions?.code !== 'SERVICE_UNAVAILABLE';
    });
    expect(wrong).toEqual([]);
    expect(answers.filter(({ afterStop }) => afterStop).length).toBeGreaterThan(0);
    // Once the stop began, answers tell the client to open no further request on their connection.
    expect(answers.some(({ afterStop, connection }) => afterStop && connection === 'close')).toBe(true);
  }, 120_000);

  it('ends quietly when SIGTERM lands while requests whose clients hung up still wait in the middleware', async () => {
    const { running, url, headers, body } = await apiWithUser('gone@example.com');

    // More requests at once than the database pool serves at once: most of them queue in the middleware.
    const hungUp = await Promise.all(
      Array.from(
        { length: HUNG_UP },
        () =>
          new Promise<ReturnType<typeof httpRequest>>((resolve) => {
            const outgoing = httpRequest(url, { method: 'POST', agent: false, headers });
            outgoing.on('error', () => undefined);
            outgoing.end(body, () => resolve(outgoing));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const outgoing of hungUp) outgoing.destroy();
    expect(await running.kill('SIGTERM')).toBe(0);

    expectQuietStop(running.output());
  }, 120_000);
});
