import { Router, type Response } from 'express';
import type { ReportExportService } from './report-export.service.js';
import { signedInContext } from '../http/request-context.js';
import type { ReportFile } from './report-export.service.js';

/** The services these routes call. */
interface RouteServices {
  reportExports: ReportExportService;
}

function send(response: Response, file: ReportFile): void {
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.send(file.body);
}

/** GET /api/projects/{id}/export.pdf and /export.xlsx (the Export menu downloads these). */
export function reportExportRoutes(services: RouteServices): Router {
  const router = Router();
  router.get('/api/projects/:id/export.pdf', async (request, response) => {
    send(response, await services.reportExports.pdf(signedInContext(request), request.params.id));
  });
  router.get('/api/projects/:id/export.xlsx', async (request, response) => {
    send(response, await services.reportExports.workbook(signedInContext(request), request.params.id));
  });
  return router;
}
