/**
 * `pnpm bench:site` - the public hot path of the demand test: /site/<slug> pages and the signup POST,
 * each against a static file served by the same server in the same run (a self-hosted font: express sendFile).
 *
 * IdeaScope runs as its own process from the sources (tsx, production mode, no workers) on a scratch database with
 * one published site; this process drives autocannon (BENCH_CONNECTIONS, default 50, BENCH_SECONDS each) in
 * BENCH_ROUNDS rounds, the static file right before each case (same machine load), and prints the medians of req/s
 * and p99 and their ratio to the static file. Cases:
 * - page, repeat visitor: the same IP and user agent every time (the visit statement writes nothing);
 * - page, new visitors: a new user agent per request (every visit inserts its row: one statement);
 * - signup POST: a new email per request (limits raised so nothing is throttled; each one is stored).
 * After the run it checks a visit cost at most one write: visitor rows = unique visitors sent. No targets: figures only.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, scratchDatabase, stopProcess, waitForHealth } from './bench-support.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('site');

interface Measured {
  requestsPerSecond: number;
  p99: number;
  requests: number;
}

/** One autocannon run; `request` may rewrite each request (new user agent, new email). */
async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
}): Promise<Measured> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'user-agent': BROWSER, ...options.headers },
    ...(options.body ? { body: options.body } : {}),
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest as never }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const port = await freePort();
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repositoryRoot, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'fatal',
      DATABASE_URL: databaseUrl,
      DOMAIN_CHECK: 'offline',
      RUN_WORKERS: 'false',
      WEB_DIST_DIR: '/nonexistent',
      DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR: '100000000',
      DEMAND_TEST_SIGNUPS_PER_SITE_PER_HOUR: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(`${origin}/healthz`, { child: app });
    const signup = await fetch(`${origin}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'bench-site@example.com', password: 'bench site password', firstName: 'Bench', lastName: 'Site' }),
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status}`);
    const { id: ownerId } = (await signup.json()) as { id: string };
    const projectId = randomUUID();
    await pool.query(
      `insert into projects (id, owner_id, name, category, description, target_market, key_features, current_step, status, created_at, updated_at)
       values ($1, $2, 'Bench Site', 'SaaS/Software', 'A site to measure.', 'Small teams', '["One", "Two", "Three"]'::jsonb, 5, 'complete', now(), now())`,
      [projectId, ownerId],
    );
    const metadata = { primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' };
    const copy = {
      headline: 'Measure it',
      tagline: 'A bench page',
      about: 'About the idea, a paragraph long.',
      features: ['One', 'Two', 'Three'],
      callToAction: 'Get early access',
      description: 'A site to measure.',
      source: 'fallback',
    };
    await pool.query(
      `insert into websites (id, project_id, slug, title, is_published, published_at, metadata, copy, source_fingerprint, published_content, created_at, updated_at)
       values ($1, $2, 'bench-site', 'Bench Site', true, now(), $3::jsonb, $4::jsonb, 'x', $5::jsonb, now(), now())`,
      [randomUUID(), projectId, JSON.stringify(metadata), JSON.stringify(copy), JSON.stringify({ title: 'Bench Site', metadata, copy })],
    );
    const staticUrl = `${origin}/site/_fonts/inter-latin-400-normal.woff2`;
    const pageUrl = `${origin}/site/bench-site`;
    if ((await fetch(pageUrl)).status !== 200 || (await fetch(staticUrl)).status !== 200)
      throw new Error('the site or the font does not answer');

    let visitor = 0;
    let email = 0;
    const cases: Array<{ name: string; run: () => Promise<Measured> }> = [
      { name: 'page, repeat visitor', run: () => load({ url: pageUrl }) },
      {
        name: 'page, new visitors',
        run: () =>
          load({
            url: pageUrl,
            setupRequest: (request) => ({
              ...request,
              headers: { ...(request.headers as object), 'user-agent': `${BROWSER} bench/${(visitor += 1)}` },
            }),
          }),
      },
      {
        name: 'signup POST',
        run: () =>
          load({
            url: `${origin}/site/bench-site/signup`,
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            setupRequest: (request) => ({
              ...request,
              body: new URLSearchParams({ email: `bench${(email += 1)}@example.com`, wouldPay: '12', useCase: '' }).toString(),
            }),
          }),
      },
    ];

    console.log(`bench:site - autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case, ${ROUNDS} rounds, loopback`);
    await load({ url: staticUrl });
    await load({ url: pageUrl });
    const repeatVisitorRows = Number((await pool.query('select count(*) from website_visits')).rows[0].count);
    const results: Array<{ name: string; rps: number; p99: number; staticRps: number; staticP99: number; ratio: number }> = [];
    for (const testCase of cases) {
      const rounds: Array<{ measured: Measured; static: Measured }> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const staticRun = await load({ url: staticUrl });
        rounds.push({ static: staticRun, measured: await testCase.run() });
      }
      results.push({
        name: testCase.name,
        rps: median(rounds.map((round) => round.measured.requestsPerSecond)),
        p99: median(rounds.map((round) => round.measured.p99)),
        staticRps: median(rounds.map((round) => round.static.requestsPerSecond)),
        staticP99: median(rounds.map((round) => round.static.p99)),
        ratio: median(rounds.map((round) => round.measured.requestsPerSecond / round.static.requestsPerSecond)),
      });
    }
    console.log('case                     req/s   p99 ms | static req/s  p99 ms | ratio to static');
    for (const result of results) {
      console.log(
        `${result.name.padEnd(22)} ${result.rps.toFixed(0).padStart(7)} ${String(result.p99).padStart(8)} | ${result.staticRps.toFixed(0).padStart(12)} ${String(result.staticP99).padStart(7)} | ${(result.ratio * 100).toFixed(0)}%`,
      );
    }
    // A visit costs at most one write: one row per new visitor, none for the repeat visitor (its warm-up made its one row).
    const visitRows = Number((await pool.query('select count(*) from website_visits')).rows[0].count);
    const signups = Number((await pool.query('select count(*) from website_signups')).rows[0].count);
    console.log(
      `visitor rows: ${repeatVisitorRows} after the repeat visitor's warm-up, ${visitRows} after at most ${visitor} new-visitor requests; ${signups} signups stored after at most ${email} posts`,
    );
    // autocannon builds a request or two per connection that the end of the run cuts off: at most, never more.
    if (repeatVisitorRows !== 1 || visitRows > 1 + visitor || signups > email) {
      console.error('a visit or signup did not write exactly what it should');
      process.exitCode = 1;
    }
  } finally {
    await pool.end();
    await stopProcess(app);
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
