import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Services } from '../app/services.js';
import { renderNotFoundPage } from './not-found-page.js';
import { setSitePageHeaders } from './site-headers.js';
import { renderSitePage } from './site-renderer.js';

/**
 * GET /site/<slug>: published sites, server-rendered; anything else is the 404 page. Mounted before
 * sessions and GraphQL: a site page needs no viewer. With SITE_ORIGIN set, sites live only on that
 * origin (the app's address redirects there) and that origin serves nothing but sites.
 */
export function siteRoutes(services: Services): Router {
  const router = Router();
  const { config, orm } = services;
  const siteOrigin = config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN) : null;
  const homeUrl = config.PUBLIC_URL ?? '/';
  const onSiteOrigin = (request: Request) => siteOrigin !== null && request.headers.host === siteOrigin.host;

  const notFoundPage = (response: Response) => {
    setSitePageHeaders(response, 'public');
    response.status(404).send(renderNotFoundPage(homeUrl));
  };

  if (siteOrigin) {
    router.use((request: Request, response: Response, next: NextFunction) => {
      const isSitePath = request.path.startsWith('/site/');
      if (onSiteOrigin(request)) return isSitePath ? next() : notFoundPage(response);
      if (isSitePath && (request.method === 'GET' || request.method === 'HEAD')) {
        return response.redirect(302, new URL(request.originalUrl, siteOrigin).toString());
      }
      next();
    });
  }

  router.get('/site/:slug', async (request, response) => {
    const website = await services.websites.findPublishedSite(orm.em.fork(), request.params.slug);
    if (!website) return notFoundPage(response);
    setSitePageHeaders(response, 'public');
    response.status(200).send(renderSitePage(website));
  });

  router.use('/site', (_request, response) => notFoundPage(response));
  return router;
}
