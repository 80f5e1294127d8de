import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PRICE, MODEL_PRICES, estimateCost, modelPrice } from './model-prices.js';

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

  it('prices unknown models at the conservative default', () => {
    expect(modelPrice('some-local-llama')).toBe(DEFAULT_MODEL_PRICE);
    expect(DEFAULT_MODEL_PRICE.outputPerMillion).toBeGreaterThanOrEqual(MODEL_PRICES['gpt-4o-mini']!.outputPerMillion);
  });
});
