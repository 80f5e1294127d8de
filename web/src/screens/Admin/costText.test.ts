import { describe, expect, test } from 'vitest';
import { costText } from './costText.js';

describe('costText', () => {
  test('no call priced reads "not priced", never $0.00', () => {
    expect(costText(null, 3, 2)).toEqual({ value: 'not priced', unpricedNote: '3 calls not priced' });
  });

  test('a sum leaving unpriced calls out is a lower bound and says how many', () => {
    expect(costText(0.0125, 3, 2)).toEqual({ value: '≥ $0.01', unpricedNote: '3 calls not priced' });
    expect(costText(1.5, 1, 2)).toEqual({ value: '≥ $1.50', unpricedNote: '1 call not priced' });
  });

  test('every call priced is the plain sum, and no calls cost $0.00', () => {
    expect(costText(0.0125, 0, 4)).toEqual({ value: '$0.0125', unpricedNote: null });
    expect(costText(0, 0, 2)).toEqual({ value: '$0.00', unpricedNote: null });
  });
});
