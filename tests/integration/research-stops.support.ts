/** Helpers shared by the tests of research runs that stop (their project deleted, or a newer run started). */
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startForwardingGate, type ForwardingGate } from '../support/forwarding-gate.js';
import type { TestServer } from '../support/test-server.js';
import { eventually, queryDatabase } from './research-support.js';

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
