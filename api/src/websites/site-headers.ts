import type { Response } from 'express';

/**
 * Site pages and previews hold user-written text: they run no script (sandbox, no script-src), load
 * nothing from anywhere (default-src 'none'; only inline styles and data: images), cannot submit
 * forms or change the base URL, and may only be framed by the app itself. The sandbox also gives the
 * page an opaque origin, so it can never read the app's cookies or call its API as the user.
 */
export const SITE_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export function setSitePageHeaders(response: Response, cache: 'public' | 'private'): void {
  response.setHeader('Content-Security-Policy', SITE_CONTENT_SECURITY_POLICY);
  // The app's X-Frame-Options DENY (http/security-headers.ts) would stop the app framing a preview; frame-ancestors decides.
  response.removeHeader('X-Frame-Options');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  // Revalidate every time, so an unpublished site disappears at once; drafts are never stored.
  response.setHeader('Cache-Control', cache === 'public' ? 'no-cache' : 'private, no-store');
  response.type('html');
}
