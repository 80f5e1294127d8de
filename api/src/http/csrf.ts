import type { NextFunction, Request, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerFromAuthorization } from './authorization-header.js';
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

/** State-changing requests from another site are refused; bearer-token calls carry no ambient cookie. */
export function isRefusedCrossSite(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  trustedOrigins: readonly string[] = [],
): boolean {
  if (SAFE_METHODS.has(method ?? 'GET')) return false;
  if (bearerFromAuthorization(headers.authorization) !== undefined) return false;
  return isCrossSite(headers, trustedOrigins);
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/** Express's guard: 403 for what isRefusedCrossSite refuses. */
export function csrfProtection(trustedOrigins: readonly string[] = []) {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (isRefusedCrossSite(request.method, request.headers, trustedOrigins)) return next(forbidden(CROSS_SITE_REFUSED));
    next();
  };
}
