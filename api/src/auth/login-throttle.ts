import type { EntityManager } from '../database/orm.js';
import { tooManyRequests } from '../shared/errors.js';
import { LoginAttempt } from './login-attempt.entity.js';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 10 * 60 * 1000;

/**
 * At most 10 failed sign-ins per email and per client IP in 10 minutes. Counted in PostgreSQL,
 * so replicas agree and a restart forgets nothing.
 */
export async function assertLoginAllowed(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
  const [row] = await em.getConnection().execute<{ by_email: string; by_ip: string; oldest: Date | null }[]>(
    `select count(*) filter (where email = ?) as by_email,
            count(*) filter (where ip_address = ?) as by_ip,
            min(created_at) as oldest
       from login_attempts
      where created_at > ? and (email = ? or ip_address = ?)`,
    [email, ipAddress, since, email, ipAddress],
  );
  if (!row) return;
  if (Number(row.by_email) >= MAX_FAILED_LOGINS || Number(row.by_ip) >= MAX_FAILED_LOGINS) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + FAILED_LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw tooManyRequests('Too many attempts, try again later', retryAfterSeconds);
  }
}

export async function recordFailedLogin(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  const attempt = em.create(LoginAttempt, { email, ipAddress, createdAt: new Date() });
  await em.persistAndFlush(attempt);
}
