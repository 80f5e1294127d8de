import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';

/** Evidence answers are reused for a day (cost and rate limits). */
export const EVIDENCE_REUSE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Stored responses are capped; the items keep what they need. */
export const EVIDENCE_RESPONSE_CAP_CHARS = 200_000;
const REDACTED = '[redacted]';

export interface SourceCallContext {
  runId: string | null;
  projectId: string | null;
}

export interface SourceRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json) or a ready string (form-encoded: set the content-type header). */
  body?: unknown;
  /** Values that must never be stored (API keys, passwords, tokens): replaced in the URL and body of the evidence. */
  secrets?: Array<string | undefined | null>;
  /** false: never reuse an earlier answer (token requests); and the response is not stored. */
  reuse?: boolean;
}

export interface SourceResponse {
  status: number;
  text: string;
  evidenceId: string | null;
  retrievedAt: Date;
  /** true when a stored answer from the last 24 hours was used instead of calling the source. */
  reused: boolean;
  json<T = unknown>(): T;
}

/** The source could not answer (timeout, refused, 429 or 5xx after retries, 4xx): its items are UNKNOWN with this reason. */
export class SourceUnavailableError extends Error {
  override name = 'SourceUnavailableError';
  constructor(
    readonly provider: string,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface SourceClientOptions {
  provider: string;
  sql: Sql;
  logger: Logger;
  timeoutMs: number;
  /** Requests in flight at once from this process. */
  concurrency: number;
  /** Tries per request on 429 / 5xx / network errors (Retry-After honoured up to maxRetryWaitMs). */
  attempts?: number;
  maxRetryWaitMs?: number;
  fetchImplementation?: typeof fetch;
}

/**
 * HTTP to one research source: its own timeout, concurrency limit and retry on 429 / 5xx; every
 * call recorded in research_evidence (secrets removed, response capped); the same request within
 * 24 hours answered from its evidence instead of the source.
 */
export class SourceClient {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: SourceClientOptions) {}

  get provider(): string {
    return this.options.provider;
  }

  async request(request: SourceRequest, context: SourceCallContext): Promise<SourceResponse> {
    const method = request.method ?? 'GET';
    const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    const storedUrl = redact(request.url, request.secrets);
    const storedBody = body === undefined ? null : redact(body, request.secrets);
    const requestKey = createHash('sha256').update([this.provider, method, storedUrl, storedBody ?? ''].join('\n')).digest('hex');
    const reuse = request.reuse !== false;

    if (reuse) {
      const earlier = await this.reusable(requestKey);
      if (earlier) {
        const evidenceId = await this.record({ context, method, url: storedUrl, body: storedBody, requestKey, status: earlier.status, durationMs: 0, response: earlier.response_body, truncated: earlier.response_truncated, error: null, reusedFromId: earlier.id });
        return response(earlier.status, earlier.response_body ?? '', evidenceId, new Date(earlier.created_at), true);
      }
    }

    const attempts = this.options.attempts ?? 3;
    let lastProblem = '';
    let lastStatus: number | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const started = performance.now();
      let status: number | null = null;
      let text = '';
      let retryAfterMs: number | null = null;
      try {
        const answer = await this.limited(() => this.send(method, request, body));
        status = answer.status;
        text = answer.text;
        retryAfterMs = answer.retryAfterMs;
      } catch (error) {
        lastProblem = describeFailure(error, this.options.timeoutMs);
      }
      const durationMs = Math.round(performance.now() - started);
      const retrievedAt = new Date();
      const ok = status !== null && status >= 200 && status < 300;
      if (status !== null) lastProblem = ok ? '' : `${this.provider} answered ${status}${briefBody(text)}`;
      lastStatus = status;
      const evidenceId = await this.record({
        context,
        method,
        url: storedUrl,
        body: storedBody,
        requestKey: ok && reuse ? requestKey : `${requestKey}:not-reusable`,
        status,
        durationMs,
        response: reuse || !ok ? text : null,
        truncated: text.length > EVIDENCE_RESPONSE_CAP_CHARS,
        error: ok ? null : lastProblem,
        reusedFromId: null,
      });
      if (ok) return response(status!, text, evidenceId, retrievedAt, false);
      const transient = status === null || status === 429 || status >= 500;
      if (!transient || attempt === attempts) break;
      const wait = Math.min(retryAfterMs ?? 500 * 2 ** (attempt - 1), this.options.maxRetryWaitMs ?? 10_000);
      this.options.logger.info({ provider: this.provider, status, wait }, 'research source busy: retrying');
      await sleep(wait);
    }
    throw new SourceUnavailableError(this.provider, lastProblem || `${this.provider} gave no answer`, lastStatus);
  }

  private async send(method: string, request: SourceRequest, body: string | undefined): Promise<{ status: number; text: string; retryAfterMs: number | null }> {
    const fetchImplementation = this.options.fetchImplementation ?? fetch;
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'IdeaScope research (+https://github.com/ideascope)', ...request.headers };
    if (body !== undefined && typeof request.body !== 'string' && !hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json';
    const result = await fetchImplementation(request.url, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs) });
    // Read the body in full (bounded by the timeout) so the socket is released.
    const text = await result.text();
    return { status: result.status, text, retryAfterMs: retryAfterMs(result.headers.get('retry-after')) };
  }

  private async reusable(requestKey: string): Promise<{ id: string; status: number; response_body: string | null; response_truncated: boolean; created_at: string | Date } | null> {
    const { rows } = await this.options.sql.query<{ id: string; status: number; response_body: string | null; response_truncated: boolean; created_at: string | Date }>(
      `select id, status, response_body, response_truncated, created_at from research_evidence
        where request_key = $1 and created_at > now() - ($2::int * interval '1 millisecond') and reused_from_id is null
          and status between 200 and 299 and not response_truncated
        order by created_at desc limit 1`,
      [requestKey, EVIDENCE_REUSE_WINDOW_MS],
    );
    return rows[0] ?? null;
  }

  private async record(entry: {
    context: SourceCallContext;
    method: string;
    url: string;
    body: string | null;
    requestKey: string;
    status: number | null;
    durationMs: number;
    response: string | null;
    truncated: boolean;
    error: string | null;
    reusedFromId: string | null;
  }): Promise<string | null> {
    const id = randomUUID();
    try {
      await this.options.sql.query(
        `insert into research_evidence (id, run_id, project_id, provider, method, url, request_body, request_key, status, duration_ms, response_body, response_truncated, error, reused_from_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          id,
          entry.context.runId,
          entry.context.projectId,
          this.provider,
          entry.method,
          entry.url,
          entry.body,
          entry.requestKey,
          entry.status,
          entry.durationMs,
          entry.response === null ? null : entry.response.slice(0, EVIDENCE_RESPONSE_CAP_CHARS).replaceAll('\u0000', ''),
          entry.truncated,
          entry.error?.slice(0, 1000) ?? null,
          entry.reusedFromId,
        ],
      );
      return id;
    } catch (error) {
      // Evidence is the audit trail, but a failed write must not turn a good answer into none.
      this.options.logger.warn({ err: error, provider: this.provider }, 'could not record research evidence');
      return null;
    }
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    while (this.active >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

function response(status: number, text: string, evidenceId: string | null, retrievedAt: Date, reused: boolean): SourceResponse {
  return {
    status,
    text,
    evidenceId,
    retrievedAt,
    reused,
    json<T>() {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new SourceUnavailableError('source', `the answer is not JSON${briefBody(text)}`, status);
      }
    },
  };
}

/** Replaces each secret (and its URL-encoded form) by "[redacted]". */
export function redact(text: string, secrets: SourceRequest['secrets']): string {
  let result = text;
  for (const secret of secrets ?? []) {
    if (!secret) continue;
    result = result.split(secret).join(REDACTED).split(encodeURIComponent(secret)).join(REDACTED);
  }
  return result;
}

/** Retry-After as seconds or an HTTP date. */
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function briefBody(text: string): string {
  const brief = text.replace(/\s+/g, ' ').trim().slice(0, 160);
  return brief ? `: ${brief}` : '';
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
