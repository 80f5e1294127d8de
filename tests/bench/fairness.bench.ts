/**
 * `pnpm bench:fairness` - a queue that is fair where runs wait.
 *
 * The real application in this process on a scratch database (DATABASE_URL's server), a fake
 * OpenAI-compatible model and a fake SearXNG whose answers take SEARCH_LATENCY_MS (a proxy in front of
 * the fake), with the web search's WEB_SEARCH_CONCURRENCY slots (4) as the narrow point, as in the issue.
 * User B's single run is timed alone (median of 3), then again right behind user A's burst of 20 runs
 * started at once. Every run has its own idea, so nothing is answered from evidence. Target: B's run
 * behind the burst within 2x its time alone. Exit code 1 when missed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { rerunWithTestsTsconfig, scratchDatabase } from './bench-support.js';

// The API's resolvers use decorators: run again with the tests' tsconfig, then import the app dynamically.
rerunWithTestsTsconfig();
const { startApplication } = await import('../../api/src/app/application.js');
const { loadConfig } = await import('../../api/src/config/config.js');
const { createLogger } = await import('../../api/src/shared/logger.js');
const { createAdminPool } = await import('../support/database.js');
const { TestClient } = await import('../support/test-client.js');
const { startFakeOpenAi } = await import('../support/fake-openai.js');
const { startFakeSearxng } = await import('../support/fake-searxng.js');

const BURST = Number(process.env.BENCH_BURST ?? 20);
const AI_LATENCY_MS = Number(process.env.BENCH_AI_LATENCY_MS ?? 300);
const SEARCH_LATENCY_MS = Number(process.env.BENCH_SEARCH_LATENCY_MS ?? 300);
const MAX_RATIO = 2;

/** Forwards to `target` after `latencyMs`: a search engine that takes its time. */
async function slowProxy(target: string, latencyMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const answer = await fetch(`${target}${request.url ?? '/'}`, { headers: { accept: request.headers.accept ?? '*/*' } });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const SUBJECTS = [
  'dog walking',
  'meal planning',
  'bike repair',
  'tax filing',
  'plant care',
  'tutoring',
  'house cleaning',
  'wedding planning',
  'car sharing',
  'language exchange',
  'pet grooming',
  'home brewing',
  'yoga classes',
  'recipe sharing',
  'moving help',
  'event tickets',
  'coffee roasting',
  'music lessons',
  'photo editing',
  'garden design',
  'babysitting',
  'interior design',
];
const idea = (index: number, owner: string) => {
  const subject = SUBJECTS[index % SUBJECTS.length]!;
  return {
    name: `${owner} idea ${index}`,
    category: 'Mobile App',
    description: `An app for ${subject} number ${index} of ${owner}, booked in minutes.`,
    targetMarket: 'Busy people',
    keyFeatures: [`${subject} booking`],
    notes: null,
  };
};

/** Finished projects, watched for every waiting run with one query every 20 ms (polling the API from 21 clients would load it more than the runs). */
const watched = new Map<string, () => void>();
let watcher: pg.Client | null = null;
async function watch(): Promise<void> {
  while (watcher) {
    if (watched.size > 0) {
      const { rows } = await watcher.query<{ id: string }>(
        `select id from projects where id = any($1::uuid[]) and status in ('complete', 'failed')`,
        [[...watched.keys()]],
      );
      for (const { id } of rows) {
        watched.get(id)?.();
        watched.delete(id);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timedRun(client: InstanceType<typeof TestClient>, index: number, owner: string): Promise<number> {
  const started = performance.now();
  const created = await client.post('/api/projects', idea(index, owner));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  await new Promise<void>((resolve) => watched.set(created.body.id, resolve));
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('fairness');
const admin = createAdminPool(serverUrl);
await admin.query(`create database "${databaseName}"`);
const openai = await startFakeOpenAi({ latencyMs: AI_LATENCY_MS });
const searxng = await startFakeSearxng();
const proxy = await slowProxy(searxng.url, SEARCH_LATENCY_MS);
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: openai.url,
  OLLAMA_URL: 'off',
  SEARXNG_URL: proxy.url,
  RESEARCH_SOURCE_RATES: 'searxng=100/1s',
  DOMAIN_CHECK: 'offline',
  WIKIPEDIA_TRENDS: 'off',
  HACKER_NEWS_SEARCH: 'off',
  GITHUB_SEARCH: 'off',
});
const application = await startApplication(config, createLogger('silent'));
let failed = false;
watcher = new pg.Client({ connectionString: databaseUrl });
await watcher.connect();
const watching = watch();
try {
  const signUp = async (email: string) => {
    const client = new TestClient(application.url);
    const response = await client.post('/auth/signup', { email, password: 'bench password', firstName: 'Bench', lastName: email });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
    return { client, id: response.body.id as string };
  };
  const userA = await signUp('burst@example.com');
  const userB = await signUp('single@example.com');
  const scratch = new pg.Client({ connectionString: databaseUrl });
  await scratch.connect();
  await scratch.query(`update users set plan = 'pro'`);
  await scratch.end();

  await timedRun(userB.client, 100, 'warm-up');
  const alone = median([
    await timedRun(userB.client, 101, 'B'),
    await timedRun(userB.client, 102, 'B'),
    await timedRun(userB.client, 103, 'B'),
  ]);

  const burst = Array.from({ length: BURST }, (_, index) => timedRun(userA.client, index, 'A'));
  await new Promise((resolve) => setTimeout(resolve, 50)); // A's runs are created and waiting first
  const behind = await timedRun(userB.client, 104, 'B');
  const burstTimes = await Promise.all(burst);
  const ratio = behind / alone;
  if (process.env.BENCH_DEBUG) {
    const debug = new pg.Client({ connectionString: databaseUrl });
    await debug.connect();
    const { rows } =
      await debug.query(`select s.section, extract(epoch from s.started_at - r.created_at) * 1000 as started_ms, extract(epoch from s.finished_at - r.created_at) * 1000 as finished_ms, extract(epoch from r.started_at - r.created_at) * 1000 as run_started_ms, extract(epoch from r.finished_at - r.created_at) * 1000 as run_finished_ms
      from research_sections s join research_runs r on r.id = s.run_id join projects p on p.id = r.project_id where p.name = 'B idea 104' order by s.section`);
    console.log(rows);
    await debug.end();
  }
  failed = ratio > MAX_RATIO;
  console.log(`bench:fairness  (AI ${AI_LATENCY_MS} ms, web search ${SEARCH_LATENCY_MS} ms on ${config.WEB_SEARCH_CONCURRENCY} slots)`);
  console.log(`  user B's run alone (median of 3):        ${Math.round(alone)} ms`);
  console.log(`  user B's run behind A's ${BURST}-run burst:    ${Math.round(behind)} ms`);
  console.log(`  A's burst: slowest run ${Math.round(Math.max(...burstTimes))} ms, median ${Math.round(median(burstTimes))} ms`);
  console.log(`  ratio behind / alone: ${ratio.toFixed(2)} (target <= ${MAX_RATIO}) ${failed ? 'MISSED' : 'ok'}`);
} finally {
  const client = watcher;
  watcher = null;
  await watching;
  await client.end();
  await application.stop();
  await Promise.all([openai.close(), searxng.close(), new Promise((resolve) => proxy.server.close(resolve))]);
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
