import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { warnAboutUnclaimedAdminEmails } from '../auth/admin-emails.js';
import type { AppConfig } from '../config/config.js';
import { migrateToLatest, openDatabase } from '../database/orm.js';
import { entitySchemas } from './entities.js';
import { resolveDatabase } from '../database/resolve-database.js';
import { graphqlProtection } from '../graphql/armor.js';
import { formatGraphQLError } from '../graphql/format-error.js';
import { buildAppSchema } from './schema.js';
import { refuseHttpSubscriptions } from '../graphql/refuse-http-subscriptions.js';
import { errorStatus } from '../graphql/error-status.js';
import { createGraphQLWebSocket } from '../graphql/websocket.js';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import { createHttpApp } from '../http/app.js';
import { httpDrain } from '../http/http-drain.js';
import { createRequestLimits } from '../http/rate-limits.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { graphQLContext, type GraphQLContext } from '../context/graphql-context.js';
import { requestContext } from '../http/request-context.js';
import { contextMiddleware } from './context-middleware.js';
import { featureRoutes } from './routes.js';
import { startResearchWorkers } from '../research/pipeline/research-workers.js';
import { scheduleDailySummary } from '../demand-test/daily-summary.js';
import { scheduleRateLimitCleanup } from '../http/rate-limit-cleanup.js';
import { rdapBootstrapFor } from '../research/domains/rdap-bootstrap.js';
import { createServices, type Services } from './services.js';

export interface RunningApplication {
  url: string;
  port: number;
  services: Services;
  httpServer: Server;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** More routes, before the features' ones and behind the same pipeline as GraphQL (pnpm bench:api mounts its baseline here). */
  extraRoutes?: (services: Services) => RequestHandler[];
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Starts the whole API process: database (embedded when DATABASE_URL is unset), migrations,
 * GraphQL over HTTP and websocket, REST shims, the web app, and the job workers unless RUN_WORKERS=false.
 */
export async function startApplication(
  config: AppConfig,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: StartOptions = {},
): Promise<RunningApplication> {
  const database = await resolveDatabase(config, logger);
  const orm = await openDatabase(database.url, {
    entities: entitySchemas,
    timeouts: { acquireMs: config.DATABASE_ACQUIRE_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
  });
  await migrateToLatest(orm);
  await warnAboutUnclaimedAdminEmails(orm.em.fork(), config.adminEmails, logger);
  const services = createServices(config, logger, orm);
  // The stored RDAP bootstrap copy at once, IANA's current file in the background (start-up never waits for it).
  const rdapBootstrap = rdapBootstrapFor({ config, orm, logger });
  rdapBootstrap.start();
  services.billing.start();
  await services.jobQueue.start();
  const workers = config.RUN_WORKERS ? await startResearchWorkers(services) : null;
  const dailySummary = config.RUN_WORKERS ? await scheduleDailySummary(services) : null;
  const rateLimitCleanup = config.RUN_WORKERS ? await scheduleRateLimitCleanup(services) : null;

  const schema = await buildAppSchema({ pubSub: services.pubSub });
  const httpServer = createServer();
  const drain = httpDrain(httpServer);
  const protection = graphqlProtection();
  const includeStack = config.NODE_ENV !== 'production';
  const introspection = config.NODE_ENV !== 'production';
  // Apollo adds its own introspection ban over HTTP; graphql-ws gets the same rule here.
  const webSocketRules = [...protection.validationRules, ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const limits = createRequestLimits(orm, config);
  const webSocket = await createGraphQLWebSocket(schema, services, webSocketRules, limits);
  const apollo = new ApolloServer<GraphQLContext<Services>>({
    schema,
    plugins: [
      // graphql-armor ships CommonJS typings of the same plugin interface.
      ...(protection.plugins as unknown as ApolloServerPlugin<GraphQLContext<Services>>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints anywhere: without this Apollo wraps every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      // No landing page: the CSP (script-src 'self') blocks Apollo's CDN page anyway, and with one
      // Apollo weighs every request's Accept header for text/html first.
      ApolloServerPluginLandingPageDisabled(),
      // Not a federation subgraph: no per-request check for a trace header.
      ApolloServerPluginInlineTraceDisabled(),
      refuseHttpSubscriptions<GraphQLContext<Services>>(),
      errorStatus<GraphQLContext<Services>>(),
      // Apollo runs every drainServer at once and executes operations until all are done.
      { serverWillStart: async () => ({ drainServer: async () => void (await Promise.all([drain.drain(), webSocket.close()])) }) },
    ],
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    csrfPrevention: true,
    // main.ts owns signal handling and stops everything in order; Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // No automatic persisted queries: their per-process document store differs between replicas.
    persistedQueries: false,
    introspection,
    includeStacktraceInErrorResponses: includeStack,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, includeStack),
  });
  await apollo.start();

  const features = featureRoutes(services);
  const app = createHttpApp({
    config,
    logger,
    orm,
    webDistDirectory: config.WEB_DIST_DIR ?? defaultWebDist,
    sessionCookieName: SESSION_COOKIE_NAME,
    upgradeWebSocket: webSocket.upgrade,
    context: contextMiddleware(services, limits),
    refuseWhenDrained: drain.refuseWhenDrained,
    graphql: expressMiddleware(apollo, { context: async ({ req }) => graphQLContext(requestContext(req), services) }),
    publicRoutes: features.publicRoutes,
    routes: [...(options.extraRoutes?.(services) ?? []), ...features.routes],
  });
  httpServer.on('request', app);
  httpServer.on('upgrade', (request, socket, head) => app.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  const port = (httpServer.address() as AddressInfo).port;
  logger.info({ port, embeddedDatabase: database.embedded }, 'IdeaScope is listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.debug('shutting down');
      // From here on, connections that end are expected (at a terminal Ctrl-C also stops an embedded database).
      services.listener.beginStop();
      services.jobQueue.beginStop();
      workers?.beginStop();
      // Stops accepting, answers in-flight HTTP requests with Connection: close and closes websockets.
      await apollo.stop();
      await workers?.stop(); // lets running research finish (or hands it back to the queue)
      await dailySummary?.stop();
      await rateLimitCleanup?.stop();
      await rdapBootstrap.stop();
      services.billing.stop();
      await services.jobQueue.stop();
      await services.listener.close();
      await orm.close(true);
      await database.stop().catch((error: unknown) => logger.debug({ err: error }, 'embedded database already stopped'));
      logger.info('shut down');
    })());

  return { url: `http://127.0.0.1:${port}`, port, services, httpServer, stop };
}
