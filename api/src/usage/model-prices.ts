/**
 * OpenAI list prices in USD per 1 million tokens (standard tier, text), from
 * https://openai.com/api/pricing as of 2025. Used for ai_usage.estimated_cost; an estimate,
 * not an invoice (batch pricing is ignored). Cached prompt tokens are billed at the cached-input
 * price; a model without one bills them as input.
 *
 * Models are matched by the longest prefix, so dated snapshots such as "gpt-4o-mini-2024-07-18"
 * use their family's price. A model missing from the table has no price: its cost is null
 * ("not priced"), never another model's guess.
 */
export interface ModelPrice {
  inputPerMillion: number;
  /** Prompt tokens served from the provider's prompt cache. */
  cachedInputPerMillion?: number;
  outputPerMillion: number;
}

export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5': { inputPerMillion: 1.25, cachedInputPerMillion: 0.125, outputPerMillion: 10.0 },
  'gpt-5-mini': { inputPerMillion: 0.25, cachedInputPerMillion: 0.025, outputPerMillion: 2.0 },
  'gpt-5-nano': { inputPerMillion: 0.05, cachedInputPerMillion: 0.005, outputPerMillion: 0.4 },
  'gpt-4.1': { inputPerMillion: 2.0, cachedInputPerMillion: 0.5, outputPerMillion: 8.0 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, cachedInputPerMillion: 0.1, outputPerMillion: 1.6 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, cachedInputPerMillion: 0.025, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, cachedInputPerMillion: 1.25, outputPerMillion: 10.0 },
  'gpt-4o-mini': { inputPerMillion: 0.15, cachedInputPerMillion: 0.075, outputPerMillion: 0.6 },
  'gpt-4-turbo': { inputPerMillion: 10.0, outputPerMillion: 30.0 },
  'gpt-4': { inputPerMillion: 30.0, outputPerMillion: 60.0 },
  'gpt-3.5-turbo': { inputPerMillion: 0.5, outputPerMillion: 1.5 },
  o1: { inputPerMillion: 15.0, cachedInputPerMillion: 7.5, outputPerMillion: 60.0 },
  'o1-mini': { inputPerMillion: 1.1, cachedInputPerMillion: 0.55, outputPerMillion: 4.4 },
  o3: { inputPerMillion: 2.0, cachedInputPerMillion: 0.5, outputPerMillion: 8.0 },
  'o3-mini': { inputPerMillion: 1.1, cachedInputPerMillion: 0.55, outputPerMillion: 4.4 },
  'o4-mini': { inputPerMillion: 1.1, cachedInputPerMillion: 0.275, outputPerMillion: 4.4 },
};

/** Calls to a model on the user's own machine (Ollama) are metered as "local/<model>" and cost nothing. */
export const LOCAL_MODEL_PREFIX = 'local/';
const LOCAL_PRICE: ModelPrice = { inputPerMillion: 0, cachedInputPerMillion: 0, outputPerMillion: 0 };

/** The price entry for a model name: local is free; exact, else the longest known prefix, else null (not priced). */
export function modelPrice(model: string): ModelPrice | null {
  const name = model.trim().toLowerCase();
  if (name.startsWith(LOCAL_MODEL_PREFIX)) return LOCAL_PRICE;
  if (MODEL_PRICES[name]) return MODEL_PRICES[name];
  const prefix = Object.keys(MODEL_PRICES)
    .filter((known) => name.startsWith(`${known}-`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? MODEL_PRICES[prefix]! : null;
}

/**
 * Estimated cost in USD, rounded to the 6 decimals ai_usage stores; `cachedPromptTokens` are part of
 * `promptTokens`. Null when the model is not priced (a call that used no tokens costs 0 whatever the model).
 */
export function estimateCost(model: string, promptTokens: number, completionTokens: number, cachedPromptTokens = 0): number | null {
  if (promptTokens === 0 && completionTokens === 0) return 0;
  const price = modelPrice(model);
  if (!price) return null;
  const cached = Math.min(Math.max(0, cachedPromptTokens), promptTokens);
  const cost =
    ((promptTokens - cached) * price.inputPerMillion +
      cached * (price.cachedInputPerMillion ?? price.inputPerMillion) +
      completionTokens * price.outputPerMillion) /
    1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
