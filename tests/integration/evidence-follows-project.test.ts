/**
 * research_evidence holds the idea's words (in the URLs asked) and the sources' raw answers: deleting the
 * project, or the account, deletes its rows, including the rows a research still running writes afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeHackerNews, type FakeHackerNews } from '../support/fake-hacker-news.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, eventually, queryDatabase, sleep, spawnWorker, waitForResults, type WorkerProcess } from './research-support.js';

/** The fake's answer while the project is deleted: long enough to delete it, short of the source's timeout. */
const SLOW_MS = 2_500;

async function evidenceCount(server: TestServer, projectId: string): Promise<number> {
  const rows = await queryDatabase<{ count: number }>(
    server.databaseUrl,
    'select count(*)::int as count from research_evidence where project_id = $1',
    [projectId],
  );
  return rows[0]!.count;
}

/** An evidence row as the source client writes it, for a project (the insert a running research makes). */
async function writeEvidence(server: TestServer, projectId: string): Promise<string | null> {
  try {
    await queryDatabase(
      server.databaseUrl,
      `insert into research_evidence (id, project_id, provider, method, url, request_key, duration_ms, response_body)
       values (gen_random_uuid(), $1, 'hackernews', 'GET', 'https://hn.algolia.com/api/v1/search?query=PetPal', 'key', 5, '{"hits":[]}')`,
      [projectId],
    );
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('research evidence follows its project', () => {
  let hackerNews: FakeHackerNews;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    hackerNews = await startFakeHackerNews();
    server = await startTestServer({ HACKER_NEWS_SEARCH: 'on', HACKER_NEWS_BASE_URL: hackerNews.url });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await hackerNews.close();
  });

  async function researchedProject(user: SignedUpUser, name: string): Promise<string> {
    const created = await user.client.post('/api/projects', { ...IDEA, name });
    expect(created.status).toBe(201);
    await waitForResults(user.client, created.body.id, ['complete', 'failed'], 40_000);
    expect(await evidenceCount(server, created.body.id)).toBeGreaterThan(0);
    return created.body.id;
  }

  it('deleting the project deletes its evidence, and none can be written for it afterwards', { timeout: 60_000 }, async () => {
    const kept = await researchedProject(owner, 'PetPal Kept');
    const deleted = await researchedProject(owner, 'PetPal Deleted');
    expect((await owner.client.delete(`/api/projects/${deleted}`)).status).toBe(200);
    expect(await evidenceCount(server, deleted)).toBe(0);
    // A research still running when the project went: its write is refused (foreign key), nothing stays.
    expect(await writeEvidence(server, deleted)).toBe('23503');
    expect(await evidenceCount(server, deleted)).toBe(0);
    // Another project's evidence is its own.
    expect(await evidenceCount(server, kept)).toBeGreaterThan(0);
  });

  it('deleting the account deletes its projects’ evidence, and none can be written for them afterwards', { timeout: 60_000 }, async () => {
    const user = await createSignedInUser(server);
    const projectId = await researchedProject(user, 'PetPal Account');
    const deleted = await user.client.request('DELETE', '/api/account', { body: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect(await evidenceCount(server, projectId)).toBe(0);
    expect(await writeEvidence(server, projectId)).toBe('23503');
    expect(await evidenceCount(server, projectId)).toBe(0);
  });
});

describe('a research running when its project is deleted', () => {
  let hackerNews: FakeHackerNews;
  let server: TestServer;
  let owner: SignedUpUser;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    hackerNews = await startFakeHackerNews({ slowMs: SLOW_MS });
    // The research runs in a worker process of its own, whose log is read below.
    server = await startTestServer({ RUN_WORKERS: 'false', HACKER_NEWS_SEARCH: 'on', HACKER_NEWS_BASE_URL: hackerNews.url });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await server.stop();
    await hackerNews.close();
  });

  it('writes no evidence for it, logs no error and finishes its job', { timeout: 120_000 }, async () => {
    worker = spawnWorker({
      DATABASE_URL: server.databaseUrl,
      HACKER_NEWS_SEARCH: 'on',
      HACKER_NEWS_BASE_URL: hackerNews.url,
      HACKER_NEWS_TIMEOUT_MS: String(SLOW_MS * 4),
    });
    await worker.ready;
    hackerNews.setMode('slow');
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'PetPal Gone' });
    expect(created.status).toBe(201);
    const projectId: string = created.body.id;
    const [run] = await queryDatabase<{ job_id: string }>(server.databaseUrl, 'select job_id from research_runs where project_id = $1', [
      projectId,
    ]);
    // The worker's request to the source is on its way (answered after SLOW_MS): delete the project now.
    await eventually(async () => (hackerNews.requests.length > 0 ? true : undefined), 20_000, 'the research to ask the source');
    expect((await owner.client.delete(`/api/projects/${projectId}`)).status).toBe(200);

    const job = await eventually(
      async () => {
        const [row] = await queryDatabase<{ state: string }>(server.databaseUrl, 'select state from pgboss.job where id = $1', [
          run!.job_id,
        ]);
        return row && ['completed', 'failed', 'cancelled'].includes(row.state) ? row : undefined;
      },
      30_000,
      'the research job to finish',
    );
    // Every answer asked before the deletion has come back and been handled.
    await sleep(SLOW_MS + 1_000);
    const log = worker.output();
    expect(job.state).toBe('completed');
    expect(await evidenceCount(server, projectId)).toBe(0);
    expect(worker.child.exitCode).toBeNull();
    expect(log.split('\n').filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(log).not.toContain('could not record research evidence');
    // The worker still researches: another project's run completes.
    hackerNews.setMode('ok');
    const next = await owner.client.post('/api/projects', { ...IDEA, name: 'PetPal Next' });
    expect((await waitForResults(owner.client, next.body.id, ['complete', 'failed'], 40_000)).status).toBe('complete');
  });
});
