import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.js';

/** A flush that records its batches and answers each item doubled, finishing when `release` is called. */
function recordingFlush() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => releases.push(() => resolve(items.map((item) => item * 2))));
  };
  return { batches, flush, releaseNext: () => releases.shift()!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBatcher', () => {
  it('flushes the items of one tick together, and the items queued behind a running flush together in the next', async () => {
    const { batches, flush, releaseNext } = recordingFlush();
    const batcher = new WriteBatcher(flush);
    const first = [batcher.submit(1), batcher.submit(2)];
    await settle();
    expect(batches).toEqual([[1, 2]]);
    const queued = [batcher.submit(3), batcher.submit(4), batcher.submit(5)];
    await settle();
    expect(batches).toHaveLength(1); // one statement at a time
    releaseNext();
    expect(await Promise.all(first)).toEqual([2, 4]);
    await settle();
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    releaseNext();
    expect(await Promise.all(queued)).toEqual([6, 8, 10]);
  });

  it('gives a lone write its own flush at once', async () => {
    const { batches, flush, releaseNext } = recordingFlush();
    const batcher = new WriteBatcher(flush);
    const alone = batcher.submit(7);
    await settle();
    expect(batches).toEqual([[7]]);
    releaseNext();
    expect(await alone).toBe(14);
  });

  it('rejects every caller of a failed batch, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new WriteBatcher(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return items;
    });
    const failed = [batcher.submit(1), batcher.submit(2)].map((promise) => promise.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['connection lost', 'connection lost']);
    expect(await batcher.submit(3)).toBe(3);
  });
});
