import { Router } from 'express';
import type { UsageAnalyticsService } from './usage-analytics.service.js';
import { requestContext } from '../http/request-context.js';

/** The services these routes call. */
interface RouteServices {
  usageAnalytics: UsageAnalyticsService;
}

/**
 * REST shims of spec §7 for the admin dashboard: the query string goes to the same service calls
 * as GraphQL, which check admin access (401 / 403) and validate (400) before any query runs.
 */
export function usageRoutes(services: RouteServices): Router {
  const router = Router();
  const { usageAnalytics } = services;

  router.get('/api/admin/usage/stats', async (request, response) => {
    const { from, to } = request.query;
    response.json(await usageAnalytics.usageStats(requestContext(request), { from, to }));
  });

  router.get('/api/admin/usage/by-operation', async (request, response) => {
    const { from, to } = request.query;
    response.json(await usageAnalytics.usageByOperation(requestContext(request), { from, to }));
  });

  router.get('/api/admin/usage/by-user', async (request, response) => {
    const { from, to, limit } = request.query;
    response.json(await usageAnalytics.usageByUser(requestContext(request), { from, to, limit }));
  });

  router.get('/api/admin/usage/recent', async (request, response) => {
    response.json(await usageAnalytics.recentUsage(requestContext(request), { limit: request.query.limit }));
  });

  router.get('/api/admin/usage/daily-costs', async (request, response) => {
    response.json(await usageAnalytics.dailyCosts(requestContext(request), { days: request.query.days }));
  });

  return router;
}
