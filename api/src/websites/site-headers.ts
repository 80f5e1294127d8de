import type { Response } from 'express';

/**
 * Site pages and previews hold user-written text: they run no script (sandbox, no script-src), load
 * nothing but their own fonts from this app (default-src 'none'; inline styles and data: images), cannot
 * change the base URL, and may only be framed by the app itself. The sandbox also gives the page an
 * opaque origin, so it can never read the app's cookies or call its API as the user. A public page may
 * submit its one form, to this app only (allow-forms, form-action 'self'); a preview submits nothing.
 */
const SITE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; base-uri 'none'; frame-ancestors 'self'";
export const SITE_CONTENT_SECURITY_POLICY = `sandbox allow-forms; ${SITE_POLICY}; form-action 'self'`;
export const PREVIEW_CONTENT_SECURITY_POLICY = `sandbox; ${SITE_POLICY}; form-action 'none'`;

export function setSitePageHeaders(response: Response, cache: 'public' | 'private'): void {
  response.setHeader('Content-Security-Policy', cache === 'public' ? SITE_CONTENT_SECURITY_POLICY : PREVIEW_CONTENT_SECURITY_POLICY);
  // The app's X-Frame-Options DENY (http/security-headers.ts) would stop the app framing a preview; frame-ancestors decides.
  response.removeHeader('X-Frame-Options');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  // Revalidate every time, so an unpublished site disappears at once; drafts and form answers are never stored.
  response.setHeader('Cache-Control', cache === 'public' ? 'no-cache' : 'private, no-store');
  response.type('html');
}
