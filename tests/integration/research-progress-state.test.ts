/**
 * The researchProgress subscription starts with the current run's state (a FINISHED event, with its
 * data, per complete section; FAILED for a failed section and the score of a failed run), so a client that subscribes after sections finished does not wait for
 * events it missed; and it yields that state again after the server's LISTEN connection reconnects,
 * so a section that finished while the connection was down still reaches the subscriber.
 *
 * The keywords stage's DataForSEO call is held by a gate, so the test decides when the run can finish; the
 * server reaches PostgreSQL through a proxy that can hold new connections, so the LISTEN connection
 * stays down until the test lets it reconnect.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startForwardingGate, type ForwardingGate } from '../support/forwarding-gate.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { connectSocket, type TestSocket } from '../support/test-websocket.js';
import { IDEA, eventually, queryDatabase, startMeasuredSources, type MeasuredSources } from './research-support.js';

const PROGRESS = `subscription($projectId: ID!) {
  researchProgress(projectId: $projectId) {
    projectId stage phase currentStep projectStatus
    domains { domain available }
    competitors { name }
    keywords { keyword }
    legal { conflicts }
    score
  }
}`;

interface ProgressEvent {
  projectId: string;
  stage: string;
  phase: string;
  projectStatus: string;
  domains: unknown[] | null;
  competitors: unknown[] | null;
  keywords: unknown[] | null;
  legal: { conflicts: boolean } | null;
  score: number | null;
}

let sources: MeasuredSources;
let gate: ForwardingGate;
let database: { url: string; drop(): Promise<void> };
/** The server reaches PostgreSQL through it, so a test can hold the LISTEN connection's reconnect. */
let proxy: TcpProxy;
let server: TestServer;
let owner: SignedUpUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  sources = await startMeasuredSources();
  gate = await startForwardingGate(sources.dataForSeo.url);
  // The workers run in this process: its one LISTEN connection is the only one in the database.
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  proxy = TcpProxy.forDatabase(database.url);
  await proxy.open();
  server = await startTestServer({ ...sources.environment, DATAFORSEO_BASE_URL: gate.url }, { databaseUrl: proxy.url(database.url) });
  owner = await createSignedInUser(server);
});
afterEach(() => {
  gate.open();
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.stop();
  await proxy?.close();
  await database?.drop();
  await gate?.stop();
  await sources?.close();
});

/** A new project whose domains, competitors and legal sections are complete while keywords waits at the gate. */
async function projectWaitingForKeywords(idea: { name: string; description: string }): Promise<string> {
  gate.close();
  // Its own idea: the same DataForSEO request within a day would reuse the stored answer and pass the gate.
  const created = await owner.client.post('/api/projects', { ...IDEA, ...idea });
  expect(created.status).toBe(201);
  const projectId = created.body.id as string;
  await eventually(
    async () => {
      const rows = await queryDatabase<{ section: string; status: string }>(
        database.url,
        `select s.section, s.status from research_sections s join projects p on p.id = s.project_id and p.current_run_id = s.run_id
         where p.id = $1 order by s.section`,
        [projectId],
      );
      const status = Object.fromEntries(rows.map((row) => [row.section, row.status]));
      const othersDone = ['domains', 'competitors', 'legal'].every((section) => status[section] === 'complete');
      return othersDone && status.keywords === 'running' && gate.held > 0 ? true : undefined;
    },
    20_000,
    'every section but keywords complete',
  );
  return projectId;
}

function subscribe(projectId: string, viewer: SignedUpUser = owner): { events: ProgressEvent[]; errors: unknown[]; stop: () => void } {
  const socket = connectSocket(server.url, { cookie: viewer.client.cookieHeader() });
  sockets.push(socket);
  const events: ProgressEvent[] = [];
  const errors: unknown[] = [];
  const stop = socket.client.subscribe(
    { query: PROGRESS, variables: { projectId } },
    {
      next: (result) =>
        result.data ? events.push((result.data as { researchProgress: ProgressEvent }).researchProgress) : errors.push(result.errors),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { events, errors, stop };
}

const seen = (events: ProgressEvent[]) => events.map((event) => `${event.stage}:${event.phase}`);

/** The state of a run whose domains, competitors and legal are done, in the sections' order. */
const STATE_BEFORE_KEYWORDS = ['DOMAINS:FINISHED', 'COMPETITORS:FINISHED', 'LEGAL:FINISHED'];

function expectStateBeforeKeywords(events: ProgressEvent[], projectId: string): void {
  expect(seen(events.slice(0, 3))).toEqual(STATE_BEFORE_KEYWORDS);
  const [domains, competitors, legal] = events as [ProgressEvent, ProgressEvent, ProgressEvent];
  for (const event of [domains, competitors, legal])
    expect(event).toMatchObject({ projectId, projectStatus: 'RESEARCHING', keywords: null, score: null });
  expect(domains.domains!.length).toBeGreaterThan(0);
  expect(domains.competitors).toBeNull();
  expect(competitors.competitors!.length).toBeGreaterThan(0);
  expect(competitors.domains).toBeNull();
  expect(legal.legal).toMatchObject({ conflicts: expect.any(Boolean) });
}

describe('the researchProgress subscription', () => {
  it('starts with a FINISHED event, with its data, for each section already complete, then the live events', async () => {
    const projectId = await projectWaitingForKeywords({ name: IDEA.name, description: IDEA.description });
    const subscription = subscribe(projectId);
    await eventually(async () => (subscription.events.length >= 3 ? true : undefined), 10_000, 'the run state');
    expectStateBeforeKeywords(subscription.events, projectId);

    gate.open();
    await eventually(async () => (seen(subscription.events).includes('SCORE:FINISHED') ? true : undefined), 20_000, 'the score event');
    expect(subscription.errors).toEqual([]);
    expect(seen(subscription.events)).toEqual([...STATE_BEFORE_KEYWORDS, 'KEYWORDS:FINISHED', 'SCORE:FINISHED']);
    expect(subscription.events[3]!.keywords!.length).toBeGreaterThan(0);
    expect(subscription.events[4]).toMatchObject({ projectStatus: 'COMPLETE', score: expect.any(Number) });
    subscription.stop();

    // A subscriber to the complete run gets the whole state at once, the score last.
    const later = subscribe(projectId);
    await eventually(async () => (later.events.length >= 5 ? true : undefined), 10_000, 'the complete run state');
    expect(seen(later.events)).toEqual([
      'DOMAINS:FINISHED',
      'COMPETITORS:FINISHED',
      'KEYWORDS:FINISHED',
      'LEGAL:FINISHED',
      'SCORE:FINISHED',
    ]);
    expect(later.events[2]!.keywords!.length).toBeGreaterThan(0);
    expect(later.events[4]).toMatchObject({ projectStatus: 'COMPLETE', score: subscription.events[4]!.score });
    later.stop();

    // Another user learns nothing of it, not even its state.
    const stranger = await createSignedInUser(server);
    const refused = subscribe(projectId, stranger);
    await eventually(async () => (refused.errors.length > 0 ? true : undefined), 10_000, 'the refusal');
    expect(refused.events).toEqual([]);
    expect(refused.errors[0]).toEqual([expect.objectContaining({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } })]);
  }, 60_000);

  it("starts with a failed run's state: FAILED for the section that failed, then SCORE FAILED", async () => {
    const projectId = await projectWaitingForKeywords({
      name: 'Crate Club Kids',
      description: 'A monthly box of science experiments for children aged six to ten, with video lessons.',
    });
    // The run as a worker leaves it when keywords fails for good (research-store's failSection and the run's failure).
    await queryDatabase(
      database.url,
      `with failed_section as (
         update research_sections s set status = 'failed', data = null, error = 'keyword source unreachable', finished_at = now()
         from projects p where p.id = $1 and s.project_id = p.id and s.run_id = p.current_run_id and s.section = 'keywords'
         returning s.run_id
       ), failed_run as (update research_runs set status = 'failed' where id in (select run_id from failed_section))
       update projects set status = 'failed' where id = $1`,
      [projectId],
    );
    const subscription = subscribe(projectId);
    await eventually(async () => (subscription.events.length >= 5 ? true : undefined), 10_000, 'the failed run state');
    expect(seen(subscription.events)).toEqual([
      'DOMAINS:FINISHED',
      'COMPETITORS:FINISHED',
      'KEYWORDS:FAILED',
      'LEGAL:FINISHED',
      'SCORE:FAILED',
    ]);
    for (const event of subscription.events) expect(event.projectStatus).toBe('FAILED');
    expect(subscription.events[2]).toMatchObject({ keywords: null, score: null });
    expect(subscription.events[4]).toMatchObject({ score: null });
    expect(subscription.errors).toEqual([]);
    subscription.stop();
  }, 60_000);

  it('yields the state again after its LISTEN connection reconnects, with a section that finished during the outage', async () => {
    const projectId = await projectWaitingForKeywords({
      name: 'PawPal Strolls',
      description: 'An app that books trusted dog walkers for busy owners, with live GPS walk reports and photos.',
    });
    const subscription = subscribe(projectId);
    await eventually(async () => (subscription.events.length >= 3 ? true : undefined), 10_000, 'the run state');
    expectStateBeforeKeywords(subscription.events, projectId);

    const { listener } = server.application.services;
    const connectionBefore = listener.connectionNumber;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // The project's row held: the keywords section's save (which locks it) waits for this transaction.
      await admin.query('begin');
      await admin.query('select 1 from projects where id = $1 for no key update', [projectId]);
      gate.open();
      await eventually(
        async () => {
          const { rows } = await admin.query('select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))');
          return rows.length > 0 ? true : undefined;
        },
        10_000,
        'the keywords section waiting to be saved',
      );
      // The LISTEN backend ends (waited for) and its reconnect is held at the proxy; then the save
      // commits with its notice while no LISTEN is active.
      proxy.holdNew();
      const { rows } = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid, 5000) as terminated from pg_stat_activity
         where application_name = 'ideascope-listener' and datname = current_database()`,
      );
      expect(rows).toEqual([{ terminated: true }]);
      await admin.query('commit');
      await eventually(
        async () => {
          const saved = await admin.query(
            `select 1 from research_sections s join projects p on p.id = s.project_id and p.current_run_id = s.run_id
             where p.id = $1 and s.section = 'keywords' and s.status = 'complete'`,
            [projectId],
          );
          return saved.rows.length > 0 ? true : undefined;
        },
        10_000,
        'the keywords section saved',
      );
      expect(listener.connectionNumber).toBe(connectionBefore);
    } finally {
      proxy.releaseNew();
      await admin.end();
    }

    await eventually(async () => (listener.connectionNumber > connectionBefore ? true : undefined), 10_000, 'a new LISTEN connection');
    const keywords = await eventually(
      async () => subscription.events.find((event) => event.stage === 'KEYWORDS' && event.phase === 'FINISHED'),
      10_000,
      'the keywords section after the reconnect',
    );
    expect(keywords.keywords!.length).toBeGreaterThan(0);
    expect(subscription.events.indexOf(keywords)).toBeGreaterThanOrEqual(3);
    expect(subscription.errors).toEqual([]);
    subscription.stop();
  }, 60_000);
});
