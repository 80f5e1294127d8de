import type { Request } from 'express';
import type { RequestContext } from '../context/request-context.js';
import { unauthenticated } from '../shared/errors.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      context?: RequestContext;
    }
  }
}

/** The context the composition root's middleware built for this request. */
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
