import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sql } from '../jobs/sql.js';

const HOUR_SECONDS = 3600;
const TABLE = 'demand_test_rate_limits';

/**
 * Signup limits per IP and per site, counted in PostgreSQL (rate-limiter-flexible) so every replica
 * shares them. The IP is kept only as a hash inside the key, and only for the hour it counts.
 */
export class SignupLimits {
  private readonly perIp: RateLimiterPostgres;
  private readonly perSite: RateLimiterPostgres;

  constructor(sql: Sql, limits: { perIpPerHour: number; perSitePerHour: number }) {
    // The library's "client" store calls query({ name?, text, values }) on one object.
    const storeClient = {
      query: (statement: { name?: string; text: string; values?: unknown[] }) =>
        sql.query(statement.name ? { name: statement.name, text: statement.text } : statement.text, statement.values),
    };
    const common = {
      storeClient,
      storeType: 'client',
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      duration: HOUR_SECONDS,
    };
    // Once PostgreSQL says an IP is over its limit, this process refuses it for a minute without asking again
    // (a flood costs no writes); the count itself stays in PostgreSQL, shared by every replica.
    this.perIp = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'signup-ip',
      points: limits.perIpPerHour,
      inMemoryBlockOnConsumed: limits.perIpPerHour + 1,
      inMemoryBlockDuration: 60,
    });
    this.perSite = new RateLimiterPostgres({ ...common, keyPrefix: 'signup-site', points: limits.perSitePerHour });
  }

  /** Counts one signup attempt; null when allowed, else the seconds to wait. The site is counted only when the IP may post. */
  async consume(ipAddress: string, websiteId: string): Promise<number | null> {
    try {
      await this.perIp.consume(createHash('sha256').update(ipAddress).digest('hex').slice(0, 32));
      await this.perSite.consume(websiteId);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Expired counters go (the daily job), so the table holds only the current hour's keys. */
  static async dropExpired(sql: Sql): Promise<void> {
    await sql.query(`delete from ${TABLE} where expire < $1`, [Date.now()]);
  }
}
