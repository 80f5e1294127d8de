/** Helpers shared by the tests of research runs that stop (their project deleted, or a newer run started). */
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startForwardingGate, type ForwardingGate } from '../support/forwarding-gate.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { eventually, queryDatabase, spawnWorker, type WorkerProcess } from './research-support.js';

export interface Fakes {
  openai: FakeOpenAi;
  searxng: FakeSearxng;
  /** In front of SearXNG: holds the competitors stage's searches while closed. */
  gate: ForwardingGate;
}

export async function startFakes(): Promise<Fakes> {
  const [openai, searxng] = await Promise.all([startFakeOpenAi(), startFakeSearxng()]);
  const gate = await startForwardingGate(searxng.url);
  return { openai, searxng, gate };
}

/**
 * A test server that runs no research itself and a worker in another process, both on the fakes. The worker's
 * heartbeat (which also finds deleted and superseded runs) is far off, so only a notice can stop a run in time; one
 * search every 2 s, so that when the first waits at the gate the run's other searches are still to come.
 */
export async function startServerAndSeparateWorker(fakes: Fakes): Promise<{ server: TestServer; worker: WorkerProcess }> {
  const sources = { SEARXNG_URL: fakes.gate.url, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fakes.openai.url };
  const server = await startTestServer({ ...sources, RUN_WORKERS: 'false' });
  const worker = spawnWorker({
    ...sources,
    DATABASE_URL: server.databaseUrl,
    RESEARCH_HEARTBEAT_INTERVAL_MS: '60000',
    RESEARCH_HEARTBEAT_STALE_SECONDS: '600',
    RESEARCH_SOURCE_RATES: 'searxng=1/2s',
  });
  await worker.ready;
  return { server, worker };
}

export async function stopFakes(fakes: Fakes | undefined): Promise<void> {
  if (!fakes) return;
  fakes.gate.open();
  await Promise.all([fakes.gate.stop(), fakes.openai.close(), fakes.searxng.close()]);
}

/**
 * The job of the project's (only) run, once every stage but competitors has ended and a competitor search waits at
 * the gate.
 */
export async function waitAtTheSearch(server: TestServer, fakes: Fakes, projectId: string): Promise<string> {
  const [run] = await queryDatabase<{ job_id: string }>(server.databaseUrl, 'select job_id from research_runs where project_id = $1', [
    projectId,
  ]);
  await eventually(
    async () => {
      const sections = await queryDatabase<{ section: string; status: string }>(
        server.databaseUrl,
        'select section, status from research_sections where project_id = $1',
        [projectId],
      );
      const othersEnded = sections.length === 4 && sections.every((row) => row.section === 'competitors' || row.status === 'complete');
      return othersEnded && fakes.gate.held > 0 ? true : undefined;
    },
    30_000,
    'the other stages to end and a competitor search to wait at the gate',
  );
  return run!.job_id;
}

/** The pg-boss job's final state. */
export async function jobState(server: TestServer, jobId: string): Promise<string> {
  return eventually(
    async () => {
      const [row] = await queryDatabase<{ state: string }>(server.databaseUrl, 'select state from pgboss.job where id = $1', [jobId]);
      return row && ['completed', 'failed', 'cancelled'].includes(row.state) ? row.state : undefined;
    },
    30_000,
    'the research job to end',
  );
}
