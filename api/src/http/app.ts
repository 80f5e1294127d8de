import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { graphQLContext, type GraphQLContext } from '../app/graphql-context.js';
import type { Services } from '../app/services.js';
import { apiTokenRoutes } from '../auth/api-token.rest.js';
import { authRoutes } from '../auth/auth.rest.js';
import { accountRoutes } from '../auth/account.rest.js';
import { billingRoutes, billingWebhookRoute } from '../billing/billing.rest.js';
import { reportExportRoutes } from '../exports/report-export.rest.js';
import { projectRoutes } from '../projects/project.rest.js';
import { researchRoutes } from '../research/research.rest.js';
import { usageRoutes } from '../usage/usage.rest.js';
import { siteRoutes } from '../websites/site.routes.js';
import { websiteRoutes } from '../websites/website.rest.js';
import { demandTestRoutes } from '../demand-test/demand-test.rest.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-unavailable.js';
import { GRAPHQL_PATH } from '../graphql/websocket.js';
import { compressResponses } from './compress-responses.js';
import { contextMiddleware, requestContext } from './context-middleware.js';
import { CROSS_SITE_REFUSED, csrfProtection, isCrossSite } from './csrf.js';
import { forbidden, notFound } from '../shared/errors.js';
import { graphqlRefusalHandler } from './graphql-refusal.js';
import { notFoundHandler, restErrorHandler } from './errors.js';
import type { RequestLimits } from './rate-limits.js';
import { requestLogger } from './request-logger.js';
import { securityHeaders } from './security-headers.js';
import { staticWebApp } from './static-web.js';

export interface HttpAppOptions {
  services: Services;
  apollo: ApolloServer<GraphQLContext>;
  webDistDirectory: string;
  /** Completes a graphql-ws upgrade once this app accepted it. */
  upgradeWebSocket: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  limits: RequestLimits;
}

const UPGRADE = Symbol('upgrade');
type UpgradeRequest = IncomingMessage & { [UPGRADE]?: { socket: Duplex; head: Buffer } };

/**
 * The one Express app: every HTTP request and every websocket upgrade (health, graphql-ws, sites,
 * GraphQL, the REST shims, then the built web app). `handleUpgrade` runs an upgrade through it on a
 * response written to the raw socket, so a refusal is an HTTP answer with the usual headers.
 */
export function createHttpApp({ services, apollo, webDistDirectory, upgradeWebSocket, limits }: HttpAppOptions): Express & {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
} {
  const { config, logger, orm } = services;
  const app = express();
  app.disable('x-powered-by');
  // One proxy hop: the client address is the one our proxy saw, not whatever a client wrote into
  // X-Forwarded-For (trusting every hop would let a client pick a new IP per login attempt).
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config));

  app.use((request: UpgradeRequest & Request, response: Response, next: NextFunction) => {
    const upgrade = request[UPGRADE];
    if (!upgrade) return next();
    if (request.path !== GRAPHQL_PATH || request.method !== 'GET') return next(notFound('Not found'));
    if (isCrossSite(request.headers)) return next(forbidden(CROSS_SITE_REFUSED));
    response.detachSocket(upgrade.socket as Socket);
    upgradeWebSocket(request, upgrade.socket, upgrade.head);
  });
  app.use(compressResponses());

  app.get('/healthz', async (_request, response) => {
    try {
      // A hung database must not hang the health check: answer 503 after two seconds.
      await Promise.race([
        orm.em.getConnection().execute('select 1'),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('health check timed out')), 2000).unref()),
      ]);
      response.json({ status: 'ok' });
    } catch {
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response.status(503).json({ status: 'unavailable' });
    }
  });

  // Public sites first: they need no session, and with SITE_ORIGIN that origin serves nothing else.
  app.use(siteRoutes(services));

  // Stripe signs the raw body: the webhook reads it before the JSON parser.
  app.use(billingWebhookRoute(services));
  app.use(express.json({ limit: '1mb' }));
  app.use(csrfProtection());
  app.use(contextMiddleware(services, limits));
  app.use(GRAPHQL_PATH, graphqlRefusalHandler());

  app.use(GRAPHQL_PATH, expressMiddleware(apollo, { context: async ({ req }) => graphQLContext(requestContext(req), services) }));
  app.use(authRoutes(services));
  app.use(projectRoutes(services));
  app.use(researchRoutes(services));
  app.use(apiTokenRoutes(services));
  app.use(usageRoutes(services));
  app.use(websiteRoutes(services));
  app.use(billingRoutes(services));
  app.use(accountRoutes(services));
  app.use(reportExportRoutes(services));
  app.use(demandTestRoutes(services));

  app.use(['/api', '/auth'], notFoundHandler);
  app.use(staticWebApp(webDistDirectory));
  app.use(notFoundHandler);
  app.use(restErrorHandler(logger));

  return Object.assign(app, {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      (request as UpgradeRequest)[UPGRADE] = { socket, head };
      const response = new ServerResponse(request);
      response.assignSocket(socket as Socket);
      // A refusal is written to the socket as an HTTP answer; then the socket is done.
      response.once('finish', () => socket.destroy());
      app(request, response);
    },
  });
}
