/**
 * The only file that knows about lucia. Lucia v3 is deprecated upstream; replacing it means
 * rewriting this file alone. The cookie carries a random token; the database keeps its SHA-256.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { Lucia, TimeSpan, type Adapter, type DatabaseSession, type DatabaseUser } from 'lucia';
import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Database, prepared, type PreparedStatement, type Sql } from '../jobs/sql.js';
import { userProfileFromRow, type UserProfile } from '../users/user-profile.js';

export const SESSION_COOKIE_NAME = 'ideascope_session';

export interface ValidatedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  /** True when the expiry was just extended: the cookie must be sent again. */
  refreshed: boolean;
  /** The user's `users` row, read with the session (map it into the request's EntityManager). */
  userRow: Record<string, unknown>;
  profile: UserProfile;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Lowercase hex SHA-256 (node:crypto's native hash: it runs on every signed-in request). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Lucia extends a 30-day session when less than half of it is left. */
const SESSION_DAYS = 30;

/**
 * The session and its user's row (every column the User entity maps, named: a column added later by
 * a migration cannot change this statement's shape) in one round trip, planned once per connection:
 * it runs on every signed-in request.
 */
function sessionAndUserStatement(database: Database): PreparedStatement {
  return prepared(
    'session-and-user',
    `select s.id as session_id, s.expires_at as session_expires_at, ${database.columnsOf('User', 'u').join(', ')}
     from sessions s join users u on u.id = s.user_id where s.id = $1`,
  );
}

/** Lucia's storage, on the `sessions` table through the ORM's connection. */
class PostgresSessionAdapter implements Adapter {
  private readonly sql: Sql;
  private readonly sessionAndUser: PreparedStatement;

  constructor(private readonly orm: MikroORM) {
    const database = new Database(orm);
    this.sql = database.sql;
    this.sessionAndUser = sessionAndUserStatement(database);
  }

  private execute<Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    return this.orm.em.getConnection().execute<Row[]>(sql, parameters);
  }

  /** The session and its user's whole row in one round trip (the request path needs both on every call). */
  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const {
      rows: [row],
    } = await this.sql.query<{ session_id: string; session_expires_at: Date } & Record<string, unknown>>(this.sessionAndUser, [sessionId]);
    if (!row) return [null, null];
    const { session_id: id, session_expires_at: expiresAt, ...userRow } = row;
    const userId = userRow.id as string;
    return [
      { id, userId, expiresAt: new Date(expiresAt), attributes: {} },
      { id: userId, attributes: { row: userRow } },
    ];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.execute<{ id: string; user_id: string; expires_at: Date }>(
      'select id, user_id, expires_at from sessions where user_id = ?',
      [userId],
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at), attributes: {} }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.execute('insert into sessions (id, user_id, expires_at) values (?, ?, ?)', [session.id, session.userId, session.expiresAt]);
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.execute('update sessions set expires_at = ? where id = ?', [expiresAt, sessionId]);
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.execute('delete from sessions where id = ?', [sessionId]);
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.execute('delete from sessions where user_id = ?', [userId]);
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.execute('delete from sessions where expires_at <= now()');
  }
}

export class SessionManager {
  private readonly lucia: Lucia<Record<never, never>, { row: Record<string, unknown> }>;

  constructor(private readonly orm: MikroORM) {
    this.lucia = new Lucia(new PostgresSessionAdapter(orm), {
      sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
      sessionCookie: { name: SESSION_COOKIE_NAME, expires: true },
      getUserAttributes: (attributes) => ({ row: (attributes as { row?: Record<string, unknown> }).row ?? {} }),
    });
  }

  async createSession(userId: string): Promise<IssuedSession> {
    const token = encodeBase32LowerCaseNoPadding(randomBytes(20)); // 160 bits
    const sessionId = hashSessionToken(token);
    const session = await this.lucia.createSession(userId, {}, { sessionId });
    return { token, sessionId, expiresAt: session.expiresAt };
  }

  async validateToken(token: string): Promise<ValidatedSession | null> {
    if (!token || token.length > 200) return null;
    const sessionId = hashSessionToken(token);
    const { session, user } = await this.lucia.validateSession(sessionId);
    if (!session || !user) return null;
    const userRow = (user as unknown as { row: Record<string, unknown> }).row;
    return {
      sessionId: session.id,
      userId: session.userId,
      expiresAt: session.expiresAt,
      userRow,
      profile: userProfileFromRow(userRow),
      refreshed: session.fresh,
    };
  }

  async invalidateSession(sessionId: string): Promise<void> {
    await this.lucia.invalidateSession(sessionId);
  }

  /** Ends every session of a user except, optionally, the one making the request. */
  async invalidateOtherSessions(userId: string, keepSessionId: string | null): Promise<void> {
    await this.orm.em.getConnection().execute('delete from sessions where user_id = ? and id <> ?', [userId, keepSessionId ?? '']);
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.lucia.deleteExpiredSessions();
  }

  /** True while the session exists and has not expired. */
  async isLive(sessionId: string): Promise<boolean> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ live: number }[]>('select 1 as live from sessions where id = ? and expires_at > now()', [sessionId]);
    return rows.length > 0;
  }

  /** The ids among `sessionIds` that still exist and have not expired. */
  async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string }[]>(
        'select id from sessions where id in (select jsonb_array_elements_text(?::jsonb)) and expires_at > now()',
        [JSON.stringify(sessionIds)],
      );
    return new Set(rows.map((row) => row.id));
  }
}
