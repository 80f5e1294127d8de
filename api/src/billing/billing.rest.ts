import express, { Router, type Request } from 'express';
import type { BillingService } from './billing.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AppConfig } from '../config/config.js';
import { signedInContext } from '../http/request-context.js';

/** The services these routes call. */
interface RouteServices {
  billing: BillingService;
  auth: AuthService;
  config: AppConfig;
}

/** The browser's origin for Checkout's return pages: PUBLIC_URL, else the host the request came to. */
function origin(services: RouteServices, request: Request): string {
  return (services.config.PUBLIC_URL ?? `${request.protocol}://${request.get('host')}`).replace(/\/$/, '');
}

/** Stripe's webhook: mounted before the JSON parser and CSRF check, since the signature covers the raw body. */
export function billingWebhookRoute(services: RouteServices): Router {
  const router = Router();
  router.post('/api/billing/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (request, response) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    response.json(await services.billing.handleWebhook(body, request.get('stripe-signature')));
  });
  return router;
}

/** REST for plans: status, Checkout, the Customer Portal, and the admin's plan change. */
export function billingRoutes(services: RouteServices): Router {
  const router = Router();
  const { billing, auth } = services;

  router.get('/api/billing', async (request, response) => {
    response.json(await billing.status(signedInContext(request)));
  });

  router.post('/api/billing/checkout', async (request, response) => {
    response.json(await billing.checkout(signedInContext(request), request.body, origin(services, request)));
  });

  router.post('/api/billing/portal', async (request, response) => {
    response.json(await billing.portal(signedInContext(request), origin(services, request)));
  });

  router.post('/api/admin/plan', async (request, response) => {
    const context = signedInContext(request);
    response.json(await billing.adminSetPlan(context, request.body, auth.isAdmin(context)));
  });

  router.get('/api/admin/plan-changes', async (request, response) => {
    const context = signedInContext(request);
    response.json(await billing.recentPlanChanges(context, auth.isAdmin(context)));
  });

  return router;
}
