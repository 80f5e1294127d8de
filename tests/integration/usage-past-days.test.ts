/**
 * Each API process keeps the per-day cost list's finished days in memory (usage/past-day-costs.ts),
 * so a year's list costs about what a month's does (issue 14). Yesterday and today are always read;
 * a backdated write, by any process or SQL client, reaches every replica as a `usage_days_changed`
 * notice that drops the day it changed and the days after it.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { sameBrowserOn, startReplicas, stopReplicas, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool } from '../support/usage-factory.js';

const ADMIN_EMAIL = 'past-days-admin@example.com';
const DAILY = `query($days: Int) { dailyCosts(days: $days) { date totalCost totalTokens requests } }`;
const DAY_MS = 86_400_000;
const day = (offsetFromToday: number) => new Date(Date.now() + offsetFromToday * DAY_MS).toISOString().slice(0, 10);

/** Notices travel through PostgreSQL: a replica sees a change within milliseconds; a few seconds is the test's patience. */
const PROMPTLY = { timeout: 5000, interval: 25 };

interface DailyCost {
  date: string;
  totalCost: number;
  totalTokens: number;
  requests: number;
}

let replicaA: TestServer;
let replicaB: TestServer;
let pool: pg.Pool;
let onA: TestClient;
let onB: TestClient;

beforeAll(async () => {
  [replicaA, replicaB] = await startReplicas({ RUN_WORKERS: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
  pool = openDatabasePool(replicaA.databaseUrl);
  onA = (await createSignedInUser(replicaA, { email: ADMIN_EMAIL })).client;
  onB = sameBrowserOn(replicaB, onA);
});
afterAll(async () => {
  await pool?.end();
  await stopReplicas(replicaA, replicaB);
});

async function dailyCosts(client: TestClient, days: number): Promise<DailyCost[]> {
  const result = await client.graphql(DAILY, { days });
  expect(result.errors).toBeUndefined();
  return result.data.dailyCosts;
}

async function requestsOn(client: TestClient, date: string, days = 30): Promise<number | undefined> {
  return (await dailyCosts(client, days)).find((cost) => cost.date === date)?.requests;
}

/** The day's calls as the rollups hold them, by plain SQL. */
async function storedRequests(date: string): Promise<number> {
  const { rows } = await pool.query<{ requests: string | null }>('select sum(requests) as requests from ai_usage_daily_totals where day = $1', [date]);
  return Number(rows[0]?.requests ?? 0);
}

/** Adds a call to a day's rollup with triggers off: no notice is sent, so only a replica that reads the rollups sees it. */
async function addCallSilently(date: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query('update ai_usage_daily_totals set requests = requests + 1 where day = $1', [date]);
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('the per-day cost list', () => {
  it('answers finished days from memory and shows a backdated write on every replica within moments', async () => {
    await insertUsageRows(pool, [
      { createdAt: `${day(-10)}T09:00:00.000Z`, operation: 'keywords', estimatedCost: '0.100000', totalTokens: 100 },
      { createdAt: `${day(-300)}T09:00:00.000Z`, operation: 'legal', estimatedCost: '0.200000', totalTokens: 200 },
    ]);
    // Kept once a read is not overtaken by the seed's own notice: a silent change then no longer shows on A.
    await expect
      .poll(async () => {
        const before = await requestsOn(onA, day(-10));
        await addCallSilently(day(-10));
        return (await requestsOn(onA, day(-10))) === before;
      }, PROMPTLY)
      .toBe(true);
    const keptOnA = await requestsOn(onA, day(-10));
    expect(await storedRequests(day(-10))).toBeGreaterThan(keptOnA!);

    // A backdated call before that day drops it and every later day, on both replicas.
    await insertUsageRows(pool, [{ createdAt: `${day(-20)}T09:00:00.000Z`, operation: 'keywords', estimatedCost: '0.300000', totalTokens: 300 }]);
    const stored = await storedRequests(day(-10));
    await expect.poll(() => requestsOn(onA, day(-10)), PROMPTLY).toBe(stored);
    await expect.poll(() => requestsOn(onB, day(-20)), PROMPTLY).toBe(1);
    expect(await requestsOn(onA, day(-20))).toBe(1);

    // Whatever was kept, both replicas give the same list as the rollups, for a month and for a year.
    for (const days of [30, 365]) {
      const { rows } = await pool.query<{ date: string; requests: string }>(
        `select to_char(day, 'YYYY-MM-DD') as date, sum(requests) as requests from ai_usage_daily_totals
         where day > (now() at time zone 'UTC')::date - $1::int group by day order by day`,
        [days],
      );
      const expected = Object.fromEntries(rows.map((row) => [row.date, Number(row.requests)]));
      for (const client of [onA, onB]) {
        const list = await dailyCosts(client, days);
        expect(list).toHaveLength(days);
        expect(list[0]!.date).toBe(day(-(days - 1)));
        expect(list.at(-1)!.date).toBe(day(0));
        expect(Object.fromEntries(list.filter((cost) => cost.requests > 0).map((cost) => [cost.date, cost.requests]))).toEqual(expected);
      }
    }
    expect((await dailyCosts(onA, 365)).find((cost) => cost.date === day(-300))).toEqual({ date: day(-300), totalCost: 0.2, totalTokens: 200, requests: 1 });
  });

  it('always reads yesterday and today, so a call made now shows at once', async () => {
    for (const offset of [0, -1]) {
      await insertUsageRows(pool, [{ createdAt: new Date(Date.parse(`${day(offset)}T00:00:00.000Z`) + 60_000), operation: 'keywords' }]);
      await dailyCosts(onA, 30);
      await dailyCosts(onA, 30);
      await addCallSilently(day(offset)); // no notice: only a read of the rollups shows it
      expect(await requestsOn(onA, day(offset))).toBe(await storedRequests(day(offset)));
    }
  });
});
