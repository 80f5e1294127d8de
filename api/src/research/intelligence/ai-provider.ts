import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config/config.js';
import type { Logger } from '../../shared/logger.js';
import type { AiFailure, AiOperation } from '../../usage/ai-usage.entity.js';
import { LOCAL_MODEL_PREFIX } from '../../usage/model-prices.js';
import { QUOTA_ERROR_MARKER, type ReservationSettlement, type TokenReservation, type UsageMeter } from '../../usage/usage-meter.js';
import { throwIfCancelled } from '../run-cancelled.js';
import { SCHEMA_NAMES } from './ai-schemas.js';
import { LocalModel } from './local-model.js';

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
  accept: (answer: Answer, answeredBy?: AnsweredBy) => Result;
  /**
   * A research run's cancellation (superseded, or its project deleted): once aborted, no call goes out
   * (RunCancelledError is thrown instead). A call already sent is let finish, so what it cost is metered.
   */
  signal?: AbortSignal;
}

/** Why the model gave no usable answer: a metered failure class, or no call at all (no key, budget). */
export type AiFailureKind = AiFailure | 'no_key' | 'budget';

/** Which provider and model answered: 'openai' (any OpenAI-compatible API) or 'ollama' (a local model). */
export interface AnsweredBy {
  provider: AiProviderName;
  model: string;
}

export type AiProviderName = 'openai' | 'ollama';

export type AiOutcome<Result> =
  | { ok: true; data: Result; answeredBy: AnsweredBy }
  /**
   * transient: the provider may well answer if asked again later (rate limit, 5xx, timeout, network);
   * retryAfterMs: how long it asked to wait (Retry-After), when it said.
   */
  | { ok: false; reason: string; transient: boolean; failure?: AiFailureKind; retryAfterMs?: number | null };

/** An answer that parsed but does not make sense for the request. */
export class InvalidAnswer extends Error {}

export const NO_KEY_REASON = 'No AI model is configured (no OPENAI_API_KEY, no local Ollama model)';
export const BUDGET_REASON = 'Daily AI token budget reached';
export const QUOTA_REASON = 'OpenAI quota exceeded (429 insufficient_quota)';
export const KEY_REJECTED_REASON = 'OpenAI rejected the API key (401)';

/** An invalid answer is asked again once, then the caller falls back. */
const ATTEMPTS = 2;
/** A Retry-After longer than this is read as this (a provider's hour-long ask is still bounded by the run's wait). */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

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

/** The wait a response asks for: retry-after-ms (OpenAI's), else Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers | Record<string, string> | undefined, now: number = Date.now()): number | null {
  if (!headers) return null;
  const read = (name: string): string | null => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
  const milliseconds = Number(read('retry-after-ms'));
  if (read('retry-after-ms') !== null && Number.isFinite(milliseconds) && milliseconds >= 0)
    return Math.min(milliseconds, MAX_RETRY_AFTER_MS);
  const value = read('retry-after')?.trim();
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}

/** Each answer schema's JSON form per structured-output name, built once: converting the zod schema on every call cost more CPU than sending it. */
const responseSchemas = new WeakMap<
  z.ZodType,
  Map<string, { jsonSchema: ResponseFormatJSONSchema['json_schema']; schemaCharacters: number }>
>();

function responseSchema(
  answer: z.ZodType,
  name: string,
): { jsonSchema: ResponseFormatJSONSchema['json_schema']; schemaCharacters: number } {
  let byName = responseSchemas.get(answer);
  if (!byName) responseSchemas.set(answer, (byName = new Map()));
  let schema = byName.get(name);
  if (!schema) {
    const jsonSchema = zodResponseFormat(answer, name).json_schema;
    byName.set(name, (schema = { jsonSchema, schemaCharacters: JSON.stringify(jsonSchema).length }));
  }
  return schema;
}

/** A call's tokens before it is made: the messages and the answer's schema at about 3 characters a token (generous), plus the answer's ceiling. */
function estimatedTokens(
  messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
  schemaCharacters: number,
  maxCompletionTokens: number,
): number {
  const characters = messages.reduce(
    (sum, message) => sum + (typeof message.content === 'string' ? message.content.length : 0),
    schemaCharacters,
  );
  return Math.ceil(characters / 3) + maxCompletionTokens;
}

/**
 * Calls an OpenAI-compatible chat completions API for structured answers, meters every call in
 * ai_usage (the model that answered, cached tokens, the failure class), reserves the user's daily
 * token budget before each call, and says why when it cannot answer (with the provider's wait).
 */
export class AiProvider {
  private readonly client: OpenAI | null;
  /** The local model used when no OpenAI key is set (null when OLLAMA_URL is off). */
  readonly local: LocalModel | null;

  constructor(
    private readonly config: AppConfig,
    private readonly meter: UsageMeter,
    private readonly logger: Logger,
  ) {
    const ollamaUrl = config.OLLAMA_URL.trim();
    this.local = !config.OPENAI_API_KEY && ollamaUrl !== '' && ollamaUrl !== 'off' ? new LocalModel(ollamaUrl, config.OLLAMA_MODEL) : null;
    const apiKey = config.OPENAI_API_KEY ?? (this.local ? 'ollama' : null); // Ollama needs a key in the SDK, and ignores it.
    this.client = apiKey
      ? new OpenAI({
          apiKey,
          baseURL: this.local ? this.local.openAiBaseUrl : config.OPENAI_BASE_URL,
          timeout: config.OPENAI_TIMEOUT_MS,
          // Retries are decided here (invalid output, cut-off answers) and by the job queue (transient failures).
          maxRetries: 0,
        })
      : null;
  }

  /** The provider research answers come from when the model answers. */
  get sourceName(): AiProviderName {
    return this.local ? 'ollama' : 'openai';
  }

  get model(): string {
    return this.local ? this.local.model : this.config.OPENAI_MODEL;
  }

  /** What ai_usage records as the model: local calls as "local/<model>" (priced at 0). */
  private meteredModel(answered: string | null | undefined): string {
    const model = answered || this.model;
    return this.local ? `${LOCAL_MODEL_PREFIX}${model}` : model;
  }

  /** A key is set, or a local server is to be asked (whether it answers is `availability()`). */
  get configured(): boolean {
    return this.client !== null;
  }

  /** Whether a call could go out now: the key, or the local server answering with the model pulled. */
  async availability(): Promise<{ available: true } | { available: false; reason: string }> {
    if (!this.client) return { available: false, reason: NO_KEY_REASON };
    if (!this.local) return { available: true };
    const state = await this.local.status();
    return state.available ? { available: true } : { available: false, reason: `${NO_KEY_REASON}: ${state.reason}` };
  }

  private get label(): string {
    return this.local ? 'The local model' : 'OpenAI';
  }

  /** Whether the user has used up today's token budget (always false for anonymous calls). */
  async budgetReached(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    return (await this.meter.tokensUsedToday(userId)) >= this.config.AI_DAILY_TOKEN_BUDGET;
  }

  async ask<Answer, Result>(request: AiRequest<Answer, Result>): Promise<AiOutcome<Result>> {
    const client = this.client;
    const availability = await this.availability();
    if (!client || !availability.available)
      return { ok: false, reason: availability.available ? NO_KEY_REASON : availability.reason, transient: false, failure: 'no_key' };

    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.prompt },
    ];
    const { jsonSchema, schemaCharacters } = responseSchema(
      request.answer,
      request.schemaName ?? SCHEMA_NAMES[request.operation as keyof typeof SCHEMA_NAMES],
    );
    let maxCompletionTokens = this.config.OPENAI_MAX_COMPLETION_TOKENS;
    let lengthRetried = false;
    let lastProblem = '';
    for (let attempt = 1; attempt <= ATTEMPTS;) {
      throwIfCancelled(request.signal);
      const reservation = await this.reserve(request.userId, estimatedTokens(messages, schemaCharacters, maxCompletionTokens));
      if (reservation === false) return { ok: false, reason: BUDGET_REASON, transient: false, failure: 'budget' };
      const started = performance.now();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: this.model,
          messages,
          // Ollama's compatible endpoint reads max_tokens (max_completion_tokens is OpenAI's newer name).
          ...(this.local ? { max_tokens: maxCompletionTokens } : { max_completion_tokens: maxCompletionTokens }),
          // No temperature: reasoning models (o-series, gpt-5) accept only the default.
          response_format: { type: 'json_schema', json_schema: jsonSchema },
        });
      } catch (error) {
        return this.failed(request, error, performance.now() - started, reservation ? { reservation, usedTokens: 0 } : null);
      }
      const promptTokens = completion.usage?.prompt_tokens ?? 0;
      const completionTokens = completion.usage?.completion_tokens ?? 0;
      // Settled by the same statement that records the call (one round trip instead of two).
      const settlement = reservation ? { reservation, usedTokens: promptTokens + completionTokens } : null;
      const usage = {
        userId: request.userId,
        projectId: request.projectId,
        operation: request.operation,
        // The model that answered (a dated snapshot, or another model behind a compatible API), as billed.
        model: this.meteredModel(completion.model),
        promptTokens,
        cachedPromptTokens: completion.usage?.prompt_tokens_details?.cached_tokens ?? 0,
        completionTokens,
        durationMs: performance.now() - started,
      };
      const choice = completion.choices[0];
      const message = choice?.message;
      const content = message?.content ?? '';
      if (message?.refusal) {
        // A refusal is the model's answer: asking again would only be refused again.
        await this.meter.record({ ...usage, success: false, error: `Refused: ${message.refusal}`, failure: 'refused' }, settlement);
        this.logger.warn({ operation: request.operation }, 'AI model declined the request');
        return { ok: false, reason: `The model declined: ${message.refusal}`, transient: false, failure: 'refused' };
      }
      if (choice?.finish_reason === 'length') {
        await this.meter.record(
          { ...usage, success: false, error: `Cut off at ${maxCompletionTokens} completion tokens`, failure: 'truncated' },
          settlement,
        );
        if (lengthRetried)
          return {
            ok: false,
            reason: `${this.label}'s answer was cut off at ${maxCompletionTokens} tokens`,
            transient: false,
            failure: 'truncated',
          };
        // Once, with twice the room: the same question, not a new attempt at it.
        this.logger.warn({ operation: request.operation, maxCompletionTokens }, 'AI answer cut off: asking again with more room');
        lengthRetried = true;
        maxCompletionTokens *= 2;
        continue;
      }
      try {
        let json: unknown;
        try {
          json = JSON.parse(content);
        } catch {
          throw new InvalidAnswer('the answer is not JSON');
        }
        const parsed = request.answer.safeParse(json);
        if (!parsed.success) throw new InvalidAnswer(describeZodError(parsed.error));
        const answeredBy: AnsweredBy = { provider: this.sourceName, model: completion.model || this.model };
        const data = request.accept(parsed.data, answeredBy);
        await this.meter.record({ ...usage, success: true, error: null }, settlement);
        return { ok: true, data, answeredBy };
      } catch (error) {
        if (!(error instanceof InvalidAnswer)) {
          if (settlement) await this.meter.settleReservation(settlement.reservation, settlement.usedTokens);
          throw error;
        }
        lastProblem = error.message;
        await this.meter.record(
          { ...usage, success: false, error: `Invalid output: ${lastProblem}`, failure: 'invalid_output' },
          settlement,
        );
        this.logger.warn({ operation: request.operation, attempt, problem: lastProblem }, 'AI answer invalid');
        // Ask again, saying what was wrong with the previous answer.
        messages.push(
          { role: 'assistant', content },
          {
            role: 'user',
            content: `That answer was invalid (${lastProblem}). Answer again with JSON that follows the schema and the instructions.`,
          },
        );
        attempt += 1;
      }
    }
    return {
      ok: false,
      reason: `${this.label} returned invalid output twice (${lastProblem})`,
      transient: false,
      failure: 'invalid_output',
    };
  }

  /** Holds the call's tokens of the user's budget: the reservation, null for an anonymous call, false when the budget is spent. */
  private async reserve(userId: string | null, tokens: number): Promise<TokenReservation | null | false> {
    if (!userId) return null;
    return (await this.meter.reserveTokens(userId, tokens, this.config.AI_DAILY_TOKEN_BUDGET)) ?? false;
  }

  /** Records a call that got no answer and classifies it. */
  private async failed<Result>(
    request: Pick<AiRequest<unknown, unknown>, 'operation' | 'userId' | 'projectId'>,
    error: unknown,
    durationMs: number,
    settlement: ReservationSettlement | null,
  ): Promise<AiOutcome<Result>> {
    let reason: string;
    let failure: AiFailure;
    let stored: string;
    let wait: number | null = null;
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      reason = `${this.label} did not answer within ${this.config.OPENAI_TIMEOUT_MS} ms`;
      stored = `Timeout after ${this.config.OPENAI_TIMEOUT_MS} ms`;
      failure = 'timeout';
    } else if (error instanceof OpenAI.APIConnectionError) {
      this.local?.forget();
      reason = `${this.label} could not be reached: ${error.message}`;
      stored = `Connection failed: ${error.message}`;
      failure = 'unreachable';
    } else if (error instanceof OpenAI.APIError && isQuotaError(error)) {
      reason = QUOTA_REASON;
      stored = `429 ${QUOTA_ERROR_MARKER}: ${error.message}`;
      failure = 'quota';
    } else if (error instanceof OpenAI.APIError) {
      const status = error.status;
      wait = retryAfterMs(error.headers);
      stored = error.message;
      if (status === 401) {
        reason = KEY_REJECTED_REASON;
        failure = 'key_rejected';
      } else if (status === 429) {
        reason = `${this.label} is rate limiting requests (429): ${error.message}`;
        failure = 'rate_limited';
      } else if (status === undefined || status === 408 || status === 409 || status >= 500) {
        reason = `${this.label} request failed: ${error.message}`;
        failure = 'server_error';
      } else {
        // Ollama answers 404 "model ... not found, try pulling it first" for a model removed since the last look.
        if (this.local && status === 404) this.local.forget();
        reason = `${this.label} request failed: ${error.message}`;
        failure = 'bad_request';
      }
    } else {
      if (settlement) await this.meter.settleReservation(settlement.reservation, settlement.usedTokens);
      throw error;
    }
    await this.meter.record(
      {
        userId: request.userId,
        projectId: request.projectId,
        operation: request.operation,
        model: this.meteredModel(null),
        promptTokens: 0,
        completionTokens: 0,
        success: false,
        error: stored,
        failure,
        durationMs,
      },
      settlement,
    );
    this.logger.warn({ operation: request.operation, reason, failure, retryAfterMs: wait }, 'AI call failed');
    const transient = failure === 'timeout' || failure === 'unreachable' || failure === 'rate_limited' || failure === 'server_error';
    return { ok: false, reason, transient, failure, retryAfterMs: wait };
  }
}
