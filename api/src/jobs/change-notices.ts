import type { PgListener } from './pg-listener.js';

export interface ChangeNoticeHandlers {
  onNotice(payload: string): void;
  /** Notices may have been lost (stopped, or a new LISTEN connection since the last check): drop everything. */
  onMissed(): void;
}

/**
 * The notices an in-process cache relies on to stay true across replicas (auth/session-cache.ts,
 * projects/read-cache/). `live()` says whether the cache may answer and store: only while listening
 * on a connection that is up. A new connection means notices sent in between were lost, so the cache
 * is emptied before it is used again.
 */
export class ChangeNoticeSubscription {
  private started = false;
  private connectionSeen = -1;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly listener: PgListener,
    private readonly channel: string,
    private readonly handlers: ChangeNoticeHandlers,
  ) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.stopListening = await this.listener.listen(this.channel, (payload) => this.handlers.onNotice(payload));
    this.started = true;
  }

  async stop(): Promise<void> {
    this.started = false;
    this.handlers.onMissed();
    await this.stopListening?.();
  }

  live(): boolean {
    if (!this.started || !this.listener.connected) return false;
    if (this.listener.connectionNumber !== this.connectionSeen) {
      this.handlers.onMissed();
      this.connectionSeen = this.listener.connectionNumber;
    }
    return true;
  }
}

/**
 * The base of a per-process cache kept true by notices on one channel: it says what a notice drops
 * (`onNotice`) and what to drop when notices may have been lost (`forgetEverything`); `notices.live()`
 * says whether it may answer and store right now.
 */
export abstract class NoticeDrivenCache {
  protected readonly notices: ChangeNoticeSubscription;

  constructor(listener: PgListener, channel: string) {
    this.notices = new ChangeNoticeSubscription(listener, channel, {
      onNotice: (payload) => this.onNotice(payload),
      onMissed: () => this.forgetEverything(),
    });
  }

  start(): Promise<void> {
    return this.notices.start();
  }

  stop(): Promise<void> {
    return this.notices.stop();
  }

  protected abstract onNotice(payload: string): void;

  protected abstract forgetEverything(): void;
}
