import { Router } from 'express';
import type { AccountService } from './account.service.js';
import { signedInContext } from '../http/request-context.js';

/** The services these routes call. */
interface RouteServices {
  account: AccountService;
}

/** Settings → Data & Privacy: "Export My Data" (a JSON download) and "Delete Account" (password required). */
export function accountRoutes(services: RouteServices): Router {
  const router = Router();
  router.get('/api/account/export', async (request, response) => {
    const data = await services.account.exportData(signedInContext(request));
    response.setHeader('Content-Disposition', `attachment; filename="ideascope-my-data-${new Date().toISOString().slice(0, 10)}.json"`);
    response.setHeader('Cache-Control', 'no-store');
    response.json(data);
  });
  router.delete('/api/account', async (request, response) => {
    await services.account.deleteAccount(signedInContext(request), request.body);
    response.json({ deleted: true });
  });
  return router;
}
