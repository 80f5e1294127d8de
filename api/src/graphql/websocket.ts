import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
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
import { graphQLContext } from '../context/graphql-context.js';
import { createRequestContext, type RequestContext, type Viewer } from '../context/request-context.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { resolveViewer } from '../auth/viewer.js';
import { bearerFromAuthorization } from '../http/authorization-header.js';
import { INVALID_API_TOKEN, type ApiTokenService } from '../auth/api-token.service.js';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import { User } from '../users/user.entity.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCookies } from '../http/cookies.js';
import { isAppError, type AppError } from '../shared/errors.js';
import type { RequestLimits } from '../http/rate-limits.js';
import { GRAPHQL_LIMITS } from './armor.js';
import { documentError, formatGraphQLError } from './format-error.js';
import {
  SESSION_ENDED,
  SESSION_ENDED_CLOSE_CODE,
  TOO_MANY_CONNECTIONS,
  TOO_MANY_CONNECTIONS_CLOSE_CODE,
  WebSocketConnections,
  type TrackedConnection,
  type WebSocketConnectionServices,
} from './websocket-connections.js';

/** What the socket itself uses of the process's services. */
export interface WebSocketServices extends WebSocketConnectionServices {
  orm: MikroORM;
  apiTokens: ApiTokenService;
}

type ConnectionExtra = { request: IncomingMessage; socket: WebSocket };

const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

/** Close code for a refused API token or an ended session (graphql-ws's "Unauthorized"). */
export const INVALID_TOKEN_CLOSE_CODE = SESSION_ENDED_CLOSE_CODE;

interface ConnectionState {
  /** Null for an anonymous connection. */
  tracked: TrackedConnection | null;
  /** A signed-out socket's IP: it holds one point of that IP's socket cap until it closes. */
  anonymousAddress?: string;
}

/**
 * graphql-ws on the same path as HTTP GraphQL. The upgrade is refused from other sites; the caller
 * is authenticated from the session cookie (or a bearer token in connection_init) at connect time,
 * a user holds at most WEBSOCKET_MAX_CONNECTIONS_PER_USER connections (all replicas), and every
 * operation re-checks the session or token (counted against its per-minute limit), reloads the
 * user, is limited to WEBSOCKET_MAX_OPERATIONS_PER_CONNECTION open at once, and gets the HTTP
 * validation rules (`validationRules`, including the production introspection ban).
 */
export async function createGraphQLWebSocket<Services extends WebSocketServices>(
  schema: GraphQLSchema,
  /** Also handed to the resolvers in their context. */
  services: Services,
  validationRules: ValidationRule[],
  limits: RequestLimits,
) {
  const webSocketServer = new WebSocketServer({ noServer: true });

  const { config } = services;
  const includeStack = config.NODE_ENV !== 'production';
  const rules = [...specifiedRules, ...validationRules];
  const states = new WeakMap<object, ConnectionState>();
  const connections = new WebSocketConnections(services);
  await connections.start();

  /** The viewer as it is now, with this operation counted; null when the session or token ended. */
  async function currentViewer(tracked: TrackedConnection, em: EntityManager): Promise<Viewer | null> {
    if (tracked.apiTokenId) {
      // Throws 401 once the token is revoked, 429 over its per-minute limit (shared with HTTP).
      await services.apiTokens.countRequest(em, tracked.apiTokenId, limits.apiTokenUser);
    } else if (tracked.sessionId) {
      if (!(await services.sessions.isLive(tracked.sessionId))) return null;
      await limits.sessionSocketOperations.consume(tracked.sessionId);
    }
    const user = await em.findOne(User, { id: tracked.userId });
    if (!user) return null;
    return { userId: user.id, user, profile: user, sessionId: tracked.sessionId, apiTokenId: tracked.apiTokenId, viaWebSocket: true };
  }

  const serverCleanup = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      onConnect: async (connection) => {
        const { socket, request } = connection.extra;
        const cookies = readCookies(request.headers.cookie);
        let viewer: Viewer | null;
        try {
          viewer = await resolveViewer(
            services,
            () => services.orm.em.fork(),
            { sessionToken: cookies[SESSION_COOKIE_NAME], bearerToken: bearerFromPayload(connection.connectionParams) },
            null,
          );
        } catch (error) {
          if (isDatabaseUnavailable(error)) return closeTryAgainLater(socket);
          // A bad API token closes the socket with its reason instead of connecting anonymously.
          if (!isAppError(error)) throw error;
          socket.close(SESSION_ENDED_CLOSE_CODE, error.message);
          return false;
        }
        if (!viewer) {
          const ipAddress = clientAddress(request);
          try {
            await limits.anonymousSockets.consume(ipAddress);
          } catch (error) {
            if (isDatabaseUnavailable(error)) return closeTryAgainLater(socket);
            if (!isAppError(error)) throw error;
            // A refused socket holds no point of the cap.
            await limits.anonymousSockets.reward(ipAddress).catch(() => undefined);
            socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, error.message);
            return false;
          }
          states.set(connection, { tracked: null, anonymousAddress: ipAddress });
          return true;
        }
        let tracked: TrackedConnection | null;
        try {
          tracked = await connections.open(socket, { userId: viewer.userId, sessionId: viewer.sessionId, apiTokenId: viewer.apiTokenId });
        } catch (error) {
          if (isDatabaseUnavailable(error)) return closeTryAgainLater(socket);
          // The session or token row went away between the check and the insert (a foreign key violation).
          if ((error as { code?: string }).code === '23503') {
            socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED);
            return false;
          }
          throw error;
        }
        if (!tracked) {
          socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, TOO_MANY_CONNECTIONS);
          return false;
        }
        states.set(connection, { tracked });
        // Closed while its row was being written: onClose has already run without it.
        if (socket.readyState !== socket.OPEN) {
          await connections.closed(tracked);
          return false;
        }
        return true;
      },
      onClose: async (connection) => {
        const state = states.get(connection);
        if (state?.tracked) await connections.closed(state.tracked);
        if (state?.anonymousAddress) await limits.anonymousSockets.reward(state.anonymousAddress).catch(() => undefined);
      },
      onSubscribe: async (connection, _id, payload) => {
        const tracked = states.get(connection)?.tracked ?? null;
        if (tracked?.ended) return [refusal('UNAUTHENTICATED', SESSION_ENDED)];
        // graphql-ws lists this operation already: every open query, mutation and subscription counts.
        if (Object.keys(connection.subscriptions).length > config.WEBSOCKET_MAX_OPERATIONS_PER_CONNECTION) {
          return [
            refusal(
              'TOO_MANY_REQUESTS',
              `At most ${config.WEBSOCKET_MAX_OPERATIONS_PER_CONNECTION} operations can be open at once on one connection; complete one first`,
            ),
          ];
        }
        const context: RequestContext = createRequestContext(services.orm, {
          viewer: null,
          ipAddress: clientAddress(connection.extra.request),
          cookies: null,
        });
        if (tracked) {
          try {
            context.viewer = await currentViewer(tracked, context.em);
          } catch (error) {
            if (isDatabaseUnavailable(error)) return [refusal('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE)];
            if (!isAppError(error)) throw error;
            if (error.code === 'UNAUTHENTICATED') connections.end(tracked, error.message);
            return [appErrorRefusal(error)];
          }
          if (!context.viewer) {
            connections.end(tracked);
            return [refusal('UNAUTHENTICATED', SESSION_ENDED)];
          }
        } else {
          try {
            await limits.anonymous.consume(context.ipAddress);
          } catch (error) {
            if (isDatabaseUnavailable(error)) return [refusal('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE)];
            if (!isAppError(error)) throw error;
            return [appErrorRefusal(error)];
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
          contextValue: graphQLContext(context, services),
        } satisfies Partial<ExecutionArgs> as ExecutionArgs;
      },
      onNext: async (connection, _id, _payload, args, result) => {
        // A subscription outlives the checks made when it started: once its token is revoked,
        // the socket closes before the next event goes out (sessions are re-checked per event
        // by the research stream, and every socket is closed on a session_ended notice).
        const tracked = states.get(connection)?.tracked;
        if (tracked?.apiTokenId && getOperationAST(args.document, args.operationName)?.operation === 'subscription') {
          if (!(await services.apiTokens.isLive(services.orm.em.fork(), tracked.apiTokenId))) {
            connections.end(tracked, INVALID_API_TOKEN);
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
    /** Completes an upgrade the HTTP app accepted (http/app.ts: path, origin and limits checked there). */
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      webSocketServer.handleUpgrade(request, socket, head, (webSocket) => {
        webSocketServer.emit('connection', webSocket, request);
      });
    },
    /** Closes every client ("going away"), the websocket server, and this process's connection rows. */
    close: async () => {
      await serverCleanup.dispose();
      await connections.stop();
    },
  };
}

/** PostgreSQL is unreachable: 1013 "Try Again Later" (the client reconnects later). */
function closeTryAgainLater(socket: WebSocket): false {
  socket.close(TRY_AGAIN_LATER_CLOSE_CODE, DATABASE_UNAVAILABLE);
  return false;
}

function refusal(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

function appErrorRefusal(error: AppError): GraphQLError {
  const retry = error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {};
  return new GraphQLError(error.message, { extensions: { code: error.code, ...retry } });
}

/** The address Express worked out for the upgrade request (trust proxy), else the socket's peer. */
function clientAddress(request: IncomingMessage): string {
  return (request as IncomingMessage & { ip?: string }).ip ?? request.socket.remoteAddress ?? 'unknown';
}

function bearerFromPayload(parameters: Record<string, unknown> | undefined): string | undefined {
  return bearerFromAuthorization(parameters?.authorization ?? parameters?.Authorization);
}
