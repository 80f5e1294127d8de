import { Router } from 'express';
import type { WebsiteService } from './website.service.js';
import type { AppConfig } from '../config/config.js';
import { requestContext, signedInContext } from '../http/request-context.js';
import { renderNotFoundPage } from './not-found-page.js';
import { setSitePageHeaders } from './site-headers.js';
import { renderSitePage } from './site-renderer.js';
import { presentWebsite, sitePath } from './website.presenter.js';
import { ownerName } from './published-website.js';

/** The services these routes call. */
interface RouteServices {
  websites: WebsiteService;
  config: AppConfig;
  /** Whether a signup on a published site is sent a confirmation email (the demand test's mailer decides). */
  signupEmailsSent: boolean;
}

/** REST shims of spec §7 for websites; each handler only translates HTTP to WebsiteService calls. */
export function websiteRoutes(services: RouteServices): Router {
  const router = Router();
  const { websites, config, signupEmailsSent } = services;
  const present = presentWebsite.bind(null, config);

  router.get('/api/projects/:id/website-status', async (request, response) => {
    const status = await websites.websiteStatus(signedInContext(request), request.params.id);
    response.json({ websites: status.websites.map(present), hasChanges: status.hasChanges });
  });

  router.post('/api/projects/:projectId/generate-website', async (request, response) => {
    const website = await websites.generateWebsite(signedInContext(request), request.params.projectId, request.body);
    response.json(present(website));
  });

  router.put('/api/websites/:id', async (request, response) => {
    response.json(present(await websites.updateWebsite(signedInContext(request), request.params.id, request.body)));
  });

  router.post('/api/websites/:id/publish', async (request, response) => {
    response.json(present(await websites.publishWebsite(signedInContext(request), request.params.id)));
  });

  router.post('/api/websites/:id/unpublish', async (request, response) => {
    response.json(present(await websites.unpublishWebsite(signedInContext(request), request.params.id)));
  });

  // The owner's view of the draft; for anyone else (signed out included) it does not exist.
  router.get('/api/websites/:id/preview', async (request, response) => {
    const website = await websites.findPreview(requestContext(request), request.params.id);
    setSitePageHeaders(response, 'private');
    if (!website) {
      if (request.accepts(['json', 'html']) === 'html') response.status(404).send(renderNotFoundPage());
      else response.status(404).json({ message: 'Website not found' });
      return;
    }
    // The draft, with the signup form as visitors will see it (it cannot be sent from the preview).
    const signup = {
      action: `${sitePath(website.slug)}/signup`,
      ownerName: ownerName(website.project.owner),
      state: 'form' as const,
      // The consent line as visitors read it: it promises a confirmation email only where one is sent.
      emailConfirmation: signupEmailsSent,
      disabled: true,
    };
    response.status(200).send(renderSitePage(website, { preview: true, signup }));
  });

  return router;
}
