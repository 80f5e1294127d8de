import type { MikroORM } from '../database/orm.js';
import type { Logger } from '../shared/logger.js';
import { AiUsage, type AiFailure, type AiOperation } from './ai-usage.entity.js';
import { estimateCost } from './model-prices.js';

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

/** The last AI call (any user) and when it was made: aiStatus says what it tells. */
export interface LastAiCall {
  createdAt: Date;
  success: boolean;
  failure: AiFailure | null;
  error: string | null;
}

/** A user's tokens of one UTC day, held before a call so parallel calls cannot overshoot the budget. */
export interface TokenReservation {
  userId: string;
  day: string;
  tokens: number;
}

/** Error texts are stored for the admin screen, not as a log: keep them short. */
const MAX_ERROR_LENGTH = 500;

/** Writes one ai_usage row per AI call (successful or not) and keeps the daily token budget. */
export class UsageMeter {
  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  /** Records a call. Metering must never break research, so a failed write is logged, not thrown. */
  async record(call: AiCallRecord): Promise<AiUsage | null> {
    const em = this.orm.em.fork();
    const cachedPromptTokens = Math.min(call.cachedPromptTokens ?? 0, call.promptTokens);
    const usage = em.create(AiUsage, {
      userId: call.userId,
      projectId: call.projectId,
      operation: call.operation,
      model: call.model,
      promptTokens: call.promptTokens,
      cachedPromptTokens,
      completionTokens: call.completionTokens,
      totalTokens: call.promptTokens + call.completionTokens,
      estimatedCost: estimateCost(call.model, call.promptTokens, call.completionTokens, cachedPromptTokens),
      success: call.success,
      error: call.error === null ? null : call.error.slice(0, MAX_ERROR_LENGTH),
      failure: call.failure ?? null,
      durationMs: Math.max(0, Math.round(call.durationMs)),
    });
    try {
      await em.persistAndFlush(usage);
      return usage;
    } catch (error) {
      this.logger.error({ err: error, operation: call.operation }, 'could not record AI usage');
      return null;
    }
  }

  /** Tokens the user has used or reserved since midnight UTC. */
  async tokensUsedToday(userId: string, now: Date = new Date()): Promise<number> {
    const [row] = await this.execute<{ tokens: string }>('select tokens from ai_token_reservations where user_id = ? and day = ?', [userId, utcDay(now)]);
    return Number(row?.tokens ?? 0);
  }

  /**
   * Holds `tokens` of the user's budget for today, in one atomic statement: null (nothing held)
   * when that would take the day past `budget`. Concurrent calls queue on the row, so together
   * they never reserve more than the budget.
   */
  async reserveTokens(userId: string, tokens: number, budget: number, now: Date = new Date()): Promise<TokenReservation | null> {
    const day = utcDay(now);
    const [row] = await this.execute<{ tokens: string }>(
      `insert into ai_token_reservations as r (user_id, day, tokens)
       select ?, ?::date, ? where ? <= ?
       on conflict (user_id, day) do update set tokens = r.tokens + excluded.tokens
         where r.tokens + excluded.tokens <= ?
       returning r.tokens`,
      [userId, day, tokens, tokens, budget, budget],
    );
    return row ? { userId, day, tokens } : null;
  }

  /** Replaces a reservation by the tokens the call really used (0 when it got no answer). */
  async settleReservation(reservation: TokenReservation, usedTokens: number): Promise<void> {
    try {
      await this.execute(`update ai_token_reservations set tokens = greatest(0, tokens - ? + ?) where user_id = ? and day = ?::date`, [
        reservation.tokens,
        usedTokens,
        reservation.userId,
        reservation.day,
      ]);
    } catch (error) {
      this.logger.error({ err: error }, 'could not settle an AI token reservation');
    }
  }

  /** The most recent AI call within `withinMs`, or null. */
  async lastCall(withinMs: number, now: Date = new Date()): Promise<LastAiCall | null> {
    const [row] = await this.execute<{ created_at: Date; success: boolean; failure: AiFailure | null; error: string | null }>(
      'select created_at, success, failure, error from ai_usage where created_at >= ? order by created_at desc limit 1',
      [new Date(now.getTime() - withinMs)],
    );
    return row ? { createdAt: new Date(row.created_at), success: row.success, failure: row.failure, error: row.error } : null;
  }

  private execute<Row>(query: string, values: unknown[]): Promise<Row[]> {
    return this.orm.em.fork().getConnection().execute<Row[]>(query, values);
  }
}

/** yyyy-MM-dd of the UTC day. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Stored in ai_usage.error for quota failures. */
export const QUOTA_ERROR_MARKER = 'insufficient_quota';
