import type { MikroORM } from '@mikro-orm/postgresql';
import { Database, type Sql } from '../jobs/sql.js';
import type { Logger } from '../shared/logger.js';
import { WriteBatcher } from '../shared/write-batcher.js';
import type { AiFailure } from './ai-usage.entity.js';
import {
  insertCalls,
  reserveTokens,
  settleReservation,
  type AiCallRecord,
  type CallRecording,
  type ReservationRequest,
  type ReservationSettlement,
  type TokenReservation,
} from './usage-writes.js';

export type { AiCallRecord, ReservationSettlement, TokenReservation };

/** The last AI call (any user) and when it was made: aiStatus says what it tells. */
export interface LastAiCall {
  createdAt: Date;
  success: boolean;
  failure: AiFailure | null;
  error: string | null;
}

/**
 * Writes one ai_usage row per AI call (successful or not) and keeps the daily token budget.
 * Every AI call passes through here twice (reserve, then record), several per research run, so
 * both go through a WriteBatcher: raw statements on the ORM's pool (no unit of work, no
 * transaction), a call's row settling its reservation in the same statement, and the calls that
 * arrive together (many runs at once, the judge's two readings) sharing one statement.
 */
export class UsageMeter {
  private readonly sql: Sql;
  private readonly recordings: WriteBatcher<CallRecording, void>;
  private readonly reservations: WriteBatcher<ReservationRequest, boolean>;

  constructor(
    orm: MikroORM,
    private readonly logger: Logger,
  ) {
    this.sql = new Database(orm).sql;
    this.recordings = new WriteBatcher((recordings) => insertCalls(this.sql, recordings));
    this.reservations = new WriteBatcher((requests) => reserveTokens(this.sql, requests));
  }

  /**
   * Records a call and, when given, settles its token reservation in the same statement. Metering
   * must never break research, so a failed write is logged, not thrown.
   */
  async record(call: AiCallRecord, settlement: ReservationSettlement | null = null): Promise<void> {
    try {
      await this.recordings.submit({ call, settlement, createdAt: new Date() });
    } catch (error) {
      this.logger.error({ err: error, operation: call.operation }, 'could not record AI usage');
    }
  }

  /** Tokens the user has used or reserved since midnight UTC. */
  async tokensUsedToday(userId: string, now: Date = new Date()): Promise<number> {
    const {
      rows: [row],
    } = await this.sql.query<{ tokens: string }>('select tokens from ai_token_reservations where user_id = $1 and day = $2::date', [
      userId,
      utcDay(now),
    ]);
    return Number(row?.tokens ?? 0);
  }

  /**
   * Holds `tokens` of the user's budget for today, atomically: null (nothing held) when that would
   * take the day past `budget`. Concurrent calls queue on the row, so together they never reserve
   * more than the budget.
   */
  async reserveTokens(userId: string, tokens: number, budget: number, now: Date = new Date()): Promise<TokenReservation | null> {
    const day = utcDay(now);
    return (await this.reservations.submit({ userId, day, tokens, budget })) ? { userId, day, tokens } : null;
  }

  /** Replaces a reservation by the tokens the call really used (0 when it got no answer), without recording a call. */
  async settleReservation(reservation: TokenReservation, usedTokens: number): Promise<void> {
    try {
      await settleReservation(this.sql, { reservation, usedTokens });
    } catch (error) {
      this.logger.error({ err: error }, 'could not settle an AI token reservation');
    }
  }

  /** The most recent AI call within `withinMs`, or null. */
  async lastCall(withinMs: number, now: Date = new Date()): Promise<LastAiCall | null> {
    const {
      rows: [row],
    } = await this.sql.query<{ created_at: Date | string; success: boolean; failure: AiFailure | null; error: string | null }>(
      'select created_at, success, failure, error from ai_usage where created_at >= $1 order by created_at desc limit 1',
      [new Date(now.getTime() - withinMs)],
    );
    return row ? { createdAt: new Date(row.created_at), success: row.success, failure: row.failure, error: row.error } : null;
  }
}

/** yyyy-MM-dd of the UTC day. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Stored in ai_usage.error for quota failures. */
export const QUOTA_ERROR_MARKER = 'insufficient_quota';
