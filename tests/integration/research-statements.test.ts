/**
 * What one research run costs PostgreSQL, counted statement by statement on the application's pool:
 * a round trip costs more CPU than the SQL on this path, so a change that adds statements
 * per run (an ORM flush per AI call, a catalog check per run, one write per section) shows here.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEARCH_PROGRESS_CHANNEL } from '../../api/src/research/runs/progress-notice.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA } from './research-support.js';

/** A run takes at most 18 statements here (fewer when writes of the run coincide); the bound leaves a little room. */
const MAX_STATEMENTS_PER_RUN = 22;

type Query = (this: unknown, ...args: unknown[]) => unknown;

describe('statements per research run', () => {
  let fakeAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;
  let listener: pg.Client;
  let prototype: { query: Query };
  let original: Query;
  let statements: string[] | null = null;

  beforeAll(async () => {
    fakeAi = await startFakeOpenAi();
    server = await startTestServer({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fakeAi.url,
      // No polling, heartbeats or reaping inside the counted window: only the run's own statements.
      RESEARCH_POLL_INTERVAL_MS: '600000',
      RESEARCH_HEARTBEAT_INTERVAL_MS: '600000',
    });
    owner = await createSignedInUser(server);
    listener = new pg.Client({ connectionString: server.databaseUrl });
    await listener.connect();
    await listener.query(`listen ${RESEARCH_PROGRESS_CHANNEL}`);
    // The connections of the application's pool share one prototype: count what they are asked.
    const client = server.application.services.orm.em.getKnex().client;
    const connection = await client.acquireConnection();
    prototype = Object.getPrototypeOf(connection) as { query: Query };
    await client.releaseConnection(connection);
    original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const [config] = args;
      statements?.push(typeof config === 'string' ? config : String((config as { text?: unknown }).text));
      return original.apply(this, args);
    };
  });
  afterAll(async () => {
    if (original) prototype.query = original;
    await listener?.end();
    await server?.stop();
    await fakeAi?.close();
  });

  async function countedRun(name: string): Promise<string[]> {
    const counted: string[] = [];
    const finished = new Promise<void>((resolve) => {
      listener.on('notification', function onNotice(message) {
        const { payload } = JSON.parse(message.payload ?? '{}') as { payload: { stage: string; projectId: string } };
        if (payload.stage === 'score' && counted.length > 0) {
          listener.removeListener('notification', onNotice);
          resolve();
        }
      });
    });
    statements = counted;
    const created = await owner.client.post('/api/projects', { ...IDEA, name });
    expect(created.status).toBe(201);
    await finished;
    statements = null;
    return counted;
  }

  it(`creates, researches and scores a project in at most ${MAX_STATEMENTS_PER_RUN} statements, one transaction, no catalog checks`, async () => {
    await countedRun('Warm-up run'); // first use: the trademark tables and extensions are checked once
    const counted = await countedRun('Counted run');
    const matching = (pattern: RegExp) => counted.filter((text) => pattern.test(text)).length;
    expect(counted.length).toBeLessThanOrEqual(MAX_STATEMENTS_PER_RUN);
    expect(matching(/^\s*begin\b/i)).toBe(1); // the project, its run and its job
    expect(matching(/to_regclass|pg_extension/)).toBe(0);
    expect(matching(/insert into ai_token_reservations/)).toBeLessThanOrEqual(2); // calls starting together share one
    expect(matching(/insert into ai_usage/)).toBeLessThanOrEqual(4); // four AI calls: competitors, keywords, the judge twice
    expect(matching(/update research_sections s set status = 'complete'/)).toBeLessThanOrEqual(4);
    expect(fakeAi.countFor('viability-judge')).toBe(4);
  });
});
