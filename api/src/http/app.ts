import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/config.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-unavailable.js';
import type { Logger } from '../shared/logger.js';
import { compressResponses } from './compress-responses.js';
import { CROSS_SITE_REFUSED, csrfProtection, isCrossSite } from './csrf.js';
import { forbidden, notFound } from '../shared/errors.js';
import { graphqlRefusalHandler } from './graphql-refusal.js';
import { jsonObjectBodies } from './json-bodies.js';
import { notFoundHandler, restErrorHandler } from './errors.js';
import { requestLogger } from './request-logger.js';
import { securityHeaders } from './security-headers.js';
import { staticWebApp } from './static-web.js';

export const GRAPHQL_PATH = '/graphql';

/** The app's parts that the composition root (app/) puts in: the features' routes and what builds a request's context. */
export interface HttpAppOptions {
  config: AppConfig;
  logger: Logger;
  /** Asked by the health check. */
  orm: MikroORM;
  webDistDirectory: string;
  /** The session cookie's name: the web app's pre-rendered landing page goes only to requests without it. */
  sessionCookieName: string;
  /** Completes a graphql-ws upgrade once this app accepted it. */
  upgradeWebSocket: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Run before the body is parsed and without a context: the public sites, and the Stripe webhook (which reads the raw body). */
  publicRoutes: RequestHandler[];
  /** Builds each request's context (and counts it against its limit) before GraphQL and the REST routes. */
  context: RequestHandler;
  /** Refuses a request that reaches GraphQL or the REST routes once the server drained (the process is stopping). */
  refuseWhenDrained: RequestHandler;
  /** Apollo's handler, mounted on GRAPHQL_PATH. */
  graphql: RequestHandler;
  /** The features' REST shims. */
  routes: RequestHandler[];
}

const UPGRADE = Symbol('upgrade');
type UpgradeRequest = IncomingMessage & { [UPGRADE]?: { socket: Duplex; head: Buffer } };

/**
 * The one Express app: every HTTP request and every websocket upgrade (health, graphql-ws, sites,
 * GraphQL, the REST shims, then the built web app). `handleUpgrade` runs an upgrade through it on a
 * response written to the raw socket, so a refusal is an HTTP answer with the usual headers.
 */
export function createHttpApp(options: HttpAppOptions): Express & {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
} {
  const { config, logger, orm, webDistDirectory, upgradeWebSocket } = options;
  const app = express();
  app.disable('x-powered-by');
  // GraphQL answers are POSTs and REST answers are small, uncached JSON: hashing every body for an ETag
  // no client sends back is wasted work. Files of the web build keep theirs (sendFile sets its own).
  app.set('etag', false);
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

  // Public sites first (with SITE_ORIGIN that origin serves nothing else); Stripe signs the raw body.
  for (const route of options.publicRoutes) app.use(route);
  app.use(express.json({ limit: '1mb' }));
  app.use(csrfProtection());
  app.use(options.context);
  // Right before Apollo: a request checked here is one Apollo still executes.
  app.use(options.refuseWhenDrained);
  app.use(GRAPHQL_PATH, graphqlRefusalHandler());
  app.use(GRAPHQL_PATH, options.graphql);
  // The REST routes take JSON objects: another content type is 415, an array 400 (json-bodies.ts).
  app.use(['/api', '/auth'], jsonObjectBodies());
  for (const route of options.routes) app.use(route);

  app.use(['/api', '/auth'], notFoundHandler);
  app.use(staticWebApp(webDistDirectory, { sessionCookieName: options.sessionCookieName }));
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
