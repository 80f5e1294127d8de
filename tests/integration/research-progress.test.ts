import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import {
  IDEA,
  eventually,
  sleep,
  spawnWorker,
  startMeasuredSources,
  waitForResults,
  type MeasuredSources,
  type WorkerProcess,
} from './research-support.js';

const PROGRESS = `subscription($projectId: ID!) {
  researchProgress(projectId: $projectId) {
    projectId stage phase currentStep projectStatus
    domains { domain available status price basis source { provider url } }
    competitors { name }
    keywords { keyword difficulty }
    legal { conflicts trademarks { name status } patents { title } }
    score scoreBreakdown { marketOpportunity { score reason } }
  }
}`;

/** What a subscription to a complete run starts with: a FINISHED event per section, in the sections' order, then the score's. */
const COMPLETE_RUN_STATE = ['DOMAINS:FINISHED', 'COMPETITORS:FINISHED', 'KEYWORDS:FINISHED', 'LEGAL:FINISHED', 'SCORE:FINISHED'];
const stagesOf = (events: Record<string, any>[]) => events.map((event) => `${event.stage}:${event.phase}`);

interface Subscription {
  events: Record<string, any>[];
  errors: unknown[];
  completed: Promise<void>;
  stop(): void;
}

/** A graphql-ws client with the user's session cookie, as a browser on the same site would connect. */
function connect(server: TestServer, cookie: string): Client {
  const origin = server.url;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  }
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeWebSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

function subscribe(client: Client, projectId: string): Subscription {
  const events: Record<string, any>[] = [];
  const errors: unknown[] = [];
  let stop: () => void = () => undefined;
  const completed = new Promise<void>((resolve) => {
    stop = client.subscribe(
      { query: PROGRESS, variables: { projectId } },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          if (result.data) events.push((result.data as any).researchProgress);
        },
        error: (error) => {
          errors.push(error);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { events, errors, completed, stop };
}

describe('live research progress across processes', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  const clients: Client[] = [];
  let worker: WorkerProcess | undefined;
  let sources: MeasuredSources;

  beforeAll(async () => {
    // The API process runs no workers: every event comes from the worker process through LISTEN/NOTIFY.
    // Measured domains, competitors and keywords, so the run has results and a numeric score.
    sources = await startMeasuredSources();
    server = await startTestServer({ ...sources.environment, RUN_WORKERS: 'false' });
    owner = await createSignedInUser(server);
    stranger = await createSignedInUser(server);
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await worker?.kill('SIGKILL');
    await server?.stop();
    await sources?.close();
  });

  it('delivers every stage of a run done by a separate worker process to the owner', async () => {
    const created = await owner.client.post('/api/projects', IDEA); // queued: no worker runs yet
    const id = created.body.id;
    const client = connect(server, owner.client.cookieHeader());
    clients.push(client);
    const subscription = subscribe(client, id);
    await sleep(500); // the subscription's LISTEN is in place well before the worker starts

    worker = spawnWorker({ ...sources.environment, DATABASE_URL: server.databaseUrl, RESEARCH_POLL_INTERVAL_MS: '300' });
    await worker.ready;
    await eventually(
      async () => (subscription.events.some((event) => event.stage === 'SCORE') ? true : undefined),
      20_000,
      'the score event',
    );
    expect(subscription.errors).toEqual([]);

    const seen = subscription.events.map((event) => `${event.stage}:${event.phase}`);
    expect(seen[0]).toBe('DESCRIPTION:FINISHED');
    for (const stage of ['DOMAINS', 'COMPETITORS', 'KEYWORDS', 'LEGAL']) {
      expect(seen.indexOf(`${stage}:STARTED`)).toBeGreaterThan(-1);
      expect(seen.indexOf(`${stage}:FINISHED`)).toBeGreaterThan(seen.indexOf(`${stage}:STARTED`));
    }
    expect(seen[seen.length - 1]).toBe('SCORE:FINISHED');
    expect(seen).toHaveLength(10);
    expect(subscription.events.every((event) => event.projectId === id)).toBe(true);

    const finished = (stage: string) => subscription.events.find((event) => event.stage === stage && event.phase === 'FINISHED')!;
    expect(finished('DOMAINS').domains.length).toBeGreaterThan(0);
    expect(finished('DOMAINS').competitors).toBeNull();
    expect(finished('COMPETITORS').competitors.length).toBeGreaterThan(0);
    expect(finished('KEYWORDS').keywords.length).toBeGreaterThan(0);
    expect(finished('LEGAL').legal).toMatchObject({ conflicts: expect.any(Boolean) });
    expect(finished('DOMAINS').currentStep).toBeGreaterThanOrEqual(2);
    expect(finished('DOMAINS').projectStatus).toBe('RESEARCHING');
    expect(finished('DOMAINS').currentStep).toBeLessThanOrEqual(4);
    const score = finished('SCORE');
    expect(score).toMatchObject({ projectStatus: 'COMPLETE', currentStep: 5, score: expect.any(Number) });
    expect(score.scoreBreakdown.marketOpportunity.score).toBeLessThanOrEqual(25);
    const started = subscription.events.find((event) => event.phase === 'STARTED')!;
    expect(started.domains ?? started.competitors ?? started.keywords ?? started.legal).toBeNull();

    const results = await waitForResults(owner.client, id);
    expect(results.status).toBe('complete');
    subscription.stop();
  });

  it('refuses another user with NOT_FOUND', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Private idea' });
    const client = connect(server, stranger.client.cookieHeader());
    clients.push(client);
    const subscription = subscribe(client, created.body.id);
    await subscription.completed;
    expect(subscription.events).toEqual([]);
    expect(subscription.errors[0]).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
    const malformed = subscribe(client, 'nope');
    await malformed.completed;
    expect(malformed.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await waitForResults(owner.client, created.body.id);
  });

  it('refuses a signed-out client with UNAUTHENTICATED', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Secret idea' });
    const client = connect(server, '');
    clients.push(client);
    const subscription = subscribe(client, created.body.id);
    await subscription.completed;
    expect(subscription.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await waitForResults(owner.client, created.body.id);
  });

  it('ends the stream when the project is deleted, or the session ends', async () => {
    const first = await owner.client.post('/api/projects', { ...IDEA, name: 'Soon deleted' });
    await waitForResults(owner.client, first.body.id);
    const client = connect(server, owner.client.cookieHeader());
    clients.push(client);
    const subscription = subscribe(client, first.body.id);
    // The stream starts with the complete run's state; after the deletion nothing more arrives.
    await eventually(async () => (subscription.events.length >= COMPLETE_RUN_STATE.length ? true : undefined), 10_000, 'the run state');
    expect((await owner.client.delete(`/api/projects/${first.body.id}`)).status).toBe(200);
    await subscription.completed;
    expect(subscription.errors).toEqual([]);
    expect(stagesOf(subscription.events)).toEqual(COMPLETE_RUN_STATE);

    // Logging out: the next event finds no session and ends the stream instead of delivering.
    const second = await owner.client.post('/api/projects', { ...IDEA, name: 'Logged out' });
    await waitForResults(owner.client, second.body.id);
    const cookie = owner.client.cookieHeader();
    const loggedIn = connect(server, cookie);
    clients.push(loggedIn);
    const stream = subscribe(loggedIn, second.body.id);
    await eventually(async () => (stream.events.length >= COMPLETE_RUN_STATE.length ? true : undefined), 10_000, 'the run state');
    await owner.client.post('/auth/logout');
    const relogged = await owner.client.post('/auth/login', { email: owner.email, password: owner.password });
    expect(relogged.status).toBe(200);
    await owner.client.post(`/api/projects/${second.body.id}/research`);
    await stream.completed;
    expect(stagesOf(stream.events)).toEqual(COMPLETE_RUN_STATE);
    await waitForResults(owner.client, second.body.id);
  });
});
