/**
 * `pnpm bench:calibration` - does the score tell ideas that became businesses from documented failures?
 *
 * Runs the shipped, labelled list of real ideas (calibration-ideas.ts: 20 working businesses, 20 documented
 * failures, each with a public source) through the whole research pipeline of the real application (its own
 * process, a scratch database), then one idea five more times, and prints: the median score, the share at
 * 70+, the AUC between the two halves (the chance that a success outscores a failure; 0.5 = no separation),
 * and the spread (max - min) of the repeated idea. Anchors: Preuve AI publishes a median of 55 and 18% at 70+.
 *
 * Sources: by default every research source is one of the test fakes (tests/support/fake-*.ts: OpenAI,
 * SearXNG, DataForSEO, Wikimedia, EPO, RDAP, Hacker News, GitHub), started here: no request leaves the machine.
 * The fakes know one dog-walking idea's keywords, interest and records, and the scratch database has no
 * trademark import, so these ideas lack measured evidence and go unscored: the figures check the plumbing,
 * not calibration. With BENCH_SOURCES=configured no
 * fake is started and the application uses the settings of this environment (OPENAI_API_KEY, SEARXNG_URL,
 * DATAFORSEO_*, EPO_OPS_*, ...): the real calibration, wherever keys are set.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CALIBRATION_IDEAS, type CalibrationIdea } from './calibration-ideas.js';
import { freePort, median, rerunWithTestsTsconfig, scratchDatabase, stopProcess, TESTS_TSCONFIG, waitForHealth } from './bench-support.js';

// The API uses decorators, which tsx compiles with the tests' tsconfig: run again with it.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
rerunWithTestsTsconfig();
const { TestClient } = await import('../support/test-client.js');
const { startFakeOpenAi } = await import('../support/fake-openai.js');
const { startFakeSearxng } = await import('../support/fake-searxng.js');
const { startFakeDataForSeo } = await import('../support/fake-dataforseo.js');
const { startFakeWikimedia } = await import('../support/fake-wikimedia.js');
const { startFakeEpo } = await import('../support/fake-epo.js');
const { startFakeRdap } = await import('../support/fake-rdap.js');
const { startFakeHackerNews } = await import('../support/fake-hacker-news.js');
const { startFakeGithub } = await import('../support/fake-github.js');

const REPEATS = 5;
const CONCURRENT_RUNS = Number(process.env.BENCH_CONCURRENCY ?? 4);
const useFakes = (process.env.BENCH_SOURCES ?? 'fakes') !== 'configured';
const { serverUrl, name: databaseName, url: databaseUrl } = scratchDatabase('calibration');

type Client = InstanceType<typeof TestClient>;

/** Starts the fakes and returns the settings that point the application at them. */
async function startFakes(): Promise<{ environment: Record<string, string>; close: () => Promise<void> }> {
  const [openAi, searxng, dataForSeo, wikimedia, epo, rdap, hackerNews, github] = await Promise.all([
    startFakeOpenAi(),
    startFakeSearxng(),
    startFakeDataForSeo(),
    startFakeWikimedia(),
    startFakeEpo(),
    startFakeRdap({ defaultAnswer: 404 }),
    startFakeHackerNews(),
    startFakeGithub(),
  ]);
  return {
    environment: {
      OPENAI_API_KEY: 'sk-bench-calibration',
      OPENAI_BASE_URL: openAi.url,
      SEARXNG_URL: searxng.url,
      ...dataForSeo.environment,
      ...wikimedia.environment,
      ...epo.environment,
      DOMAIN_CHECK: 'online',
      RDAP_BASE_URL: rdap.url,
      HACKER_NEWS_BASE_URL: hackerNews.url,
      GITHUB_BASE_URL: github.url,
      GITHUB_TOKEN: github.token,
    },
    close: async () => {
      await Promise.all([openAi, searxng, dataForSeo, wikimedia, epo, rdap, hackerNews, github].map((fake) => fake.close()));
    },
  };
}

interface Scored {
  idea: CalibrationIdea;
  score: number | null;
  confidence: number | null;
  sample: boolean;
  status: string;
  /** Each part's basis, e.g. marketOpportunity MEASURED. */
  bases: Record<string, string>;
}

async function research(client: Client, idea: CalibrationIdea): Promise<Scored> {
  const created = await client.post('/api/projects', { name: idea.name, description: idea.description });
  if (created.status !== 201) throw new Error(`create ${idea.name}: ${created.status} ${created.text}`);
  const id = created.body.id as string;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const results = await client.get(`/api/projects/${id}/results`);
    if (results.body.status === 'complete' || results.body.status === 'failed') break;
    if (Date.now() > deadline) throw new Error(`${idea.name}: research still ${results.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const project = await client.get(`/api/projects/${id}`);
  const assessment = project.body.scoreAssessment as { confidence: number; sample: boolean } | null;
  const bases = Object.fromEntries(
    Object.entries((project.body.scoreBreakdown ?? {}) as Record<string, { basis?: string }>).map(([part, entry]) => [
      part,
      entry.basis ?? '-',
    ]),
  );
  return {
    idea,
    score: project.body.score,
    confidence: assessment?.confidence ?? null,
    sample: assessment?.sample ?? false,
    status: project.body.status,
    bases,
  };
}

/** Runs `tasks` with at most `limit` at once, keeping their order. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/** `summary` of the values, or "none" when there are none. */
function orNone(summary: (values: number[]) => number, values: number[]): string {
  return values.length > 0 ? String(summary(values)) : 'none';
}

/** The chance that a random success outscores a random failure (ties count half): Mann-Whitney AUC. */
function auc(successes: number[], failures: number[]): number {
  let wins = 0;
  for (const success of successes) for (const failure of failures) wins += success > failure ? 1 : success === failure ? 0.5 : 0;
  return wins / (successes.length * failures.length);
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const fakes = useFakes ? await startFakes() : null;
  const port = await freePort();
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repositoryRoot, 'api'),
    env: {
      ...process.env,
      ...(fakes?.environment ?? {}),
      TSX_TSCONFIG_PATH: TESTS_TSCONFIG,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(`${origin}/healthz`, { child: app, timeoutMs: 120_000, intervalMs: 200 });
    const client = new TestClient(origin);
    const signup = await client.post('/auth/signup', {
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse',
      firstName: 'Bench',
      lastName: 'Calibration',
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${signup.text}`);
    // A Pro user, as a billing system would set it, so 45 projects fit the plan.
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    await database.query('update users set plan = $2 where id = $1', [signup.body.id, 'pro']);
    await database.end();

    const started = Date.now();
    console.log(
      `calibration bench: ${CALIBRATION_IDEAS.length} ideas, sources: ${useFakes ? 'the test fakes (plumbing only: they know a dog-walking idea, not these)' : 'as configured in this environment'}`,
    );
    const scored = await inBatches(CALIBRATION_IDEAS, CONCURRENT_RUNS, (idea) => research(client, idea));
    const repeatIdea = CALIBRATION_IDEAS[0]!;
    // The same idea, name and description again: any difference is the pipeline's (sources, judge), not the input's.
    const repeats = await inBatches(
      Array.from({ length: REPEATS }, (_, index) => index),
      1,
      () => research(client, repeatIdea),
    );

    for (const row of scored) {
      console.log(
        `  ${row.idea.outcome.padEnd(7)} ${String(row.score ?? '-').padStart(3)}  confidence ${String(row.confidence ?? '-').padStart(3)}%${row.sample ? '  sample' : ''}  ${row.idea.name}${row.status !== 'complete' ? `  (${row.status})` : ''}`,
      );
    }
    const complete = scored.filter((row): row is Scored & { score: number } => row.score !== null);
    const scores = complete.map((row) => row.score);
    const successes = complete.filter((row) => row.idea.outcome === 'success').map((row) => row.score);
    const failures = complete.filter((row) => row.idea.outcome === 'failure').map((row) => row.score);
    const repeatScores = repeats.map((row) => row.score).filter((score): score is number => score !== null);
    console.log('');
    console.log(`scored runs:           ${complete.length} of ${scored.length} (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
    if (complete.length === 0) {
      console.log('no run was scored: every idea said "not enough evidence", so there is no median, share or AUC to report');
    } else {
      console.log(`median score:          ${median(scores)}   (Preuve AI publishes 55)`);
      console.log(
        `share at 70+:          ${((scores.filter((score) => score >= 70).length / scores.length) * 100).toFixed(1)}%   (Preuve AI publishes 18%)`,
      );
      console.log(`median success/failure: ${orNone(median, successes)} / ${orNone(median, failures)}`);
      const separation =
        successes.length > 0 && failures.length > 0
          ? `${auc(successes, failures).toFixed(3)}   (0.5 = no separation, 1 = every success above every failure)`
          : 'none: one of the halves has no scored run';
      console.log(`AUC success vs failure: ${separation}`);
      console.log(
        `mean confidence:       ${(complete.reduce((sum, row) => sum + (row.confidence ?? 0), 0) / complete.length).toFixed(1)}%`,
      );
    }
    const example = complete[0] ?? scored[0];
    console.log(
      `bases of the parts:    ${Object.entries(example?.bases ?? {})
        .map(([part, basis]) => `${part} ${basis}`)
        .join(', ')}${complete.length === 0 ? ` (${example?.idea.name}, not scored)` : ''}`,
    );
    console.log(
      repeatScores.length > 0
        ? `repeat spread:         ${Math.max(...repeatScores) - Math.min(...repeatScores)} points over ${repeatScores.length} scored runs of "${repeatIdea.name}" (${repeatScores.join(', ')})`
        : `repeat spread:         none: no run of "${repeatIdea.name}" was scored (${repeats.length} runs)`,
    );
  } finally {
    await stopProcess(app);
    await fakes?.close();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

await main();
