import Negotiator from 'negotiator';

/** negotiator 1.x (its @types still describe 0.6): among encodings the client weighs the same, the first of `preferred` wins. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send among `available` by the request's Accept-Encoding, or null for the body as it is
 * (nothing acceptable, or no header: a client that names no encoding gets none). Brotli wins a tie:
 * browsers list "gzip, deflate, br" without weights, and brotli is the smaller.
 */
export function negotiateEncoding(headers: Negotiator.Headers, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!headers['accept-encoding'] || available.length === 0) return null;
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding([...available, 'identity'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
