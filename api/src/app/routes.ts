import type { RequestHandler } from 'express';
import { accountRoutes } from '../auth/account.rest.js';
import { apiTokenRoutes } from '../auth/api-token.rest.js';
import { authRoutes } from '../auth/auth.rest.js';
import { billingRoutes, billingWebhookRoute } from '../billing/billing.rest.js';
import { demandTestRoutes } from '../demand-test/demand-test.rest.js';
import { reportExportRoutes } from '../exports/report-export.rest.js';
import { projectRoutes } from '../projects/project.rest.js';
import { researchRoutes } from '../research/research.rest.js';
import { storedProjectScore } from '../research/score/project-score.js';
import { usageRoutes } from '../usage/usage.rest.js';
import { siteRoutes } from '../demand-test/site.routes.js';
import { websiteRoutes } from '../websites/website.rest.js';
import type { Services } from './services.js';

/** Every feature's REST routes, in the order the HTTP app mounts them. */
export function featureRoutes(services: Services): { publicRoutes: RequestHandler[]; routes: RequestHandler[] } {
  return {
    // Sites need no session; the Stripe webhook reads the raw body before the JSON parser.
    publicRoutes: [siteRoutes(services), billingWebhookRoute(services)],
    routes: [
      authRoutes(services),
      projectRoutes(services, storedProjectScore),
      researchRoutes(services),
      apiTokenRoutes(services),
      usageRoutes(services),
      websiteRoutes({ ...services, signupEmailsSent: services.demandTest.mailer.enabled }),
      billingRoutes(services),
      accountRoutes(services),
      reportExportRoutes(services),
      demandTestRoutes(services),
    ],
  };
}
