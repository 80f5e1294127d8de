import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../shared/errors.js';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 10 * 60 * 1000;
const LOCKED_MESSAGE = 'Too many attempts, try again later';

export interface LoginAttemptReservation {
  /** The password was right: the attempt is not a failure and stops counting. */
  succeeded(): Promise<void>;
}

/**
 * At most 10 failed sign-ins per email and per client IP in 10 minutes, counted in PostgreSQL so
 * replicas agree and a restart forgets nothing.
 *
 * Every attempt is written *before* the password is checked and only then counted: of any two
 * attempts, the one counting last sees the other's row, so parallel guesses (or aliased GraphQL
 * mutations) can never judge more than 10 passwords. A refused attempt removes its row (it does not
 * extend the lock); a successful one too; a failed one stays as the failure it is.
 */
export async function reserveLoginAttempt(em: EntityManager, email: string, ipAddress: string): Promise<LoginAttemptReservation> {
  const connection = em.getConnection();
  const now = Date.now();
  const since = new Date(now - FAILED_LOGIN_WINDOW_MS);
  const [inserted] = await connection.execute<{ id: string }[]>(
    'insert into login_attempts (email, ip_address, created_at) values (?, ?, ?) returning id',
    [email, ipAddress, new Date(now)],
  );
  const attemptId = inserted!.id;
  const remove = async () => {
    await connection.execute('delete from login_attempts where id = ?', [attemptId]);
  };

  const [counts] = await connection.execute<{ by_email: string; by_ip: string }[]>(
    `select count(*) filter (where email = ?) as by_email,
            count(*) filter (where ip_address = ?) as by_ip
       from login_attempts
      where created_at > ? and (email = ? or ip_address = ?)`,
    [email, ipAddress, since, email, ipAddress],
  );
  const emailLocked = Number(counts?.by_email ?? 0) > MAX_FAILED_LOGINS;
  const addressLocked = Number(counts?.by_ip ?? 0) > MAX_FAILED_LOGINS;
  if (emailLocked || addressLocked) {
    await remove();
    const waits = await Promise.all([
      emailLocked ? secondsUntilBelowLimit(em, 'email', email, since) : 0,
      addressLocked ? secondsUntilBelowLimit(em, 'ip_address', ipAddress, since) : 0,
    ]);
    throw tooManyRequests(LOCKED_MESSAGE, Math.max(1, ...waits));
  }
  return { succeeded: remove };
}

/** Seconds until the 10th most recent failure leaves the window, so fewer than 10 remain. */
async function secondsUntilBelowLimit(em: EntityManager, column: 'email' | 'ip_address', value: string, since: Date): Promise<number> {
  const [row] = await em.getConnection().execute<{ created_at: Date }[]>(
    `select created_at from login_attempts
      where ${column} = ? and created_at > ?
      order by created_at desc offset ? limit 1`,
    [value, since, MAX_FAILED_LOGINS - 1],
  );
  if (!row) return 1;
  return Math.ceil((new Date(row.created_at).getTime() + FAILED_LOGIN_WINDOW_MS - Date.now()) / 1000);
}
