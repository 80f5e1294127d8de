import type { PubSub } from 'type-graphql';
import type { Sql } from '../../jobs/sql.js';
import type { PgListener } from '../../jobs/pg-listener.js';
import type { Logger } from '../../shared/logger.js';
import { AsyncQueue } from './async-queue.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

interface Envelope {
  id: string | null;
  payload: unknown;
}

/**
 * type-graphql's PubSub over PostgreSQL LISTEN/NOTIFY: a routing key is a channel, the dynamic id
 * (here a project id) travels in the payload. Any process can publish (workers publish from SQL);
 * each process receives on its one LISTEN connection and fans out to its subscribers.
 */
export class PgPubSub implements PubSub {
  constructor(
    private readonly listener: PgListener,
    private readonly sql: Sql,
    private readonly logger: Logger,
  ) {}

  publish(routingKey: string, ...args: unknown[]): void {
    void this.publishNow(routingKey, (args[0] as string | null | undefined) ?? null, args[1]).catch((error: unknown) =>
      this.logger.error({ err: error, routingKey }, 'publishing failed'),
    );
  }

  async publishNow(routingKey: string, id: string | null, payload: unknown): Promise<void> {
    const text = JSON.stringify({ id, payload } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_NOTIFY_PAYLOAD_BYTES) {
      throw new Error(`NOTIFY payload of ${Buffer.byteLength(text)} bytes is too large: publish ids and read the data`);
    }
    await this.sql.query('select pg_notify($1, $2)', [routingKey, text]);
  }

  subscribe(routingKey: string, dynamicId?: unknown): AsyncIterable<unknown> {
    let stop: (() => Promise<void>) | undefined;
    let closed = false;
    const queue = new AsyncQueue<unknown>(() => {
      closed = true;
      void stop?.();
    });
    this.listen(routingKey, dynamicId, queue)
      .then((unlisten) => {
        stop = unlisten;
        if (closed) void unlisten();
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error, routingKey }, 'subscribing failed');
        queue.close();
      });
    return queue;
  }

  /** Like subscribe, but resolves once LISTEN is active, so no event published afterwards is missed. */
  async subscribeReady(routingKey: string, dynamicId?: unknown): Promise<AsyncQueue<unknown>> {
    const unlisten: { run?: () => Promise<void> } = {};
    const queue = new AsyncQueue<unknown>(() => void unlisten.run?.());
    unlisten.run = await this.listen(routingKey, dynamicId, queue);
    return queue;
  }

  /**
   * Calls back once this process's LISTEN connection is back after a loss: notifications sent while it
   * was down are gone, so subscribers re-read what they may have missed. Returns the function that stops it.
   */
  onReconnect(callback: () => void): () => void {
    return this.listener.onReconnect(callback);
  }

  private listen(routingKey: string, dynamicId: unknown, queue: AsyncQueue<unknown>): Promise<() => Promise<void>> {
    return this.listener.listen(routingKey, (text) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        this.logger.warn({ routingKey }, 'ignoring a malformed notification');
        return;
      }
      if (dynamicId !== undefined && envelope.id !== dynamicId) return;
      queue.push(envelope.payload);
    });
  }
}
