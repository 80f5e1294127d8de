/**
 * The API as `pnpm start` runs it (api/src/main.ts in its own process): one log line per request
 * without secrets, and a graceful shutdown on SIGTERM that lets in-flight requests finish.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { TestClient } from '../support/test-client.js';
import { eventually, repositoryRoot } from './research-support.js';

interface ApiProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startApiProcess(environment: Record<string, string>): Promise<ApiProcess> {
  // From api/, as `pnpm dev` runs it: tsx takes the decorator settings from api/tsconfig.json.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repositoryRoot, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DOMAIN_CHECK: 'offline',
      WIKIPEDIA_TRENDS: 'off',
      PORT: '0',
      HOST: '127.0.0.1',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
      return logLines(output).find((line) => line.msg === 'IdeaScope is listening')?.port as number | undefined;
    },
    60_000,
    'the API to listen',
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

function logLines(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

describe('the API process (api/src/main.ts)', () => {
  let database: { url: string; drop(): Promise<void> };
  let fakeOpenAi: FakeOpenAi;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
    fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
    api = await startApiProcess({ DATABASE_URL: database.url, OPENAI_API_KEY: 'sk-test-fake', OPENAI_BASE_URL: fakeOpenAi.url });
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await api?.exited;
    await fakeOpenAi.close();
    await database.drop();
  });

  it('logs one line per request (method, path, status, duration) and never a password, cookie or token', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const browser = new TestClient(api.url);
    expect((await browser.post('/auth/signup', { email: 'logged@example.com', password, firstName: 'Log', lastName: 'Line' })).status).toBe(
      201,
    );
    const sessionCookie = [...browser.cookies.values()][0]!;
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    const created = await browser.post('/api/api-tokens', { name: 'logging' });
    const apiToken = created.body.token as string;
    const script = new TestClient(api.url);
    script.bearerToken = apiToken;
    expect((await script.get('/api/projects?secret=query-secret-123')).status).toBe(200);
    expect((await new TestClient(api.url).post('/auth/login', { email: 'logged@example.com', password: `${password}-wrong` })).status).toBe(
      401,
    );

    const requests = await eventually(
      async () => {
        const lines = logLines(api.output()).filter((line) => line.msg === 'request');
        return lines.length >= 5 ? lines : undefined;
      },
      5_000,
      'the request log lines',
    );
    expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'POST', path: '/auth/signup', status: 201 },
      { method: 'GET', path: '/api/auth/user', status: 200 },
      { method: 'POST', path: '/api/api-tokens', status: 201 },
      { method: 'GET', path: '/api/projects', status: 200 },
      { method: 'POST', path: '/auth/login', status: 401 },
    ]);
    for (const line of requests) expect(typeof line.durationMs).toBe('number');
    const output = api.output();
    for (const secret of [password, sessionCookie, apiToken, apiToken.slice(4), 'query-secret-123']) expect(output).not.toContain(secret);
  });

  it('on SIGTERM finishes the request in flight, then stops and exits 0', async () => {
    fakeOpenAi.setMode('slow', 'generate-description');
    const user = new TestClient(api.url);
    await user.post('/auth/signup', { email: 'inflight@example.com', password: 'secret1', firstName: 'In', lastName: 'Flight' });
    const inFlight = user.post('/api/ideas/generate', { name: 'Slow Idea' });
    await eventually(async () => (fakeOpenAi.countFor('generate-description') > 0 ? true : undefined), 10_000, 'the AI call to start');
    // The AI answers after 5 s: SIGTERM lands while the request waits for it.

    api.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Slow Idea', source: 'openai' });
    expect(await api.exited).toBe(0);
    const messages = logLines(api.output()).map((line) => line.msg);
    expect(messages.at(-1)).toBe('shut down');
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
