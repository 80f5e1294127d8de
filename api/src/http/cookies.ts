import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import type { CookieWriter } from '../context/request-context.js';

export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** Cookies are HttpOnly, SameSite=Lax, Path=/ by default, and Secure whenever the request came over HTTPS. */
export function expressCookieWriter(request: Request, response: Response): CookieWriter {
  let cookies: Record<string, string | undefined> | null = null;
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: request.secure };
  return {
    read: (name) => (cookies ??= readCookies(request.headers.cookie))[name],
    set: (name, value, options = {}) => {
      const maxAge = options.maxAgeSeconds;
      response.cookie(name, value, {
        ...base,
        path: options.path ?? '/',
        ...(maxAge === undefined ? { expires: options.expires } : { maxAge: maxAge * 1000 }),
      });
    },
    clear: (name, options = {}) => {
      response.clearCookie(name, { ...base, path: options.path ?? '/' });
    },
  };
}
