import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../../app/request-context.js';
import { cacheableQueryCheck } from './cacheable-query.js';
import type { ProjectReadCache, ReadTicket } from './project-read-cache.js';

/**
 * Answers a repeated read of the viewer's projects from ProjectReadCache, skipping the database and
 * GraphQL execution; stores a fresh answer without errors. The key holds the viewer's id, so one
 * user's answer is never anyone else's. Everything before execution (session, API-token rate
 * limit, parsing, validation, query limits) runs on every request as before.
 */
export function projectReadCachePlugin(cache: ProjectReadCache, schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  const isCacheable = cacheableQueryCheck(schema);
  return {
    async requestDidStart(): Promise<GraphQLRequestListener<RequestContext>> {
      let pending: { key: string; ticket: ReadTicket } | null = null;
      return {
        async responseForOperation({ contextValue, document, operation, source, request }) {
          const ownerId = contextValue.viewer?.userId;
          // `operation` is missing for some malformed requests the pipeline lets through to here.
          if (!ownerId || !operation || !isCacheable(document, operation)) return null;
          const key = `${ownerId}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}\n${source}`;
          const answer = cache.find(key);
          if (answer !== undefined) return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: answer as Record<string, unknown> } } };
          pending = { key, ticket: cache.begin(ownerId) };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (errors || !data) return;
          cache.remember(pending.key, pending.ticket, data, JSON.stringify(data).length);
        },
      };
    },
  };
}
