/**
 * The metering statements for a batch of AI calls (usage-writes.ts, gathered by usage-meter.ts):
 * reservations held per user and day in one statement with the answers one-by-one reservations
 * would give, and the calls' rows written with their reservations settled in one statement.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sql } from '../../api/src/jobs/sql.js';
import { estimateCost } from '../../api/src/usage/model-prices.js';
import { insertCalls, reserveTokens, type ReservationRequest } from '../../api/src/usage/usage-writes.js';
import { createTestDatabase } from '../support/database.js';

const DAY = '2026-11-24';
const BUDGET = 1_000;

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let statements: string[];
/** The pool, counting the statements it is given. */
const sql: Sql = {
  query: async (statement, values) => {
    statements.push(typeof statement === 'string' ? statement : statement.text);
    return (await pool.query(statement, values)) as never;
  },
};

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

async function reserved(userId: string): Promise<number | null> {
  const { rows } = await pool.query<{ tokens: string }>('select tokens from ai_token_reservations where user_id = $1 and day = $2', [
    userId,
    DAY,
  ]);
  return rows[0] ? Number(rows[0].tokens) : null;
}

const request = (userId: string, tokens: number): ReservationRequest => ({ userId, day: DAY, tokens, budget: BUDGET });

describe('reserving tokens for a batch of calls', () => {
  it('holds every user’s calls in one statement when they fit', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    statements = [];
    expect(await reserveTokens(sql, [request(first, 300), request(second, 100), request(first, 300)])).toEqual([true, true, true]);
    expect(statements).toHaveLength(1);
    expect(await reserved(first)).toBe(600);
    expect(await reserved(second)).toBe(100);
  });

  it('asks one by one, in order, for a user whose calls do not fit together: the answers of single reservations', async () => {
    const [user, other] = [randomUUID(), randomUUID()];
    await pool.query('insert into ai_token_reservations (user_id, day, tokens) values ($1, $2, 200)', [user, DAY]);
    statements = [];
    // 200 + 500 fits, + 400 does not, + 300 does (exactly the budget): as three single reservations would answer.
    const answers = await reserveTokens(sql, [
      request(user, 500),
      request(other, 50),
      request(user, 400),
      request(user, 300),
      request(other, 2_000),
    ]);
    expect(answers).toEqual([true, true, false, true, false]);
    expect(await reserved(user)).toBe(1_000);
    expect(await reserved(other)).toBe(50);
    expect(statements).toHaveLength(6); // the batch, then the calls of both groups (neither fits whole) one by one
  });
});

describe('recording a batch of calls', () => {
  it('writes every row and settles every reservation in one statement', async () => {
    const [user, other] = [randomUUID(), randomUUID()];
    await reserveTokens(sql, [request(user, 400), request(user, 300), request(other, 100)]);
    statements = [];
    const call = {
      projectId: null,
      operation: 'keywords' as const,
      model: 'gpt-4o-mini',
      promptTokens: 150,
      completionTokens: 50,
      success: true,
      error: null,
      durationMs: 12.6,
    };
    await insertCalls(sql, [
      {
        call: { ...call, userId: user },
        settlement: { reservation: { userId: user, day: DAY, tokens: 400 }, usedTokens: 200 },
        createdAt: new Date(),
      },
      {
        call: { ...call, userId: other, success: false, error: `\u0000${'x'.repeat(600)}`, failure: 'invalid_output' as const },
        settlement: { reservation: { userId: other, day: DAY, tokens: 100 }, usedTokens: 200 },
        createdAt: new Date(),
      },
      {
        call: { ...call, userId: user, cachedPromptTokens: 500 },
        settlement: { reservation: { userId: user, day: DAY, tokens: 300 }, usedTokens: 0 },
        createdAt: new Date(),
      },
      { call: { ...call, userId: null }, settlement: null, createdAt: new Date('2026-11-24T08:00:00.123Z') },
    ]);
    expect(statements).toHaveLength(1);
    expect(await reserved(user)).toBe(200); // 700 held, 200 + 0 used
    expect(await reserved(other)).toBe(200);
    const { rows } = await pool.query(
      `select user_id, operation, prompt_tokens, cached_prompt_tokens, completion_tokens, total_tokens, estimated_cost::float8 as cost, success, length(error) as error_length, failure, duration_ms
         from ai_usage where user_id = any($1::uuid[]) or user_id is null order by user_id nulls last, cached_prompt_tokens`,
      [[user, other]],
    );
    const expected = { operation: 'keywords', prompt_tokens: 150, completion_tokens: 50, total_tokens: 200, duration_ms: 13 };
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          ...expected,
          user_id: user,
          cached_prompt_tokens: 0,
          cost: estimateCost('gpt-4o-mini', 150, 50, 0),
          success: true,
          error_length: null,
          failure: null,
        },
        {
          ...expected,
          user_id: user,
          cached_prompt_tokens: 150,
          cost: estimateCost('gpt-4o-mini', 150, 50, 150),
          success: true,
          error_length: null,
          failure: null,
        },
        {
          ...expected,
          user_id: other,
          cached_prompt_tokens: 0,
          cost: estimateCost('gpt-4o-mini', 150, 50, 0),
          success: false,
          error_length: 500,
          failure: 'invalid_output',
        },
        {
          ...expected,
          user_id: null,
          cached_prompt_tokens: 0,
          cost: estimateCost('gpt-4o-mini', 150, 50, 0),
          success: true,
          error_length: null,
          failure: null,
        },
      ]),
    );
    expect(rows).toHaveLength(4);
    const {
      rows: [anonymous],
    } = await pool.query<{ created_at: Date }>('select created_at from ai_usage where user_id is null');
    expect(anonymous!.created_at.toISOString()).toBe('2026-11-24T08:00:00.123Z'); // when recorded, not when written
  });
});
