import { Router } from 'express';
import type { Services } from '../app/services.js';
import { requestContext, signedInContext } from '../http/context-middleware.js';
import { presentUser } from './user.presenter.js';

/** REST shims of spec §7 for accounts; each handler only translates HTTP to AuthService calls. */
export function authRoutes(services: Services): Router {
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

  router.get('/auth/google/callback', async (request, response) => {
    await auth.finishGoogleSignIn(requestContext(request), request.query);
    response.redirect(302, '/');
  });

  return router;
}
