/**
 * The ai_usage running totals (migration AiUsageRunningTotals) answer the admin's range figures exactly as plain
 * aggregates over the raw rows do: top users (ties, the anonymous row, unpriced users), per-operation figures and the
 * overall stats, for ranges anywhere in the history, after backdated inserts, updates and deletes. Writers of one
 * user and day at the same time lose no counts.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { migrationsList } from '../../api/src/database/migrations/index.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { entitySchemas } from '../../api/src/app/entities.js';
import { addDays, utcDay } from '../../api/src/usage/usage-input.js';
import { createEmptyTestDatabase } from '../support/database.js';
import { createSignedInUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, type UsageRowSeed } from '../support/usage-factory.js';

/**
 * pg-pool's end() resolves before its idle clients have closed their sockets; the database dropped
 * right after terminates them, and an idle client's error is the pool's 'error' event. Queries
 * still fail their own tests; only that teardown notice is dropped here.
 */
function ignoreIdleClientError(): void {}

const ADMIN_EMAIL = 'running-totals-admin@example.com';
const OPERATIONS = ['generate-description', 'competitors', 'keywords', 'legal', 'website-copy'];
const today = utcDay(new Date());
const dayAt = (offset: number, hour = 12) => `${addDays(today, offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Every running-total row next to the same sums over the raw rows up to the end of its day; they must be equal. */
const RUNNING_VERSUS_RAW = `
  select series.user_id, series.operation, running.day::text,
         running.requests::text, running.successful_requests::text, running.unpriced_requests::text,
         running.total_tokens::text, running.total_cost::numeric(20,6)::text as total_cost,
         raw.requests::text as raw_requests, raw.successful_requests::text as raw_successful_requests,
         raw.unpriced_requests::text as raw_unpriced_requests, raw.total_tokens::text as raw_total_tokens,
         raw.total_cost::numeric(20,6)::text as raw_total_cost
  from ai_usage_running_totals as running
  join ai_usage_running_series as series on series.number = running.series_number
  cross join lateral (
    select count(*) as requests, count(*) filter (where success) as successful_requests,
           count(*) filter (where estimated_cost is null) as unpriced_requests,
           coalesce(sum(total_tokens), 0) as total_tokens, coalesce(sum(estimated_cost), 0) as total_cost
    from ai_usage
    where created_at < (running.day + 1)::timestamp at time zone 'UTC'
      and (case when series.operation is null then ai_usage.user_id is not distinct from series.user_id
                else ai_usage.operation = series.operation end)
  ) as raw`;

describe('ai_usage running totals', () => {
  let server: TestServer;
  let pool: pg.Pool;
  let admin: TestClient;
  let signedUp: string[];

  async function expectRunningTotalsExact(database: pg.Pool = pool) {
    const { rows } = await database.query(RUNNING_VERSUS_RAW);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([row.requests, row.successful_requests, row.unpriced_requests, row.total_tokens, row.total_cost], JSON.stringify(row)).toEqual(
        [row.raw_requests, row.raw_successful_requests, row.raw_unpriced_requests, row.raw_total_tokens, row.raw_total_cost],
      );
    }
  }

  const between = (from: string, to: string) => `created_at >= '${from}T00:00:00Z' and created_at < '${addDays(to, 1)}T00:00:00Z'`;

  /** The plain aggregate over the raw rows, in the service's order (cost, then requests, then user id, no user first). */
  async function rawTopUsers(from: string, to: string, limit: number) {
    const { rows } = await pool.query<{
      user_id: string | null;
      email: string | null;
      requests: string;
      unpriced: string;
      tokens: string;
      cost: string | null;
    }>(
      `select a.user_id, (select email from users where users.id = a.user_id) as email, count(*) as requests,
              count(*) filter (where a.estimated_cost is null) as unpriced,
              sum(a.total_tokens) as tokens, sum(a.estimated_cost)::text as cost
       from ai_usage a where ${between(from, to)}
       group by a.user_id order by sum(a.estimated_cost) desc nulls last, count(*) desc, a.user_id nulls first limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      totalRequests: Number(row.requests),
      unpricedRequests: Number(row.unpriced),
      totalTokens: Number(row.tokens),
      // An all-unpriced group's cost is unknown (null), ranked last.
      totalCost: row.cost === null ? null : Number(row.cost),
    }));
  }

  async function rawOperations(from: string, to: string) {
    const { rows } = await pool.query<{ operation: string; requests: string; unpriced: string; tokens: string; cost: string | null }>(
      `select operation, count(*) as requests, count(*) filter (where estimated_cost is null) as unpriced,
              sum(total_tokens) as tokens, sum(estimated_cost)::text as cost
       from ai_usage where ${between(from, to)} group by operation order by sum(estimated_cost) desc nulls last, operation`,
    );
    return rows.map((row) => ({
      operation: row.operation,
      totalRequests: Number(row.requests),
      unpricedRequests: Number(row.unpriced),
      totalTokens: Number(row.tokens),
      totalCost: row.cost === null ? null : Number(row.cost),
    }));
  }

  async function rawStats(from: string, to: string) {
    const {
      rows: [row],
    } = await pool.query<Record<string, string>>(
      `select count(*) as requests, count(*) filter (where success) as ok, coalesce(sum(estimated_cost), 0)::text as cost,
              count(*) filter (where estimated_cost is null) as unpriced, coalesce(sum(total_tokens), 0) as tokens
       from ai_usage where ${between(from, to)}`,
    );
    const requests = Number(row!.requests);
    const unpriced = Number(row!.unpriced);
    return {
      totalRequests: requests,
      unpricedRequests: unpriced,
      successfulRequests: Number(row!.ok),
      failedRequests: requests - Number(row!.ok),
      // Calls made and none priced: the cost is unknown, never $0.
      totalCost: requests > 0 && unpriced === requests ? null : Number(row!.cost),
      totalTokens: Number(row!.tokens),
      avgTokensPerRequest: requests === 0 ? 0 : Number(row!.tokens) / requests,
    };
  }

  async function rest(path: string) {
    const response = await admin.get(path);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  /** Ranges over the whole history, starting or ending inside it, ending today, single days and empty ones. */
  const RANGES: [number, number][] = [
    [-130, 0],
    [-45, 0],
    [-29, 0],
    [0, 0],
    [-130, -31],
    [-77, -13],
    [-60, -60],
    [-400, -200],
    [-400, -90],
    [-260, -240],
    [-1, 30],
  ];

  async function expectRangesMatchRawRows() {
    for (const [fromOffset, toOffset] of RANGES) {
      const [from, to] = [addDays(today, fromOffset), addDays(today, toOffset)];
      const query = `from=${from}&to=${to}`;
      expect(await rest(`/api/admin/usage/by-user?${query}&limit=500`), query).toEqual(await rawTopUsers(from, to, 500));
      expect(await rest(`/api/admin/usage/by-user?${query}`), query).toEqual(await rawTopUsers(from, to, 10));
      expect(await rest(`/api/admin/usage/by-operation?${query}`), query).toEqual(await rawOperations(from, to));
      const stats = await rawStats(from, to);
      expect(await rest(`/api/admin/usage/stats?${query}`), query).toEqual({
        ...stats,
        avgTokensPerRequest: expect.closeTo(stats.avgTokensPerRequest, 8),
      });
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
    pool = new pg.Pool({ connectionString: server.databaseUrl, max: 8 });
    pool.on('error', ignoreIdleClientError);
    admin = (await createSignedInUser(server, { email: ADMIN_EMAIL })).client;
    signedUp = [];
    for (let index = 0; index < 4; index += 1) signedUp.push((await createSignedInUser(server)).id);
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  it('give the same top users, operations and stats as the raw rows, before and after backdated writes, updates and deletes', async () => {
    // Signed-up users, users since deleted (no users row), and calls without a user.
    const users = [...signedUp, randomUUID(), randomUUID(), null];
    const rowFor = (index: number, dayOffset: number): UsageRowSeed => ({
      createdAt: dayAt(dayOffset, index % 24),
      userId: users[(index * 5) % users.length],
      operation: OPERATIONS[(index * 3) % OPERATIONS.length],
      model: index % 11 === 0 ? 'unknown-model' : 'gpt-4o-mini',
      promptTokens: 100 + ((index * 37) % 900),
      completionTokens: 20 + ((index * 53) % 400),
      estimatedCost: (((index * 7919) % 5000) / 1_000_000 + 0.0001).toFixed(6),
      success: index % 7 !== 0,
    });
    // Newest first, as the bench seeds: the older block lands after the newer one and shifts its running totals.
    await insertUsageRows(
      pool,
      Array.from({ length: 300 }, (_, index) => rowFor(index, -Math.floor(index / 5))),
    );
    await insertUsageRows(
      pool,
      Array.from({ length: 300 }, (_, index) => rowFor(index + 300, -60 - Math.floor(index / 4))),
    );
    // One call per statement, as the metering writes them, on days in any order (today, the past, between existing days).
    for (const [index, dayOffset] of [
      [1, 0],
      [2, -3],
      [3, -100],
      [4, -61],
      [5, 0],
      [6, -130],
      [7, -45],
    ] as const) {
      await insertUsageRows(pool, [rowFor(1000 + index, dayOffset)]);
    }
    // Unpriced calls (NULL cost), including a user whose calls are all unpriced: ranked last, cost 0.
    await pool.query(`update ai_usage set estimated_cost = null where model = 'unknown-model'`);
    const unpricedUser = randomUUID();
    await insertUsageRows(pool, [
      { createdAt: dayAt(-2), userId: unpricedUser, model: 'unknown-model' },
      { createdAt: dayAt(-50), userId: unpricedUser },
    ]);
    await pool.query(`update ai_usage set estimated_cost = null where user_id = $1`, [unpricedUser]);
    // Ties on a day of their own: two users and the anonymous row with the same cost and requests; no user first, then the user id.
    const tied = [randomUUID(), randomUUID()].sort();
    await insertUsageRows(
      pool,
      [tied[1], null, tied[0]].map((userId) => ({ createdAt: dayAt(-250), userId, estimatedCost: '9.000000' })),
    );
    await expectRunningTotalsExact();
    await expectRangesMatchRawRows();
    const tiedDay = addDays(today, -250);
    const tiedTop = await rest(`/api/admin/usage/by-user?from=${tiedDay}&to=${tiedDay}`);
    expect(tiedTop.map((row: { userId: string | null }) => row.userId)).toEqual([null, ...tied]);

    // Updates move calls between users (or to none), days and operations, and change their costs; deletes empty whole series days.
    const { rows } = await pool.query<{ id: string }>('select id from ai_usage order by created_at, id');
    const ids = rows.map((row) => row.id);
    await pool.query(`update ai_usage set user_id = $2, created_at = created_at - interval '17 days' where id = any($1::uuid[])`, [
      ids.slice(0, 40),
      signedUp[0],
    ]);
    await pool.query(`update ai_usage set user_id = null, operation = 'legal' where id = any($1::uuid[])`, [ids.slice(200, 230)]);
    await pool.query(`update ai_usage set estimated_cost = 0.25, success = not success where id = any($1::uuid[])`, [ids.slice(300, 320)]);
    await pool.query(`update ai_usage set error = 'noted' where id = any($1::uuid[])`, [ids.slice(320, 340)]);
    await pool.query(`delete from ai_usage where id = any($1::uuid[])`, [ids.slice(400, 460)]);
    await pool.query(`delete from ai_usage where user_id = $1`, [signedUp[1]]);
    await expectRunningTotalsExact();
    await expectRangesMatchRawRows();
  });

  it('lose no counts when transactions write the same user and day at once', async () => {
    const user = randomUUID();
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      const {
        rows: [secondBackend],
      } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
      /** Resolves once the second transaction waits for a lock the first one holds, rather than going ahead. */
      async function secondWaitsForFirst() {
        // Generous for a busy machine: the second statement reaches its lock wait within milliseconds here.
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          const {
            rows: [activity],
          } = await pool.query('select wait_event_type from pg_stat_activity where pid = $1', [secondBackend!.pid]);
          if (activity?.wait_event_type === 'Lock') return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error('the second transaction never waited for the first');
      }

      // A new user: both transactions create the series and today's row.
      await first.query('begin');
      await second.query('begin');
      await insertUsageRows(first, [{ createdAt: dayAt(0, 1), userId: user, estimatedCost: '0.100000' }]);
      const secondInsert = insertUsageRows(second, [{ createdAt: dayAt(0, 2), userId: user, estimatedCost: '0.200000' }]);
      await secondWaitsForFirst();
      await first.query('commit');
      await secondInsert;
      await second.query('commit');

      // An existing user: one transaction writes an earlier day (shifting later rows) while the other adds a new later day.
      await first.query('begin');
      await second.query('begin');
      await insertUsageRows(first, [{ createdAt: dayAt(-5), userId: user, estimatedCost: '0.400000' }]);
      const laterDay = insertUsageRows(second, [{ createdAt: dayAt(1), userId: user, estimatedCost: '0.800000' }]);
      await secondWaitsForFirst();
      await first.query('commit');
      await laterDay;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }

    // Many writers at once, one call per statement, on the same users and days in every order.
    const crowd = [user, null];
    await Promise.all(
      Array.from({ length: 6 }, (_, writer) =>
        (async () => {
          for (let call = 0; call < 20; call += 1) {
            await insertUsageRows(pool, [
              {
                createdAt: dayAt(-((writer + call) % 3), call % 24),
                userId: crowd[(writer + call) % 2],
                operation: OPERATIONS[call % 2],
                estimatedCost: '0.010000',
              },
            ]);
          }
        })(),
      ),
    );

    const [from, to] = [addDays(today, -10), addDays(today, 1)];
    const top = await rest(`/api/admin/usage/by-user?from=${from}&to=${to}&limit=500`);
    expect(top.find((row: { userId: string | null }) => row.userId === user)).toEqual({
      userId: user,
      email: null,
      totalRequests: 4 + 60,
      unpricedRequests: 0,
      totalTokens: (4 + 60) * 150,
      totalCost: expect.closeTo(1.5 + 60 * 0.01, 6),
    });
    expect(top).toEqual(await rawTopUsers(from, to, 500));
    await expectRunningTotalsExact();
  });

  it('are filled from the rows written before the upgrade', async () => {
    const database = await createEmptyTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'), 'running_backfill');
    const before =
      migrationsList[migrationsList.findIndex((migration) => migration.name === 'Migration20261124072000_AiUsageRunningTotals') - 1]!;
    const orm = await openDatabase(database.url, { entities: entitySchemas, poolSize: 2 });
    const upgradePool = new pg.Pool({ connectionString: database.url, max: 2 });
    upgradePool.on('error', ignoreIdleClientError);
    try {
      await orm.getMigrator().up({ to: before.name });
      const users = [randomUUID(), randomUUID(), null];
      await insertUsageRows(
        upgradePool,
        Array.from({ length: 90 }, (_, index) => ({
          createdAt: dayAt(-((index * 13) % 40), index % 24),
          userId: users[index % 3],
          operation: OPERATIONS[index % OPERATIONS.length],
          estimatedCost: (index / 10_000).toFixed(6),
          success: index % 4 !== 0,
        })),
      );
      await upgradePool.query(
        `update ai_usage set estimated_cost = null where total_tokens > 0 and (extract(epoch from created_at)::bigint / 3600) % 5 = 0`,
      );
      await upgradePool.query(`delete from ai_usage where (extract(epoch from created_at)::bigint / 3600) % 7 = 0`);
      await migrateToLatest(orm);
      const {
        rows: [counts],
      } = await upgradePool.query(
        `select (select count(*) from ai_usage_running_series)::int as series, (select count(*) from ai_usage_running_totals)::int as totals`,
      );
      expect(counts).toMatchObject({ series: 3 + OPERATIONS.length });
      expect(counts!.totals).toBeGreaterThan(40);
      await expectRunningTotalsExact(upgradePool);
      // Written after the upgrade: the triggers carry on from the filled totals.
      await insertUsageRows(upgradePool, [
        { createdAt: dayAt(-20), userId: users[0] },
        { createdAt: dayAt(0), userId: null },
      ]);
      await expectRunningTotalsExact(upgradePool);
    } finally {
      await upgradePool.end();
      await orm.close(true);
      await database.drop();
    }
  });
});
