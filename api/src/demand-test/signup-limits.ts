import type { MikroORM } from '@mikro-orm/postgresql';
import { createRateLimit, hashedKey, type RateLimit } from '../http/rate-limits.js';

const HOUR_SECONDS = 3600;

/**
 * Signup limits of published sites per IP and per site, in the shared rate_limits table so every
 * replica counts the same posts. The IP is kept only as a hash inside the key.
 */
export class SignupLimits {
  private readonly perIp: RateLimit;
  private readonly perSite: RateLimit;

  constructor(orm: MikroORM, limits: { perIpPerHour: number; perSitePerHour: number }) {
    // Once PostgreSQL says an IP is over, this process refuses it for a minute without asking again (a flood costs no writes).
    this.perIp = createRateLimit(orm, {
      name: 'signup-ip',
      points: limits.perIpPerHour,
      durationSeconds: HOUR_SECONDS,
      refuseLocallySeconds: 60,
    });
    this.perSite = createRateLimit(orm, { name: 'signup-site', points: limits.perSitePerHour, durationSeconds: HOUR_SECONDS });
  }

  /** Counts one signup attempt; null when allowed, else the seconds to wait. The site is counted only when the IP may post. */
  async consume(ipAddress: string, websiteId: string): Promise<number | null> {
    const byIp = await this.perIp.take(hashedKey(ipAddress));
    if (!byIp.allowed) return byIp.retryAfterSeconds;
    const bySite = await this.perSite.take(websiteId);
    return bySite.allowed ? null : bySite.retryAfterSeconds;
  }
}
