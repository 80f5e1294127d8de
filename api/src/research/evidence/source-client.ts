import { createHash, randomUUID } from 'node:crypto';
import { handleType, retry, type IBackoff, type IBackoffFactory, type IRetryBackoffContext } from 'cockatiel';
import { FairLimit } from '../pipeline/fair-limit.js';
import type { Sql } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { RunCancelledError, throwIfCancelled } from '../run-cancelled.js';
import type { SourcePacing } from '../sources/registry.js';
import { holdProvider, reserveSlot } from './source-pacing.js';

/** Evidence answers are reused for a day (cost and rate limits). */
export const EVIDENCE_REUSE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Stored responses are capped; the items keep what they need. */
export const EVIDENCE_RESPONSE_CAP_CHARS = 200_000;
const REDACTED = '[redacted]';
/** The first retry's wait when the provider names none (doubling after). */
const FIRST_BACKOFF_MS = 500;
/** A try needs at least this long before the deadline to be worth sending. */
const MIN_ATTEMPT_MS = 50;

export interface SourceCallContext {
  runId: string | null;
  projectId: string | null;
  /**
   * Whose research this is: an earlier answer is reused only for the same user (evidence is private:
   * another user's rows, ids and times are never shown). Null: calls made for nobody in particular.
   */
  userId?: string | null;
  /**
   * The research run's cancellation (superseded, or its project deleted): once aborted, no request goes out
   * (RunCancelledError is thrown instead), and one on its way is cut off.
   */
  signal?: AbortSignal | null;
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
  /**
   * Headers needed only when the request really goes out (an access token): called after the
   * evidence was looked up, so an answer reused from evidence costs no token request.
   */
  authorize?: () => Promise<Record<string, string>>;
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

/** An attempt that may succeed later (429, 5xx, timeout, network): retried after `waitMs` when the deadline allows. */
class RetryableFailure extends Error {
  constructor(
    readonly failure: SourceUnavailableError,
    readonly waitMs: number | null,
  ) {
    super(failure.message);
  }
}

export interface SourceClientOptions {
  provider: string;
  sql: Sql;
  logger: Logger;
  timeoutMs: number;
  /** Requests in flight at once from this process. */
  concurrency: number;
  /** The provider's rate, shared by every replica through research_source_pacing; none: not paced. */
  pacing?: SourcePacing | null;
  /** Tries per request on 429 / 5xx / network errors (Retry-After and reset headers honoured up to maxRetryWaitMs). */
  attempts?: number;
  maxRetryWaitMs?: number;
  /** The longest one request may take in all, pacing and retries included (default twice the timeout). */
  deadlineMs?: number;
  /** false: every request goes out (answers are still stored); where the caller keeps its own cache (RDAP: domain_checks). */
  reuseAnswers?: boolean;
  /** Statuses besides 2xx that are an answer (EPO's 404 "no results"): stored, reused and returned like one. */
  answerStatuses?: readonly number[];
  fetchImplementation?: typeof fetch;
}

interface PreparedRequest {
  method: 'GET' | 'POST';
  body: string | undefined;
  storedUrl: string;
  storedBody: string | null;
  requestKey: string;
  reuse: boolean;
}

interface Attempt {
  status: number | null;
  text: string;
  headers: Headers | null;
  problem: string;
  durationMs: number;
}

/**
 * HTTP to one research source: URL, pacing at the provider's documented rate across replicas, its
 * own timeout and concurrency, one retry policy (cockatiel: 429 / 5xx / network, waiting what
 * Retry-After or the provider's reset header asks, never past the request's deadline); every call
 * recorded in research_evidence (secrets removed, response capped) and in the provider's status row;
 * the same request within 24 hours answered from its evidence instead of the source.
 */
export class SourceClient {
  /** Fair between users: one user's burst does not queue another user's request behind all of it. */
  private readonly limit: FairLimit;

  constructor(private readonly options: SourceClientOptions) {
    this.limit = new FairLimit(Math.max(1, options.concurrency));
  }

  get provider(): string {
    return this.options.provider;
  }

  async request(request: SourceRequest, context: SourceCallContext): Promise<SourceResponse> {
    return this.send(this.prepare(request, context), request, context, true);
  }

  /**
   * The requests of one series (Hacker News' counts a month), each answer read by `read` (which throws on an answer
   * it cannot use), results in the order asked. The answers this user got in the last 24 hours are looked up and
   * recorded as reused for the whole series in one statement; the others go out as `request` sends them,
   * `concurrency` at a time. The first failure is thrown, and the requests not yet sent are not sent.
   */
  async requestSeries<Result>(
    requests: SourceRequest[],
    context: SourceCallContext,
    concurrency: number,
    read: (response: SourceResponse) => Promise<Result>,
  ): Promise<Result[]> {
    const prepared = requests.map((request) => this.prepare(request, context));
    const reused = await this.reuseSeries(prepared, context);
    const results: Result[] = new Array(requests.length);
    const pending: number[] = [];
    for (const [index] of requests.entries()) {
      const answer = reused[index];
      if (answer) results[index] = await read(answer);
      else pending.push(index);
    }
    let failure: unknown = null;
    let next = 0;
    const sender = async () => {
      while (failure === null && next < pending.length) {
        const index = pending[next++]!;
        try {
          results[index] = await read(await this.send(prepared[index]!, requests[index]!, context, reused.length === 0));
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, pending.length)) }, sender));
    if (failure !== null) throw failure;
    return results;
  }

  /** What identifies a request in research_evidence: the stored (redacted) URL and body, and the reuse key. */
  private prepare(request: SourceRequest, context: SourceCallContext): PreparedRequest {
    const method = request.method ?? 'GET';
    const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    const storedUrl = redact(request.url, request.secrets);
    const storedBody = body === undefined ? null : redact(body, request.secrets);
    // Scoped per user: reuse reveals nothing about other users (their ids, their times, that they asked).
    const requestKey = createHash('sha256')
      .update([this.provider, method, storedUrl, storedBody ?? '', context.userId ?? ''].join('\n'))
      .digest('hex');
    return { method, body, storedUrl, storedBody, requestKey, reuse: request.reuse !== false };
  }

  /**
   * One statement for a series: every request whose answer this user got in the last 24 hours gets its evidence row
   * (a copy naming the earlier one) and the provider's status row its success. The reused responses by position
   * (empty when reuse is off, or when the statement failed: each request then looks for itself).
   */
  private async reuseSeries(prepared: PreparedRequest[], context: SourceCallContext): Promise<(SourceResponse | undefined)[]> {
    if (this.options.reuseAnswers === false) return [];
    const wanted = prepared.map((request, position) => ({
      position,
      id: randomUUID(),
      request_key: request.requestKey,
      method: request.method,
      url: request.storedUrl,
      request_body: request.storedBody,
    }));
    const reusable = wanted.filter((_, position) => prepared[position]!.reuse);
    if (reusable.length === 0) return [];
    try {
      const { rows } = await this.options.sql.query<{
        position: number;
        evidence_id: string;
        status: number;
        response_body: string | null;
        created_at: string | Date;
      }>(
        `with wanted as (
           select * from jsonb_to_recordset($1::jsonb) as w(position int, id uuid, request_key text, method text, url text, request_body text)
         ), earlier as (
           select distinct on (e.request_key) e.id, e.request_key, e.status, e.response_body, e.created_at from research_evidence e
            where e.request_key in (select request_key from wanted) and e.created_at > now() - ($5::int * interval '1 millisecond')
              and e.reused_from_id is null and (e.status between 200 and 299 or e.status = any($6::int[])) and not e.response_truncated
            order by e.request_key, e.created_at desc
         ), copied as (
           insert into research_evidence (id, run_id, project_id, provider, method, url, request_body, request_key, status, duration_ms, response_body, response_truncated, error, reused_from_id)
           select w.id, $2, $3, $4, w.method, w.url, w.request_body, w.request_key, earlier.status, 0, earlier.response_body, false, null, earlier.id
             from wanted w join earlier on earlier.request_key = w.request_key
         ), status as (
           insert into research_source_status as status (provider, last_success_at, last_status)
           select $4, now(), (select earlier.status from earlier limit 1) where exists (select 1 from earlier)
           on conflict (provider) do update set last_success_at = excluded.last_success_at, last_status = excluded.last_status
         )
         select w.position, w.id as evidence_id, earlier.status, earlier.response_body, earlier.created_at
           from wanted w join earlier on earlier.request_key = w.request_key`,
        [
          JSON.stringify(reusable),
          context.runId,
          context.projectId,
          this.provider,
          EVIDENCE_REUSE_WINDOW_MS,
          [...(this.options.answerStatuses ?? [])],
        ],
      );
      const responses: (SourceResponse | undefined)[] = new Array(prepared.length).fill(undefined);
      for (const row of rows) {
        responses[row.position] = response(
          this.provider,
          row.status,
          row.response_body ?? '',
          row.evidence_id,
          new Date(row.created_at),
          true,
        );
      }
      return responses;
    } catch (error) {
      if (isProjectGone(error)) this.options.logger.debug({ provider: this.provider, projectId: context.projectId }, PROJECT_GONE);
      else this.options.logger.warn({ err: error, provider: this.provider }, 'could not reuse research evidence for a series');
      return [];
    }
  }

  /** Reuses an earlier answer (when `lookUp`: the series looked already) or sends the request, recording it. */
  private async send(
    prepared: PreparedRequest,
    request: SourceRequest,
    context: SourceCallContext,
    lookUp: boolean,
  ): Promise<SourceResponse> {
    const { method, body, storedUrl, storedBody, requestKey, reuse } = prepared;
    throwIfCancelled(context.signal);
    if (lookUp && reuse && this.options.reuseAnswers !== false) {
      const earlier = await this.reusable(requestKey);
      if (earlier) {
        const evidenceId = await this.record({
          context,
          method,
          url: storedUrl,
          body: storedBody,
          requestKey,
          status: earlier.status,
          durationMs: 0,
          response: earlier.response_body,
          truncated: earlier.response_truncated,
          error: null,
          reusedFromId: earlier.id,
        });
        return response(this.provider, earlier.status, earlier.response_body ?? '', evidenceId, new Date(earlier.created_at), true);
      }
    }

    const headers = { ...request.headers, ...(request.authorize ? await request.authorize() : {}) };
    const deadline = Date.now() + (this.options.deadlineMs ?? this.options.timeoutMs * 2);
    const attempts = Math.max(1, this.options.attempts ?? 3);
    const policy = retry(handleType(RetryableFailure), {
      maxAttempts: attempts - 1,
      backoff: new ProviderBackoff(this.options.maxRetryWaitMs ?? 10_000),
    });
    // True from a failed try until the next one starts: the policy is waiting out its backoff.
    let waitingToRetry = false;
    policy.onRetry((event) => {
      waitingToRetry = true;
      this.options.logger.info(
        { provider: this.provider, wait: event.delay, reason: 'error' in event ? event.error.message : null },
        'research source busy: retrying',
      );
    });

    let lastFailure: SourceUnavailableError | null = null;
    try {
      const tries = policy.execute(async () => {
        waitingToRetry = false;
        // A retry that would start with no time left reports what the last try got.
        if (lastFailure && Date.now() >= deadline - MIN_ATTEMPT_MS) throw lastFailure;
        const attempt = await this.attempt(method, request.url, headers, body, deadline, context);
        // Cut off (or answered) after the run was superseded or deleted: nothing is stored, and no retry goes out.
        throwIfCancelled(context.signal);
        const retrievedAt = new Date();
        const answered = attempt.status !== null && this.isAnswer(attempt.status);
        const evidenceId = await this.record({
          context,
          method,
          url: storedUrl,
          body: storedBody,
          requestKey: answered && reuse ? requestKey : `${requestKey}:not-reusable`,
          status: attempt.status,
          durationMs: attempt.durationMs,
          response: reuse || !answered ? attempt.text : null,
          truncated: attempt.text.length > EVIDENCE_RESPONSE_CAP_CHARS,
          error: answered ? null : attempt.problem,
          reusedFromId: null,
        });
        if (answered) return response(this.provider, attempt.status!, attempt.text, evidenceId, retrievedAt, false);
        // A try cut short by the deadline says less than the answer before it (a 429, a 503).
        if (attempt.status === null && lastFailure && Date.now() >= deadline - MIN_ATTEMPT_MS) throw lastFailure;
        const failure = await this.failure(attempt, deadline);
        lastFailure = failure instanceof RetryableFailure ? failure.failure : (failure as SourceUnavailableError);
        throw failure;
      }, context.signal ?? undefined); // no further try once the run is stopped
      return await stopsDuringWait(tries, context.signal, () => waitingToRetry);
    } catch (error) {
      // Stopped (superseded or deleted) while waiting or trying: the run's own RunCancelledError, not the policy's.
      throwIfCancelled(context.signal);
      if (error instanceof RetryableFailure) throw error.failure;
      throw error;
    }
  }

  /**
   * Takes its turn among the users waiting for this provider (FairLimit), then the provider's paced slot,
   * then sends within what is left of the deadline. The slot is reserved only at its turn, so a burst
   * waiting in the queue holds no future slots ahead of another user's request.
   */
  private async attempt(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    deadline: number,
    context: SourceCallContext,
  ): Promise<Attempt> {
    const { pacing } = this.options;
    return this.limit.run(context.userId ?? '', async () => {
      // Its turn may come after the run was superseded or deleted: then it takes no slot and sends nothing.
      throwIfCancelled(context.signal);
      if (pacing) {
        const wait = await reserveSlot(this.options.sql, this.provider, pacing).catch((error: unknown) => {
          // Pacing is politeness: a failed reservation must not turn an answer into none.
          this.options.logger.warn({ err: error, provider: this.provider }, 'could not reserve a request slot');
          return 0;
        });
        if (Date.now() + wait >= deadline) {
          throw new SourceUnavailableError(
            this.provider,
            `${this.provider} is paced at its rate limit: the next request could go in ${Math.ceil(wait / 1000)} s, past the research's time for it`,
            429,
          );
        }
        if (wait > 0) await sleep(wait, context.signal);
        throwIfCancelled(context.signal);
      }
      const started = performance.now();
      const timeoutMs = Math.max(1, Math.min(this.options.timeoutMs, deadline - Date.now()));
      try {
        const result = await (this.options.fetchImplementation ?? fetch)(url, {
          method,
          headers: requestHeaders(headers, body),
          body,
          signal: context.signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), context.signal]) : AbortSignal.timeout(timeoutMs),
        });
        // Read the body in full (bounded by the timeout) so the socket is released.
        const text = await result.text();
        const ok = this.isAnswer(result.status);
        return {
          status: result.status,
          text,
          headers: result.headers,
          problem: ok ? '' : `${this.provider} answered ${result.status}${briefBody(text)}`,
          durationMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return {
          status: null,
          text: '',
          headers: null,
          problem: describeFailure(error, timeoutMs),
          durationMs: Math.round(performance.now() - started),
        };
      }
    });
  }

  /** The error for an attempt without an answer: retryable (429, 5xx, no answer) while the deadline allows its wait. */
  private async failure(attempt: Attempt, deadline: number): Promise<Error> {
    const failure = new SourceUnavailableError(this.provider, attempt.problem || `${this.provider} gave no answer`, attempt.status);
    // GitHub refuses an exhausted rate limit with 403 and x-ratelimit-remaining: 0 (429 also happens).
    const rateLimited = attempt.status === 429 || (attempt.status === 403 && attempt.headers?.get('x-ratelimit-remaining')?.trim() === '0');
    const transient = attempt.status === null || rateLimited || (attempt.status ?? 0) >= 500;
    if (!transient) return failure;
    const waitMs = attempt.headers ? providerWaitMs(attempt.headers) : null;
    if (rateLimited && waitMs !== null) {
      await holdProvider(this.options.sql, this.provider, this.options.pacing ?? null, waitMs).catch(() => undefined);
    }
    if (Date.now() + (waitMs ?? 0) >= deadline) return failure;
    return new RetryableFailure(failure, waitMs);
  }

  private isAnswer(status: number): boolean {
    return (status >= 200 && status < 300) || (this.options.answerStatuses ?? []).includes(status);
  }

  private async reusable(
    requestKey: string,
  ): Promise<{ id: string; status: number; response_body: string | null; response_truncated: boolean; created_at: string | Date } | null> {
    const answerStatuses = [...(this.options.answerStatuses ?? [])];
    const { rows } = await this.options.sql.query<{
      id: string;
      status: number;
      response_body: string | null;
      response_truncated: boolean;
      created_at: string | Date;
    }>(
      `select id, status, response_body, response_truncated, created_at from research_evidence
        where request_key = $1 and created_at > now() - ($2::int * interval '1 millisecond') and reused_from_id is null
          and (status between 200 and 299 or status = any($3::int[])) and not response_truncated
        order by created_at desc limit 1`,
      [requestKey, EVIDENCE_REUSE_WINDOW_MS, answerStatuses],
    );
    return rows[0] ?? null;
  }

  /** One statement: the evidence row, and the provider's status row (last success, or last error and status). */
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
        `with evidence as (
           insert into research_evidence (id, run_id, project_id, provider, method, url, request_body, request_key, status, duration_ms, response_body, response_truncated, error, reused_from_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         )
         insert into research_source_status as status (provider, last_success_at, last_error_at, last_error, last_status)
         values ($4, case when $13::text is null then now() end, case when $13::text is not null then now() end, $13::text, $9)
         on conflict (provider) do update set
           last_success_at = coalesce(excluded.last_success_at, status.last_success_at),
           last_error_at = coalesce(excluded.last_error_at, status.last_error_at),
           last_error = coalesce(excluded.last_error, status.last_error),
           last_status = coalesce(excluded.last_status, status.last_status)`,
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
      // The project was deleted while its research ran: its evidence goes with it, and the run is ending anyway.
      if (isProjectGone(error)) {
        this.options.logger.debug({ provider: this.provider, projectId: entry.context.projectId }, PROJECT_GONE);
        return null;
      }
      // Evidence is the audit trail, but a failed write must not turn a good answer into none.
      this.options.logger.warn({ err: error, provider: this.provider }, 'could not record research evidence');
      return null;
    }
  }
}

const PROJECT_GONE = 'project deleted during its research: evidence not kept';

/**
 * An evidence row refused by its project's foreign key (migration EvidenceFollowsProject): the project was
 * deleted while its research ran, and its evidence is deleted with it.
 */
function isProjectGone(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === '23503' && failure.constraint === 'research_evidence_project_id_foreign';
}

/** Retry waits: what the provider asked for (Retry-After, reset headers), else 0.5 s doubling; never above `maxMs`. */
class ProviderBackoff implements IBackoffFactory<IRetryBackoffContext<unknown>> {
  constructor(private readonly maxMs: number) {}

  next(context: IRetryBackoffContext<unknown>): IBackoff<IRetryBackoffContext<unknown>> {
    const asked = 'error' in context.result && context.result.error instanceof RetryableFailure ? context.result.error.waitMs : null;
    return { duration: Math.min(asked ?? FIRST_BACKOFF_MS * 2 ** (context.attempt - 1), this.maxMs), next: (later) => this.next(later) };
  }
}

function response(
  provider: string,
  status: number,
  text: string,
  evidenceId: string | null,
  retrievedAt: Date,
  reused: boolean,
): SourceResponse {
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
        throw new SourceUnavailableError(provider, `the answer is not JSON${briefBody(text)}`, status);
      }
    },
  };
}

function requestHeaders(headers: Record<string, string>, body: string | undefined): Record<string, string> {
  const all: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'IdeaScope research (+https://github.com/ideascope)',
    ...headers,
  };
  if (body !== undefined && !Object.keys(all).some((key) => key.toLowerCase() === 'content-type')) all['content-type'] = 'application/json';
  return all;
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

/** Epoch seconds beyond this are a time (GitHub's x-ratelimit-reset), below it a number of seconds (Brave's). */
const EPOCH_SECONDS_FLOOR = 1_000_000_000;

/**
 * How long the provider asks to wait: Retry-After, else X-RateLimit-Reset — GitHub's is the UTC epoch
 * second the window resets; Brave's lists seconds per window ("1, 1419704") beside X-RateLimit-Remaining
 * ("0, 1419"), and the exhausted windows' resets count. Null when the answer names no wait.
 */
export function providerWaitMs(headers: Headers): number | null {
  const retryAfter = retryAfterMs(headers.get('retry-after'));
  if (retryAfter !== null) return retryAfter;
  const resets = numberList(headers.get('x-ratelimit-reset'));
  if (resets.length === 0) return null;
  const remaining = numberList(headers.get('x-ratelimit-remaining'));
  const exhausted = resets.filter((_, index) => remaining[index] === 0);
  const chosen = exhausted.length > 0 ? Math.max(...exhausted) : Math.min(...resets);
  return chosen >= EPOCH_SECONDS_FLOOR ? Math.max(0, chosen * 1000 - Date.now()) : Math.max(0, chosen * 1000);
}

function numberList(header: string | null): number[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isFinite(value));
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

/**
 * The tries' outcome, or, when the run is stopped while the policy waits out a backoff (up to maxRetryWaitMs), the
 * run's RunCancelledError at once: cockatiel's wait is a plain timer that does not end on the signal. Stopped during
 * a try, the try ends as it does (cut off, nothing stored) and that is the outcome.
 */
function stopsDuringWait<T>(tries: Promise<T>, signal: AbortSignal | null | undefined, waiting: () => boolean): Promise<T> {
  if (!signal) return tries;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (!waiting()) return;
      // The policy's next try finds the run stopped and sends nothing; nobody waits for that any more.
      tries.catch(() => undefined);
      reject(signal.reason instanceof Error ? signal.reason : new RunCancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    tries.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, or less when `signal` is aborted meanwhile (the run stopped: its paced request will not go out). */
function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
