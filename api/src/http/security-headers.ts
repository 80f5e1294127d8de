import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import type { AppConfig } from '../config/config.js';

/** A year, the usual HSTS lifetime (and what preload lists ask for). */
const HSTS = 'max-age=31536000; includeSubDomains';
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;
/** Policies built per (scheme, host): a server answers for a handful of hosts, so this stays tiny. */
const POLICY_CACHE_LIMIT = 32;

/**
 * The web app's Content-Security-Policy: its own scripts only (the build has no inline script);
 * styles from itself plus inline ones, because emotion injects <style> elements at run time;
 * images from itself, data: URLs and https (Google profile pictures); requests to its own API and
 * its graphql-ws socket on the same host; never framed. Site pages and previews replace this with
 * their own sandbox policy (websites/site-headers.ts).
 */
export function appContentSecurityPolicy(socketOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${socketOrigin ? ` ${socketOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer: the app's CSP and X-Frame-Options DENY (clickjacking), nosniff, a
 * referrer policy that keeps paths and queries on this site, and HSTS when the app is served over
 * HTTPS (an https PUBLIC_URL, or X-Forwarded-Proto https from the trusted proxy).
 */
export function securityHeaders(config: AppConfig) {
  const writeHeaders = securityHeaderWriter(config);
  return (request: Request, response: Response, next: NextFunction) => {
    writeHeaders(response, request.secure, request.headers.host);
    next();
  };
}

/** The same headers on a plain Node response (the GraphQL POST path has no Express); `secure` as Express's req.secure. */
export function securityHeaderWriter(config: AppConfig): (response: ServerResponse, secure: boolean, hostHeader: string | undefined) => void {
  const publicUrl = config.PUBLIC_URL ? safeUrl(config.PUBLIC_URL) : null;
  const alwaysHttps = publicUrl?.protocol === 'https:';
  const policies = new Map<string, string>();
  const policyFor = (https: boolean, host: string): string => {
    const key = `${https ? 's' : ''}${host}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      // Browsers before CSP level 3 do not count ws(s) on the same host as 'self': name it.
      const socketOrigin = PLAIN_HOST.test(host) ? `${https ? 'wss' : 'ws'}://${host}` : null;
      policy = appContentSecurityPolicy(socketOrigin);
      if (policies.size >= POLICY_CACHE_LIMIT) policies.clear();
      policies.set(key, policy);
    }
    return policy;
  };
  return (response, secure, hostHeader) => {
    const https = alwaysHttps || secure;
    response.setHeader('Content-Security-Policy', policyFor(https, publicUrl?.host ?? hostHeader ?? ''));
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) response.setHeader('Strict-Transport-Security', HSTS);
  };
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
