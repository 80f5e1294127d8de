import { expect } from 'vitest';
import type { PgListener } from './pg-listener.js';

/** The part of PgListener a notice-driven cache uses, driven by a unit test (not built into dist). */
export class StubPgListener {
  connected = true;
  connectionNumber = 1;
  private handler: ((payload: string) => void) | null = null;

  constructor(private readonly expectedChannel: string) {}

  async listen(channel: string, handler: (payload: string) => void) {
    expect(channel).toBe(this.expectedChannel);
    this.handler = handler;
    return async () => {
      this.handler = null;
    };
  }

  /** Delivers a notice; objects are sent as JSON, as the triggers do. */
  notify(payload: unknown): void {
    this.handler?.(typeof payload === 'string' ? payload : JSON.stringify(payload));
  }

  asPgListener(): PgListener {
    return this as unknown as PgListener;
  }
}
