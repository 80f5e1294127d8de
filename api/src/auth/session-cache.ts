import { NoticeDrivenCache } from '../jobs/change-notices.js';
import type { PgListener } from '../jobs/pg-listener.js';
import type { UserProfile } from './user-profile.js';

/** PostgreSQL triggers NOTIFY this channel when a session or user row changes or goes (migration AuthChangeNotices). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

export interface CachedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  /** The user's `users` row as read with the session; frozen, since every request maps it into its own EntityManager. */
  userRow: Readonly<Record<string, unknown>>;
  /** The same row as a frozen profile, converted once (what `me` answers with). */
  profile: UserProfile;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

export interface SessionCacheOptions {
  maxEntries: number;
  /** A safety net only: changes arrive as notices within milliseconds, this bounds a notice that never came. */
  maxAgeMs: number;
}

const DEFAULT_OPTIONS: SessionCacheOptions = { maxEntries: 10_000, maxAgeMs: 60_000 };

/**
 * Sessions validated recently, so a signed-in request needs no database round trip (issue 14: the
 * session query was most of what `me` cost). Safe with many replicas: every process LISTENs on
 * `auth_changed` and drops what a notice names, whichever replica or SQL client made the change.
 * While the LISTEN connection is down the cache answers nothing, and it starts empty when the
 * connection comes back (notices sent in between are lost).
 */
export class SessionCache extends NoticeDrivenCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every notice: a database read that started before a notice must not be stored after it. */
  private changeCount = 0;

  constructor(
    listener: PgListener,
    private readonly options: SessionCacheOptions = DEFAULT_OPTIONS,
  ) {
    super(listener, AUTH_CHANGED_CHANNEL);
  }

  /** Taken before reading a session from the database and handed back to `remember`. */
  get version(): number {
    this.notices.live(); // a new LISTEN connection empties the cache first: the read is compared with what follows
    return this.changeCount;
  }

  /** The session if it is cached, fresh and not within `renewWithinMs` of expiring (a renewal needs the database). */
  find(sessionId: string, renewWithinMs: number, now = Date.now()): CachedSession | null {
    if (!this.notices.live()) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (now - entry.storedAt > this.options.maxAgeMs || entry.session.expiresAt.getTime() - now <= renewWithinMs) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.session;
  }

  /** Stores a session read from the database, unless a notice arrived since `versionBeforeRead`. */
  remember(session: CachedSession, versionBeforeRead: number, now = Date.now()): void {
    if (!this.notices.live() || versionBeforeRead !== this.changeCount) return;
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.sessionId, { session: { ...session, userRow: Object.freeze({ ...session.userRow }) }, storedAt: now });
  }

  forget(sessionId: string): void {
    this.changeCount += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.changeCount += 1;
    for (const [sessionId, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }

  protected onNotice(payload: string): void {
    let notice: { sessionId?: unknown; userId?: unknown };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      this.forgetEverything();
      return;
    }
    if (typeof notice.sessionId === 'string') this.forget(notice.sessionId);
    else if (typeof notice.userId === 'string') this.forgetUser(notice.userId);
    else this.forgetEverything();
  }

  protected forgetEverything(): void {
    this.changeCount += 1;
    this.entries.clear();
  }
}
