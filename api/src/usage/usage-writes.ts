import { randomUUID } from 'node:crypto';
import { prepared, type Sql } from '../jobs/sql.js';
import type { AiFailure, AiOperation } from './ai-usage.entity.js';
import { estimateCost } from './model-prices.js';

/**
 * The metering statements, each for a batch of AI calls (usage-meter.ts gathers the calls that
 * arrive together). Rows that lock the same reservation are written in (user, day) order in every
 * statement, so two processes' batches cannot deadlock.
 */

export interface AiCallRecord {
  userId: string | null;
  projectId: string | null;
  operation: AiOperation;
  /** The model the API says answered (completion.model), else the one asked for. */
  model: string;
  promptTokens: number;
  /** Of the prompt tokens, those served from the provider's prompt cache. */
  cachedPromptTokens?: number;
  completionTokens: number;
  success: boolean;
  error: string | null;
  failure?: AiFailure | null;
  durationMs: number;
}

/** A user's tokens of one UTC day, held before a call so parallel calls cannot overshoot the budget. */
export interface TokenReservation {
  userId: string;
  day: string;
  tokens: number;
}

/** A reservation replaced by the tokens the call really used (0 when it got no answer). */
export interface ReservationSettlement {
  reservation: TokenReservation;
  usedTokens: number;
}

export interface CallRecording {
  call: AiCallRecord;
  settlement: ReservationSettlement | null;
  /** When the call was recorded (not when its batch was written): aiStatus reads the last one. */
  createdAt: Date;
}

export interface ReservationRequest extends TokenReservation {
  budget: number;
}

/** Error texts are stored for the admin screen, not as a log: keep them short. */
const MAX_ERROR_LENGTH = 500;

const INSERT_CALLS = prepared(
  'usage-insert-calls',
  `with deltas as (
     select * from unnest($1::uuid[], $2::date[], $3::bigint[]) as d(user_id, day, delta)
   ), locked as (
     select r.user_id, r.day, d.delta from ai_token_reservations r join deltas d using (user_id, day)
     order by r.user_id, r.day for no key update of r
   ), settled as (
     update ai_token_reservations r set tokens = greatest(0, r.tokens + locked.delta)
     from locked where r.user_id = locked.user_id and r.day = locked.day
   )
   insert into ai_usage (id, created_at, user_id, project_id, operation, model, prompt_tokens, cached_prompt_tokens,
     completion_tokens, total_tokens, estimated_cost, success, error, failure, duration_ms)
   select * from unnest($4::uuid[], $5::timestamptz[], $6::uuid[], $7::uuid[], $8::text[], $9::text[], $10::int[], $11::int[],
     $12::int[], $13::int[], $14::numeric[], $15::boolean[], $16::text[], $17::text[], $18::int[])`,
);

const RESERVE_GROUPS = prepared(
  'usage-reserve-groups',
  `insert into ai_token_reservations as r (user_id, day, tokens)
   select user_id, day, tokens from unnest($1::uuid[], $2::date[], $3::bigint[]) as g(user_id, day, tokens)
   where tokens <= $4::bigint
   order by user_id, day
   on conflict (user_id, day) do update set tokens = r.tokens + excluded.tokens
     where r.tokens + excluded.tokens <= $4::bigint
   returning r.user_id, to_char(r.day, 'YYYY-MM-DD') as day`,
);

const RESERVE_ONE = prepared(
  'usage-reserve-one',
  `insert into ai_token_reservations as r (user_id, day, tokens)
     select $1::uuid, $2::date, $3::bigint where $3::bigint <= $4::bigint
     on conflict (user_id, day) do update set tokens = r.tokens + excluded.tokens
       where r.tokens + excluded.tokens <= $4::bigint
     returning r.tokens`,
);

/** PostgreSQL answers uuids in lower case. */
const reservationKey = (reservation: { userId: string; day: string }) => `${reservation.userId.toLowerCase()} ${reservation.day}`;

/**
 * One ai_usage row per call and the settlement of their reservations, in one statement. Settlements
 * of the same user and day are summed (an UPDATE changes a row once per statement).
 */
export async function insertCalls(sql: Sql, recordings: CallRecording[]): Promise<void[]> {
  const deltas = new Map<string, { userId: string; day: string; delta: number }>();
  for (const { settlement } of recordings) {
    if (!settlement) continue;
    const key = reservationKey(settlement.reservation);
    const entry = deltas.get(key) ?? { userId: settlement.reservation.userId, day: settlement.reservation.day, delta: 0 };
    entry.delta += settlement.usedTokens - settlement.reservation.tokens;
    deltas.set(key, entry);
  }
  const settlements = [...deltas.values()];
  const calls = recordings.map(({ call, createdAt }) => {
    const cachedPromptTokens = Math.min(call.cachedPromptTokens ?? 0, call.promptTokens);
    return {
      ...call,
      createdAt,
      cachedPromptTokens,
      estimatedCost: estimateCost(call.model, call.promptTokens, call.completionTokens, cachedPromptTokens),
      // PostgreSQL text cannot hold NUL: a provider's message with one must not fail the other calls' rows.
      error: call.error === null ? null : call.error.replaceAll('\u0000', '').slice(0, MAX_ERROR_LENGTH),
      model: call.model.replaceAll('\u0000', ''),
    };
  });
  await sql.query(INSERT_CALLS, [
    settlements.map((settlement) => settlement.userId),
    settlements.map((settlement) => settlement.day),
    settlements.map((settlement) => settlement.delta),
    calls.map(() => randomUUID()),
    calls.map((call) => call.createdAt),
    calls.map((call) => call.userId),
    calls.map((call) => call.projectId),
    calls.map((call) => call.operation),
    calls.map((call) => call.model),
    calls.map((call) => call.promptTokens),
    calls.map((call) => call.cachedPromptTokens),
    calls.map((call) => call.completionTokens),
    calls.map((call) => call.promptTokens + call.completionTokens),
    calls.map((call) => call.estimatedCost),
    calls.map((call) => call.success),
    calls.map((call) => call.error),
    calls.map((call) => call.failure ?? null),
    calls.map((call) => Math.max(0, Math.round(call.durationMs))),
  ]);
  return recordings.map(() => undefined);
}

/**
 * Holds each request's tokens of its user's budget for the day: true when held, false when that
 * would take the day past the budget. The requests of one user and day are first held together, in
 * one statement for all users; a group that does not fit as a whole is asked again one request at a
 * time, in order, so every answer is the one the requests would have got one after another.
 */
export async function reserveTokens(sql: Sql, requests: ReservationRequest[]): Promise<boolean[]> {
  const answers = requests.map(() => false);
  const groups = new Map<string, { userId: string; day: string; budget: number; tokens: number; indexes: number[] }>();
  requests.forEach((request, index) => {
    const key = `${reservationKey(request)} ${request.budget}`;
    const group = groups.get(key) ?? { userId: request.userId, day: request.day, budget: request.budget, tokens: 0, indexes: [] };
    group.tokens += request.tokens;
    group.indexes.push(index);
    groups.set(key, group);
  });
  const held = new Set<string>();
  // One budget in practice (the setting); a batch with several is held per budget.
  for (const budget of new Set([...groups.values()].map((group) => group.budget))) {
    const same = [...groups.values()].filter((group) => group.budget === budget);
    const { rows } = await sql.query<{ user_id: string; day: string | Date }>(RESERVE_GROUPS, [
      same.map((group) => group.userId),
      same.map((group) => group.day),
      same.map((group) => group.tokens),
      budget,
    ]);
    for (const row of rows) held.add(`${reservationKey({ userId: row.user_id, day: String(row.day) })} ${budget}`);
  }
  for (const [key, group] of groups) {
    if (held.has(key)) {
      for (const index of group.indexes) answers[index] = true;
    } else if (group.indexes.length > 1) {
      for (const index of group.indexes) answers[index] = await reserveOne(sql, requests[index]!);
    }
  }
  return answers;
}

async function reserveOne(sql: Sql, request: ReservationRequest): Promise<boolean> {
  const { rowCount } = await sql.query(RESERVE_ONE, [request.userId, request.day, request.tokens, request.budget]);
  return rowCount === 1;
}

/** A single settlement without a recorded call (the call threw before it could be recorded). */
export async function settleReservation(sql: Sql, settlement: ReservationSettlement): Promise<void> {
  const { reservation, usedTokens } = settlement;
  await sql.query(
    'update ai_token_reservations set tokens = greatest(0, tokens - $1::bigint + $2::bigint) where user_id = $3::uuid and day = $4::date',
    [reservation.tokens, usedTokens, reservation.userId, reservation.day],
  );
}
