import { describe, expect, it } from 'vitest';
import { groupThousands } from './groupThousands.js';

describe('groupThousands', () => {
  it('writes whole numbers as en-US toLocaleString does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
