import type { NextFunction, Request, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerFromAuthorization } from '../auth/api-token.secret.js';
import { forbidden } from '../shared/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the browser says the request comes from another site: its Origin names another host,
 * or Sec-Fetch-Site says cross-site. Requests without either header (curl, scripts) pass.
 */
export function isCrossSite(headers: IncomingHttpHeaders, trustedOrigins: readonly string[] = []): boolean {
  const origin = headers.origin;
  if (origin && origin !== 'null') {
    const host = headers.host;
    try {
      const originUrl = new URL(origin);
      if (trustedOrigins.includes(originUrl.origin)) return false;
      return originUrl.host !== host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return headers['sec-fetch-site'] === 'cross-site';
}

/** State-changing REST requests from another site are refused (403); bearer-token calls carry no ambient cookie. */
export function csrfProtection(trustedOrigins: readonly string[] = []) {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (bearerFromAuthorization(request.headers.authorization) !== undefined) return next();
    if (isCrossSite(request.headers, trustedOrigins)) return next(forbidden('Cross-site request refused'));
    next();
  };
}
