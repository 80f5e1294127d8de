import { isbot } from 'isbot';

/** The utm_source values the owner's share links carry (any other value is kept as typed, cut short). */
export const SHARE_SOURCES = ['x', 'reddit', 'linkedin', 'email'] as const;

/** A user agent worth counting: present, and not a known bot, crawler or link previewer. */
export function isCountableVisitor(userAgent: string | undefined): userAgent is string {
  return typeof userAgent === 'string' && userAgent.trim() !== '' && !isbot(userAgent);
}

/** The referring page's host (lower case), or null for none, an unreadable one, or the site's own host. */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost?.split(':')[0]?.toLowerCase() ? host.slice(0, 120) : null;
  } catch {
    return null;
  }
}

/** utm_source as a short lower-case token (letters, digits, . _ -), or null. */
export function utmSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40);
  return cleaned || null;
}
