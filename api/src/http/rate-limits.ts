import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RATE_LIMIT_EXCEEDED, tooManyRequests } from '../shared/errors.js';

/** The one table every limit keeps its counters in (migration RateLimits); shared by all replicas. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface RateLimit {
  /** Counts `points` for `key`; over the limit a 429 AppError with Retry-After (seconds to the window's end). */
  consume(key: string, points?: number): Promise<void>;
  /** Gives points back (a socket closed: it no longer counts against the cap). */
  reward(key: string, points?: number): Promise<void>;
}

export interface RateLimitOptions {
  /** Keeps the limits' keys apart in the one table ("login", "anonymous-http", ...). */
  name: string;
  points: number;
  durationSeconds: number;
  message?: string;
}

/**
 * A limit kept as rows in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres on the ORM's pool),
 * so every replica counts the same requests. Reuse it for any new limit (sign-ups per IP, ...).
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
  });
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw tooManyRequests(options.message ?? RATE_LIMIT_EXCEEDED, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
    },
    async reward(key, points = 1) {
      await limiter.reward(key, points);
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
}

export function createRequestLimits(
  orm: MikroORM,
  config: {
    ANONYMOUS_REQUESTS_PER_MINUTE: number;
    API_TOKEN_RATE_LIMIT_PER_MINUTE: number;
    SESSION_REQUESTS_PER_MINUTE: number;
    ANONYMOUS_WEBSOCKETS_PER_IP: number;
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
  };
}
