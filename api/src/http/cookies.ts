import type { Request, Response } from 'express';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { ServerResponse } from 'node:http';
import type { CookieWriter } from '../app/request-context.js';

export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/**
 * Cookies are HttpOnly, SameSite=Lax, Path=/ by default, and Secure whenever the request came over HTTPS.
 * Written as Express's res.cookie writes them, on a plain Node response (the GraphQL POST path has no Express).
 */
export function cookieWriter(cookieHeader: string | undefined, response: ServerResponse, secure: boolean): CookieWriter {
  let cookies: Record<string, string | undefined> | null = null;
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  return {
    // Parsed on first read: most requests that carry cookies read one, some none.
    read: (name) => (cookies ??= readCookies(cookieHeader))[name],
    set: (name, value, options = {}) => {
      const maxAge = options.maxAgeSeconds;
      response.appendHeader(
        'Set-Cookie',
        stringifySetCookie({
          ...base,
          name,
          value,
          path: options.path ?? '/',
          expires: maxAge === undefined ? options.expires : new Date(Date.now() + maxAge * 1000),
          maxAge,
        }),
      );
    },
    clear: (name, options = {}) => {
      response.appendHeader('Set-Cookie', stringifySetCookie({ ...base, name, value: '', path: options.path ?? '/', expires: new Date(1) }));
    },
  };
}

export function expressCookieWriter(request: Request, response: Response): CookieWriter {
  return cookieWriter(request.headers.cookie, response, request.secure);
}
