import type { AppConfig } from '../../../config/config.js';
import type { Sql } from '../../../jobs/sql.js';
import type { Logger } from '../../../shared/logger.js';
import type { SourceCallContext } from '../../evidence/source-client.js';
import type { ResearchInput, StageResult } from '../../research.types.js';
import type { AiOutcome, AiProvider } from '../ai-provider.js';

/** What every research stage may use: settings, the AI provider, raw SQL (evidence, local data), a logger. */
export interface StageDependencies {
  config: AppConfig;
  logger: Logger;
  ai: AiProvider;
  sql: Sql;
}

export interface StageOptions {
  /**
   * When the provider fails transiently (rate limit, 5xx, timeout, network), a research stage throws
   * AiUnavailableError by default so the run is rescheduled; true falls back at once (interactive calls).
   */
  fallbackOnTransientError?: boolean;
  /**
   * A research run's wait for the AI provider: what is left of AI_RETRY_MAX_WAIT_SECONDS, the backoff
   * when the provider names no wait, and the whole bound. A failure whose wait does not fit falls back.
   */
  aiWait?: { remainingMs: number; backoffMs: number; boundMs: number };
}

type TransientKind = 'rate_limited' | 'server_error' | 'timeout' | 'unreachable';

/** The AI provider failed in a way that may pass (rate limit, 5xx, timeout, network): retry the stage after `retryAfterMs`. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
  constructor(
    message: string,
    readonly kind: TransientKind = 'server_error',
    /** The provider's own ask (Retry-After) or the run's backoff. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The progress note of a stage waiting for the AI provider: why, and when it is tried again. */
export function waitingNote(error: AiUnavailableError, waitMs: number): string {
  const what = { rate_limited: 'rate limited', server_error: 'server error', timeout: 'no answer in time', unreachable: 'unreachable' }[
    error.kind
  ];
  return `Waiting for the AI provider (${what}), retrying in ${Math.max(1, Math.round(waitMs / 1000))} s`;
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * For a failed AI outcome: throws AiUnavailableError when the stage should wait and try again
 * (transient, and the wait fits what is left of the run's bound), else returns the fallback reason.
 */
export function deferOrFallbackReason(outcome: Extract<AiOutcome<unknown>, { ok: false }>, options: StageOptions): string {
  if (!outcome.transient || options.fallbackOnTransientError) return outcome.reason;
  const kind: TransientKind =
    outcome.failure === 'rate_limited' || outcome.failure === 'timeout' || outcome.failure === 'unreachable'
      ? outcome.failure
      : 'server_error';
  const wait = outcome.retryAfterMs ?? options.aiWait?.backoffMs ?? null;
  if (!options.aiWait || (wait ?? 0) <= options.aiWait.remainingMs) throw new AiUnavailableError(outcome.reason, kind, wait);
  const bound = duration(options.aiWait.boundMs);
  return {
    rate_limited: `OpenAI kept rate-limiting for ${bound}`,
    server_error: `OpenAI kept failing (server errors) for ${bound}`,
    timeout: `OpenAI kept timing out for ${bound}`,
    unreachable: `OpenAI stayed unreachable for ${bound}`,
  }[kind];
}

/**
 * The evidence context of a stage's source calls: the run, whose it is (evidence is reused only for the same user),
 * and the run's cancellation.
 */
export function callContext(input: Pick<ResearchInput, 'runId' | 'projectId' | 'userId' | 'signal'>): SourceCallContext {
  return {
    runId: input.runId ?? null,
    projectId: input.projectId ?? null,
    userId: input.userId ?? null,
    ...(input.signal ? { signal: input.signal } : {}),
  };
}

/**
 * An AI answer (ESTIMATED) or, when the model cannot answer, nothing: the stage's empty value,
 * UNKNOWN with the reason (no text or figure that no source or user produced). A transient failure
 * is thrown for a later retry while the run's wait allows it.
 */
export function settleAi<Data>(
  dependencies: Pick<StageDependencies, 'logger' | 'ai'>,
  outcome: AiOutcome<Data>,
  nothing: Data,
  options: StageOptions,
  operation: string,
): StageResult<Data> {
  if (outcome.ok) return { data: outcome.data, source: dependencies.ai.sourceName, basis: 'ESTIMATED' };
  const reason = deferOrFallbackReason(outcome, options);
  dependencies.logger.info({ operation, reason }, 'no model answer: section left unknown');
  return { data: nothing, source: 'none', basis: 'UNKNOWN', fallbackReason: reason };
}
