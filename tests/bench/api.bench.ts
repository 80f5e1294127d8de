/**
 * `pnpm bench:api` - each GraphQL query next to a minimal handler on the same server that runs the same SQL
 * and answers the same JSON without GraphQL (tests/bench/api-bench-server.ts), in the same run: the target's
 * baseline is a route of the app behind the same Express pipeline as /graphql; a bare Node handler (no
 * Express, request log or security headers) is measured alongside for reference.
 *
 * IdeaScope runs as `pnpm start` runs it (its Node flags, production mode, the default log level, no workers) on a scratch
 * database, with the bench's baseline routes on its HTTP server; this process drives autocannon (50 connections,
 * BENCH_SECONDS each, brotli accepted, the session cookie). The queries are what the web sends: `me`, and My Ideas'
 * page (web/src/screens/MyIdeas/myIdeas.graphql.ts, with Apollo Client's __typename) for a user with 20 projects
 * and one with 5,000; and `me` as an API consumer sends it, with a personal API token. Nothing is cached between requests. Each query runs in BENCH_ROUNDS rounds right after its
 * baselines; prints the medians of req/s and p99 and the ratio, and the CPU each request costs the API process and
 * the PostgreSQL backends of the scratch database (from /proc: steadier than req/s on a busy machine), and the
 * API process's garbage-collection pauses (share of the run's time, longest pause: each stops every request in
 * flight, so they shape the p99). Targets
 * at least 50% of the pipeline baseline's req/s and p99 under 100 ms. Exit code 1 when a target is missed.
 * BENCH_CPU_PROFILE=<directory>: the API process writes a V8 CPU profile there when it stops.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiServeNodeFlags,
  freePort,
  machineCpuMs,
  median,
  processCpuMs,
  scratchDatabase,
  stopProcess,
  waitForHealth,
} from './bench-support.js';
import { SCORE_PART_KEYS } from '../../api/src/research/score/score-entry.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_ONLY=<regexp>: only the queries whose name matches (e.g. for a CPU profile of one). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 100;

const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('api');

const BREAKDOWN = JSON.stringify(
  Object.fromEntries(
    SCORE_PART_KEYS.map((key, index) => [
      key,
      { score: 5 + index, reason: `A reason for ${key} that is about as long as a real one, with some detail in it.` },
    ]),
  ),
);

/** Signs a user up (REST, as a browser would) and gives them `count` researched projects; returns the session cookie. */
async function userWithProjects(origin: string, pool: pg.Pool, email: string, count: number): Promise<string> {
  const response = await fetch(`${origin}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench api password', firstName: 'Bench', lastName: 'Api' }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await pool.query(
    `insert into projects (id, owner_id, name, category, description, target_market, key_features, notes, current_step, status, score, score_breakdown, created_at, updated_at)
     select gen_random_uuid(), $1, 'Bench idea ' || n, 'SaaS/Software',
            'A description of the idea, a couple of sentences long, as the generator writes them for a project.',
            'Small teams', '["One feature", "Another feature", "A third feature"]'::jsonb, null, 5, 'complete', 60 + n % 30, $3::jsonb,
            now() - n * interval '1 minute', now()
     from generate_series(1, $2::int) as n`,
    [id, count, BREAKDOWN],
  );
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** A personal API token of the user behind `cookie`, created as the Settings screen does. */
async function createApiToken(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ query: 'mutation { createApiToken(name: "bench") { token } }' }),
  });
  const answer = (await response.json()) as { data?: { createApiToken: { token: string } } };
  if (!answer.data) throw new Error(`createApiToken: ${JSON.stringify(answer)}`);
  return answer.data.createApiToken.token;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU ms per request: the API process, and the PostgreSQL backends of the scratch database. */
  apiCpu: number;
  databaseCpu: number;
  /** CPU ms per request of this process, which runs autocannon: the load shares the machine's cores. */
  loadGeneratorCpu: number;
  /** CPU ms per request of the whole machine (every core), and the share of its cores busy during the run. */
  machineCpu: number;
  machineBusyShare: number;
  /** The API process's garbage-collection pauses: their share of the run's wall time, and the longest. */
  gcShare: number;
  longestGcMs: number;
}

/** What the CPU figures read: the API process and the scratch database's backends (pids from a monitor connection). */
interface CpuProbe {
  apiPid: number;
  monitor: pg.Client;
  /** The bench server's GET /bench/gc-pauses (tests/bench/api-bench-server.ts). */
  gcPausesUrl: string;
}

interface GcPauses {
  totalMs: number;
  /** The longest since the previous reading. */
  longestMs: number;
}

async function gcPauses({ gcPausesUrl }: CpuProbe): Promise<GcPauses> {
  return (await (await fetch(gcPausesUrl)).json()) as GcPauses;
}

async function cpuReading({ apiPid, monitor }: CpuProbe): Promise<{ api: number; database: Map<number, number> }> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { api: processCpuMs(apiPid), database: new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)])) };
}

async function load(probe: CpuProbe, url: string, body: string, headers: Record<string, string> = {}): Promise<Measured> {
  const before = await cpuReading(probe);
  const gcBefore = await gcPauses(probe);
  const machineBefore = machineCpuMs();
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...headers },
    body,
  });
  const wallMs = performance.now() - startedAt;
  const own = process.cpuUsage(ownBefore);
  const machineAfter = machineCpuMs();
  const gcAfter = await gcPauses(probe);
  const after = await cpuReading(probe);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} ${body}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // A backend that ended between the readings is lost (the pool keeps its connections while busy); a new one counts from 0.
  let databaseCpu = 0;
  for (const [pid, spent] of after.database) databaseCpu += spent - (before.database.get(pid) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    apiCpu: (after.api - before.api) / requests,
    databaseCpu: databaseCpu / requests,
    loadGeneratorCpu: (own.user + own.system) / 1000 / requests,
    machineCpu: (machineAfter.busy - machineBefore.busy) / requests,
    machineBusyShare: (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total),
    gcShare: (gcAfter.totalMs - gcBefore.totalMs) / wallMs,
    longestGcMs: gcAfter.longestMs,
  };
}

/** The answer's JSON (brotli decoded by fetch). */
async function answerOf(url: string, body: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br', ...headers },
    body,
  });
  if (!response.ok) throw new Error(`${url} ${body.slice(0, 80)}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const appPort = await freePort();
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROFILE)}`] : [];
  // `pnpm start`'s Node flags, and tsx's ESM loader only: its require() hook would sit in every require()
  // a library makes while serving, which `node dist/main.js` does not have.
  const app = spawn(process.execPath, [...apiServeNodeFlags(), ...profile, '--import', 'tsx/esm', '../tests/bench/api-bench-server.ts'], {
    cwd: path.join(repositoryRoot, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DOMAIN_CHECK: 'offline',
      RUN_WORKERS: 'false',
      WEB_DIST_DIR: '/nonexistent',
      // The bench sends far more than a person: the per-user limit must not answer instead of the query.
      SESSION_REQUESTS_PER_MINUTE: '1000000000',
      API_TOKEN_RATE_LIMIT_PER_MINUTE: '1000000000',
      ANONYMOUS_REQUESTS_PER_MINUTE: '1000000000',
    },
    // The default log level (info): one line per request is written, to /dev/null.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const monitor = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database at the end ends this connection: expected.
  monitor.on('error', () => undefined);
  let failed = false;
  try {
    const appOrigin = `http://127.0.0.1:${appPort}`;
    const appUrl = `${appOrigin}/graphql`;
    await waitForHealth(`${appOrigin}/healthz`, { child: app });
    const twentyCookie = await userWithProjects(appOrigin, pool, 'bench-api-20@example.com', 20);
    const manyCookie = await userWithProjects(appOrigin, pool, 'bench-api-5000@example.com', 5000);
    const apiToken = await createApiToken(appOrigin, twentyCookie);
    await pool.query('vacuum analyze projects');
    await monitor.connect();
    const probe: CpuProbe = { apiPid: app.pid!, monitor, gcPausesUrl: `${appOrigin}/bench/gc-pauses` };

    // My Ideas' page as Apollo Client sends it (the fragment inlined, __typename added).
    const myIdeas = JSON.stringify({
      operationName: 'MyIdeasProjects',
      variables: { first: 20, after: null, search: null, counted: false },
      query: `query MyIdeasProjects($first: Int, $after: String, $search: String, $counted: Boolean = false) {
  projectsConnection(first: $first, after: $after, search: $search) {
    totalCount @include(if: $counted)
    edges { cursor node { ...MyIdeasProject __typename } __typename }
    pageInfo { hasNextPage endCursor __typename }
    __typename
  }
}
fragment MyIdeasProject on Project {
  id name category description currentStep createdAt score
  scoreAssessment { sample labelCap enoughEvidence missingEvidence __typename }
  __typename
}`,
    });
    const me = JSON.stringify({ operationName: 'Me', variables: {}, query: 'query Me { me { id __typename } }' });
    const cases = (
      [
        { name: 'me', body: me, path: 'me', headers: { cookie: twentyCookie } },
        // What an API consumer sends: the same query with a personal API token instead of a session.
        { name: 'me, API token', body: me, path: 'me', headers: { authorization: `Bearer ${apiToken}` } },
        { name: 'My Ideas, 20 projects', body: myIdeas, path: 'projects', headers: { cookie: twentyCookie } },
        { name: 'My Ideas, 5,000 projects', body: myIdeas, path: 'projects', headers: { cookie: manyCookie } },
      ] as Array<{ name: string; body: string; path: string; headers: Record<string, string> }>
    )
      .filter((candidate) => !ONLY || ONLY.test(candidate.name))
      .map((testCase) => ({
        ...testCase,
        pipeline: `${appOrigin}/pipeline-baseline/${testCase.path}`,
        bare: `${appOrigin}/baseline/${testCase.path}`,
      }));
    // Each baseline must answer exactly what GraphQL answers, or the comparison means nothing.
    for (const testCase of cases) {
      const graphql = await answerOf(appUrl, testCase.body, testCase.headers);
      for (const baselineUrl of [testCase.pipeline, testCase.bare]) {
        const plain = await answerOf(baselineUrl, '{}', testCase.headers);
        if (!isDeepStrictEqual(graphql, plain))
          throw new Error(
            `${testCase.name}: ${baselineUrl} answers differently\n${JSON.stringify(graphql).slice(0, 400)}\n${JSON.stringify(plain).slice(0, 400)}`,
          );
      }
    }

    console.log(
      `bench:api - autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, loopback, brotli, log level info`,
    );
    for (const testCase of cases) {
      await load(probe, testCase.bare, '{}', testCase.headers);
      await load(probe, testCase.pipeline, '{}', testCase.headers);
      await load(probe, appUrl, testCase.body, testCase.headers);
    }

    // Rounds of (bare, pipeline, query) back to back, so all three see the same machine load; medians over the rounds.
    interface Round {
      app: Measured;
      pipeline: Measured;
      bare: Measured;
    }
    const medians = (measured: Measured[]): Measured => ({
      requestsPerSecond: median(measured.map((one) => one.requestsPerSecond)),
      p50: median(measured.map((one) => one.p50)),
      p99: median(measured.map((one) => one.p99)),
      apiCpu: median(measured.map((one) => one.apiCpu)),
      databaseCpu: median(measured.map((one) => one.databaseCpu)),
      loadGeneratorCpu: median(measured.map((one) => one.loadGeneratorCpu)),
      machineCpu: median(measured.map((one) => one.machineCpu)),
      machineBusyShare: median(measured.map((one) => one.machineBusyShare)),
      gcShare: median(measured.map((one) => one.gcShare)),
      longestGcMs: median(measured.map((one) => one.longestGcMs)),
    });
    const results: Array<{ name: string; rounds: Round[] } & Round> = [];
    for (const testCase of cases) {
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const bare = await load(probe, testCase.bare, '{}', testCase.headers);
        const pipeline = await load(probe, testCase.pipeline, '{}', testCase.headers);
        const app = await load(probe, appUrl, testCase.body, testCase.headers);
        rounds.push({ app, pipeline, bare });
      }
      results.push({
        name: testCase.name,
        rounds,
        app: medians(rounds.map((round) => round.app)),
        pipeline: medians(rounds.map((round) => round.pipeline)),
        bare: medians(rounds.map((round) => round.bare)),
      });
    }
    const ratio = (rounds: Round[], baseline: 'pipeline' | 'bare') =>
      median(rounds.map((round) => round.app.requestsPerSecond / round[baseline].requestsPerSecond));
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
    console.log('');
    console.log('Target: GraphQL at >= 50% of the pipeline baseline (a route of the app behind the same Express pipeline,');
    console.log('same SQL and JSON, no GraphQL) and p99 < 100 ms. The bare baseline (Node without Express) is for reference.');
    console.log(
      `${'query'.padEnd(26)} ${'req/s'.padStart(7)} ${'p99'.padStart(7)}  ${'pipeline'.padStart(8)} ${'p99'.padStart(7)} ${'ratio'.padStart(6)}  ${'bare'.padStart(7)} ${'p99'.padStart(7)} ${'ratio'.padStart(6)}`,
    );
    for (const { name, rounds, app: measured, pipeline, bare } of results) {
      const pipelineRatio = ratio(rounds, 'pipeline');
      const ok = pipelineRatio >= TARGET_RATIO && measured.p99 < TARGET_P99_MS;
      if (!ok) failed = true;
      console.log(
        `${name.padEnd(26)} ${measured.requestsPerSecond.toFixed(0).padStart(7)} ${`${measured.p99} ms`.padStart(7)}  ${pipeline.requestsPerSecond.toFixed(0).padStart(8)} ${`${pipeline.p99} ms`.padStart(7)} ${percent(pipelineRatio).padStart(6)}  ${bare.requestsPerSecond.toFixed(0).padStart(7)} ${`${bare.p99} ms`.padStart(7)} ${percent(ratio(rounds, 'bare')).padStart(6)}  ${ok ? 'OK' : 'MISSED'}`,
      );
    }
    console.log('');
    console.log(`CPU ms per request (median of the rounds): API process + PostgreSQL backends`);
    const cpu = ({ apiCpu, databaseCpu }: Measured) =>
      `${apiCpu.toFixed(2)} + ${databaseCpu.toFixed(2)} = ${(apiCpu + databaseCpu).toFixed(2)}`.padStart(22);
    console.log(`${'query'.padEnd(26)} ${'query'.padStart(22)} ${'pipeline'.padStart(22)} ${'bare'.padStart(22)}`);
    for (const { name, app: measured, pipeline, bare } of results)
      console.log(`${name.padEnd(26)} ${cpu(measured)} ${cpu(pipeline)} ${cpu(bare)}`);
    console.log('');
    console.log(`Garbage-collection pauses of the API process (median of the rounds): share of the run's time, longest pause`);
    const gc = ({ gcShare, longestGcMs }: Measured) => `${percent(gcShare)}, ${longestGcMs.toFixed(0)} ms`.padStart(22);
    console.log(`${'query'.padEnd(26)} ${'query'.padStart(22)} ${'pipeline'.padStart(22)} ${'bare'.padStart(22)}`);
    for (const { name, app: measured, pipeline, bare } of results)
      console.log(`${name.padEnd(26)} ${gc(measured)} ${gc(pipeline)} ${gc(bare)}`);
    console.log('');
    // With every connection waiting for its answer before the next request, the mean latency is connections / req/s
    // (Little's law): a p99 under 100 ms needs well over CONNECTIONS * 10 req/s, whatever the server does per request.
    console.log(
      `The whole machine (median of the rounds, GraphQL then pipeline): p50 and p99, the mean latency ${CONNECTIONS} connections imply`,
    );
    console.log(
      `(${CONNECTIONS} / req/s), the share of the cores busy, and CPU ms per request: API + PostgreSQL + load generator (autocannon) of the machine's`,
    );
    const machine = ({ p50, p99, requestsPerSecond, machineBusyShare, apiCpu, databaseCpu, loadGeneratorCpu, machineCpu }: Measured) =>
      `${p50} / ${p99} ms, mean ${((CONNECTIONS * 1000) / requestsPerSecond).toFixed(0)} ms, busy ${percent(machineBusyShare)}, ` +
      `${apiCpu.toFixed(2)} + ${databaseCpu.toFixed(2)} + ${loadGeneratorCpu.toFixed(2)} of ${machineCpu.toFixed(2)}`;
    for (const { name, app: measured, pipeline } of results) {
      console.log(`${name.padEnd(26)} ${machine(measured)}`);
      console.log(`${'  pipeline'.padEnd(26)} ${machine(pipeline)}`);
    }
  } finally {
    await monitor.end().catch(() => undefined);
    await pool.end();
    await stopProcess(app);
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
