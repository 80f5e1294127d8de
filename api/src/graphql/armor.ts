import { ApolloArmor } from '@escape.tech/graphql-armor';

export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;

/**
 * The same limits for HTTP (Apollo plugins + validation rules + parse options) and websocket
 * (validation rules + the same parse options).
 *
 * The token limit uses graphql-js's own `parse(…, { maxTokens })`, not armor's max-tokens plugin:
 * that plugin throws from an Apollo hook, which turns an over-long document into a 500 (and its
 * error hook relabels every unexpected error as a validation failure, message included).
 */
export function graphqlProtection() {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return { ...armor, parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } };
}
