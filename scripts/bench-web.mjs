#!/usr/bin/env node
// Prints the gzipped size of every built web chunk, then what each route downloads before it can
// render (the entry, the route's lazy chunk and everything they import statically).
// Then starts the application (production mode, a scratch database on DATABASE_URL's server) and runs
// Lighthouse (mobile defaults, Debian's chromium) on the landing page and on My Ideas signed in, for a
// user with 20 projects and one with 5,000: scores, FCP/LCP/TBT and the bytes transferred, against the
// targets (performance >= 95 each); each median report is kept under artifacts/bench-web/ (BENCH_WEB_SAVE
// names another directory; BENCH_WEB_TRACES=1 keeps its trace too). BENCH_WEB_LIGHTHOUSE=0 skips that part;
// BENCH_WEB_PAGES=my-ideas (or landing, or a comma-separated list of parts of the page names) runs Lighthouse
// on those pages only.
// Run after `pnpm --filter @ideascope/web build` (the root script `pnpm bench:web` does both).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SCORE_PART_KEYS } from '../shared/src/score.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repositoryRoot, 'web/dist');
const LANDING_BUDGET_KB = 150;
const LANDING_MIN_PERFORMANCE = 95;
const MY_IDEAS_MIN_PERFORMANCE = 95;
/** Projects of the two My Ideas users: the first ones created through the REST API, the rest added in one statement. */
const MY_IDEAS_SIZES = [20, 5000];
const PROJECTS_THROUGH_API = 20;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3);
/** Parts of page names ("landing", "my-ideas", "5-000"): only the pages whose names contain one are measured. */
const PAGE_FILTER = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const slug = (name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '')
    .toLowerCase();
/** BENCH_WEB_TRACES=1 also keeps the median run's trace and network log beside its report. */
const SAVE_TRACES = process.env.BENCH_WEB_TRACES === '1';
/** Where each page's median Lighthouse report is kept (JSON, open it in the Lighthouse viewer); git-ignored. */
const REPORT_DIRECTORY = process.env.BENCH_WEB_SAVE ?? path.join(repositoryRoot, 'artifacts/bench-web');

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build manifest in ${dist}; run pnpm --filter @ideascope/web build first.`);
  process.exit(1);
}

const gzipCache = new Map();
function gzippedBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a manifest entry loads right away: itself, its static imports (recursively) and their CSS. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));

console.log('Chunks (gzipped):');
const chunks = [...new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]))];
for (const file of chunks.sort((a, b) => gzippedBytes(b) - gzippedBytes(a))) {
  console.log(`  ${kb(gzippedBytes(file)).padStart(9)}  ${file}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = staticClosure(entryKey);
// Modules are found by their manifest key or `src`; a screen chunk that is also imported statically
// has neither, so it is found by its file name (web/vite.config.ts names screen chunks after their folder),
// as is a module that web/vite.config.ts merges into a named chunk (manualChunks).
const MERGED_INTO = { 'src/app/SignedInLayout.tsx': 'ApolloRoot' };
const routes = {
  'landing (/ signed out)': 'src/screens/Landing/index.tsx',
  pricing: 'src/screens/Pricing/index.tsx',
  404: 'src/screens/NotFound/index.tsx',
  'workflow (/ signed in)': ['src/app/SignedInLayout.tsx', 'src/screens/Workflow/index.tsx'],
  'my ideas': ['src/app/SignedInLayout.tsx', 'src/screens/MyIdeas/index.tsx'],
  analytics: ['src/app/SignedInLayout.tsx', 'src/screens/Analytics/index.tsx'],
  settings: ['src/app/SignedInLayout.tsx', 'src/screens/Settings/index.tsx'],
  admin: ['src/app/SignedInLayout.tsx', 'src/screens/Admin/index.tsx'],
};

console.log('\nInitial JavaScript + CSS per route (gzipped):');
let landingBytes = 0;
for (const [route, lazyKeys] of Object.entries(routes)) {
  const keys = new Set(entryKeys);
  for (const source of [lazyKeys].flat()) {
    const chunkName = source.match(/screens\/([^/]+)\/index\.tsx$/)?.[1] ?? MERGED_INTO[source];
    const lazyKey = Object.keys(manifest).find(
      (key) => key === source || manifest[key].src === source || (chunkName && manifest[key].file.startsWith(`assets/${chunkName}-`)),
    );
    if (!lazyKey) throw new Error(`${source} is not in the build manifest`);
    for (const key of staticClosure(lazyKey)) keys.add(key);
  }
  const bytes = [...filesOf(keys)].reduce((sum, file) => sum + gzippedBytes(file), 0);
  if (route.startsWith('landing')) landingBytes = bytes;
  console.log(`  ${kb(bytes).padStart(9)}  ${route}`);
}

const withinBudget = landingBytes / 1024 < LANDING_BUDGET_KB;
console.log(`\nLanding page initial JS: ${kb(landingBytes)} (budget ${LANDING_BUDGET_KB} KB) ${withinBudget ? 'OK' : 'OVER BUDGET'}`);
process.exitCode = withinBudget ? 0 : 1;

if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
  try {
    if (!(await lighthouseReport())) process.exitCode = 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}

/** DATABASE_URL's server (or the local default) with another database name. */
function scratchUrl(databaseName) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the application exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Signs a user up through the REST API and gives them `count` projects: the first ones created through
 * the API (POST /api/projects, as the web app does; research stays queued, no workers run here), the
 * rest in one statement as finished research with a score and its six-part breakdown. Returns the
 * session cookie.
 */
async function userWithProjects(origin, databaseName, count) {
  const signup = await fetch(`${origin}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-web-${count}@example.com`, password: 'bench web password', firstName: 'Bench', lastName: 'Web' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const { id } = await signup.json();
  const cookie = signup.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  // What a billing system would do (tests/support/factories.ts setPlan): Pro, so the plan allows the projects.
  const database = new (createRequire(path.join(repositoryRoot, 'api/package.json'))('pg').Client)({
    connectionString: scratchUrl(databaseName),
  });
  await database.connect();
  try {
    await database.query(`update users set plan = 'pro' where id = $1`, [id]);
    const inBulk = Math.max(0, count - PROJECTS_THROUGH_API);
    if (inBulk > 0) {
      const breakdown = Object.fromEntries(
        SCORE_PART_KEYS.map((key, index) => [
          key,
          {
            score: 4 + index,
            reason: `What the research found for ${key}, a sentence or two as the score writes it.`,
            basis: 'MEASURED',
            evidence: [],
          },
        ]),
      );
      await database.query(
        `insert into projects (id, owner_id, name, category, description, target_market, key_features, notes, current_step, status, score, score_breakdown, created_at, updated_at)
         select gen_random_uuid(), $1, 'Researched idea ' || n, (array['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'])[1 + n % 6],
                'A description of the idea, a couple of sentences long, as the generator writes them for a project.',
                'Small teams', '["One feature", "Another feature", "A third feature"]'::jsonb, null, 5, 'complete', 40 + n % 55, $3::jsonb,
                now() - interval '1 day' - n * interval '1 minute', now()
         from generate_series(1, $2::int) as n`,
        [id, inBulk, JSON.stringify(breakdown)],
      );
    }
  } finally {
    await database.end();
  }
  const categories = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'];
  for (let index = 0; index < Math.min(count, PROJECTS_THROUGH_API); index += 1) {
    const created = await fetch(`${origin}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        name: `Bench idea ${index + 1}`,
        category: categories[index % categories.length],
        description: 'A subscription service that helps small teams plan their week, described in a sentence or two.',
      }),
    });
    if (created.status >= 300) throw new Error(`create project: ${created.status} ${await created.text()}`);
  }
  return cookie;
}

/** Runs Lighthouse on the landing page and on My Ideas signed in; false when a target is missed. */
async function lighthouseReport() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no chromium at ${CHROMIUM} (set CHROME_PATH).`);
    return true;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const pg = createRequire(path.join(repositoryRoot, 'api/package.json'))('pg');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `ideascope_bench_web_${Date.now().toString(36)}`;
  const databaseUrl = new URL(scratchUrl(databaseName));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The application as `pnpm start` runs it, serving this build (tsx needs the tests' tsconfig for decorators).
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repositoryRoot, 'api'),
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(repositoryRoot, 'tests/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.toString(),
      DOMAIN_CHECK: 'offline',
      RUN_WORKERS: 'false',
      WEB_DIST_DIR: dist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome;
  try {
    await waitForHealth(`${origin}/healthz`, app);
    const selected = (name) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((part) => slug(name).includes(part));
    const myIdeasName = (size) => `my ideas (${size.toLocaleString('en-US')} projects)`;
    const myIdeasUsers = [];
    for (const size of MY_IDEAS_SIZES.filter((size) => selected(myIdeasName(size)))) {
      myIdeasUsers.push({ size, cookie: await userWithProjects(origin, databaseName, size) });
    }

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const pages = [
      { name: 'landing (signed out)', url: `${origin}/`, headers: undefined },
      ...myIdeasUsers.map(({ size, cookie }) => ({ name: myIdeasName(size), url: `${origin}/projects`, headers: { Cookie: cookie } })),
    ].filter((page) => selected(page.name));
    console.log('\nLighthouse (mobile, simulated throttling):');
    let landingOk = true;
    let myIdeasOk = true;
    let benchmarkIndex = Number.NaN;
    for (const page of pages) {
      // Lighthouse's own advice for noisy machines: several runs, report the median by performance score.
      const runs = [];
      const traces = new Map();
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(page.url, { port: chrome.port, logLevel: 'error', output: 'json', extraHeaders: page.headers });
        runs.push(result.lhr);
        if (SAVE_TRACES) traces.set(result.lhr, { trace: result.artifacts.Trace, devtoolsLog: result.artifacts.DevtoolsLog });
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      benchmarkIndex = lhr.environment.benchmarkIndex;
      mkdirSync(REPORT_DIRECTORY, { recursive: true });
      writeFileSync(path.join(REPORT_DIRECTORY, `lhr-${slug(page.name)}.json`), JSON.stringify(lhr));
      if (SAVE_TRACES) {
        // The median run's trace (open it in DevTools' Performance panel) and network log.
        const { trace, devtoolsLog } = traces.get(lhr);
        writeFileSync(path.join(REPORT_DIRECTORY, `trace-${slug(page.name)}.json`), JSON.stringify(trace));
        writeFileSync(path.join(REPORT_DIRECTORY, `devtoolslog-${slug(page.name)}.json`), JSON.stringify(devtoolsLog));
      }
      const { categories, audits } = lhr;
      const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
      const transferred = audits['total-byte-weight'].numericValue;
      console.log(
        `  ${page.name.padEnd(26)} performance ${score('performance')} (runs: ${runs.map((run) => Math.round(run.categories.performance.score * 100)).join(', ')}),` +
          ` accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}\n` +
          `  ${''.padEnd(26)} FCP ${(audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s, LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s,` +
          ` TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, transferred ${kb(transferred)}`,
      );
      const graphqlBytes = audits['network-requests'].details.items
        .filter((item) => item.url.endsWith('/graphql'))
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      if (graphqlBytes) console.log(`  ${''.padEnd(26)} GraphQL answers ${kb(graphqlBytes)}`);
      // Where the main thread went (observed, before Lighthouse's 4x CPU slowdown): what to cut next.
      const scripts = audits['bootup-time'].details.items
        .slice(0, 3)
        .map((item) => `${item.url.replace(origin, '').replace(/^\/assets\//, '')} ${Math.round(item.total)} ms`);
      console.log(
        `  ${''.padEnd(26)} main thread ${Math.round(audits['mainthread-work-breakdown'].numericValue)} ms; top scripts: ${scripts.join(', ')}`,
      );
      if (page.name.startsWith('my ideas') && score('performance') < MY_IDEAS_MIN_PERFORMANCE) myIdeasOk = false;
      if (page.name.startsWith('landing')) {
        landingOk = score('performance') >= LANDING_MIN_PERFORMANCE && transferred / 1024 < LANDING_BUDGET_KB;
        const chunks = audits['network-requests'].details.items.map((item) => item.url).filter((url) => /ApolloRoot|graphql-/.test(url));
        if (chunks.length) {
          console.log(`    the landing page loaded ${chunks.join(', ')}`);
          landingOk = false;
        }
      }
    }
    // Simulated throttling multiplies the CPU time observed here: a busy machine scores lower.
    console.log(
      `  (this machine: load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}, ${cpus().length} CPUs, Lighthouse benchmark index ${Math.round(benchmarkIndex)})`,
    );
    const measured = (prefix) => (pages.some((page) => page.name.startsWith(prefix)) ? '' : ' (not measured: BENCH_WEB_PAGES)');
    console.log(
      `\nLanding page${measured('landing')}: performance >= ${LANDING_MIN_PERFORMANCE}, transfer < ${LANDING_BUDGET_KB} KB, no Apollo/GraphQL chunk: ${landingOk ? 'OK' : 'MISSED'}`,
    );
    console.log(
      `My Ideas (20 and 5,000 projects)${measured('my ideas')}: performance >= ${MY_IDEAS_MIN_PERFORMANCE}: ${myIdeasOk ? 'OK' : 'MISSED'}`,
    );
    console.log(`(median reports: ${path.relative(process.cwd(), REPORT_DIRECTORY) || '.'}/lhr-*.json)`);
    return landingOk && myIdeasOk;
  } finally {
    if (chrome) await chrome.kill();
    await new Promise((resolve) => {
      if (app.exitCode !== null) return resolve();
      app.once('exit', resolve);
      app.kill('SIGTERM');
    });
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}
