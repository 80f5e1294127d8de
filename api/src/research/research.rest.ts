import { Router } from 'express';
import type { ResearchService } from './research.service.js';
import { signedInContext } from '../http/request-context.js';

/** The services these routes call. */
interface RouteServices {
  research: ResearchService;
}

/** REST shims of spec §7 for the stand-alone AI calls. */
export function researchRoutes(services: RouteServices): Router {
  const router = Router();
  const { research } = services;

  router.post('/api/ideas/generate', async (request, response) => {
    const description = await research.generateDescription(signedInContext(request), request.body);
    response.json(description);
  });

  router.post('/api/domains/check', async (request, response) => {
    const domains = await research.checkDomains(signedInContext(request), request.body);
    response.json({ domains });
  });

  router.get('/api/research/analytics', async (request, response) => {
    response.json(await research.analytics(signedInContext(request), request.query.timeZone));
  });

  router.get('/api/ai/status', async (request, response) => {
    response.json(await research.aiStatus(signedInContext(request)));
  });

  router.get('/api/research/sources', async (request, response) => {
    response.json({ sources: await research.researchSources(signedInContext(request)) });
  });

  return router;
}
