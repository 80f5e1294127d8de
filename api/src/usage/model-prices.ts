/**
 * OpenAI list prices in USD per 1 million tokens (standard tier, text), from
 * https://openai.com/api/pricing as of 2025. Used for ai_usage.estimated_cost; an estimate,
 * not an invoice (cached-input discounts and batch pricing are ignored).
 *
 * Models are matched by the longest prefix, so dated snapshots such as "gpt-4o-mini-2024-07-18"
 * use their family's price. Unknown models use DEFAULT_MODEL_PRICE (gpt-4o rates) so cost is
 * never understated.
 */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10.0 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2.0 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'gpt-4.1': { inputPerMillion: 2.0, outputPerMillion: 8.0 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10.0 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4-turbo': { inputPerMillion: 10.0, outputPerMillion: 30.0 },
  'gpt-4': { inputPerMillion: 30.0, outputPerMillion: 60.0 },
  'gpt-3.5-turbo': { inputPerMillion: 0.5, outputPerMillion: 1.5 },
  o1: { inputPerMillion: 15.0, outputPerMillion: 60.0 },
  'o1-mini': { inputPerMillion: 1.1, outputPerMillion: 4.4 },
  o3: { inputPerMillion: 2.0, outputPerMillion: 8.0 },
  'o3-mini': { inputPerMillion: 1.1, outputPerMillion: 4.4 },
  'o4-mini': { inputPerMillion: 1.1, outputPerMillion: 4.4 },
};

export const DEFAULT_MODEL_PRICE: ModelPrice = MODEL_PRICES['gpt-4o']!;

/** The price entry for a model name: exact, else the longest known prefix, else the default. */
export function modelPrice(model: string): ModelPrice {
  const name = model.trim().toLowerCase();
  if (MODEL_PRICES[name]) return MODEL_PRICES[name];
  const prefix = Object.keys(MODEL_PRICES)
    .filter((known) => name.startsWith(`${known}-`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? MODEL_PRICES[prefix]! : DEFAULT_MODEL_PRICE;
}

/** Estimated cost in USD, rounded to the 6 decimals ai_usage stores. */
export function estimateCost(model: string, promptTokens: number, completionTokens: number): number {
  const price = modelPrice(model);
  const cost = (promptTokens * price.inputPerMillion + completionTokens * price.outputPerMillion) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
