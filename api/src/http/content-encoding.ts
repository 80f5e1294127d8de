import Negotiator from 'negotiator';

/** negotiator 1.x (its @types still describe 0.6): among encodings the client weighs the same, the first of `preferred` wins. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** The encodings the API writes, brotli first (it wins a tie). */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * The encoding to send among `available` by the request's Accept-Encoding, or null for the body as it is
 * (nothing acceptable, or no header: a client that names no encoding gets none). Brotli wins a tie:
 * browsers list "gzip, deflate, br" without weights, and brotli is the smaller.
 */
export function negotiateEncoding(headers: Negotiator.Headers, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!headers['accept-encoding'] || available.length === 0) return null;
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding([...available, 'identity'], { preferred: CONTENT_ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
