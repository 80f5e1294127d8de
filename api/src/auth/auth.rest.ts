import { Router } from 'express';
import type { AuthService } from './auth.service.js';
import type { Logger } from '../shared/logger.js';
import { requestContext, signedInContext } from '../http/request-context.js';
import { clientError } from '../http/errors.js';
import { GOOGLE_EMAIL_LINKED_ELSEWHERE, GOOGLE_EMAIL_UNVERIFIED } from './auth.service.js';
import { presentUser } from './user.presenter.js';

/** The services these routes call. */
interface RouteServices {
  auth: AuthService;
  logger: Logger;
}

/** REST shims of spec §7 for accounts; each handler only translates HTTP to AuthService calls. */
export function authRoutes(services: RouteServices): Router {
  const router = Router();
  const { auth } = services;

  router.post('/auth/signup', async (request, response) => {
    const user = await auth.signUp(requestContext(request), request.body);
    response.status(201).json(presentUser(user));
  });

  router.post('/auth/login', async (request, response) => {
    const user = await auth.logIn(requestContext(request), request.body);
    response.json(presentUser(user));
  });

  router.post('/auth/logout', async (request, response) => {
    await auth.logOut(requestContext(request));
    response.json({ success: true });
  });

  router.get('/api/auth/user', (request, response) => {
    response.json(presentUser(auth.currentUser(requestContext(request))));
  });

  router.patch('/api/auth/profile', async (request, response) => {
    const user = await auth.updateProfile(signedInContext(request), request.body);
    response.json(presentUser(user));
  });

  router.get('/api/admin/check', (request, response) => {
    response.json({ isAdmin: auth.isAdmin(signedInContext(request)) });
  });

  router.get('/auth/google', (request, response) => {
    const url = auth.startGoogleSignIn(requestContext(request));
    response.redirect(302, url ?? '/?error=google_unavailable');
  });

  // A browser navigation, not an API call: a failure goes back to the landing page's log-in form,
  // which shows why in a toast (web: screens/Landing), never a bare JSON page.
  router.get('/auth/google/callback', async (request, response) => {
    try {
      await auth.finishGoogleSignIn(requestContext(request), request.query);
    } catch (error) {
      if (!clientError(error)) services.logger.error({ err: error }, 'Google sign-in callback failed');
      response.redirect(302, `/?auth=login&error=${googleFailure(error)}`);
      return;
    }
    response.redirect(302, '/');
  });

  return router;
}

/** The landing page's toast for a failed Google sign-in: a fixed code, never text from the request. */
function googleFailure(error: unknown): 'google' | 'google_unverified' | 'google_linked' {
  const message = error instanceof Error ? error.message : '';
  if (message === GOOGLE_EMAIL_UNVERIFIED) return 'google_unverified';
  if (message === GOOGLE_EMAIL_LINKED_ELSEWHERE) return 'google_linked';
  return 'google';
}
