import pg from 'pg';
import type { Logger } from '../shared/logger.js';

export type NotificationHandler = (payload: string) => void;

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

export interface PgListenerOptions {
  /** How often the connection is asked `select 1` (a dead one that sent no FIN is noticed this way). */
  heartbeatIntervalMs?: number;
  /** How long a heartbeat may take before the connection counts as dead and is replaced. */
  heartbeatTimeoutMs?: number;
}

/**
 * The one dedicated LISTEN connection of a process. Channels are listened to while they have
 * handlers; after a lost connection it reconnects with backoff and listens again, and tells the
 * `onReconnect` callbacks so they can catch up on what they missed.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  /** A channel's LISTEN while it is under way, awaited by every listen() of that channel meanwhile. */
  private readonly pendingListens = new Map<string, Promise<void>>();
  private readonly reconnectCallbacks = new Set<() => void>();
  private closed = false;
  /** Set when the process stops on purpose: a connection lost now is expected, not worth a warning. */
  private stopping = false;
  private failures = 0;
  private connections = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly heartbeatIntervalMs: number;
  private readonly heartbeatTimeoutMs: number;

  /**
   * The heartbeat defaults notice a silently dead connection within 10 s: at most 5 s to the next
   * beat, 3 s for its answer, then the reconnect starts after 100 ms.
   */
  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    options: PgListenerOptions = {},
  ) {
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5000;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 3000;
  }

  /** The process is stopping: losses from now on are expected (logged at debug). */
  beginStop(): void {
    this.stopping = true;
  }

  /** Calls the handler for every notification on the channel; returns the function that stops it. */
  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    assertChannelName(channel);
    let channelHandlers = this.handlers.get(channel);
    const firstHandler = !channelHandlers;
    if (!channelHandlers) {
      channelHandlers = new Set();
      this.handlers.set(channel, channelHandlers);
    }
    channelHandlers.add(handler);
    // Every caller waits for the channel's one LISTEN: if it fails, none of them counts on it.
    let listening = this.pendingListens.get(channel);
    if (firstHandler) {
      listening = this.connection().then((client) => client.query(`LISTEN ${channel}`).then(() => undefined));
      this.pendingListens.set(channel, listening);
      const settled = () => {
        if (this.pendingListens.get(channel) === listening) this.pendingListens.delete(channel);
      };
      listening.then(settled, settled);
    }
    try {
      await listening;
    } catch (error) {
      // Not listening: the handler goes again, so the next listen() LISTENs instead of counting on this one.
      if (channelHandlers.delete(handler) && channelHandlers.size === 0 && this.handlers.get(channel) === channelHandlers)
        this.handlers.delete(channel);
      throw error;
    }
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) await this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  /** True while the LISTEN connection is up (notices are arriving). */
  get connected(): boolean {
    return this.client !== null;
  }

  /** Counts the connections made so far: a change means notices sent in between were missed. */
  get connectionNumber(): number {
    return this.connections;
  }

  onReconnect(callback: () => void): () => void {
    this.reconnectCallbacks.add(callback);
    return () => this.reconnectCallbacks.delete(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopping = true;
    this.stopHeartbeat();
    this.handlers.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('listener closed');
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'ideascope-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 5000,
      connectionTimeoutMillis: this.heartbeatTimeoutMs,
    });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.logger.error({ err: error, channel: message.channel }, 'notification handler failed');
        }
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.dropConnection(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.connections += 1;
    this.failures = 0;
    this.startHeartbeat(client);
    return client;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    if (this.stopping) this.logger.debug({ err: error }, 'LISTEN connection closed while stopping');
    else this.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'LISTEN connection lost; reconnecting');
    this.dropConnection(client);
  }

  /** `select 1` every few seconds with a deadline: no answer in time and the connection is replaced. */
  private startHeartbeat(client: pg.Client): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.client !== client) return;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no heartbeat answer within ${this.heartbeatTimeoutMs} ms`)), this.heartbeatTimeoutMs);
      });
      Promise.race([client.query('select 1'), deadline])
        .catch((error: unknown) => this.lost(client, error))
        .finally(() => clearTimeout(timer));
    }, this.heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private dropConnection(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.stopHeartbeat();
    // A connection that stopped answering may never finish a clean end: drop its socket.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    client.end().catch(() => undefined);
    if (this.closed || this.handlers.size === 0) return;
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    while (!this.closed && this.handlers.size > 0 && !this.client) {
      const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        await this.connection();
        for (const callback of this.reconnectCallbacks) callback();
      } catch (error) {
        this.failures += 1;
        if (!this.stopping)
          this.logger.warn(
            { reason: error instanceof Error ? error.message : String(error), attempt: this.failures },
            'LISTEN reconnect failed',
          );
      }
    }
  }
}

/** Channel names are interpolated into LISTEN: only plain identifiers are allowed. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}
