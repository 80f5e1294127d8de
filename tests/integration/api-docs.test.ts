/**
 * Runs every example of docs/api.md, in order, against a real server, so the documentation cannot
 * drift: bash blocks with bash (curl and jq), the js block with node. Each example is marked in the
 * markdown with `<!-- example: name -->` and must have a check below; variables the docs ask the
 * reader to set (TOKEN, PROJECT_ID, ...) are taken from earlier outputs and passed as environment.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startMeasuredSources, type MeasuredSources } from './research-support.js';

const run = promisify(execFile);
const testsDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docPath = path.resolve(testsDirectory, '../docs/api.md');
const RESEARCH_TIMEOUT_MS = 120_000;

interface Example {
  name: string;
  language: string;
  code: string;
}

/** Every ```bash / ```js block, with the name from the `<!-- example: name -->` line above it. */
function parseExamples(markdown: string): { examples: Example[]; unnamed: string[] } {
  const examples: Example[] = [];
  const unnamed: string[] = [];
  const fence = /(?:<!-- example: ([\w-]+) -->\n)?```(bash|sh|js|javascript)\n([\s\S]*?)\n```/g;
  for (const match of markdown.matchAll(fence)) {
    const [, name, language, code] = match;
    if (!name) unnamed.push(code!.split('\n')[0]!);
    else examples.push({ name, language: language!, code: code! });
  }
  return { examples, unnamed };
}

interface DocState {
  user: SignedUpUser;
  env: Record<string, string>;
  subscriber?: { process: ChildProcess; output: () => string; exited: Promise<number | null> };
}

type Check = (output: string, state: DocState) => void | Promise<void>;

/** What each documented example must print; `needsProjects` marks the ones built on the projects API. */
const checks: Record<string, { check: Check; needsProjects?: boolean; timeoutMs?: number }> = {
  'sign-in': {
    check: (output, state) => expect(JSON.parse(output)).toMatchObject({ email: state.user.email }),
  },
  'create-token': {
    check: (output, state) => {
      const { token, apiToken } = JSON.parse(output).data.createApiToken;
      expect(token).toMatch(/^isk_[a-z2-7]{32}$/);
      expect(apiToken).toMatchObject({ name: 'Nightly report', prefix: token.slice(0, 12) });
      state.env.TOKEN = token;
      state.env.TOKEN_ID = apiToken.id;
    },
  },
  whoami: {
    check: (output, state) => expect(JSON.parse(output)).toEqual({ data: { me: { email: state.user.email, firstName: 'Test' } } }),
  },
  'list-tokens': {
    check: (output, state) => {
      expect(JSON.parse(output).data.apiTokens).toEqual([
        expect.objectContaining({ id: state.env.TOKEN_ID, name: 'Nightly report', lastUsedAt: expect.any(String) }),
      ]);
      expect(output).not.toContain(state.env.TOKEN);
    },
  },
  'create-project': {
    needsProjects: true,
    check: (output, state) => {
      const project = JSON.parse(output).data.createProject;
      expect(project).toMatchObject({ name: 'PetPal', status: expect.stringMatching(/^(RESEARCHING|COMPLETE)$/) });
      state.env.PROJECT_ID = project.id;
    },
  },
  poll: {
    needsProjects: true,
    timeoutMs: RESEARCH_TIMEOUT_MS,
    check: (output) => {
      const lines = output.trim().split('\n');
      expect(lines.at(-1)).toBe('status: complete');
      for (const line of lines) expect(line).toMatch(/^status: (draft|researching|complete)$/);
    },
  },
  results: {
    needsProjects: true,
    check: (output) => {
      const { data, errors } = JSON.parse(output);
      expect(errors).toBeUndefined();
      expect(data.project).toMatchObject({ name: 'PetPal', status: 'COMPLETE', score: expect.any(Number) });
      expect(data.researchResults.status).toBe('COMPLETE');
      expect(data.researchResults.domains.length).toBeGreaterThan(0);
      expect(data.researchResults.competitors.length).toBeGreaterThan(0);
      expect(data.researchResults.keywords.length).toBeGreaterThan(0);
      expect(data.researchResults.legal).toMatchObject({ conflicts: expect.any(Boolean) });
      expect(data.researchResults.sections.domains.status).toBe('COMPLETE');
    },
  },
  'results-rest': {
    needsProjects: true,
    check: (output) => {
      const summary = JSON.parse(output);
      expect(summary).toMatchObject({ legal: true, description: expect.any(String) });
      expect(summary.domains).toBeGreaterThan(0);
      expect(summary.competitors).toBeGreaterThan(0);
      expect(summary.keywords).toBeGreaterThan(0);
    },
  },
  export: {
    needsProjects: true,
    check: (output) => {
      const [fileName, ...json] = output.trim().split('\n');
      expect(fileName).toMatch(/^research-export-\d+\.json$/);
      const summary = JSON.parse(json.join('\n'));
      expect(summary).toMatchObject({ project: 'PetPal', score: expect.any(Number) });
      expect(summary.domains).toBeGreaterThan(0);
    },
  },
  subscribe: {
    needsProjects: true,
    // Started here and left listening; the next example starts the research it reports on. The
    // "listening" line comes at connection_ack, just before the server registers the subscription:
    // a short grace keeps the next example's run from finishing before anyone listens.
    check: async (output) => {
      expect(output).toContain('listening to project');
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
  },
  'start-research': {
    needsProjects: true,
    timeoutMs: RESEARCH_TIMEOUT_MS,
    check: async (output, state) => {
      expect(JSON.parse(output)).toEqual({ status: 'researching', currentStep: expect.any(Number) });
      const subscriber = state.subscriber!;
      expect(await subscriber.exited).toBe(0);
      const lines = subscriber.output().trim().split('\n');
      expect(lines[0]).toBe(`listening to project ${state.env.PROJECT_ID}`);
      for (const line of lines.slice(1)) {
        expect(line).toMatch(/^(DESCRIPTION|DOMAINS|COMPETITORS|KEYWORDS|LEGAL|SCORE) (STARTED|FINISHED|FAILED) step [1-5] \w+/);
      }
      expect(lines.at(-1)).toMatch(/^SCORE FINISHED step 5 COMPLETE \d+$/);
    },
  },
  'bad-token': {
    check: (output) => expect(output.trim().split('\n')).toEqual(['{"message":"Invalid API token"}', 'HTTP 401']),
  },
  'revoke-token': {
    check: (output) =>
      expect(output.trim().split('\n')).toEqual(['{"data":{"revokeApiToken":true}}', '{"message":"Invalid API token"}', 'HTTP 401']),
  },
};

const { examples, unnamed } = parseExamples(await readFile(docPath, 'utf8'));

let server: TestServer;
let sources: MeasuredSources | undefined;
let workDirectory: string;
let projectsApi = false;
const state = {} as DocState;

beforeAll(async () => {
  // Domains, competitors and keywords measured (45 of the 100 points): enough evidence for the documented score.
  sources = await startMeasuredSources();
  server = await startTestServer(sources.environment);
  workDirectory = await mkdtemp(path.join(tmpdir(), 'ideascope-api-docs-'));
  state.user = await createSignedInUser(server);
  state.env = { IDEASCOPE_URL: server.url, EMAIL: state.user.email, PASSWORD: state.user.password };
  const schema = await server.client().graphql('{ __schema { mutationType { fields { name } } } }');
  const mutations: string[] = schema.data.__schema.mutationType.fields.map((field: { name: string }) => field.name);
  projectsApi = mutations.includes('createProject') && mutations.includes('startResearch');
});
afterAll(async () => {
  state.subscriber?.process.kill();
  await server?.stop();
  await sources?.close();
  if (workDirectory) await rm(workDirectory, { recursive: true, force: true });
});

function environment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: workDirectory, LANG: 'C.UTF-8', ...state.env };
}

async function runBash(code: string, timeoutMs: number): Promise<string> {
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', code], { cwd: workDirectory, env: environment(), timeout: timeoutMs });
  return stdout;
}

/** Starts the js example with node (from tests/, where graphql-ws and ws are installed); resolves once it printed a line. */
async function startNodeExample(code: string): Promise<string> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: testsDirectory, env: environment() });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  state.subscriber = { process: child, output: () => stdout + stderr, exited };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then((exitCode) => reject(new Error(`the example exited (${exitCode}) before printing: ${stderr}`)));
  });
}

const missingTools = ['curl', 'jq'].filter((tool) => spawnSync('bash', ['-c', `command -v ${tool}`]).status !== 0);
// CI installs curl and jq and must run every example; a developer machine without them skips, and says so.
if (missingTools.length > 0 && !process.env.CI) {
  console.warn(`docs/api.md examples skipped: ${missingTools.join(' and ')} missing (apt-get install -y curl jq)`);
}

describe.skipIf(missingTools.length > 0 && !process.env.CI)('docs/api.md', () => {
  it('has curl and jq on PATH, which the examples use', () => {
    expect(missingTools, 'install them: apt-get install -y curl jq').toEqual([]);
  });

  it('marks every bash/js block as a named example, and every check has its example', () => {
    expect(unnamed).toEqual([]);
    expect(examples.map((example) => example.name).sort()).toEqual(Object.keys(checks).sort());
  });

  for (const example of examples) {
    const spec = checks[example.name];
    it(
      `example "${example.name}" runs as documented`,
      async (context: TestContext) => {
        if (!spec) throw new Error(`no check for example ${example.name}`);
        if (spec.needsProjects && !projectsApi) context.skip('the projects/research API is not in this build');
        if (spec.needsProjects && example.name !== 'create-project' && !state.env.PROJECT_ID) {
          context.skip('the create-project example did not run');
        }
        const output =
          example.language === 'bash' ? await runBash(example.code, spec.timeoutMs ?? 20_000) : await startNodeExample(example.code);
        await spec.check(output, state);
      },
      (spec?.timeoutMs ?? 20_000) + 10_000,
    );
  }
});
