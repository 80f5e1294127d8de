import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from '../auth/session-manager.js';
import { resolveViewer } from '../auth/viewer.js';
import { createRequestContext } from '../context/request-context.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { bearerFromAuthorization } from '../http/authorization-header.js';
import { expressCookieWriter } from '../http/cookies.js';
import type { RequestLimits } from '../http/rate-limits.js';
import '../http/request-context.js';
import type { Services } from './services.js';

/**
 * Builds the per-request context (forked EntityManager, loaders, viewer) for REST and GraphQL, and
 * counts the request before any route or Apollo runs (429 over a limit): API tokens and browser
 * sessions per user, signed-out requests per IP.
 */
export function contextMiddleware(services: Services, limits: RequestLimits) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const cookies = expressCookieWriter(request, response);
    const context = createRequestContext(services.orm, {
      viewer: null,
      ipAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
      cookies,
    });
    context.viewer = await resolveViewer(
      services,
      () => context.em,
      { sessionToken: cookies.read(SESSION_COOKIE_NAME), bearerToken: bearerFromAuthorization(request.headers.authorization) },
      cookies,
    );
    const viewer = context.viewer;
    // A token was found live (and its use recorded) just now: only its limit is left to count.
    if (viewer?.apiTokenId) await limits.apiTokenUser.consume(viewer.userId);
    else if (viewer) await limits.sessionUser.consume(viewer.userId);
    // Signed out, what needs no database still answers while PostgreSQL is away (the limit is not counted then).
    else await limits.anonymous.consume(context.ipAddress).catch(ignoreDatabaseUnavailable);
    request.context = context;
    next();
  };
}

/** A refused or cut connection fails at once: go on. A hung one already took its timeout: answer 503 now. */
function ignoreDatabaseUnavailable(error: unknown): void {
  const timedOut =
    /timeout|timed out/i.test(String((error as { message?: unknown })?.message ?? '')) || (error as { code?: unknown })?.code === '57014';
  if (!isDatabaseUnavailable(error) || timedOut) throw error;
}
