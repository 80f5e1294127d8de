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
   * When the provider fails transiently (5xx, rate limit, network), a research stage throws
   * AiUnavailableError by default so the job queue retries it later; pass true on the last
   * attempt to get fallback data instead.
   */
  fallbackOnTransientError?: boolean;
}

/** The AI provider failed in a way that may pass (5xx, rate limit, network): retry the stage later. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}

/** The evidence context of a stage's source calls. */
export function callContext(input: Pick<ResearchInput, 'runId' | 'projectId'>): SourceCallContext {
  return { runId: input.runId ?? null, projectId: input.projectId ?? null };
}

/**
 * An AI answer (ESTIMATED) or, when the model cannot answer, the sample generator's data with the
 * reason (SAMPLE). A transient failure is thrown for a retry unless this is the last try.
 */
export function settleAi<Data>(
  dependencies: Pick<StageDependencies, 'logger'>,
  outcome: AiOutcome<Data>,
  sampleData: () => Data,
  options: StageOptions,
  operation: string,
): StageResult<Data> {
  if (outcome.ok) return { data: outcome.data, source: 'openai', basis: 'ESTIMATED' };
  if (outcome.transient && !options.fallbackOnTransientError) throw new AiUnavailableError(outcome.reason);
  dependencies.logger.info({ operation, reason: outcome.reason }, 'using sample research data');
  return { data: sampleData(), source: 'fallback', basis: 'SAMPLE', fallbackReason: outcome.reason };
}
