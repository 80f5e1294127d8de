import { Router } from 'express';
import type { ResearchService } from './research.service.js';
import { signedInContext } from '../http/request-context.js';
import { presentExport, presentResults } from './research.presenter.js';

/** The services these routes call. */
interface RouteServices {
  research: ResearchService;
}

/** REST shims of spec §7 for a project's research results and export, and the stand-alone AI calls. */
export function researchRoutes(services: RouteServices): Router {
  const router = Router();
  const { research } = services;

  router.get('/api/projects/:id/results', async (request, response) => {
    response.json(presentResults(await research.results(signedInContext(request), request.params.id)));
  });

  router.get('/api/projects/:id/export', async (request, response) => {
    const exported = await research.exportData(signedInContext(request), request.params.id);
    response.setHeader('Content-Disposition', `attachment; filename="research-export-${exported.exportedAt.getTime()}.json"`);
    response.type('application/json').send(JSON.stringify(presentExport(exported), null, 2));
  });

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
