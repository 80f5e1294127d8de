import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../shared/logger.js';

/**
 * One line per request when it finishes: method, path (no query string, which may hold secrets),
 * status and duration. Null below the info level, where not even the timer is worth its cost.
 */
export function requestLineLogger(logger: Logger): ((request: IncomingMessage, response: ServerResponse) => void) | null {
  if (!logger.isLevelEnabled('info')) return null;
  return (request, response) => {
    const started = process.hrtime.bigint();
    // Read now: Express trims request.url for mounted routers by the time the response finishes.
    const path = (request.url ?? '').split('?')[0];
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: request.method, path, status: response.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
  };
}

export function requestLogger(logger: Logger) {
  const logLine = requestLineLogger(logger);
  return (request: Request, response: Response, next: NextFunction) => {
    logLine?.(request, response);
    next();
  };
}
