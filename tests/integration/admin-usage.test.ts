import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool, type UsageRowSeed } from '../support/usage-factory.js';

const ADMIN_EMAIL = 'usage-admin@example.com';
const OPERATIONS = ['generate-description', 'competitors', 'keywords', 'legal', 'website-copy'];
const DAY_MS = 86_400_000;

const day = (offsetFromToday: number) => new Date(Date.now() + offsetFromToday * DAY_MS).toISOString().slice(0, 10);

const STATS = `query($from: String, $to: String) { usageStats(from: $from, to: $to) {
  totalRequests successfulRequests failedRequests totalCost unpricedRequests totalTokens avgTokensPerRequest } }`;
const BY_OPERATION = `query($from: String, $to: String) { usageByOperation(from: $from, to: $to) {
  operation totalRequests unpricedRequests totalTokens totalCost } }`;
const BY_USER = `query($from: String, $to: String, $limit: Int) { usageByUser(from: $from, to: $to, limit: $limit) {
  userId email totalRequests unpricedRequests totalTokens totalCost } }`;
const RECENT = `query($limit: Int) { recentUsage(limit: $limit) {
  id createdAt userId email operation model totalTokens estimatedCost success error } }`;
const DAILY = `query($days: Int) { dailyCosts(days: $days) { date totalCost unpricedRequests totalTokens requests } }`;

/** A cost summed by SQL: null when calls were made and none was priced (sum() over NULLs), never 0. */
const sqlCost = (requests: number, unpriced: number, cost: string | null | undefined) =>
  requests > 0 && unpriced === requests ? null : Number(cost ?? 0);

/** Each dashboard query on both paths, for the authorization matrix. */
const ENDPOINTS = [
  { name: 'usageStats', path: '/api/admin/usage/stats', query: STATS },
  { name: 'usageByOperation', path: '/api/admin/usage/by-operation', query: BY_OPERATION },
  { name: 'usageByUser', path: '/api/admin/usage/by-user', query: BY_USER },
  { name: 'recentUsage', path: '/api/admin/usage/recent?limit=50', query: RECENT },
  { name: 'dailyCosts', path: '/api/admin/usage/daily-costs?days=30', query: DAILY },
] as const;

/** The inclusive day range as the tests' own SQL predicate, written differently from the service (BETWEEN, microsecond end). */
const between = (from: string, to: string) =>
  `created_at between '${from}T00:00:00Z'::timestamptz and '${to}T23:59:59.999999Z'::timestamptz`;

describe('admin usage analytics', () => {
  let server: TestServer;
  let pool: pg.Pool;
  let admin: TestClient;
  let roleAdmin: TestClient;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  const deletedUserId = '00000000-0000-4000-8000-00000000dead';

  async function sqlRow<Row = Record<string, string | number | null>>(sql: string): Promise<Row> {
    const { rows } = await pool.query(sql);
    return rows[0] as Row;
  }

  async function restOk(path: string) {
    const response = await admin.get(path);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  async function graphqlOk(query: string, variables: Record<string, unknown> = {}) {
    const result = await admin.graphql(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data;
  }

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL.toUpperCase()}` });
    pool = openDatabasePool(server.databaseUrl);
    admin = (await createSignedInUser(server, { email: ADMIN_EMAIL })).client;
    const promoted = await createSignedInUser(server);
    await pool.query(`update users set role = 'admin' where id = $1`, [promoted.id]);
    roleAdmin = promoted.client;
    alice = await createSignedInUser(server);
    bob = await createSignedInUser(server);
    carol = await createSignedInUser(server);

    // March 2025: 62 rows (two a day) across users, anonymous calls, a deleted user, failures and five operations.
    const users = [alice.id, bob.id, carol.id, null, deletedUserId];
    const march: UsageRowSeed[] = [];
    for (let index = 0; index < 62; index += 1) {
      const date = new Date(Date.UTC(2025, 2, 1 + Math.floor(index / 2), 6 + (index % 2) * 9, index));
      const promptTokens = 200 + index * 17;
      const completionTokens = 50 + ((index * 31) % 400);
      march.push({
        createdAt: date,
        userId: users[index % users.length],
        operation: OPERATIONS[(index * 3) % OPERATIONS.length],
        model: index % 7 === 0 ? 'gpt-4o' : 'gpt-4o-mini',
        promptTokens,
        completionTokens,
        estimatedCost: ((promptTokens * 15 + completionTokens * 60) / 1_000_000 + (index % 5) * 0.0031).toFixed(6),
        success: index % 6 !== 0,
      });
    }
    // Range edges around 2025-03-10 (inclusive "to") and 2025-03-01 (inclusive "from").
    march.push(
      { createdAt: '2025-03-10T23:59:59.999Z', userId: alice.id, operation: 'legal', estimatedCost: '0.500000', totalTokens: 1000 },
      { createdAt: '2025-03-11T00:00:00.000Z', userId: alice.id, operation: 'legal', estimatedCost: '0.700000', totalTokens: 3000 },
      { createdAt: '2025-03-01T00:00:00.000Z', userId: null, operation: 'keywords', estimatedCost: '0.250000', totalTokens: 500 },
      { createdAt: '2025-02-28T23:59:59.999Z', userId: null, operation: 'keywords', estimatedCost: '0.900000', totalTokens: 9000 },
    );
    // Near today, for the default range and daily costs: today, 2 days ago, the default range's first and just-before days.
    march.push(
      { createdAt: `${day(0)}T00:00:00.000Z`, userId: bob.id, operation: 'competitors', estimatedCost: '0.012345', totalTokens: 1234 },
      {
        createdAt: `${day(0)}T00:00:00.001Z`,
        userId: null,
        operation: 'keywords',
        estimatedCost: '0.000001',
        totalTokens: 1,
        success: false,
      },
      { createdAt: `${day(-2)}T12:00:00.000Z`, userId: carol.id, operation: 'legal', estimatedCost: '0.100000', totalTokens: 400 },
      { createdAt: `${day(-29)}T00:00:00.000Z`, userId: alice.id, operation: 'keywords', estimatedCost: '0.030000', totalTokens: 300 },
      { createdAt: `${day(-30)}T23:59:59.999Z`, userId: alice.id, operation: 'keywords', estimatedCost: '0.040000', totalTokens: 700 },
    );
    await insertUsageRows(pool, march);
  });

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  describe('usageStats', () => {
    async function expectedStats(from: string, to: string) {
      const row = await sqlRow<Record<string, string>>(`
        select count(*) as requests,
               sum(case when success then 1 else 0 end) as ok,
               sum(case when success then 0 else 1 end) as failed,
               count(*) filter (where estimated_cost is null) as unpriced,
               coalesce(sum(estimated_cost), 0)::text as cost,
               coalesce(sum(total_tokens), 0) as tokens,
               coalesce(round(avg(total_tokens), 10), 0)::text as average
        from ai_usage where ${between(from, to)}`);
      return {
        totalRequests: Number(row.requests),
        successfulRequests: Number(row.ok ?? 0),
        failedRequests: Number(row.failed ?? 0),
        totalCost: sqlCost(Number(row.requests), Number(row.unpriced), row.cost),
        unpricedRequests: Number(row.unpriced),
        totalTokens: Number(row.tokens),
        avgTokensPerRequest: Number(row.average),
      };
    }

    /** The SQL average is rounded to 10 decimals; every other figure must be equal. */
    const matchingStats = (expected: Awaited<ReturnType<typeof expectedStats>>) => ({
      ...expected,
      avgTokensPerRequest: expect.closeTo(expected.avgTokensPerRequest, 8),
    });

    it('equals an independent SQL computation on REST and GraphQL alike', async () => {
      const expected = await expectedStats('2025-03-01', '2025-03-31');
      expect(expected.totalRequests).toBe(65); // 62 two-a-day rows + the 03-01 00:00, 03-10 23:59:59.999 and 03-11 00:00 edge rows
      const rest = await restOk('/api/admin/usage/stats?from=2025-03-01&to=2025-03-31');
      const graph = (await graphqlOk(STATS, { from: '2025-03-01', to: '2025-03-31' })).usageStats;
      for (const actual of [rest, graph]) {
        expect(actual).toEqual(matchingStats(expected));
        expect(actual.successfulRequests + actual.failedRequests).toBe(actual.totalRequests);
      }
      expect(graph).toEqual(rest);
    });

    it('counts a call at 23:59:59.999Z of `to` and not one at 00:00Z of the next day; `from` starts at 00:00Z', async () => {
      const stats = await restOk('/api/admin/usage/stats?from=2025-03-10&to=2025-03-10');
      expect(stats).toEqual(matchingStats(await expectedStats('2025-03-10', '2025-03-10')));
      const edgeOnly = await sqlRow<{ n: string }>(
        `select count(*) as n from ai_usage where created_at >= '2025-03-10T00:00:00Z' and created_at <= '2025-03-10T23:59:59.999Z'`,
      );
      expect(stats.totalRequests).toBe(Number(edgeOnly.n));
      const march11 = await restOk('/api/admin/usage/stats?from=2025-03-11&to=2025-03-11');
      const withoutEdge = await sqlRow<{ n: string }>(
        `select count(*) as n from ai_usage where created_at >= '2025-03-11T00:00:00Z' and created_at < '2025-03-12T00:00:00Z'`,
      );
      expect(march11.totalRequests).toBe(Number(withoutEdge.n));
      const firstDay = await restOk('/api/admin/usage/stats?from=2025-03-01&to=2025-03-01');
      expect(firstDay).toEqual(matchingStats(await expectedStats('2025-03-01', '2025-03-01')));
      const lastFebruary = await restOk('/api/admin/usage/stats?from=2025-02-28&to=2025-02-28');
      expect(lastFebruary).toMatchObject({ totalRequests: 1, totalCost: 0.9, totalTokens: 9000 });
    });

    it('defaults to the 30 days ending today (today-29 .. today) when from and to are omitted', async () => {
      const expected = await expectedStats(day(-29), day(0));
      expect(expected.totalRequests).toBe(4);
      const rest = await restOk('/api/admin/usage/stats');
      const graph = (
        await graphqlOk(
          '{ usageStats { totalRequests successfulRequests failedRequests totalCost unpricedRequests totalTokens avgTokensPerRequest } }',
        )
      ).usageStats;
      expect(rest).toEqual(matchingStats(expected));
      expect(graph).toEqual(rest);
      expect(await restOk(`/api/admin/usage/stats?to=${day(0)}`)).toEqual(rest);
      expect(await restOk(`/api/admin/usage/stats?from=&to=`)).toEqual(rest);
    });

    it('answers zeros for a range without calls', async () => {
      expect(await restOk('/api/admin/usage/stats?from=2020-01-01&to=2020-01-31')).toEqual({
        totalRequests: 0,
        successfulRequests: 0,
        failedRequests: 0,
        totalCost: 0,
        unpricedRequests: 0,
        totalTokens: 0,
        avgTokensPerRequest: 0,
      });
    });
  });

  describe('usageByOperation', () => {
    it('lists every operation with SQL-equal figures, highest cost first', async () => {
      const { rows } = await pool.query<{ operation: string; requests: string; unpriced: string; tokens: string; cost: string | null }>(`
        select operation, count(*) as requests, count(*) filter (where estimated_cost is null) as unpriced,
               sum(total_tokens) as tokens, sum(estimated_cost)::text as cost
        from ai_usage where ${between('2025-03-01', '2025-03-31')} group by operation`);
      const expected = rows
        .map((row) => ({
          operation: row.operation,
          totalRequests: Number(row.requests),
          unpricedRequests: Number(row.unpriced),
          totalTokens: Number(row.tokens),
          totalCost: sqlCost(Number(row.requests), Number(row.unpriced), row.cost),
        }))
        .sort((a, b) => (b.totalCost ?? -1) - (a.totalCost ?? -1));
      expect(expected.map((row) => row.operation).sort()).toEqual([...OPERATIONS].sort());
      const rest = await restOk('/api/admin/usage/by-operation?from=2025-03-01&to=2025-03-31');
      const graph = (await graphqlOk(BY_OPERATION, { from: '2025-03-01', to: '2025-03-31' })).usageByOperation;
      expect(rest).toEqual(expected);
      expect(graph).toEqual(expected);
      const costs = rest.map((row: { totalCost: number }) => row.totalCost);
      expect(costs).toEqual([...costs].sort((a, b) => b - a));
    });

    it('is an empty list for a range without calls', async () => {
      expect(await restOk('/api/admin/usage/by-operation?from=2020-01-01&to=2020-01-01')).toEqual([]);
    });
  });

  describe('usageByUser', () => {
    async function expectedUsers(from: string, to: string) {
      const { rows } = await pool.query<{
        user_id: string | null;
        email: string | null;
        requests: string;
        unpriced: string;
        tokens: string;
        cost: string | null;
      }>(`
        select a.user_id, (select email from users where users.id = a.user_id) as email,
               count(*) as requests, count(*) filter (where a.estimated_cost is null) as unpriced,
               sum(a.total_tokens) as tokens, sum(a.estimated_cost)::text as cost
        from ai_usage a where ${between(from, to)} group by a.user_id`);
      return rows
        .map((row) => ({
          userId: row.user_id,
          email: row.email,
          totalRequests: Number(row.requests),
          unpricedRequests: Number(row.unpriced),
          totalTokens: Number(row.tokens),
          totalCost: sqlCost(Number(row.requests), Number(row.unpriced), row.cost),
        }))
        .sort((a, b) => (b.totalCost ?? -1) - (a.totalCost ?? -1));
    }

    it('ranks users by cost with their email, one anonymous row, and a deleted user without email', async () => {
      const expected = await expectedUsers('2025-03-01', '2025-03-31');
      expect(expected).toHaveLength(5);
      const rest = await restOk('/api/admin/usage/by-user?from=2025-03-01&to=2025-03-31');
      const graph = (await graphqlOk(BY_USER, { from: '2025-03-01', to: '2025-03-31' })).usageByUser;
      expect(rest).toEqual(expected);
      expect(graph).toEqual(expected);
      const anonymous = rest.filter((row: { userId: string | null }) => row.userId === null);
      expect(anonymous).toHaveLength(1);
      expect(anonymous[0].email).toBeNull();
      expect(rest.find((row: { userId: string }) => row.userId === alice.id)?.email).toBe(alice.email);
      expect(rest.find((row: { userId: string }) => row.userId === deletedUserId)?.email).toBeNull();
    });

    it('returns only the top `limit` rows, default 10', async () => {
      const expected = await expectedUsers('2025-03-01', '2025-03-31');
      expect(await restOk('/api/admin/usage/by-user?from=2025-03-01&to=2025-03-31&limit=2')).toEqual(expected.slice(0, 2));
      const graph = (await graphqlOk(BY_USER, { from: '2025-03-01', to: '2025-03-31', limit: 1 })).usageByUser;
      expect(graph).toEqual(expected.slice(0, 1));

      // Eleven distinct users on one day: the default keeps ten.
      const crowd = Array.from({ length: 11 }, (_, index) => ({
        createdAt: '2019-06-01T10:00:00Z',
        userId: `00000000-0000-4000-8000-0000000000${String(index + 10)}`,
        estimatedCost: (0.01 * (index + 1)).toFixed(6),
      }));
      await insertUsageRows(pool, crowd);
      const top = await restOk('/api/admin/usage/by-user?from=2019-06-01&to=2019-06-01');
      expect(top).toEqual((await expectedUsers('2019-06-01', '2019-06-01')).slice(0, 10));
      expect(top).toHaveLength(10);
      expect(top[0].totalCost).toBe(0.11);
    });
  });

  describe('recentUsage', () => {
    // The newest 50 seeded rows all have distinct timestamps, so newest-first fixes their order.
    async function expectedRecent(limit: number) {
      const { rows } = await pool.query(
        `select a.id, a.created_at, a.user_id, u.email, a.operation, a.model, a.total_tokens, a.estimated_cost::text as cost, a.success, a.error
         from ai_usage a left join users u on u.id = a.user_id order by a.created_at desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        createdAt: (row.created_at as Date).toISOString(),
        userId: row.user_id,
        email: row.email,
        operation: row.operation,
        model: row.model,
        totalTokens: row.total_tokens,
        estimatedCost: Number(row.cost),
        success: row.success,
        // A failed call always gives its reason (the recorded error, else says none was recorded).
        error: row.success ? null : (row.error ?? 'No reason recorded'),
      }));
    }

    it('lists the latest calls newest first, 50 by default, with the user email', async () => {
      const total = Number((await sqlRow<{ n: string }>('select count(*) as n from ai_usage')).n);
      expect(total).toBeGreaterThan(50);
      const expected = await expectedRecent(50);
      const rest = await restOk('/api/admin/usage/recent');
      const graph = (await graphqlOk(RECENT)).recentUsage;
      expect(rest).toEqual(expected);
      expect(graph).toEqual(expected);
      expect(rest[0]).toMatchObject({ createdAt: `${day(0)}T00:00:00.001Z`, userId: null, email: null, success: false });
      expect(rest[1]).toMatchObject({ userId: bob.id, email: bob.email });
      const times = rest.map((row: { createdAt: string }) => row.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('honours limit', async () => {
      expect(await restOk('/api/admin/usage/recent?limit=3')).toEqual(await expectedRecent(3));
      expect((await graphqlOk(RECENT, { limit: 1 })).recentUsage).toEqual(await expectedRecent(1));
    });
  });

  describe('dailyCosts', () => {
    async function expectedDaily(days: number) {
      const { rows } = await pool.query<{ date: string; cost: string; unpriced: string; tokens: string; requests: string }>(
        `select to_char(d, 'YYYY-MM-DD') as date,
                (select coalesce(sum(estimated_cost), 0)::text from ai_usage where (created_at at time zone 'UTC')::date = d) as cost,
                (select count(*) filter (where estimated_cost is null) from ai_usage where (created_at at time zone 'UTC')::date = d) as unpriced,
                (select coalesce(sum(total_tokens), 0) from ai_usage where (created_at at time zone 'UTC')::date = d) as tokens,
                (select count(*) from ai_usage where (created_at at time zone 'UTC')::date = d) as requests
         from generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') as series(t), lateral (select t::date as d) as days
         order by d`,
        [day(-(days - 1)), day(0)],
      );
      return rows.map((row) => ({
        date: row.date,
        totalCost: sqlCost(Number(row.requests), Number(row.unpriced), row.cost),
        unpricedRequests: Number(row.unpriced),
        totalTokens: Number(row.tokens),
        requests: Number(row.requests),
      }));
    }

    it('has one row per day, oldest first, including days without calls', async () => {
      const expected = await expectedDaily(5);
      expect(expected.map((row) => row.date)).toEqual([day(-4), day(-3), day(-2), day(-1), day(0)]);
      const rest = await restOk('/api/admin/usage/daily-costs?days=5');
      const graph = (await graphqlOk(DAILY, { days: 5 })).dailyCosts;
      expect(rest).toEqual(expected);
      expect(graph).toEqual(expected);
      expect(rest[3]).toEqual({ date: day(-1), totalCost: 0, unpricedRequests: 0, totalTokens: 0, requests: 0 });
      expect(rest[4]).toEqual({ date: day(0), totalCost: 0.012346, unpricedRequests: 0, totalTokens: 1235, requests: 2 });
    });

    it('covers 30 days by default and up to 500 on request', async () => {
      const rest = await restOk('/api/admin/usage/daily-costs');
      expect(rest).toEqual(await expectedDaily(30));
      expect(rest[0].date).toBe(day(-29));
      const long = await restOk('/api/admin/usage/daily-costs?days=500');
      expect(long).toHaveLength(500);
      expect(long).toEqual(await expectedDaily(500));
    });
  });

  describe('validation', () => {
    const badRequests: [string, string][] = [
      ['/api/admin/usage/stats?from=2025-03-10&to=2025-03-01', 'from (2025-03-10) must not be after to (2025-03-01)'],
      ['/api/admin/usage/stats?from=2026-02-30', 'from is not a valid calendar date: 2026-02-30'],
      ['/api/admin/usage/by-operation?to=2025-13-01', 'to is not a valid calendar date: 2025-13-01'],
      ['/api/admin/usage/by-operation?from=03/01/2025', 'from must be a date in yyyy-MM-dd format'],
      ['/api/admin/usage/stats?from=2025-03-01&from=2025-03-02', 'from must be a date in yyyy-MM-dd format'],
      ['/api/admin/usage/stats?from=0000-01-01', 'from must be between 1900-01-01 and 9999-12-31'],
      ['/api/admin/usage/by-user?limit=0', 'limit must be a whole number from 1 to 500'],
      ['/api/admin/usage/by-user?limit=501', 'limit must be a whole number from 1 to 500'],
      ['/api/admin/usage/recent?limit=abc', 'limit must be a whole number from 1 to 500'],
      ['/api/admin/usage/recent?limit=2.5', 'limit must be a whole number from 1 to 500'],
      ['/api/admin/usage/daily-costs?days=0', 'days must be a whole number from 1 to 500'],
      ['/api/admin/usage/daily-costs?days=501', 'days must be a whole number from 1 to 500'],
    ];
    it.each(badRequests)('GET %s -> 400 "%s"', async (path, message) => {
      const response = await admin.get(path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('accepts the far ends of the date range without a server error', async () => {
      expect((await admin.get('/api/admin/usage/stats?from=1900-01-01&to=9999-12-31')).status).toBe(200);
    });

    const badQueries: [string, Record<string, unknown>, string][] = [
      [STATS, { from: '2025-03-10', to: '2025-03-01' }, 'from (2025-03-10) must not be after to (2025-03-01)'],
      [STATS, { from: '2026-02-30' }, 'from is not a valid calendar date: 2026-02-30'],
      [BY_OPERATION, { to: 'yesterday' }, 'to must be a date in yyyy-MM-dd format'],
      [BY_USER, { limit: 0 }, 'limit must be a whole number from 1 to 500'],
      [RECENT, { limit: 501 }, 'limit must be a whole number from 1 to 500'],
      [DAILY, { days: -1 }, 'days must be a whole number from 1 to 500'],
    ];
    it.each(badQueries)('GraphQL %# -> BAD_USER_INPUT', async (query, variables, message) => {
      const result = await admin.graphql(query, variables);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('authorization', () => {
    it.each(ENDPOINTS)('$name: signed out -> 401 / UNAUTHENTICATED', async ({ path, query }) => {
      const visitor = server.client();
      expect((await visitor.get(path)).status).toBe(401);
      const result = await visitor.graphql(query);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.data ?? null).toBeNull();
    });

    it.each(ENDPOINTS)('$name: a non-admin -> 403 "Admin access required" / FORBIDDEN', async ({ path, query }) => {
      const response = await alice.client.get(path);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Admin access required' });
      const result = await alice.client.graphql(query);
      expect(result.errors?.[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
      expect(result.data ?? null).toBeNull();
    });

    it.each(ENDPOINTS)('$name: admins by ADMIN_EMAILS and by role both get 200', async ({ name, path, query }) => {
      for (const client of [admin, roleAdmin]) {
        expect((await client.get(path)).status).toBe(200);
        const result = await client.graphql(query);
        expect(result.errors).toBeUndefined();
        expect(result.data?.[name]).toBeDefined();
      }
    });

    it('checks access before validating input', async () => {
      expect((await alice.client.get('/api/admin/usage/stats?from=nonsense')).status).toBe(403);
      expect((await server.client().get('/api/admin/usage/recent?limit=0')).status).toBe(401);
    });
  });
});
