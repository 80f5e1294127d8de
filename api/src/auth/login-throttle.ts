import type { MikroORM } from '@mikro-orm/postgresql';
import { createRateLimit, hashedKey, storedRateLimitKey, type RateLimit, type RateLimitOutcome } from '../http/rate-limits.js';
import { tooManyRequests } from '../shared/errors.js';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 10 * 60;
const LOCKED_MESSAGE = 'Too many attempts, try again later';
const BY_EMAIL = 'login-email';
const BY_ADDRESS = 'login-ip';

/** The rate_limits rows that count an email's and an address's failures (the email only as a hash). */
export function loginLimitRows(email: string, ipAddress: string): { email: string; address: string } {
  return { email: storedRateLimitKey(BY_EMAIL, hashedKey(email)), address: storedRateLimitKey(BY_ADDRESS, ipAddress) };
}

export interface LoginAttemptReservation {
  /** The password was right: the attempt is not a failure and stops counting. */
  succeeded(): Promise<void>;
}

/**
 * At most 10 failed sign-ins per email and per client IP in a 10-minute window (from the first
 * failure), counted in the shared rate_limits table so replicas agree and a restart forgets nothing.
 *
 * Every attempt takes its point *before* the password is checked, in one atomic increment per key:
 * parallel guesses (or aliased GraphQL mutations) can never judge more than 10 passwords. A refused
 * attempt gives its points back (it does not extend the lock); a successful one too; a failed one
 * keeps them as the failure it is.
 */
export class LoginThrottle {
  private readonly byEmail: RateLimit;
  private readonly byAddress: RateLimit;

  constructor(orm: MikroORM) {
    const limit = { points: MAX_FAILED_LOGINS, durationSeconds: FAILED_LOGIN_WINDOW_SECONDS, message: LOCKED_MESSAGE };
    this.byEmail = createRateLimit(orm, { name: BY_EMAIL, ...limit });
    this.byAddress = createRateLimit(orm, { name: BY_ADDRESS, ...limit });
  }

  /** Counts an attempt against both limits, or refuses it with 429 and the longer wait of the two. */
  async reserve(email: string, ipAddress: string): Promise<LoginAttemptReservation> {
    const counts: Array<[RateLimit, string]> = [
      [this.byEmail, hashedKey(email)],
      [this.byAddress, ipAddress],
    ];
    const outcomes = await Promise.allSettled(counts.map(([limit, key]) => limit.take(key)));
    const giveBack = async (indexes: number[]) => {
      await Promise.all(indexes.map((index) => counts[index]![0].reward(counts[index]![1])));
    };
    const took = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) {
      await giveBack(took);
      throw failed.reason;
    }
    const refusals = outcomes
      .map((outcome) => (outcome as PromiseFulfilledResult<RateLimitOutcome>).value)
      .flatMap((outcome) => (outcome.allowed ? [] : [outcome.retryAfterSeconds]));
    if (refusals.length > 0) {
      await giveBack(took);
      throw tooManyRequests(LOCKED_MESSAGE, Math.max(...refusals));
    }
    return { succeeded: () => giveBack(took) };
  }
}
