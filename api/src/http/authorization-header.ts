/**
 * The token in an `Authorization` value: `Bearer <token>` (scheme case-insensitive, per RFC 7235).
 * Returns undefined for no header or another scheme; an empty or malformed bearer is returned as
 * is so the caller refuses it instead of treating the request as anonymous.
 */
export function bearerFromAuthorization(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(value);
  if (!match) return undefined;
  return (match[1] ?? '').trim();
}
