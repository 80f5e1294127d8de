import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

export const SUBSCRIPTIONS_NEED_WEBSOCKET = 'Subscriptions are served over graphql-ws on /graphql, not over HTTP';

/**
 * Apollo would execute a subscription sent over HTTP like a query, calling the event resolver
 * without an event; refuse it with BAD_REQUEST instead (graphql-ws serves subscriptions).
 */
export function refuseHttpSubscriptions<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(SUBSCRIPTIONS_NEED_WEBSOCKET, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        },
      };
    },
  };
}
