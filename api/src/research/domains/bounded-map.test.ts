import { describe, expect, it } from 'vitest';
import { boundedMap } from './bounded-map.js';

describe('boundedMap', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const result = await boundedMap([5, 1, 4, 2, 3, 0, 6], 3, async (value) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return value * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('starts the first calls (as many as the limit) before it returns, in the given order', () => {
    const started: number[] = [];
    void boundedMap([1, 2, 3], 2, async (value) => {
      started.push(value);
    });
    expect(started).toEqual([1, 2]);
  });
});
