import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable.js';

/**
 * The HTTP status of a GraphQL answer whose errors say the request should be retried later, like the
 * REST routes' (docs/api.md):
 * - PostgreSQL could not be reached: 503 with Retry-After (its errors say SERVICE_UNAVAILABLE, see format-error.ts);
 * - a limit refused an operation (TOO_MANY_REQUESTS, e.g. the signed-out idea preview or repeated failed sign-ins):
 *   429 with Retry-After, the longest retryAfterSeconds among those errors.
 * The body stays the GraphQL answer, so clients still read the errors' messages and codes.
 */
export function errorStatus<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let unavailable = false;
      return {
        async didEncounterErrors({ errors }) {
          if (errors.some((error) => isDatabaseUnavailable(error.originalError ?? error))) unavailable = true;
        },
        async willSendResponse({ response }) {
          if (unavailable) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
            return;
          }
          if (response.body.kind !== 'single') return;
          const retryAfter = tooManyRequestsRetryAfter(response.body.singleResult.errors);
          if (retryAfter === undefined) return;
          response.http.status = 429;
          if (retryAfter !== null) response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}

/**
 * undefined when no error is TOO_MANY_REQUESTS; else the longest retryAfterSeconds among them, or null when
 * none says (no Retry-After is invented).
 */
export function tooManyRequestsRetryAfter(errors: readonly GraphQLFormattedError[] | undefined): number | null | undefined {
  const limited = (errors ?? []).filter((error) => error.extensions?.code === 'TOO_MANY_REQUESTS');
  if (limited.length === 0) return undefined;
  const seconds = limited
    .map((error) => error.extensions?.retryAfterSeconds)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  return seconds.length > 0 ? Math.ceil(Math.max(...seconds)) : null;
}
