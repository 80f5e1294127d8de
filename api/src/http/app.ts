import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import express, { type Express } from 'express';
import type { RequestContext } from '../app/request-context.js';
import type { Services } from '../app/services.js';
import { apiTokenRoutes } from '../auth/api-token.rest.js';
import { authRoutes } from '../auth/auth.rest.js';
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
import { csrfProtection } from './csrf.js';
import { graphqlRefusalHandler } from './graphql-refusal.js';
import { notFoundHandler, restErrorHandler } from './errors.js';
import { requestLogger } from './request-logger.js';
import { securityHeaders } from './security-headers.js';
import { staticWebApp } from './static-web.js';

export interface HttpAppOptions {
  services: Services;
  apollo: ApolloServer<RequestContext>;
  webDistDirectory: string;
}

/** The one Express app: health, GraphQL, the REST shims, then the built web app. */
export function createHttpApp({ services, apollo, webDistDirectory }: HttpAppOptions): Express {
  const { config, logger, orm } = services;
  const app = express();
  app.disable('x-powered-by');
  // One proxy hop: the client address is the one our proxy saw, not whatever a client wrote into
  // X-Forwarded-For (trusting every hop would let a client pick a new IP per login attempt).
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config));
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

  app.use(express.json({ limit: '1mb' }));
  app.use(csrfProtection());
  app.use(contextMiddleware(services));
  app.use(GRAPHQL_PATH, graphqlRefusalHandler());

  app.use(GRAPHQL_PATH, expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) }));
  app.use(authRoutes(services));
  app.use(projectRoutes(services));
  app.use(researchRoutes(services));
  app.use(apiTokenRoutes(services));
  app.use(usageRoutes(services));
  app.use(websiteRoutes(services));
  app.use(demandTestRoutes(services));

  app.use(['/api', '/auth'], notFoundHandler);
  app.use(staticWebApp(webDistDirectory));
  app.use(notFoundHandler);
  app.use(restErrorHandler(logger));
  return app;
}
