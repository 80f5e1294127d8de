import { Router } from 'express';
import type { DemandTestService } from './demand-test.service.js';
import { signedInContext } from '../http/request-context.js';
import { presentSignup } from './demand-test.presenter.js';
import { csvOfSignups } from './demand-test.service.js';

/** The services these routes call. */
interface RouteServices {
  demandTest: DemandTestService;
}

/** REST shims for the owner's signup list and its CSV; each handler only translates HTTP to DemandTestService calls. */
export function demandTestRoutes(services: RouteServices): Router {
  const router = Router();
  const { demandTest } = services;

  router.get('/api/projects/:id/demand-test/signups', async (request, response) => {
    const signups = await demandTest.signupList(signedInContext(request), request.params.id);
    response.json({ signups: signups.map(presentSignup) });
  });

  router.get('/api/projects/:id/demand-test/signups.csv', async (request, response) => {
    const signups = await demandTest.signupList(signedInContext(request), request.params.id);
    response.setHeader('Content-Disposition', 'attachment; filename="signups.csv"');
    response.setHeader('Cache-Control', 'private, no-store');
    response.type('text/csv; charset=utf-8').send(csvOfSignups(signups));
  });

  router.delete('/api/projects/:id/demand-test/signups/:signupId', async (request, response) => {
    await demandTest.deleteSignup(signedInContext(request), request.params.id, request.params.signupId);
    response.status(204).end();
  });

  return router;
}
