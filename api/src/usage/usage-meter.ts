import type { MikroORM } from '../database/orm.js';
import type { Logger } from '../shared/logger.js';
import { AiUsage, type AiOperation } from './ai-usage.entity.js';
import { estimateCost } from './model-prices.js';

export interface AiCallRecord {
  userId: string | null;
  projectId: string | null;
  operation: AiOperation;
  model: string;
  promptTokens: number;
  completionTokens: number;
  success: boolean;
  error: string | null;
  durationMs: number;
}

/** Error texts are stored for the admin screen, not as a log: keep them short. */
const MAX_ERROR_LENGTH = 500;

/** Writes one ai_usage row per AI call (successful or not) and answers budget questions. */
export class UsageMeter {
  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  /** Records a call. Metering must never break research, so a failed write is logged, not thrown. */
  async record(call: AiCallRecord): Promise<AiUsage | null> {
    const em = this.orm.em.fork();
    const usage = em.create(AiUsage, {
      userId: call.userId,
      projectId: call.projectId,
      operation: call.operation,
      model: call.model,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      totalTokens: call.promptTokens + call.completionTokens,
      estimatedCost: estimateCost(call.model, call.promptTokens, call.completionTokens),
      success: call.success,
      error: call.error === null ? null : call.error.slice(0, MAX_ERROR_LENGTH),
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

  /** Tokens the user has used since midnight UTC, summed in SQL. */
  async tokensUsedToday(userId: string, now: Date = new Date()): Promise<number> {
    const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ used: string | null }[]>('select coalesce(sum(total_tokens), 0) as used from ai_usage where user_id = ? and created_at >= ?', [userId, startOfDay]);
    return Number(row?.used ?? 0);
  }

  /** When the provider last reported exhausted quota, unless a successful call came after it. */
  async recentQuotaError(withinMs: number, now: Date = new Date()): Promise<Date | null> {
    const since = new Date(now.getTime() - withinMs);
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ last_quota: Date | null; last_success: Date | null }[]>(
        `select max(created_at) filter (where not success and error like ?) as last_quota,
                max(created_at) filter (where success) as last_success
           from ai_usage where created_at >= ?`,
        [`%${QUOTA_ERROR_MARKER}%`, since],
      );
    const lastQuota = row?.last_quota ? new Date(row.last_quota) : null;
    const lastSuccess = row?.last_success ? new Date(row.last_success) : null;
    return lastQuota && (!lastSuccess || lastSuccess < lastQuota) ? lastQuota : null;
  }
}

/** Stored in ai_usage.error for quota failures; aiStatus looks for it. */
export const QUOTA_ERROR_MARKER = 'insufficient_quota';
