/**
 * `pnpm bench:api` - the GraphQL request path next to a bare Apollo Server, in the same run (issue 14).
 *
 * Three processes on loopback: a bare Apollo Server 5 hello world (startStandaloneServer, the floor any
 * GraphQL server on this machine stands on), IdeaScope as `pnpm start` runs it (the compiled api/dist in
 * production mode, built first; no workers) on a scratch database, and this client driving autocannon (50 connections, BENCH_SECONDS each).
 * Each query runs in BENCH_ROUNDS rounds right after the bare server (same machine load); prints the medians of
 * req/s and p99 of each query and of its ratio to the bare server. Targets: `projects` (20 projects
 * with scores and breakdowns) at least 30% of the bare req/s, `me` at least 60%. A repeated `projects` query is
 * answered by the read cache (projects/read-cache/); `projects, not cacheable` adds `isAdmin`, so every request runs
 * the query against PostgreSQL and executes it (no target: it shows what a cache miss costs).
 *
 * Pagination: a user with 20 projects and one with 5,000 ask for their first page (`projectsConnection(first: 20)`
 * with totalCount); the ratio of the two req/s shows whether the page cost depends on how many projects there are.
 *
 * BENCH_CPU_PROFILE=<dir> starts IdeaScope with --cpu-prof (profile written at exit). Exit code 1 when a target is missed.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, scratchDatabase, stopProcess, waitForHealth } from './bench-support.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_ONLY=<regexp>: only the queries whose name matches (e.g. for a CPU profile of one). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TARGETS: Record<string, number> = { projects: 0.3, me: 0.6 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('api');

/** The bare server: Apollo Server 5's own standalone HTTP server with one resolver (run from api/ for its packages). */
const BARE_SERVER = `
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
const server = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } });
const { url } = await startStandaloneServer(server, { listen: { port: Number(process.env.PORT), host: '127.0.0.1' } });
console.log('BARE ' + url);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
`;

const BREAKDOWN = JSON.stringify(
  Object.fromEntries(
    ['marketOpportunity', 'competitionLevel', 'domainAvailability', 'keywordOpportunity', 'legalRisk', 'businessViability'].map((key, index) => [
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

interface Measured {
  requestsPerSecond: number;
  p99: number;
}

async function load(url: string, body: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} ${body}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** Checks the query answers with data (not errors) before loading it. */
async function checkQuery(url: string, body: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || answer.errors || !answer.data) throw new Error(`${body}: ${JSON.stringify(answer).slice(0, 300)}`);
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const barePort = await freePort();
  const appPort = await freePort();
  const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: path.join(repositoryRoot, 'api'),
    env: { ...process.env, PORT: String(barePort), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const build = spawnSync(process.execPath, [path.join(repositoryRoot, 'api/node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: path.join(repositoryRoot, 'api'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the API failed');
  const app = spawn(
    process.execPath,
    [...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []), 'dist/main.js'],
    {
      cwd: path.join(repositoryRoot, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        DATABASE_URL: databaseUrl,
        DOMAIN_CHECK: 'offline',
        RUN_WORKERS: 'false',
        WEB_DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let failed = false;
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const appOrigin = `http://127.0.0.1:${appPort}`;
    const appUrl = `${appOrigin}/graphql`;
    await waitForHealth(bareUrl, { child: bare, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ hello }"}' } });
    await waitForHealth(`${appOrigin}/healthz`, { child: app });
    const twentyCookie = await userWithProjects(appOrigin, pool, 'bench-api-20@example.com', 20);
    const manyCookie = await userWithProjects(appOrigin, pool, 'bench-api-5000@example.com', 5000);
    await pool.query('vacuum analyze projects');

    const projectFields = `id name category description targetMarket keyFeatures notes currentStep status score
      scoreBreakdown { ${['marketOpportunity', 'competitionLevel', 'domainAvailability', 'keywordOpportunity', 'legalRisk', 'businessViability'].map((key) => `${key} { score reason }`).join(' ')} }
      createdAt updatedAt`;
    const body = (query: string) => JSON.stringify({ query });
    // With `isAdmin` the read cache never answers: the page is read from PostgreSQL every time, which is what this compares.
    const firstPage = body(`{ isAdmin projectsConnection(first: 20) { totalCount edges { cursor node { ${projectFields} } } pageInfo { hasNextPage endCursor } } }`);
    const cases: Array<{ name: string; body: string; headers: Record<string, string> }> = [
      { name: 'typename (signed out)', body: body('{ __typename }'), headers: {} },
      { name: 'me', body: body('{ me { id } }'), headers: { cookie: twentyCookie } },
      { name: 'projects', body: body(`{ projects { ${projectFields} } }`), headers: { cookie: twentyCookie } },
      // `isAdmin` makes the query read more than project rows, so the read cache never answers it: every request executes.
      { name: 'projects, not cacheable', body: body(`{ isAdmin projects { ${projectFields} } }`), headers: { cookie: twentyCookie } },
      { name: 'first page, 20 projects', body: firstPage, headers: { cookie: twentyCookie } },
      { name: 'first page, 5,000 projects', body: firstPage, headers: { cookie: manyCookie } },
    ];
    const bareBody = body('{ hello }');
    for (const testCase of cases) await checkQuery(appUrl, testCase.body, testCase.headers);

    console.log(`bench:api - autocannon, ${CONNECTIONS} connections, ${SECONDS} s per query, loopback`);
    // Warm both servers (JIT, pools, plans) before anything is measured.
    await load(bareUrl, bareBody);
    for (const testCase of cases.filter((candidate) => !ONLY || ONLY.test(candidate.name))) await load(appUrl, testCase.body, testCase.headers);

    // Rounds of (bare, query) back to back, so both see the same machine load; medians over the rounds.
    const results: Array<{ name: string; app: Measured; bare: Measured; ratio: number }> = [];
    for (const testCase of cases.filter((candidate) => !ONLY || ONLY.test(candidate.name))) {
      const rounds: Array<{ app: Measured; bare: Measured }> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const bareResult = await load(bareUrl, bareBody);
        const appResult = await load(appUrl, testCase.body, testCase.headers);
        rounds.push({ app: appResult, bare: bareResult });
      }
      results.push({
        name: testCase.name,
        app: { requestsPerSecond: median(rounds.map((round) => round.app.requestsPerSecond)), p99: median(rounds.map((round) => round.app.p99)) },
        bare: { requestsPerSecond: median(rounds.map((round) => round.bare.requestsPerSecond)), p99: median(rounds.map((round) => round.bare.p99)) },
        ratio: median(rounds.map((round) => round.app.requestsPerSecond / round.bare.requestsPerSecond)),
      });
    }
    console.log('');
    console.log(`${'query'.padEnd(28)} ${'req/s'.padStart(8)} ${'p99'.padStart(8)}   bare req/s   bare p99   ratio (req/s)`);
    for (const { name, app: measured, bare: floor, ratio } of results) {
      const target = TARGETS[name];
      const verdict = target === undefined ? '' : ratio >= target ? `  OK (target >= ${target})` : `  MISSED (target >= ${target})`;
      if (target !== undefined && ratio < target) failed = true;
      console.log(
        `${name.padEnd(28)} ${measured.requestsPerSecond.toFixed(0).padStart(8)} ${`${measured.p99} ms`.padStart(8)}   ${floor.requestsPerSecond.toFixed(0).padStart(10)} ${`${floor.p99} ms`.padStart(10)}   ${(ratio * 100).toFixed(0).padStart(5)}%${verdict}`,
      );
    }
    const few = results.find((result) => result.name === 'first page, 20 projects');
    const many = results.find((result) => result.name === 'first page, 5,000 projects');
    if (few && many) console.log(
      `\nfirst page with 5,000 projects vs 20: ${(many.app.requestsPerSecond / few.app.requestsPerSecond).toFixed(2)} x the req/s, p99 ${many.app.p99} ms vs ${few.app.p99} ms`,
    );
  } finally {
    await pool.end();
    await stopProcess(app);
    await stopProcess(bare);
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
