import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/config.js';
import type { DemandTestService } from './demand-test.service.js';
import type { Logger } from '../shared/logger.js';
import type { SessionManager } from '../auth/session-manager.js';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import type { SignupOutcome } from './demand-test.service.js';
import { referrerHost, utmSource } from './visit-source.js';
import { ownerName, type PublishedWebsite } from '../websites/published-website.js';
import { readCookies } from '../http/cookies.js';
import { html } from '../websites/html.js';
import { renderNotFoundPage } from '../websites/not-found-page.js';
import { SITE_FONT_FILES, SITE_FONTS_PATH } from '../websites/site-fonts.js';
import { setSitePageHeaders } from '../websites/site-headers.js';
import { renderSitePage } from '../websites/site-renderer.js';
import type { SiteSignup } from '../websites/site-signup-html.js';
import { sitePath } from '../websites/website.presenter.js';

/** The services these routes call. */
interface RouteServices {
  config: AppConfig;
  demandTest: DemandTestService;
  logger: Logger;
  sessions: SessionManager;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * /site/<slug>: published sites, server-rendered from their published content, with the demand test's
 * signup form (a plain POST) and visit counting; anything else is the 404 page. Mounted before sessions
 * and GraphQL: a site page needs no viewer. With SITE_ORIGIN set, sites live only on that origin (the
 * app's address redirects there) and that origin serves nothing but sites.
 */
export function siteRoutes(services: RouteServices): Router {
  const router = Router();
  const { config, demandTest, logger } = services;
  const siteOrigin = config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN) : null;
  const homeUrl = config.PUBLIC_URL ?? '/';
  const onSiteOrigin = (request: Request) => siteOrigin !== null && request.headers.host === siteOrigin.host;
  const linkBase = (request: Request) =>
    siteOrigin ? siteOrigin.origin : (config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.headers.host}`);

  const notFoundPage = (response: Response) => {
    setSitePageHeaders(response, 'public');
    response.status(404).send(renderNotFoundPage(homeUrl));
  };

  const sitePage = (response: Response, status: number, website: PublishedWebsite, signup: Omit<SiteSignup, 'action' | 'ownerName'>) => {
    setSitePageHeaders(response, 'public');
    // A thank-you holding the visitor's own deletion link is kept by no cache.
    if (signup.forgetUrl) response.setHeader('Cache-Control', 'private, no-store');
    const page = renderSitePage(
      { ...website.content, isPublished: true },
      { signup: { action: `${sitePath(website.slug)}/signup#signup`, ownerName: ownerName(website.owner), ...signup } },
    );
    response.status(status).send(page);
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

  // Self-hosted fonts: fixed file names, cached for a year. Sandboxed pages have an opaque origin, so
  // their font requests are cross-origin and need CORS.
  router.get(`${SITE_FONTS_PATH}/:file`, (request, response) => {
    const file = SITE_FONT_FILES.get(request.params.file);
    if (!file) return notFoundPage(response);
    response.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // The package store's path has a dot directory (.pnpm); the file itself is one of the fixed names above.
    response.sendFile(file, { dotfiles: 'allow', headers: { 'Content-Type': 'font/woff2' } });
  });

  router.get('/site/:slug', async (request, response) => {
    const website = await demandTest.publishedWebsite(request.params.slug);
    if (!website) return notFoundPage(response);
    const referrer = referrerHost(request.headers.referer, request.headers.host);
    const source = utmSource(request.query.utm_source);
    try {
      await demandTest.recordVisit(website, {
        ipAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
        userAgent: request.headers['user-agent'],
        referrer: request.headers.referer,
        host: request.headers.host,
        utmSource: source,
        viewerUserId: await viewerUserId(request),
      });
    } catch (error) {
      // A lost count must not cost the visitor the page.
      logger.warn({ err: error }, 'site visit not counted');
    }
    sitePage(response, 200, website, { state: 'form', emailConfirmation: demandTest.mailer.enabled, utmSource: source, referrer });
  });

  router.post(
    '/site/:slug/signup',
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }),
    async (request, response) => {
      const ipAddress = request.ip ?? request.socket.remoteAddress ?? 'unknown';
      const outcome: SignupOutcome = await demandTest.signup(
        request.params.slug,
        request.body,
        ipAddress,
        request.headers['user-agent'],
        linkBase(request),
      );
      if (outcome.kind === 'not-found') return notFoundPage(response);
      const website = outcome.website;
      if (outcome.kind === 'invalid') {
        const body = (request.body ?? {}) as Record<string, unknown>;
        return sitePage(response, 422, website, {
          state: 'form',
          emailConfirmation: demandTest.mailer.enabled,
          values: outcome.values,
          errors: outcome.errors,
          utmSource: utmSource(body.utm_source),
          referrer: typeof body.ref === 'string' ? body.ref : null,
        });
      }
      if (outcome.kind === 'throttled') {
        response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
        return sitePage(response, 429, website, { state: 'throttled', emailConfirmation: demandTest.mailer.enabled });
      }
      sitePage(response, 200, website, { state: 'thanks', emailConfirmation: outcome.emailConfirmation, forgetUrl: outcome.forgetUrl });
    },
  );

  // The confirmation link in the email.
  router.get('/site/:slug/confirm', async (request, response) => {
    const confirmed = await demandTest.confirm(request.query.signup, request.query.token);
    messagePage(
      response,
      confirmed ? 200 : 404,
      confirmed ? 'Email confirmed' : 'Link not valid',
      confirmed
        ? 'Thank you: your email address is confirmed. You will hear when there is news.'
        : 'This link is not valid, or the signup was deleted.',
    );
  });

  // The deletion link (in the confirmation email, or on the thank-you page without email): GET asks (mail
  // scanners follow links), the button's POST deletes.
  router.get('/site/:slug/forget', (request, response) => {
    const signupId = typeof request.query.signup === 'string' ? request.query.signup : '';
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    setSitePageHeaders(response, 'public');
    response.status(200).send(
      simplePage(
        'Delete your signup',
        html`<p>This deletes your email address and your answers from this waiting list.</p>
<form method="post" action="${sitePath(request.params.slug)}/forget"><input type="hidden" name="signup" value="${signupId}"><input type="hidden" name="token" value="${token}"><button type="submit">Delete my signup</button></form>`,
      ),
    );
  });

  router.post('/site/:slug/forget', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 }), async (request, response) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const deleted = await demandTest.forget(body.signup, body.token);
    messagePage(
      response,
      deleted ? 200 : 404,
      deleted ? 'Signup deleted' : 'Link not valid',
      deleted ? 'Your signup and your answers are deleted.' : 'This link is not valid, or the signup was already deleted.',
    );
  });

  router.use('/site', (_request, response) => notFoundPage(response));
  return router;

  /** The signed-in user of a request that carries a session cookie (sites share the app's origin unless SITE_ORIGIN). */
  async function viewerUserId(request: Request): Promise<string | null> {
    const token = readCookies(request.headers.cookie)[SESSION_COOKIE_NAME];
    if (!token) return null;
    const session = await services.sessions.validateToken(token).catch(() => null);
    return session?.userId ?? null;
  }
}

function messagePage(response: Response, status: number, title: string, text: string): void {
  setSitePageHeaders(response, 'public');
  response.status(status).send(simplePage(title, html`<p>${text}</p>`));
}

function simplePage(title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;line-height:1.6;color:#1f2937}button{font:inherit;padding:10px 16px;border-radius:8px;border:0;background:#b91c1c;color:#fff;cursor:pointer}</style>
</head><body><h1>${title}</h1>${body}</body></html>
`.markup;
}
