import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../config/config.js';
import type { SessionManager } from '../auth/session-manager.js';
import type { PgListener } from '../jobs/pg-listener.js';
import type { Database } from '../jobs/sql.js';
import type { Logger } from '../shared/logger.js';
import { INVALID_API_TOKEN } from '../auth/api-token.service.js';

/** What the connection bookkeeping uses of the process's services. */
export interface WebSocketConnectionServices {
  config: AppConfig;
  logger: Logger;
  database: Database;
  listener: PgListener;
  sessions: SessionManager;
}

/** graphql-ws's "Unauthorized": a refused token, an ended session or a revoked token. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Over the per-user connection limit. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4429;
export const SESSION_ENDED = 'Your session has ended; sign in again';
export const TOO_MANY_CONNECTIONS = 'Too many open connections for this account; close another tab or app first';
/** The channel the sessions and api_tokens triggers notify (see the WebsocketSessions migration). */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** A connection row not refreshed for this long belongs to a process that died: it stops counting. */
const STALE_AFTER_SECONDS = 120;
const HEARTBEAT_SECONDS = 30;

export interface TrackedConnection {
  id: string;
  socket: WebSocket;
  userId: string;
  sessionId: string | null;
  apiTokenId: string | null;
  ended: boolean;
}

/**
 * The signed-in graphql-ws connections of this process. Each is a row in websocket_connections
 * (so the per-user limit holds across replicas) and is closed with 4401 as soon as its session
 * or token ends: at once on a `session_ended` notice from PostgreSQL (any replica's logout, email
 * change or revocation), and by a periodic re-check of every socket (expiry, missed notices).
 */
export class WebSocketConnections {
  private readonly connections = new Map<string, TrackedConnection>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private stopReconnectCheck: (() => void) | null = null;

  constructor(private readonly services: WebSocketConnectionServices) {}

  async start(): Promise<void> {
    this.unlisten = await this.services.listener.listen(SESSION_ENDED_CHANNEL, (payload) => this.onSessionEnded(payload));
    // Notices sent while the LISTEN connection was down are lost: re-check everything after it is back.
    this.stopReconnectCheck = this.services.listener.onReconnect(() => void this.checkAll());
    const checkSeconds = this.services.config.WEBSOCKET_SESSION_CHECK_SECONDS;
    this.timers.push(setInterval(() => void this.checkAll(), checkSeconds * 1000));
    this.timers.push(setInterval(() => void this.heartbeat(), Math.min(checkSeconds, HEARTBEAT_SECONDS) * 1000));
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.stopReconnectCheck?.();
    await this.unlisten?.();
    const ids = [...this.connections.keys()];
    this.connections.clear();
    if (ids.length > 0) await this.sql('delete from websocket_connections where id = any($1::uuid[])', [ids]).catch(() => undefined);
  }

  /**
   * Records a signed-in connection unless the user already holds the maximum (live rows of every
   * replica, counted under a per-user advisory lock so two replicas cannot both take the last place).
   */
  async open(
    socket: WebSocket,
    viewer: { userId: string; sessionId: string | null; apiTokenId: string | null },
  ): Promise<TrackedConnection | null> {
    const id = randomUUID();
    const admitted = await this.services.database.transaction(async (sql) => {
      await sql.query(`select pg_advisory_xact_lock(hashtextextended('websocket_connections:' || $1, 0))`, [viewer.userId]);
      const { rows } = await sql.query<{ id: string }>(
        `insert into websocket_connections (id, user_id, session_id, api_token_id, opened_at, seen_at)
         select $1, $2, $3, $4, now(), now()
         where (select count(*) from websocket_connections
                where user_id = $2 and seen_at > now() - make_interval(secs => $6)) < $5
         returning id`,
        [
          id,
          viewer.userId,
          viewer.sessionId,
          viewer.apiTokenId,
          this.services.config.WEBSOCKET_MAX_CONNECTIONS_PER_USER,
          STALE_AFTER_SECONDS,
        ],
      );
      return rows.length === 1;
    });
    if (!admitted) return null;
    const connection: TrackedConnection = { id, socket, ...viewer, ended: false };
    this.connections.set(id, connection);
    return connection;
  }

  async closed(connection: TrackedConnection): Promise<void> {
    if (!this.connections.delete(connection.id)) return;
    await this.sql('delete from websocket_connections where id = $1', [connection.id]).catch((error: unknown) =>
      this.services.logger.warn({ err: error }, 'could not delete a websocket connection row'),
    );
  }

  /** Closes the socket with 4401; its operations are refused from now on. */
  end(connection: TrackedConnection, reason = connection.apiTokenId ? INVALID_API_TOKEN : SESSION_ENDED): void {
    if (connection.ended) return;
    connection.ended = true;
    connection.socket.close(SESSION_ENDED_CLOSE_CODE, reason);
  }

  private onSessionEnded(payload: string): void {
    let notice: { sessionId?: string; apiTokenId?: string };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return;
    }
    for (const connection of this.connections.values()) {
      const matches =
        (notice.sessionId !== undefined && connection.sessionId === notice.sessionId) ||
        (notice.apiTokenId !== undefined && connection.apiTokenId === notice.apiTokenId);
      if (matches) this.end(connection);
    }
  }

  /** Re-checks every socket's session (expiry included) and token; closes the ended ones. */
  private async checkAll(): Promise<void> {
    const connections = [...this.connections.values()].filter((connection) => !connection.ended);
    if (connections.length === 0) return;
    try {
      const sessionIds = [...new Set(connections.flatMap((connection) => (connection.sessionId ? [connection.sessionId] : [])))];
      const tokenIds = [...new Set(connections.flatMap((connection) => (connection.apiTokenId ? [connection.apiTokenId] : [])))];
      const liveSessions = await this.services.sessions.liveSessionIds(sessionIds);
      const { rows } = tokenIds.length
        ? await this.sql<{ id: string }>('select id from api_tokens where id = any($1::uuid[]) and revoked_at is null', [tokenIds])
        : { rows: [] };
      const liveTokens = new Set(rows.map((row) => row.id));
      for (const connection of connections) {
        const live = connection.sessionId
          ? liveSessions.has(connection.sessionId)
          : connection.apiTokenId
            ? liveTokens.has(connection.apiTokenId)
            : true;
        if (!live) this.end(connection);
      }
    } catch (error) {
      this.services.logger.warn({ err: error }, 'websocket session check failed');
    }
  }

  /** Keeps this process's rows counting, and deletes those of processes that died. */
  private async heartbeat(): Promise<void> {
    try {
      const ids = [...this.connections.keys()];
      if (ids.length > 0) await this.sql('update websocket_connections set seen_at = now() where id = any($1::uuid[])', [ids]);
      await this.sql('delete from websocket_connections where seen_at < now() - make_interval(secs => $1)', [STALE_AFTER_SECONDS * 2]);
    } catch (error) {
      this.services.logger.warn({ err: error }, 'websocket heartbeat failed');
    }
  }

  private sql<Row>(text: string, values: unknown[]) {
    return this.services.database.sql.query<Row>(text, values);
  }
}
