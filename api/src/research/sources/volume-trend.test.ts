import { describe, expect, it } from 'vitest';
import { mentionTrend, volumeTrend } from './volume-trend.js';

describe('volumeTrend', () => {
  it('compares the last three months with the first three', () => {
    expect(volumeTrend([100, 100, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190])).toBe('Rising');
    expect(volumeTrend([200, 200, 200, 190, 180, 170, 160, 150, 140, 130, 120, 110])).toBe('Declining');
    expect(volumeTrend([100, 90, 110, 300, 20, 100, 100, 100, 100, 105, 95, 100])).toBe('Stable');
  });

  it('treats a change of exactly 15 % as stable and just over it as a change', () => {
    expect(volumeTrend([100, 100, 100, 0, 0, 0, 115, 115, 115])).toBe('Stable');
    expect(volumeTrend([100, 100, 100, 0, 0, 0, 116, 116, 116])).toBe('Rising');
    expect(volumeTrend([100, 100, 100, 0, 0, 0, 85, 85, 85])).toBe('Stable');
    expect(volumeTrend([100, 100, 100, 0, 0, 0, 84, 84, 84])).toBe('Declining');
  });

  it('compares halves of a short series and gives no trend for one point or none', () => {
    expect(volumeTrend([10, 20])).toBe('Rising');
    expect(volumeTrend([20, 10, 10, 10])).toBe('Declining');
    expect(volumeTrend([42])).toBeNull();
    expect(volumeTrend([])).toBeNull();
  });

  it('calls searches that start from nothing rising, and nothing at all stable', () => {
    expect(volumeTrend([0, 0, 0, 0, 10, 20])).toBe('Rising');
    expect(volumeTrend([0, 0, 0, 0, 0, 0])).toBe('Stable');
  });
});

describe('mentionTrend', () => {
  it('gives no trend for a single mention, or none at all (too little to tell), never "Rising" or "Stable"', () => {
    expect(mentionTrend([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBeNull();
    expect(mentionTrend([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(mentionTrend(Array.from({ length: 12 }, () => 0))).toBeNull();
  });

  it('needs enough mentions, spread over enough months', () => {
    // 29 mentions over 12 months: one short of the minimum.
    expect(mentionTrend([1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4])).toBeNull();
    // 40 mentions, all in one month's thread: no direction over the year.
    expect(mentionTrend([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40])).toBeNull();
    expect(mentionTrend([0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 0])).toBeNull();
    expect(mentionTrend([1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5])).toBe('Rising');
    expect(mentionTrend([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toBe('Stable');
    expect(mentionTrend([10, 10, 10, 5, 5, 5, 3, 3, 2, 2, 2, 2])).toBe('Declining');
  });
});
