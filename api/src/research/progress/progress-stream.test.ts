import { describe, expect, it } from 'vitest';
import type { PgListener, NotificationHandler } from '../../jobs/pg-listener.js';
import type { Database } from '../../jobs/sql.js';
import type { ProjectService } from '../../projects/project.service.js';
import { createLogger } from '../../shared/logger.js';
import type { RequestContext } from '../../context/request-context.js';
import { ResearchService, type ResearchProgressEventView } from '../research.service.js';
import { PgPubSub } from './pg-pub-sub.js';

const PROJECT_ID = '00000000-0000-4000-8000-000000000001';
const RUN_ID = '00000000-0000-4000-8000-000000000002';
const source = { provider: 'rdap', url: 'https://rdap.verisign.com/com/v1/domain/petpal.com', retrievedAt: '2026-11-24T10:00:00.000Z' };
const domain = { domain: 'petpal.com', available: false, status: 'REGISTERED', price: null, basis: 'MEASURED', source };

/** One LISTEN connection's worth of handlers and reconnect callbacks, driven by the test. */
function fakeListener() {
  const handlers = new Set<NotificationHandler>();
  const reconnectCallbacks = new Set<() => void>();
  const listener = {
    listen: async (_channel: string, handler: NotificationHandler) => {
      handlers.add(handler);
      return async () => void handlers.delete(handler);
    },
    onReconnect: (callback: () => void) => {
      reconnectCallbacks.add(callback);
      return () => void reconnectCallbacks.delete(callback);
    },
  };
  return {
    listener: listener as unknown as PgListener,
    handlers,
    reconnectCallbacks,
    notify: (payload: unknown) => {
      for (const handler of handlers) handler(JSON.stringify({ id: PROJECT_ID, payload }));
    },
    reconnect: () => {
      for (const callback of reconnectCallbacks) callback();
    },
  };
}

/** The project's current run as progressRows reads it: which sections are complete, and the run's status. */
function fakeDatabase(state: { complete: string[]; runStatus: string }): Database {
  const sql = {
    query: async (_text: string, values: unknown[] = []) => {
      const asked = values[1] as string[];
      const base = {
        current_step: 3,
        status: 'researching',
        score: null,
        score_breakdown: null,
        current_run_id: RUN_ID,
        run_status: state.runStatus,
      };
      const complete = asked.filter((section) => state.complete.includes(section));
      const rows = complete.length
        ? complete.map((section) => ({
            ...base,
            section,
            section_status: 'complete',
            data: section === 'domains' ? [domain] : null,
            basis: 'MEASURED',
          }))
        : [{ ...base, section: null, section_status: null, data: null, basis: null }];
      return { rows, rowCount: rows.length };
    },
  };
  return { sql } as unknown as Database;
}

function serviceWith(database: Database, listener: PgListener): ResearchService {
  const logger = createLogger('silent');
  const projects = {
    get: async () => ({ id: PROJECT_ID }),
    stillOwnedBy: async () => true,
  } as unknown as ProjectService;
  return new ResearchService({
    config: {} as never,
    logger,
    orm: {} as never,
    database,
    projects,
    pubSub: new PgPubSub(listener, database.sql, logger),
    intelligence: () => ({}) as never,
  });
}

const context = { viewer: { userId: 'owner', sessionId: null } } as unknown as RequestContext;
const named = (event: ResearchProgressEventView) => `${event.stage}:${event.phase}`;

describe('the researchProgress stream', () => {
  it('yields the run state before the notices queued meanwhile, and again after a reconnect, ahead of later notices', async () => {
    const state = { complete: ['domains'], runStatus: 'running' };
    const fake = fakeListener();
    const stream = (await serviceWith(fakeDatabase(state), fake.listener).progressStream(context, PROJECT_ID))[Symbol.asyncIterator]();
    // Received before the stream was read: it comes after the state.
    fake.notify({ projectId: PROJECT_ID, runId: RUN_ID, stage: 'legal', phase: 'started', currentStep: 3, projectStatus: 'researching' });

    const first = (await stream.next()).value as ResearchProgressEventView;
    expect(named(first)).toBe('domains:finished');
    expect(first.domains).toEqual([domain]);
    expect(named((await stream.next()).value as ResearchProgressEventView)).toBe('legal:started');

    // The connection was lost and is back: legal and the score finished meanwhile.
    state.complete = ['domains', 'legal'];
    state.runStatus = 'complete';
    fake.reconnect();
    fake.notify({ projectId: PROJECT_ID, runId: RUN_ID, stage: 'domains', phase: 'started', currentStep: 3, projectStatus: 'researching' });
    const again: string[] = [];
    for (let index = 0; index < 4; index += 1) again.push(named((await stream.next()).value as ResearchProgressEventView));
    expect(again).toEqual(['domains:finished', 'legal:finished', 'score:finished', 'domains:started']);
  });

  it('stops watching for reconnects and releases LISTEN when it ends', async () => {
    const fake = fakeListener();
    const stream = (
      await serviceWith(fakeDatabase({ complete: [], runStatus: 'queued' }), fake.listener).progressStream(context, PROJECT_ID)
    )[Symbol.asyncIterator]();
    expect(fake.reconnectCallbacks.size).toBe(1);
    expect(fake.handlers.size).toBe(1);
    const waiting = stream.next(); // nothing finished: it waits for a notice
    await stream.return!();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(fake.reconnectCallbacks.size).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.handlers.size).toBe(0);
  });
});
