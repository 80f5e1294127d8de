import { describe, expect, it } from 'vitest';
import { AsyncQueue } from './async-queue.js';

describe('AsyncQueue', () => {
  it('hands pushed values to readers in order, buffered or awaited', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    const waiting = queue.next();
    expect(await waiting).toEqual({ value: 1, done: false });
    const later = queue.next();
    queue.push(2);
    expect(await later).toEqual({ value: 2, done: false });
  });

  it('ends a waiting reader and runs onClose once when returned', async () => {
    let closed = 0;
    const queue = new AsyncQueue<number>(() => (closed += 1));
    const waiting = queue.next();
    await queue.return();
    await queue.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    queue.push(3);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    expect(closed).toBe(1);
  });
});
