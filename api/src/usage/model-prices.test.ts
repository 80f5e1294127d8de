import { describe, expect, it } from 'vitest';
import { MODEL_PRICES, estimateCost, modelPrice } from './model-prices.js';

describe('model prices', () => {
  it('prices a call from prompt and completion tokens per million', () => {
    // gpt-4o-mini: $0.15 in, $0.60 out per million tokens.
    expect(estimateCost('gpt-4o-mini', 1_000_000, 0)).toBe(0.15);
    expect(estimateCost('gpt-4o-mini', 0, 1_000_000)).toBe(0.6);
    expect(estimateCost('gpt-4o-mini', 150, 50)).toBe(0.000053);
    expect(estimateCost('gpt-4o', 1_000, 1_000)).toBe(0.0125);
    expect(estimateCost('gpt-4o-mini', 0, 0)).toBe(0);
  });

  it('matches dated snapshots by their family and never confuses gpt-4o with gpt-4o-mini', () => {
    expect(modelPrice('gpt-4o-mini-2024-07-18')).toBe(MODEL_PRICES['gpt-4o-mini']);
    expect(modelPrice('gpt-4o-2024-08-06')).toBe(MODEL_PRICES['gpt-4o']);
    expect(modelPrice('GPT-4.1-mini')).toBe(MODEL_PRICES['gpt-4.1-mini']);
  });

  it('bills cached prompt tokens at the cached-input price, or as input where the model has none', () => {
    // gpt-4o-mini: $0.15 in, $0.075 cached in per million.
    expect(estimateCost('gpt-4o-mini', 1_000_000, 0, 400_000)).toBe(0.12);
    expect(estimateCost('gpt-4-turbo', 1_000_000, 0, 500_000)).toBe(10);
    // More cached than prompt tokens (a provider bug) never makes the cost negative.
    expect(estimateCost('gpt-4o-mini', 100, 0, 1_000)).toBe(0.000008);
  });

  it('leaves a model missing from the table unpriced (null), never another model’s price', () => {
    expect(modelPrice('some-local-llama')).toBeNull();
    expect(estimateCost('some-local-llama', 150, 50)).toBeNull();
    expect(estimateCost('some-local-llama', 0, 0)).toBe(0);
  });
});
