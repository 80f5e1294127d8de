import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RATE_LIMIT_EXCEEDED, tooManyRequests } from '../shared/errors.js';

/** The one table every limit keeps its counters in (migration RateLimits); shared by all replicas. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Counted, or refused with the seconds until the key's window ends. */
export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts `points` for `key`; over the limit a 429 AppError with Retry-After (seconds to the window's end). */
  consume(key: string, points?: number): Promise<void>;
  /** Counts `points` for `key` like consume, answering instead of throwing when over the limit (the points still count). */
  take(key: string, points?: number): Promise<RateLimitOutcome>;
  /** Gives points back (a socket closed, a sign-in succeeded: it no longer counts against the limit). */
  reward(key: string, points?: number): Promise<void>;
}

export interface RateLimitOptions {
  /** Keeps the limits' keys apart in the one table ("login-email", "anonymous", ...). */
  name: string;
  points: number;
  durationSeconds: number;
  message?: string;
  /**
   * Once PostgreSQL says a key is over, this process refuses it for these seconds without asking again
   * (a flood costs no writes; Retry-After is then these seconds). The count itself stays shared.
   */
  refuseLocallySeconds?: number;
}

/** The key of `key`'s row in RATE_LIMIT_TABLE under the limit named `name` (rate-limiter-flexible's keyPrefix). */
export function storedRateLimitKey(name: string, key: string): string {
  return `${name}:${key}`;
}

/** A key that keeps an IP address or email out of the table in clear (128 bits of its SHA-256). */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * A limit kept as rows in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres on the ORM's pool),
 * so every replica counts the same requests: fixed windows of `durationSeconds` starting with a key's
 * first point. Every limit of the API is one of these, in the one table.
 */
export function createRateLimit(orm: MikroORM, options: RateLimitOptions): RateLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: orm.em.getConnection().getKnex(),
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.name,
    points: options.points,
    duration: options.durationSeconds,
    ...(options.refuseLocallySeconds
      ? { inMemoryBlockOnConsumed: options.points + 1, inMemoryBlockDuration: options.refuseLocallySeconds }
      : {}),
  });
  const take = async (key: string, points = 1): Promise<RateLimitOutcome> => {
    try {
      await limiter.consume(key, points);
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  };
  return {
    take,
    async consume(key, points = 1) {
      const outcome = await take(key, points);
      if (!outcome.allowed) throw tooManyRequests(options.message ?? RATE_LIMIT_EXCEEDED, outcome.retryAfterSeconds);
    },
    async reward(key, points = 1) {
      const result = await limiter.reward(key, points);
      // The window ended meanwhile and the reward opened a new one below zero: add the difference
      // back (one atomic increment, so a point counted in between is kept) rather than grant extra.
      if (result.consumedPoints < 0) await limiter.penalty(key, -result.consumedPoints);
    },
  };
}

export interface RequestLimits {
  /** Signed-out HTTP requests and socket operations, per client IP. */
  anonymous: RateLimit;
  /** Requests made with any of a user's API tokens (HTTP and socket operations), per user. */
  apiTokenUser: RateLimit;
  /** Requests made with a user's browser sessions, per user. */
  sessionUser: RateLimit;
  /** Open signed-out graphql-ws sockets per IP (a cap: a closed socket gives its point back; stale counts end with the window). */
  anonymousSockets: RateLimit;
  /** graphql-ws operations per browser session (HTTP requests of the same browser count apart, in sessionUser). */
  sessionSocketOperations: RateLimit;
}

export function createRequestLimits(
  orm: MikroORM,
  config: {
    ANONYMOUS_REQUESTS_PER_MINUTE: number;
    API_TOKEN_RATE_LIMIT_PER_MINUTE: number;
    SESSION_REQUESTS_PER_MINUTE: number;
    ANONYMOUS_WEBSOCKETS_PER_IP: number;
    WEBSOCKET_OPERATIONS_PER_MINUTE: number;
  },
): RequestLimits {
  return {
    anonymous: createRateLimit(orm, { name: 'anonymous', points: config.ANONYMOUS_REQUESTS_PER_MINUTE, durationSeconds: 60 }),
    apiTokenUser: createRateLimit(orm, { name: 'api-token-user', points: config.API_TOKEN_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
    sessionUser: createRateLimit(orm, { name: 'session-user', points: config.SESSION_REQUESTS_PER_MINUTE, durationSeconds: 60 }),
    anonymousSockets: createRateLimit(orm, {
      name: 'anonymous-sockets',
      points: config.ANONYMOUS_WEBSOCKETS_PER_IP,
      durationSeconds: 600,
      message: 'Too many connections from this address',
    }),
    sessionSocketOperations: createRateLimit(orm, {
      name: 'session-socket-operations',
      points: config.WEBSOCKET_OPERATIONS_PER_MINUTE,
      durationSeconds: 60,
    }),
  };
}
