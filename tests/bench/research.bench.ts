/**
 * `pnpm bench:research` - the research pipeline end to end.
 *
 * A scratch database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
 * the real application in its own process (API and workers, as `pnpm start` runs them), and a fake
 * OpenAI-compatible server in a third process answering every call after a fixed latency L. A run is what a user does:
 * POST /api/ideas/generate (one AI call, L), then POST /api/projects, whose research runs its four
 * stages concurrently (two AI calls of L each, domains offline, legal without a model), then the
 * viability judge (two readings of L at once) before the score. The critical path is 3 x L.
 *
 * Measured from the generate request: time to the first finished section and to completion (seen on
 * a LISTEN connection, as subscribers see it), and job pickup latency (pg-boss started_on - created_on).
 * One warm-up run, five measured runs one after another (the median counts), then 50 runs at once, then 200
 * (reported). Targets: ratio time-to-complete / 3L at most 1.3 for one run; 50 runs finish in under 2.5 x the
 * single-run time. Also prints the CPU per run: the application process and the PostgreSQL backends of the
 * scratch database, from /proc, each and together. Exit code 1 when missed.
 */
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { TestClient as TestClientType } from '../support/test-client.js';
import { freePort, processCpuMs, rerunWithTestsTsconfig, scratchDatabase, stopProcess, waitForHealth } from './bench-support.js';

// The API's resolvers use decorators: run again with the tests' tsconfig, then import the app dynamically.
rerunWithTestsTsconfig();
const { createAdminPool } = await import('../support/database.js');
const { TestClient } = await import('../support/test-client.js');
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const LATENCY_MS = Number(process.env.BENCH_AI_LATENCY_MS ?? 300);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
/** Runs one after another for the single-run figures: the median's times, the CPU of all (one run is a few clock ticks). */
const SINGLE_RUNS = Math.max(1, Number(process.env.BENCH_SINGLE_RUNS ?? 5));
/** Reported, no target: how the pipeline holds up well past the 50-run target. */
const LARGE_BATCH = Number(process.env.BENCH_LARGE_BATCH ?? 200);
const MAX_SINGLE_RATIO = 1.3;
const MAX_BATCH_FACTOR = 2.5;

/**
 * CPU used by the application process and the PostgreSQL backends serving the scratch database,
 * per backend pid (a backend that ended between two readings is lost: the pools keep theirs open).
 */
async function cpuReading(application: ApplicationPids, monitor: pg.Client): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const reading = new Map<number, number>(
    [application.api, ...(application.worker ? [application.worker] : [])].map((pid) => [pid, processCpuMs(pid)]),
  );
  for (const { pid } of rows) reading.set(pid, processCpuMs(pid));
  return reading;
}

/** The application's processes: one (`pnpm start`), or the API and a worker (BENCH_TOPOLOGY=split). */
interface ApplicationPids {
  api: number;
  worker: number | null;
}

interface CpuSpent {
  api: number;
  worker: number;
  database: number;
  total: number;
}

function cpuSpent(application: ApplicationPids, before: Map<number, number>, after: Map<number, number>): CpuSpent {
  const spent = (pid: number) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  let database = 0;
  for (const pid of after.keys()) if (pid !== application.api && pid !== application.worker) database += spent(pid);
  const api = spent(application.api);
  const worker = application.worker ? spent(application.worker) : 0;
  return { api, worker, database, total: api + worker + database };
}

const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('research');

interface RunTiming {
  projectId: string;
  generateMs: number;
  createMs: number;
  firstSectionMs: number;
  completeMs: number;
}

/** Timestamps of progress notices per project, from our own LISTEN connection. */
class ProgressWatcher {
  private readonly firstSection = new Map<string, number>();
  private readonly waiters = new Map<string, (at: number) => void>();
  private readonly completedAt = new Map<string, number>();
  constructor(private readonly client: pg.Client) {
    client.on('notification', (message) => {
      const at = performance.now();
      const { payload } = JSON.parse(message.payload ?? '{}') as { payload: { projectId: string; stage: string; phase: string } };
      if (
        ['domains', 'competitors', 'keywords', 'legal'].includes(payload.stage) &&
        payload.phase === 'finished' &&
        !this.firstSection.has(payload.projectId)
      ) {
        this.firstSection.set(payload.projectId, at);
      }
      if (payload.stage === 'score') {
        this.completedAt.set(payload.projectId, at);
        this.waiters.get(payload.projectId)?.(at);
      }
    });
  }
  static async start(url: string): Promise<ProgressWatcher> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('LISTEN research_progress');
    return new ProgressWatcher(client);
  }
  completion(projectId: string): Promise<number> {
    const done = this.completedAt.get(projectId);
    if (done !== undefined) return Promise.resolve(done);
    return new Promise((resolve) => this.waiters.set(projectId, resolve));
  }
  firstSectionAt(projectId: string): number {
    return this.firstSection.get(projectId) ?? Number.NaN;
  }
  close(): Promise<void> {
    return this.client.end();
  }
}

async function oneRun(client: TestClientType, watcher: ProgressWatcher, index: number): Promise<RunTiming> {
  const started = performance.now();
  const generated = await client.post('/api/ideas/generate', { name: `Bench idea ${index}`, category: 'SaaS/Software' });
  if (generated.status !== 200) throw new Error(`generate: ${generated.status} ${generated.text}`);
  const generatedAt = performance.now();
  const created = await client.post('/api/projects', { ...generated.body, source: undefined });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const createdAt = performance.now();
  const completedAt = await watcher.completion(created.body.id);
  return {
    projectId: created.body.id,
    generateMs: generatedAt - started,
    createMs: createdAt - generatedAt,
    firstSectionMs: watcher.firstSectionAt(created.body.id) - started,
    completeMs: completedAt - started,
  };
}

async function pickupLatencies(projectIds: string[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ms: number }>(
      `select extract(epoch from (j.started_on - j.created_on)) * 1000 as ms
       from research_runs r
       join (select id, created_on, started_on from pgboss.job union all select id, created_on, started_on from pgboss.archive) j on j.id = r.job_id
       where r.project_id = any($1::uuid[])`,
      [projectIds],
    );
    return rows.map((row) => Number(row.ms));
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** Starts a child process and resolves with the first line of its stdout that matches. */
function startChild(
  args: string[],
  options: { cwd: string; env: Record<string, string> },
  ready: RegExp | null,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    if (!ready) resolve({ child, match: [''] as unknown as RegExpMatchArray });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = ready?.exec(output);
      if (match) resolve({ child, match });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${output}`)));
  });
}

async function main(): Promise<void> {
  const admin = createAdminPool(serverUrl);
  await admin.query(`create database "${databaseName}"`);
  // Three processes, as in production: the fake AI provider (a remote service), the application
  // (`pnpm start`: API and workers in one process), and this client.
  const fakeAi = await startChild(
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      // The keyless sources on by default (Hacker News, GitHub) answer from their fakes, beside the model.
      `import { startFakeOpenAi } from './tests/support/fake-openai.ts'; import { startFakeHackerNews } from './tests/support/fake-hacker-news.ts'; import { startFakeGithub } from './tests/support/fake-github.ts';
       const fake = await startFakeOpenAi({ latencyMs: ${LATENCY_MS} }); const hackerNews = await startFakeHackerNews(); const github = await startFakeGithub();
       console.log('FAKES ' + fake.url + ' ' + hackerNews.url + ' ' + github.url);`,
    ],
    { cwd: repositoryRoot, env: {} },
    /FAKES (\S+) (\S+) (\S+)/,
  );
  const [, fakeAiUrl, hackerNewsUrl, githubUrl] = fakeAi.match as unknown as [string, string, string, string];
  const port = await freePort();
  const appEnvironment = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: fakeAiUrl,
    DOMAIN_CHECK: 'offline',
    WIKIPEDIA_TRENDS: 'off',
    HACKER_NEWS_BASE_URL: hackerNewsUrl,
    GITHUB_BASE_URL: githubUrl,
    AI_DAILY_TOKEN_BUDGET: '100000000',
    WEB_DIST_DIR: '/nonexistent',
  };
  const app = await startChild(
    [
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      '--import',
      'tsx',
      'src/main.ts',
    ],
    {
      cwd: path.join(repositoryRoot, 'api'),
      env: { ...appEnvironment, RUN_WORKERS: process.env.BENCH_TOPOLOGY === 'split' ? 'false' : 'true' },
    },
    null,
  );
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, intervalMs: 100 });
  // BENCH_TOPOLOGY=split: the API without workers plus one `pnpm worker` process (two cores used).
  const split = process.env.BENCH_TOPOLOGY === 'split';
  const worker = split
    ? await startChild(
        ['--import', 'tsx', 'src/worker.ts'],
        { cwd: path.join(repositoryRoot, 'api'), env: { ...appEnvironment, LOG_LEVEL: 'info' } },
        /IdeaScope worker is running/,
      )
    : null;
  const application = { url: `http://127.0.0.1:${port}` };
  const watcher = await ProgressWatcher.start(databaseUrl);
  let failed = false;
  let monitor: pg.Client | null = null;
  try {
    const client = new TestClient(application.url);
    const signup = await client.post('/auth/signup', {
      email: 'bench@example.com',
      password: 'bench password',
      firstName: 'Bench',
      lastName: 'User',
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${signup.text}`);
    // Hundreds of projects: the bench user is on the Pro plan (no monthly project limit), as a billing system would set.
    const planClient = new pg.Client({ connectionString: databaseUrl });
    await planClient.connect();
    await planClient.query(`update users set plan = 'pro' where id = $1`, [signup.body.id]);
    await planClient.end();

    await oneRun(client, watcher, 0); // warm-up: JIT, pools, prepared plans
    monitor = new pg.Client({ connectionString: databaseUrl });
    // Dropping the database at the end ends this connection: expected, not a crash.
    monitor.on('error', () => undefined);
    await monitor.connect();
    const appPid: ApplicationPids = { api: app.child.pid!, worker: worker?.child.pid ?? null };
    const beforeSingle = await cpuReading(appPid, monitor);
    const singles: RunTiming[] = [];
    for (let index = 1; index <= SINGLE_RUNS; index += 1) singles.push(await oneRun(client, watcher, index));
    // The last writes of the runs are done; the reading is taken once the last notice arrived.
    const singleCpu = cpuSpent(appPid, beforeSingle, await cpuReading(appPid, monitor));
    const single = [...singles].sort((a, b) => a.completeMs - b.completeMs)[Math.floor((SINGLE_RUNS - 1) / 2)]!;
    const [singlePickup] = await pickupLatencies([single.projectId]);
    // Generate, the stages (concurrent), the judge's two readings (concurrent): three model latencies in a row.
    const criticalPath = 3 * LATENCY_MS;
    const ratio = single.completeMs / criticalPath;

    const beforeBatch = await cpuReading(appPid, monitor);
    const batchStarted = performance.now();
    const batch = await Promise.all(Array.from({ length: BATCH }, (_, index) => oneRun(client, watcher, 100 + index)));
    const batchMs = performance.now() - batchStarted;
    const batchCpu = cpuSpent(appPid, beforeBatch, await cpuReading(appPid, monitor));
    const batchPickups = await pickupLatencies(batch.map((run) => run.projectId));
    const batchFactor = batchMs / single.completeMs;

    const beforeLarge = await cpuReading(appPid, monitor);
    const largeStarted = performance.now();
    const large = await Promise.all(Array.from({ length: LARGE_BATCH }, (_, index) => oneRun(client, watcher, 1000 + index)));
    const largeMs = performance.now() - largeStarted;
    const largeCpu = cpuSpent(appPid, beforeLarge, await cpuReading(appPid, monitor));

    console.log(`research pipeline bench: AI latency L = ${LATENCY_MS} ms, critical path 3 x L = ${criticalPath} ms`);
    console.log('');
    console.log(`one run (the median of ${SINGLE_RUNS} one after another)`);
    console.log(`  time to first section      ${ms(single.firstSectionMs)}`);
    console.log(`  time to complete           ${ms(single.completeMs)}`);
    console.log(`  job pickup latency         ${ms(singlePickup ?? Number.NaN)}`);
    console.log(`  ratio to critical path     ${ratio.toFixed(2)}  (target <= ${MAX_SINGLE_RATIO})`);
    console.log('');
    console.log(`${BATCH} runs at once`);
    console.log(
      `  all complete after         ${ms(batchMs)}  = ${batchFactor.toFixed(2)} x the single run  (target < ${MAX_BATCH_FACTOR})`,
    );
    console.log(
      `  generate request           p50 ${ms(
        percentile(
          batch.map((run) => run.generateMs),
          50,
        ),
      )}, max ${ms(Math.max(...batch.map((run) => run.generateMs)))}`,
    );
    console.log(
      `  create request             p50 ${ms(
        percentile(
          batch.map((run) => run.createMs),
          50,
        ),
      )}, max ${ms(Math.max(...batch.map((run) => run.createMs)))}`,
    );
    console.log(
      `  time to first section      p50 ${ms(
        percentile(
          batch.map((run) => run.firstSectionMs),
          50,
        ),
      )}, max ${ms(Math.max(...batch.map((run) => run.firstSectionMs)))}`,
    );
    console.log(
      `  time to complete           p50 ${ms(
        percentile(
          batch.map((run) => run.completeMs),
          50,
        ),
      )}, p95 ${ms(
        percentile(
          batch.map((run) => run.completeMs),
          95,
        ),
      )}, max ${ms(Math.max(...batch.map((run) => run.completeMs)))}`,
    );
    console.log(`  job pickup latency         p50 ${ms(percentile(batchPickups, 50))}, max ${ms(Math.max(...batchPickups))}`);
    console.log('');
    console.log(`${LARGE_BATCH} runs at once (reported, no target)`);
    console.log(`  all complete after         ${ms(largeMs)}  = ${(largeMs / single.completeMs).toFixed(2)} x the single run`);
    console.log(
      `  time to complete           p50 ${ms(
        percentile(
          large.map((run) => run.completeMs),
          50,
        ),
      )}, max ${ms(Math.max(...large.map((run) => run.completeMs)))}`,
    );
    console.log('');
    const cpuLine = (cpu: CpuSpent, runs: number) =>
      `${ms(cpu.total / runs)} per run  (API ${ms(cpu.api / runs)}${split ? ` + worker ${ms(cpu.worker / runs)}` : ''} + PostgreSQL ${ms(cpu.database / runs)})`;
    console.log(`CPU per run (${split ? 'API and worker processes + their' : 'API process + its'} PostgreSQL backends, user + system)`);
    console.log(`  one at a time              ${cpuLine(singleCpu, SINGLE_RUNS)}`);
    console.log(`  ${String(BATCH).padEnd(3)} at once                ${cpuLine(batchCpu, BATCH)}`);
    console.log(`  ${String(LARGE_BATCH).padEnd(3)} at once                ${cpuLine(largeCpu, LARGE_BATCH)}`);

    if (ratio > MAX_SINGLE_RATIO) {
      console.log(`\nMISSED: single-run ratio ${ratio.toFixed(2)} > ${MAX_SINGLE_RATIO}`);
      failed = true;
    }
    if (batchFactor >= MAX_BATCH_FACTOR) {
      console.log(`\nMISSED: ${BATCH} runs took ${batchFactor.toFixed(2)} x the single run`);
      failed = true;
    }
  } catch (error) {
    // Printed before the clean-up, which may fail on its own.
    console.error(error);
    throw error;
  } finally {
    await monitor?.end().catch(() => undefined);
    await watcher.close();
    await stopProcess(app.child, 'SIGTERM');
    if (worker) await stopProcess(worker.child, 'SIGTERM');
    await stopProcess(fakeAi.child, 'SIGKILL');
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
