import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Paths the API owns: never answered with the web app's index.html. */
const API_PREFIXES = ['/api/', '/auth/', '/graphql', '/healthz', '/site/'];

/**
 * Serves the built web app; any other GET that accepts HTML gets index.html so the client router
 * shows the page (or its 404 page).
 */
export function staticWebApp(distDirectory: string): Router {
  const router = express.Router();
  const indexPath = path.join(distDirectory, 'index.html');
  if (!existsSync(indexPath)) return router;
  router.use(
    express.static(distDirectory, {
      index: false,
      setHeaders: (response, filePath) => {
        // Hashed asset names can be cached for ever; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  router.get(/.*/, (request: Request, response: Response, next: NextFunction) => {
    if (API_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return next();
    if (!request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexPath);
  });
  return router;
}
