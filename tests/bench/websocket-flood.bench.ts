/**
 * `pnpm bench:websocket`: what a subscription flood does to everyone else, with and without the
 * graphql-ws limits, measured in the same run.
 *
 * For each scenario an API process (`api/src/main.ts`, workers included, as `pnpm start` runs it)
 * starts on a scratch database on DATABASE_URL's server. A signed-in user opens one socket and
 * sends FLOOD `researchProgress` subscriptions for one project, then restarts its research; while
 * the run lasts, /healthz and another user's GET /api/projects are timed every 50 ms.
 * "unlimited" sets the limits out of reach (the behaviour before they existed); "limited" uses the
 * defaults (20 operations per connection, 10 connections per user, 120 operations per minute).
 */
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startApiProcess } from '../support/api-process.js';
import { createAdminPool } from '../support/database.js';
import { TestClient } from '../support/test-client.js';
import { IDEA, waitForResults } from '../integration/research-support.js';

const FLOOD = Number(process.env.FLOOD ?? 5000);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROGRESS = 'subscription($projectId: ID!) { researchProgress(projectId: $projectId) { stage phase currentStep } }';

interface Figures {
  scenario: string;
  accepted: number;
  refused: number;
  events: number;
  runMs: number;
  health: number[];
  otherUser: number[];
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Waits until `count()` stayed the same for `quietMs`. */
async function settle(count: () => number, quietMs: number): Promise<void> {
  let last = count();
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (count() !== last) {
      last = count();
      quietSince = performance.now();
    }
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function scenario(name: string, limits: Record<string, string>): Promise<Figures> {
  const databaseName = `ideascope_bench_ws_${randomBytes(4).toString('hex')}`;
  const adminPool = createAdminPool(serverUrl);
  await adminPool.query(`create database "${databaseName}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const api = await startApiProcess({ DATABASE_URL: databaseUrl.toString(), NODE_ENV: 'production', ...limits });
  try {
    const flooder = new TestClient(api.url);
    const other = new TestClient(api.url);
    await flooder.post('/auth/signup', { email: 'flooder@example.com', password: 'secret12', firstName: 'Flood', lastName: 'Er' });
    await other.post('/auth/signup', { email: 'other@example.com', password: 'secret12', firstName: 'Other', lastName: 'User' });
    const bystander = await other.post('/api/projects', { ...IDEA, name: 'Bystander idea' });
    const created = await flooder.post('/api/projects', IDEA);
    const projectId = created.body.id as string;
    await waitForResults(flooder, projectId, ['complete', 'failed'], 120_000);
    await waitForResults(other, bystander.body.id as string, ['complete', 'failed'], 120_000);

    const cookie = flooder.cookieHeader();
    const origin = api.url;
    class BrowserLikeWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin } });
      }
    }
    const client = createClient({ url: `${api.url.replace('http', 'ws')}/graphql`, webSocketImpl: BrowserLikeWebSocket, retryAttempts: 0 });
    let events = 0;
    let refused = 0;
    for (let index = 0; index < FLOOD; index += 1) {
      client.subscribe(
        { query: PROGRESS, variables: { projectId } },
        { next: () => (events += 1), error: () => (refused += 1), complete: () => undefined },
      );
    }
    // Let every subscribe be answered or set up: until no refusal arrived for 3 s.
    await settle(() => refused, 3000);
    const refusedBeforeRun = refused;

    const health: number[] = [];
    const otherUser: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        health.push(await timed(() => fetch(`${api.url}/healthz`).then((response) => response.text())));
        otherUser.push(await timed(() => other.get('/api/projects')));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const runStarted = performance.now();
    await flooder.post(`/api/projects/${projectId}/research`);
    await waitForResults(flooder, projectId, ['complete', 'failed'], 300_000);
    // Events still being fanned out count as part of the load: until none arrived for 3 s.
    await settle(() => events, 3000);
    const runMs = performance.now() - runStarted;
    running = false;
    await sampler;
    await client.dispose();
    return { scenario: name, accepted: FLOOD - refusedBeforeRun, refused: refusedBeforeRun, events, runMs, health, otherUser };
  } finally {
    await api.kill('SIGTERM');
    await adminPool.query(`drop database if exists "${databaseName}" with (force)`);
    await adminPool.end();
  }
}

async function main(): Promise<void> {
  const unlimited = await scenario('unlimited (before)', {
    WEBSOCKET_MAX_OPERATIONS_PER_CONNECTION: '1000000',
    WEBSOCKET_MAX_CONNECTIONS_PER_USER: '1000000',
    WEBSOCKET_OPERATIONS_PER_MINUTE: '1000000',
  });
  const limited = await scenario('limited (defaults)', {});
  const format = (value: number) => value.toFixed(1).padStart(8);
  console.log(`\nsubscription flood: ${FLOOD} researchProgress subscriptions on one socket, then one research run\n`);
  console.log(
    'scenario             accepted  refused   events   run ms | healthz p50/p95/max ms          | other user GET /api/projects p50/p95/max ms',
  );
  for (const figures of [unlimited, limited]) {
    console.log(
      `${figures.scenario.padEnd(20)} ${String(figures.accepted).padStart(8)} ${String(figures.refused).padStart(8)} ${String(figures.events).padStart(8)} ${figures.runMs.toFixed(0).padStart(8)} |` +
        `${format(percentile(figures.health, 0.5))}${format(percentile(figures.health, 0.95))}${format(Math.max(...figures.health))}   |` +
        `${format(percentile(figures.otherUser, 0.5))}${format(percentile(figures.otherUser, 0.95))}${format(Math.max(...figures.otherUser))}`,
    );
  }
  const ratio = (metric: (figures: Figures) => number) => (metric(unlimited) / metric(limited)).toFixed(1);
  console.log(
    `\nunlimited / limited: run time ${ratio((figures) => figures.runMs)}x, healthz max ${ratio((figures) => Math.max(...figures.health))}x, ` +
      `other user's max ${ratio((figures) => Math.max(...figures.otherUser))}x (events delivered before the run's events stopped for 3 s: ${unlimited.events} vs ${limited.events})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
