import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { createRequestContext, type RequestContext } from '../app/request-context.js';
import type { Services } from '../app/services.js';
import { resolveViewer } from '../app/viewer.js';
import { bearerFromAuthorization } from '../auth/api-token.secret.js';
import { INVALID_API_TOKEN } from '../auth/api-token.service.js';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import { readCookies } from '../http/cookies.js';
import { isCrossSite } from '../http/csrf.js';
import { isAppError } from '../shared/errors.js';
import { GRAPHQL_LIMITS } from './armor.js';
import { documentError, formatGraphQLError } from './format-error.js';

export const GRAPHQL_PATH = '/graphql';

type ConnectionExtra = { request: IncomingMessage; socket: WebSocket };

/** Close code for a refused API token (graphql-ws's "Unauthorized"). */
export const INVALID_TOKEN_CLOSE_CODE = 4401;

/**
 * graphql-ws on the same path as HTTP GraphQL. The upgrade is refused from other sites; the caller
 * is authenticated from the session cookie (or a bearer token in connection_init) at connect time,
 * and every operation gets the same validation rules as HTTP.
 */
export function attachGraphQLWebSocket(
  httpServer: HttpServer,
  schema: GraphQLSchema,
  services: Services,
  validationRules: ValidationRule[],
) {
  const webSocketServer = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    if (isCrossSite(request.headers)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    webSocketServer.handleUpgrade(request, socket, head, (webSocket) => {
      webSocketServer.emit('connection', webSocket, request);
    });
  });

  const includeStack = services.config.NODE_ENV !== 'production';
  const rules = [...specifiedRules, ...validationRules];
  const viewers = new WeakMap<object, RequestContext['viewer']>();

  const serverCleanup = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      onConnect: async (connection) => {
        const cookies = readCookies(connection.extra.request.headers.cookie);
        const em = services.orm.em.fork();
        let viewer: RequestContext['viewer'];
        try {
          viewer = await resolveViewer(
            services,
            em,
            { sessionToken: cookies[SESSION_COOKIE_NAME], bearerToken: bearerFromPayload(connection.connectionParams) },
            null,
          );
        } catch (error) {
          // A bad API token closes the socket with its reason instead of connecting anonymously.
          if (!isAppError(error)) throw error;
          connection.extra.socket.close(INVALID_TOKEN_CLOSE_CODE, error.message);
          return false;
        }
        viewers.set(connection, viewer);
        return true;
      },
      context: (connection) =>
        createRequestContext(services, {
          viewer: viewers.get(connection) ?? null,
          ipAddress: connection.extra.request.socket.remoteAddress ?? 'unknown',
          cookies: null,
        }),
      onSubscribe: async (connection, _id, payload) => {
        const tokenId = viewers.get(connection)?.apiTokenId;
        if (tokenId) {
          // Every operation over a token's socket counts against its rate limit, like an HTTP request.
          try {
            await services.apiTokens.countRequest(services.orm.em.fork(), tokenId);
          } catch (error) {
            if (!isAppError(error)) throw error;
            if (error.code === 'UNAUTHENTICATED') connection.extra.socket.close(INVALID_TOKEN_CLOSE_CODE, error.message);
            const retry = error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {};
            return [new GraphQLError(error.message, { extensions: { code: error.code, ...retry } })];
          }
        }
        let document;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          return [documentError(error instanceof GraphQLError ? error : new GraphQLError('Syntax error'), 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors.map((error) => documentError(error, 'GRAPHQL_VALIDATION_FAILED'));
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
        } satisfies Partial<ExecutionArgs> as ExecutionArgs;
      },
      onNext: async (connection, _id, _payload, args, result) => {
        // A subscription outlives the token check made when it started: once its token is revoked,
        // the socket closes before the next event goes out.
        const tokenId = viewers.get(connection)?.apiTokenId;
        if (tokenId && getOperationAST(args.document, args.operationName)?.operation === 'subscription') {
          if (!(await services.apiTokens.isLive(services.orm.em.fork(), tokenId))) {
            connection.extra.socket.close(INVALID_TOKEN_CLOSE_CODE, INVALID_API_TOKEN);
            return;
          }
        }
        if (!('errors' in result) || !result.errors) return result;
        return {
          ...result,
          errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, includeStack)),
        };
      },
    },
    webSocketServer,
  );

  return {
    /** Closes every client ("going away") and the websocket server. */
    close: async () => {
      await serverCleanup.dispose();
    },
  };
}

function bearerFromPayload(parameters: Record<string, unknown> | undefined): string | undefined {
  return bearerFromAuthorization(parameters?.authorization ?? parameters?.Authorization);
}
