import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import type { CookieWriter } from '../app/request-context.js';

export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** Cookies are HttpOnly, SameSite=Lax, Path=/ by default, and Secure whenever the request came over HTTPS. */
export function expressCookieWriter(request: Request, response: Response): CookieWriter {
  const cookies = readCookies(request.headers.cookie);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: request.secure };
  return {
    read: (name) => cookies[name],
    set: (name, value, options = {}) => {
      response.cookie(name, value, {
        ...base,
        path: options.path ?? '/',
        expires: options.expires,
        maxAge: options.maxAgeSeconds === undefined ? undefined : options.maxAgeSeconds * 1000,
      });
    },
    clear: (name, options = {}) => {
      response.clearCookie(name, { ...base, path: options.path ?? '/' });
    },
  };
}
