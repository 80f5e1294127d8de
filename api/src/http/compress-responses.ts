import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Below 1 KB compression saves less than it costs (and fits one packet anyway). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic responses (GraphQL and REST JSON, public sites) above 1 KB by Accept-Encoding.
 * Static files carry their build-time copies (static-web.ts sets Content-Encoding, which this skips).
 * Never an event stream (compression would hold events back in its buffer) nor a WebSocket upgrade
 * (graphql-ws answers those on the HTTP server's 'upgrade' event, but a stray one must pass untouched).
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (request: Request, response: Response) => {
      if (request.headers.upgrade) return false;
      const contentType = response.getHeader('Content-Type');
      if (typeof contentType === 'string' && contentType.startsWith('text/event-stream')) return false;
      return compression.filter(request, response);
    },
  });
}
