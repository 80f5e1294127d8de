import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { CONTENT_ENCODINGS, negotiateEncoding, type ContentEncoding } from './content-encoding.js';

/** Below 1 KB compression saves less than it costs (and fits one packet anyway). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Whole bodies up to this size are compressed right away on the request's own thread: brotli takes
 * about 0.05 ms for a 5 KB answer, less than handing it to zlib's thread pool and back (a stream, two
 * thread wake-ups). Larger bodies, and bodies written in parts, still stream through `compression`.
 */
export const WHOLE_BODY_COMPRESSION_LIMIT_BYTES = 64 * 1024;

/**
 * Brotli's quality for answers made per request: level 1 compresses a 13 KB GraphQL answer to 2.1 KB in
 * about 22 us, level 4 (compression's default) to 1.9 KB in about 77 us. The web build's files are
 * compressed once, at the highest level, at build time.
 */
export const BROTLI_QUALITY = 1;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/;

function compressible(request: Request, response: Response): boolean {
  if (request.headers.upgrade) return false;
  const contentType = response.getHeader('Content-Type');
  if (typeof contentType === 'string' && contentType.startsWith('text/event-stream')) return false;
  return compression.filter(request, response);
}

/**
 * The encoding for a whole body sent at once, or null where `compression` decides as usual (no body yet,
 * too small or too large, already encoded, not acceptable, a HEAD request, Cache-Control: no-transform).
 */
function wholeBodyEncoding(request: Request, response: Response, body: Buffer): ContentEncoding | null {
  if (response.headersSent || request.method === 'HEAD') return null;
  if (body.length < COMPRESSION_THRESHOLD_BYTES || body.length > WHOLE_BODY_COMPRESSION_LIMIT_BYTES) return null;
  if (response.getHeader('Content-Encoding') || !compressible(request, response)) return null;
  if (NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? ''))) return null;
  return negotiateEncoding(request.headers, CONTENT_ENCODINGS);
}

/** A whole body compressed at once, as this middleware sends it. */
export function encodeWholeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body);
}

/** Compresses a body sent whole (Express's send and json, Apollo's answers) before `compression` sees it. */
function compressWholeBodies(request: Request, response: Response): void {
  const endThroughCompression = response.end as (this: Response, ...parts: unknown[]) => Response;
  response.end = function end(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
      const body =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
      const chosen = wholeBodyEncoding(request, response, body);
      if (chosen) {
        const compressed = encodeWholeBody(body, chosen);
        response.vary('Accept-Encoding');
        // An encoded body: `compression` passes it on untouched.
        response.setHeader('Content-Encoding', chosen);
        response.setHeader('Content-Length', compressed.length);
        return endThroughCompression.call(this, compressed, typeof encoding === 'function' ? encoding : callback);
      }
    }
    return endThroughCompression.call(this, chunk, encoding, callback);
  } as Response['end'];
}

/**
 * Compresses dynamic responses (GraphQL and REST JSON, public sites) above 1 KB by Accept-Encoding:
 * brotli where the client takes it, else gzip. Static files carry their build-time copies (static-web.ts
 * sets Content-Encoding, which this skips). Never an event stream (compression would hold events back in
 * its buffer) nor a WebSocket upgrade (graphql-ws answers those on the HTTP server's 'upgrade' event,
 * but a stray one must pass untouched).
 */
export function compressResponses(): RequestHandler {
  const compressStreams = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: compressible,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    compressStreams(request, response, (error?: unknown) => {
      if (error) return next(error);
      compressWholeBodies(request, response);
      next();
    });
  };
}
