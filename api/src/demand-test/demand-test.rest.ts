import { Router } from 'express';
import type { Services } from '../app/services.js';
import { signedInContext } from '../http/context-middleware.js';
import { presentSignup } from './demand-test.presenter.js';
import { csvOfSignups } from './demand-test.service.js';

/** REST shims for the owner's signup list and its CSV; each handler only translates HTTP to DemandTestService calls. */
export function demandTestRoutes(services: Services): Router {
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
