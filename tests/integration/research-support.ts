/** Helpers shared by the research and projects integration tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../../api/src/research/research.types.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import type { TestClient } from '../support/test-client.js';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const IDEA = {
  name: 'PetPal Walks',
  category: 'Mobile App',
  description: 'An app that matches busy dog owners with vetted neighbourhood walkers, with live GPS walk reports.',
  targetMarket: 'Urban dog owners aged 25-45',
  keyFeatures: ['Walker matching', 'Live GPS reports', 'In-app payments'],
  notes: 'Start in one city.',
};

/** What a research stage is given for the PetPal idea (stage-level tests that call ResearchIntelligence directly). */
export interface MeasuredSources {
  rdap: FakeRdap;
  searxng: FakeSearxng;
  dataForSeo: FakeDataForSeo;
  /** The settings that point a server or worker process at these fakes. */
  environment: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Fake RDAP, SearXNG and DataForSEO: domains, competitors and keywords measured (45 of the 100
 * points), enough evidence for a numeric score and real competitors and keywords in the results.
 */
export async function startMeasuredSources(): Promise<MeasuredSources> {
  const [rdap, searxng, dataForSeo] = await Promise.all([startFakeRdap(), startFakeSearxng(), startFakeDataForSeo()]);
  return {
    rdap,
    searxng,
    dataForSeo,
    environment: {
      DOMAIN_CHECK: 'online',
      RDAP_BASE_URL: rdap.url,
      SEARXNG_URL: searxng.url,
      ...dataForSeo.environment,
    },
    close: async () => {
      await Promise.all([rdap.close(), searxng.close(), dataForSeo.close()]);
    },
  };
}

export function researchInput(userId: string, overrides: Partial<ResearchInput> = {}): ResearchInput {
  return {
    userId,
    projectId: randomUUID(),
    name: 'PetPal',
    category: 'Mobile App',
    description: 'PetPal matches busy dog owners with trusted local walkers.',
    targetMarket: 'Urban dog owners',
    keyFeatures: ['Booking', 'Live tracking'],
    notes: null,
    options: { ...DEFAULT_RESEARCH_OPTIONS },
    ...overrides,
  };
}

export const PROJECT_FIELDS = `id name category description targetMarket keyFeatures notes currentStep status score
  scoreBreakdown { marketOpportunity { score reason } competitionLevel { score reason } domainAvailability { score reason }
  keywordOpportunity { score reason } legalRisk { score reason } businessViability { score reason } } createdAt updatedAt`;

/** A fact's basis and where it came from, as the queries here select them. */
export const PROVENANCE_FIELDS = 'basis source { provider url retrievedAt evidenceId }';
const SEARCH = 'basis provider query totalResults url reason';
const SECTION = 'status source basis fallbackReason note error updatedAt';

export const RESULTS_FIELDS = `projectId status description
  domains { domain available status price ${PROVENANCE_FIELDS} }
  competitors { name website description strengths weaknesses marketShare assessmentBasis ${PROVENANCE_FIELDS} }
  keywords { keyword searchVolume difficulty cpc trend ${PROVENANCE_FIELDS} }
  legal { conflicts trademarksSearched patentsSearched trademarkSearch { ${SEARCH} } patentSearch { ${SEARCH} }
    trademarks { name status owner class serialNumber match ${PROVENANCE_FIELDS} } patents { title number assignee abstract ${PROVENANCE_FIELDS} } }
  competitorSearch { ${SEARCH} }
  sampleNotice { sample reasons }
  sections { domains { ${SECTION} } competitors { ${SECTION} } keywords { ${SECTION} } legal { ${SECTION} } }`;

/** Polls GET /api/projects/:id/results until the run's status is one of `statuses`. */
export async function waitForResults(
  client: TestClient,
  projectId: string,
  statuses: string[] = ['complete', 'failed'],
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(`/api/projects/${projectId}/results`);
    if (response.status !== 200) throw new Error(`results: ${response.status} ${response.text}`);
    if (statuses.includes(response.body.status)) return response.body;
    if (Date.now() > deadline) throw new Error(`research still ${response.body.status}: ${JSON.stringify(response.body.sections)}`);
    await sleep(100);
  }
}

/** Polls until `check` returns a value (not undefined). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * The jobs, once pg-boss has marked every one of them done (for `eventually`): the worker marks a job
 * completed in a batch just after its run completes, so the results can show first.
 */
export function whenAllJobsFinished<Job extends { state: string }>(jobs: Job[]): Job[] | undefined {
  return jobs.every((job) => ['completed', 'failed', 'cancelled'].includes(job.state)) ? jobs : undefined;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A short-lived connection to a test database, for looking at rows directly. */
export async function queryDatabase<Row = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A research section as the pipeline stored it: its reasons in the operator's wording (setting names, provider errors). */
export interface StoredSection {
  status: string;
  source: string | null;
  basis: string | null;
  fallbackReason: string | null;
  /** The section's details: note, competitors' search, keywords' interest … */
  details: Record<string, any> | null;
  /** The section's data: legal's trademarkSearch and patentSearch with their reasons … */
  data: any;
  error: string | null;
}

/**
 * A project's stored section row, read from PostgreSQL: what the pipeline recorded, word for word. The APIs say
 * every reason in the customer's words, so tests read the precise raw reason here.
 */
export async function storedSection(server: { databaseUrl: string }, projectId: string, section: string): Promise<StoredSection> {
  const [row] = await queryDatabase<StoredSection>(
    server.databaseUrl,
    `select status, source, basis, fallback_reason as "fallbackReason", details, data, error
     from research_sections where project_id = $1 and section = $2`,
    [projectId, section],
  );
  if (!row) throw new Error(`no stored ${section} section for project ${projectId}`);
  return row;
}

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the worker logged that it runs. */
  ready: Promise<void>;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx api/src/worker.ts` against the test database, as `pnpm worker` runs it. */
export function spawnWorker(environment: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/worker.ts'], {
    cwd: repositoryRoot,
    // The same outside-source defaults as startTestServer: a test turns a source on with its fake's URL.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DOMAIN_CHECK: 'offline',
      WIKIPEDIA_TRENDS: 'off',
      HACKER_NEWS_SEARCH: 'off',
      GITHUB_SEARCH: 'off',
      OLLAMA_URL: 'off',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let markReady: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.includes('IdeaScope worker is running')) markReady();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      markFailed(new Error(`worker exited with ${code} before it was ready:\n${output}`));
      resolve(code);
    });
  });
  return {
    child,
    output: () => output,
    ready,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
