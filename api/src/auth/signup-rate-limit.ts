import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sql } from '../jobs/sql.js';
import { tooManyRequests } from '../shared/errors.js';

const HOUR_SECONDS = 3600;

/**
 * Accounts created per IP address per hour, counted in PostgreSQL (rate-limiter-flexible, table
 * signup_rate_limits) so every replica shares the count; the IP is kept only as a hash inside the key.
 */
export class SignupRateLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(sql: Sql, perHour: number) {
    // The library's "client" store calls query({ name?, text, values }) on one object.
    const storeClient = {
      query: (statement: { name?: string; text: string; values?: unknown[] }) =>
        sql.query(statement.name ? { name: statement.name, text: statement.text } : statement.text, statement.values),
    };
    this.limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName: 'signup_rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'account-signup-ip',
      points: perHour,
      duration: HOUR_SECONDS,
    });
  }

  /** Counts one sign-up from the address, or refuses it with 429 and when to try again. */
  async consume(ipAddress: string): Promise<void> {
    try {
      await this.limiter.consume(createHash('sha256').update(ipAddress).digest('hex').slice(0, 32));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw tooManyRequests('Too many accounts were created from your network. Please try again later.', seconds);
      }
      throw error;
    }
  }
}
