import type { NextFunction, Request, Response } from 'express';
import { createRequestContext, type CookieWriter, type RequestContext } from '../app/request-context.js';
import type { Services } from '../app/services.js';
import { resolveViewer } from '../app/viewer.js';
import { bearerFromAuthorization } from '../auth/api-token.secret.js';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import { unauthenticated } from '../shared/errors.js';
import { expressCookieWriter } from './cookies.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      context?: RequestContext;
    }
  }
}

/**
 * The per-request context (forked EntityManager, loaders, viewer) from what an HTTP request carries:
 * one function for REST and both GraphQL paths. A request authenticated by an API token is counted
 * against that token's per-minute limit here, before any route or Apollo runs (429 over it).
 */
export async function httpRequestContext(
  services: Services,
  request: { ipAddress: string; authorization: string | undefined; cookies: CookieWriter },
): Promise<RequestContext> {
  const context = createRequestContext(services, { viewer: null, ipAddress: request.ipAddress, cookies: request.cookies });
  context.viewer = await resolveViewer(
    services,
    () => context.em,
    { sessionToken: request.cookies.read(SESSION_COOKIE_NAME), bearerToken: bearerFromAuthorization(request.authorization) },
    request.cookies,
  );
  const tokenId = context.viewer?.apiTokenId;
  if (tokenId) await services.apiTokens.countRequest(context.em, tokenId);
  return context;
}

/** Builds the request context for the Express routes (REST and GraphQL requests that are not a JSON POST). */
export function contextMiddleware(services: Services) {
  return async (request: Request, response: Response, next: NextFunction) => {
    request.context = await httpRequestContext(services, {
      ipAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
      authorization: request.headers.authorization,
      cookies: expressCookieWriter(request, response),
    });
    next();
  };
}

export function requestContext(request: Request): RequestContext {
  if (!request.context) throw new Error('request context missing: contextMiddleware must run first');
  return request.context;
}

/** The context of a signed-in caller; 401 otherwise. */
export function signedInContext(request: Request): RequestContext {
  const context = requestContext(request);
  if (!context.viewer) throw unauthenticated();
  return context;
}
