import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.js';

const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The web app's Content-Security-Policy: its own scripts only (the build has no inline script);
 * styles from itself plus inline ones, because emotion injects <style> elements at run time;
 * images from itself, data: URLs and https (Google profile pictures); requests to its own API and
 * its graphql-ws socket on the same host; never framed. Site pages and previews replace this with
 * their own sandbox policy (websites/site-headers.ts).
 */
function contentSecurityPolicy(config: AppConfig) {
  const publicUrl = config.PUBLIC_URL ? safeUrl(config.PUBLIC_URL) : null;
  // Browsers before CSP level 3 do not count ws(s) on the same host as 'self': name it.
  const socketOrigin = (request: Request) => {
    const host = publicUrl?.host ?? request.headers.host ?? '';
    return PLAIN_HOST.test(host) ? `${servedOverHttps(config, request) ? 'wss' : 'ws'}://${host}` : '';
  };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (request: unknown) => socketOrigin(request as Request)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** An https PUBLIC_URL, or X-Forwarded-Proto https from the trusted proxy (Express's req.secure). */
function servedOverHttps(config: AppConfig, request: Request): boolean {
  return config.PUBLIC_URL?.startsWith('https:') === true || request.secure;
}

/**
 * Headers on every answer (helmet): the app's CSP and X-Frame-Options DENY (clickjacking), nosniff, a
 * referrer policy that keeps paths and queries on this site, and HSTS only when the app is served over HTTPS.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true, preload: false });
  return [
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      // The app is same-origin only; these add nothing the CSP does not already say.
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
    }),
    (request: Request, response: Response, next: NextFunction) =>
      servedOverHttps(config, request) ? hsts(request, response, next) : next(),
  ];
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
