import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { AppConfig } from '../../config/config.js';
import type { Logger } from '../../shared/logger.js';
import type { AiOperation } from '../../usage/ai-usage.entity.js';
import { QUOTA_ERROR_MARKER, type UsageMeter } from '../../usage/usage-meter.js';
import { SCHEMA_NAMES } from './ai-schemas.js';

export interface AiRequest<Answer, Result> {
  operation: AiOperation;
  /** The structured-output name when it is not the operation's own (the fake provider in tests answers by it). */
  schemaName?: string;
  userId: string | null;
  projectId: string | null;
  system: string;
  prompt: string;
  answer: z.ZodType<Answer>;
  /** Checks a schema-valid answer beyond its shape (counts, blanks) and maps it; throws InvalidAnswer to retry. */
  accept: (answer: Answer) => Result;
}

export type AiOutcome<Result> =
  | { ok: true; data: Result }
  /** transient: the provider may well answer if asked again later (5xx, rate limit, network). */
  | { ok: false; reason: string; transient: boolean };

/** An answer that parsed but does not make sense for the request. */
export class InvalidAnswer extends Error {}

export const NO_KEY_REASON = 'No OpenAI API key is configured';
export const BUDGET_REASON = 'Daily AI token budget reached';
export const QUOTA_REASON = 'OpenAI quota exceeded (429 insufficient_quota)';

/** An invalid answer is asked again once, then the caller falls back. */
const ATTEMPTS = 2;

function isQuotaError(error: InstanceType<typeof OpenAI.APIError>): boolean {
  const body = error.error as { code?: unknown; type?: unknown } | undefined;
  return error.status === 429 && [error.code, error.type, body?.code, body?.type].includes(QUOTA_ERROR_MARKER);
}

function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
}

/**
 * Calls an OpenAI-compatible chat completions API for structured answers, meters every call in
 * ai_usage, enforces the per-user daily token budget and says why when it cannot answer.
 */
export class AiProvider {
  private readonly client: OpenAI | null;

  constructor(
    private readonly config: AppConfig,
    private readonly meter: UsageMeter,
    private readonly logger: Logger,
  ) {
    this.client = config.OPENAI_API_KEY
      ? new OpenAI({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          timeout: config.OPENAI_TIMEOUT_MS,
          // Retries are decided here (invalid output) and by the job queue (transient failures).
          maxRetries: 0,
        })
      : null;
  }

  get model(): string {
    return this.config.OPENAI_MODEL;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** Whether the user has used up today's token budget (always false for anonymous calls). */
  async budgetReached(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    return (await this.meter.tokensUsedToday(userId)) >= this.config.AI_DAILY_TOKEN_BUDGET;
  }

  async ask<Answer, Result>(request: AiRequest<Answer, Result>): Promise<AiOutcome<Result>> {
    if (!this.client) return { ok: false, reason: NO_KEY_REASON, transient: false };
    if (await this.budgetReached(request.userId)) return { ok: false, reason: BUDGET_REASON, transient: false };

    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.prompt },
    ];
    const responseFormat = zodResponseFormat(request.answer, request.schemaName ?? SCHEMA_NAMES[request.operation as keyof typeof SCHEMA_NAMES]);
    let lastProblem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const started = performance.now();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          // No temperature: reasoning models (o-series, gpt-5) accept only the default.
          response_format: { type: 'json_schema', json_schema: responseFormat.json_schema },
        });
      } catch (error) {
        return this.failed(request, error, performance.now() - started);
      }
      const durationMs = performance.now() - started;
      const usage = {
        userId: request.userId,
        projectId: request.projectId,
        operation: request.operation,
        model: this.model,
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
        durationMs,
      };
      const message = completion.choices[0]?.message;
      const content = message?.content ?? '';
      try {
        if (message?.refusal) throw new InvalidAnswer(`refused: ${message.refusal}`);
        let json: unknown;
        try {
          json = JSON.parse(content);
        } catch {
          throw new InvalidAnswer('the answer is not JSON');
        }
        const parsed = request.answer.safeParse(json);
        if (!parsed.success) throw new InvalidAnswer(describeZodError(parsed.error));
        const data = request.accept(parsed.data);
        await this.meter.record({ ...usage, success: true, error: null });
        return { ok: true, data };
      } catch (error) {
        if (!(error instanceof InvalidAnswer)) throw error;
        lastProblem = error.message;
        await this.meter.record({ ...usage, success: false, error: `Invalid output: ${lastProblem}` });
        this.logger.warn({ operation: request.operation, attempt, problem: lastProblem }, 'AI answer invalid');
        // Ask again, saying what was wrong with the previous answer.
        messages.push({ role: 'assistant', content }, { role: 'user', content: `That answer was invalid (${lastProblem}). Answer again with JSON that follows the schema and the instructions.` });
      }
    }
    return { ok: false, reason: `OpenAI returned invalid output twice (${lastProblem})`, transient: false };
  }

  /** Records a call that got no answer and classifies it. */
  private async failed<Result>(request: Pick<AiRequest<unknown, unknown>, 'operation' | 'userId' | 'projectId'>, error: unknown, durationMs: number): Promise<AiOutcome<Result>> {
    let reason: string;
    let transient: boolean;
    let stored: string;
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      reason = `OpenAI did not answer within ${this.config.OPENAI_TIMEOUT_MS} ms`;
      stored = `Timeout after ${this.config.OPENAI_TIMEOUT_MS} ms`;
      transient = false;
    } else if (error instanceof OpenAI.APIError && isQuotaError(error)) {
      reason = QUOTA_REASON;
      stored = `429 ${QUOTA_ERROR_MARKER}: ${error.message}`;
      transient = false;
    } else if (error instanceof OpenAI.APIError) {
      const status = error.status;
      transient = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
      reason = status === 401 ? 'OpenAI rejected the API key (401)' : `OpenAI request failed: ${error.message}`;
      stored = error.message;
    } else {
      throw error;
    }
    await this.meter.record({
      userId: request.userId,
      projectId: request.projectId,
      operation: request.operation,
      model: this.model,
      promptTokens: 0,
      completionTokens: 0,
      success: false,
      error: stored,
      durationMs,
    });
    this.logger.warn({ operation: request.operation, reason }, 'AI call failed');
    return { ok: false, reason, transient };
  }
}
