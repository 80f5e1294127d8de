/**
 * The ai_usage daily rollups stay equal to the raw rows whatever is written: inserts (one by one and in bulk,
 * with and without a user, priced and unpriced), updates that move a row to another day, user or cost, and deletes.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool } from '../support/usage-factory.js';

const GROUP = `select day::text, operation, user_id, model, requests::int, successful_requests::int, unpriced_requests::int,
                      total_tokens::bigint::text as total_tokens, total_cost::numeric(20,6)::text as total_cost`;

/** The rollup rows as the triggers keep them (groups emptied by deletes have zero counts and are left out). */
async function rollups(pool: pg.Pool) {
  const daily = await pool.query(`${GROUP} from ai_usage_daily where requests > 0 order by 1, 2, 3 nulls first, 4`);
  const totals = await pool.query(
    `select day::text, operation, model, requests::int, successful_requests::int, unpriced_requests::int, total_tokens::bigint::text as total_tokens,
            total_cost::numeric(20,6)::text as total_cost from ai_usage_daily_totals where requests > 0 order by 1, 2, 3`,
  );
  return { daily: daily.rows, totals: totals.rows };
}

/** The same figures computed from the raw rows. */
async function fromRawRows(pool: pg.Pool) {
  const raw = `select (created_at at time zone 'UTC')::date as day, operation, user_id, model, count(*) as requests, count(*) filter (where success) as successful_requests,
                      count(*) filter (where estimated_cost is null) as unpriced_requests, coalesce(sum(total_tokens), 0) as total_tokens,
                      coalesce(sum(estimated_cost), 0) as total_cost from ai_usage group by 1, 2, 3, 4`;
  const daily = await pool.query(`${GROUP} from (${raw}) g order by 1, 2, 3 nulls first, 4`);
  const totals = await pool.query(
    `select day::text, operation, model, sum(requests)::int as requests, sum(successful_requests)::int as successful_requests, sum(unpriced_requests)::int as unpriced_requests,
            sum(total_tokens)::bigint::text as total_tokens, sum(total_cost)::numeric(20,6)::text as total_cost
     from (${raw}) g group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { daily: daily.rows, totals: totals.rows };
}

describe('ai_usage daily rollups', () => {
  let server: TestServer;
  let pool: pg.Pool;
  let userIds: string[];

  beforeAll(async () => {
    server = await startTestServer();
    pool = openDatabasePool(server.databaseUrl);
    userIds = [(await createSignedInUser(server)).id, (await createSignedInUser(server)).id];
  });
  afterAll(async () => {
    await pool?.end();
    await server.stop();
  });

  it('match the raw rows after inserts, updates and deletes', async () => {
    const ids = await insertUsageRows(
      pool,
      Array.from({ length: 60 }, (_, index) => ({
        // 23:59:59.999 and 00:00 of the next day land on different UTC days.
        createdAt: new Date(
          Date.UTC(2026, 10, 1 + (index % 4), index % 2 ? 23 : 0, index % 2 ? 59 : 0, index % 2 ? 59 : 0, index % 2 ? 999 : 0),
        ),
        userId: index % 5 === 0 ? null : userIds[index % 2],
        operation: ['competitors', 'keywords', 'legal'][index % 3],
        model: index % 7 === 0 ? 'unknown-model' : 'gpt-4o-mini',
        promptTokens: 100 + index,
        completionTokens: 10 * index,
        estimatedCost: index % 7 === 0 ? undefined : `0.00${index % 10}123`,
        success: index % 6 !== 0,
      })),
    );
    // Unpriced calls: the cost column is NULL (the model is missing from the price table).
    await pool.query(`update ai_usage set estimated_cost = null where model = 'unknown-model'`);
    // One statement per row, as the metering writes them.
    for (let call = 0; call < 3; call += 1)
      await insertUsageRows(pool, [{ createdAt: new Date(), userId: userIds[0], estimatedCost: '0.5' }]);
    expect(await rollups(pool)).toEqual(await fromRawRows(pool));
    expect((await rollups(pool)).daily.some((row) => row.unpriced_requests > 0)).toBe(true);

    // Updates move rows between groups: another day, another user (or none), another cost.
    await pool.query(`update ai_usage set created_at = created_at + interval '1 day', user_id = null where id = any($1::uuid[])`, [
      ids.slice(0, 10),
    ]);
    await pool.query(`update ai_usage set estimated_cost = 1.25, success = not success where id = any($1::uuid[])`, [ids.slice(10, 20)]);
    expect(await rollups(pool)).toEqual(await fromRawRows(pool));

    // Deletes, down to whole groups.
    await pool.query(`delete from ai_usage where id = any($1::uuid[])`, [ids.slice(20, 45)]);
    await pool.query(`delete from ai_usage where operation = 'legal'`);
    expect(await rollups(pool)).toEqual(await fromRawRows(pool));
  });
});
