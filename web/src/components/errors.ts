import type { ApolloError } from '@apollo/client';

/** The server's message for a failed GraphQL call, or the given fallback (network trouble, no message). */
export function serverMessage(error: unknown, fallback: string): string {
  const apolloError = error as Partial<ApolloError> | undefined;
  const graphQLMessage = apolloError?.graphQLErrors?.[0]?.message;
  if (graphQLMessage) return graphQLMessage;
  // Requests the server rejects before execution (status 400) carry their errors in the body.
  const result = (apolloError?.networkError as { result?: { errors?: { message?: string }[] } } | null | undefined)?.result;
  const networkMessage = typeof result === 'object' ? result?.errors?.[0]?.message : undefined;
  return networkMessage || fallback;
}

/**
 * The API's own words for a refused REST call (components/billing.ts keeps them apart from a proxy's error
 * page), or the fallback when it never answered or failed without a reason a customer can act on (500).
 */
export function restFailureMessage(error: unknown, fallback: string): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  return typeof serverMessage === 'string' && serverMessage && status !== 500 ? serverMessage : fallback;
}
