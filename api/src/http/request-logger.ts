import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../shared/logger.js';

/** One line per request: method, path (no query string, which may hold secrets), status and duration. */
export function requestLogger(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: request.method, path: request.originalUrl.split('?')[0], status: response.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
