import type { ApolloServerPlugin } from '@apollo/server';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable.js';

/**
 * A GraphQL request that failed because PostgreSQL could not be reached is answered 503 with
 * Retry-After (its errors say SERVICE_UNAVAILABLE, see format-error.ts), like the REST routes.
 */
export function serviceUnavailableStatus<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let unavailable = false;
      return {
        async didEncounterErrors({ errors }) {
          if (errors.some((error) => isDatabaseUnavailable(error.originalError ?? error))) unavailable = true;
        },
        async willSendResponse({ response }) {
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
