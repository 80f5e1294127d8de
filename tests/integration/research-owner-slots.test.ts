/**
 * RESEARCH_RUNS_PER_USER holds across worker processes: two worker processes (the API runs none) each hold several of
 * one user's runs at once, and still at most that many of the user's runs are at their stages at the same time, seen
 * at the model: the stages' requests, timed by a proxy in front of the fake, never overlap for more of the user's
 * runs than the limit, and every run finishes. Another user's run stays in progress all along (its model answer is
 * slow), so the user is never alone (alone, with no other user's run queued or running, a user may use every slot).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, eventually, queryDatabase, sleep, spawnWorker, waitForResults, type WorkerProcess } from './research-support.js';

const RUNS_PER_USER = 2;
const BURST = 6;

interface ModelCall {
  project: string;
  schema: string;
  startedAt: number;
  endedAt: number;
}

/** Forwards to the fake model and notes which project each request was for, and when it started and ended. */
async function recordingProxy(target: string): Promise<{ url: string; calls: ModelCall[]; server: Server }> {
  const calls: ModelCall[] = [];
  const server = createServer((request, response) => {
    forward(request, response).catch(() => {
      // The fake closed under a request still waiting (the slow one, at the end): nothing to record.
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const startedAt = Date.now();
    const answer = await fetch(`${target.replace(/\/v1$/, '')}${request.url ?? '/'}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
      body: request.method === 'POST' ? body : undefined,
    });
    const text = await answer.text();
    const parsed = JSON.parse(body || '{}') as { messages?: { content: string }[]; response_format?: { json_schema?: { name?: string } } };
    const project = /"name": "([A-Z] run \d+)"/.exec((parsed.messages ?? []).map((message) => message.content).join('\n'))?.[1];
    if (project) calls.push({ project, schema: parsed.response_format?.json_schema?.name ?? '', startedAt, endedAt: Date.now() });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(text);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls, server };
}

/**
 * The most projects with a request in flight at one moment: a sweep over the requests' starts and ends. (Counting
 * the projects whose requests overlap one long request is not that: a run ending and the next starting within it are
 * never in flight together.)
 */
function mostProjectsAtOnce(calls: ModelCall[]): number {
  const events = calls.flatMap((call) => [
    { at: call.startedAt, project: call.project, change: 1 },
    { at: call.endedAt, project: call.project, change: -1 },
  ]);
  // At one instant, ends go before starts: a request ending when another starts is not in flight with it.
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  const inFlight = new Map<string, number>();
  let most = 0;
  for (const event of events) {
    const count = (inFlight.get(event.project) ?? 0) + event.change;
    if (count > 0) inFlight.set(event.project, count);
    else inFlight.delete(event.project);
    most = Math.max(most, inFlight.size);
  }
  return most;
}

describe('the per-user research limit across worker processes', () => {
  let server: TestServer;
  let openai: FakeOpenAi;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    openai = await startFakeOpenAi({ latencyMs: 400, slowMs: 30_000 });
    proxy = await recordingProxy(openai.url);
    const environment = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: proxy.url, RESEARCH_RUNS_PER_USER: String(RUNS_PER_USER) };
    server = await startTestServer({ ...environment, RUN_WORKERS: 'false' });
    const workerEnvironment = {
      ...environment,
      DATABASE_URL: server.databaseUrl,
      // Each process holds at most three runs: the user's runs are spread over both.
      RESEARCH_WORKER_CONCURRENCY: '3',
      RESEARCH_POLL_INTERVAL_MS: '300',
      RESEARCH_STAGE_RETRY_DELAY_MS: '10',
    };
    workers.push(spawnWorker(workerEnvironment), spawnWorker(workerEnvironment));
    await Promise.all(workers.map((worker) => worker.ready));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
    await server?.stop();
    await new Promise((resolve) => proxy?.server.close(resolve));
    await openai?.close();
  });

  it(`keeps a user's runs at their stages to ${RUNS_PER_USER} at once, though both workers hold more of them`, async () => {
    const other = await createSignedInUser(server);
    const burster = await createSignedInUser(server);
    // The other user's run: its first model request takes 30 s, so it stays in progress while the burst goes.
    openai.setMode('slow', undefined, 1);
    const anchor = await other.client.post('/api/projects', { ...IDEA, name: 'C run 0' });
    expect(anchor.status).toBe(201);
    await eventually(async () => (openai.requestCount > 0 ? true : undefined), 20_000, "the other user's slow request");

    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => burster.client.post('/api/projects', { ...IDEA, name: `A run ${index}` })),
    );
    expect(burst.every((created) => created.status === 201)).toBe(true);
    const burstIds = burst.map((created) => created.body.id as string);

    // Which worker holds which of the burst's runs, sampled while they go.
    const held: { worker: string; run: string }[][] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        held.push(
          (
            await queryDatabase<{ worker_id: string; id: string }>(
              server.databaseUrl,
              `select r.worker_id, r.id from research_runs r where r.project_id = any($1::uuid[]) and r.status = 'running'`,
              [burstIds],
            )
          ).map((row) => ({ worker: row.worker_id, run: row.id })),
        );
        await sleep(50);
      }
    })();
    try {
      for (const id of burstIds) await waitForResults(burster.client, id, ['complete', 'failed'], 60_000);
    } finally {
      sampling = false;
      await sampler;
    }

    // Both processes held the user's runs at the same moment, more of them than the limit.
    const busiest = held.reduce((most, sample) => (sample.length > most.length ? sample : most), [] as { worker: string; run: string }[]);
    expect(new Set(held.flat().map((entry) => entry.worker)).size).toBe(2);
    expect(busiest.length).toBeGreaterThan(RUNS_PER_USER);
    expect(held.some((sample) => new Set(sample.map((entry) => entry.worker)).size === 2)).toBe(true);

    // The other user's run was still in progress when the burst ended: the burst was never alone.
    const [anchorRun] = await queryDatabase<{ status: string }>(
      server.databaseUrl,
      `select status from research_runs where project_id = $1`,
      [anchor.body.id],
    );
    expect(anchorRun!.status).toBe('running');

    // The stages' model requests (not the viability judge's, made after the stages) of at most RUNS_PER_USER runs at once.
    const stageCalls = proxy.calls.filter((call) => call.project.startsWith('A ') && call.schema !== 'viability_judgement');
    expect(new Set(stageCalls.map((call) => call.project)).size).toBe(BURST);
    expect(mostProjectsAtOnce(stageCalls)).toBeLessThanOrEqual(RUNS_PER_USER);
    // Every run of the burst finished, and its slot was given back.
    const burstRuns = await queryDatabase<{ status: string; stage_slot_at: Date | null }>(
      server.databaseUrl,
      `select status, stage_slot_at from research_runs where project_id = any($1::uuid[])`,
      [burstIds],
    );
    expect(burstRuns.map((run) => run.status)).toEqual(Array.from({ length: BURST }, () => 'complete'));
    expect(burstRuns.every((run) => run.stage_slot_at === null)).toBe(true);
  }, 120_000);
});
