import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../shared/logger.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { isAppError } from '../shared/errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** A failure the client caused, as an HTTP status, a message and a GraphQL extensions.code. */
export interface ClientError {
  status: number;
  message: string;
  code: string;
  retryAfterSeconds?: number;
}

/** Domain errors, body-parser refusals and an unreachable database (503); null for anything unexpected (a 500). */
export function clientError(error: unknown): ClientError | null {
  if (isAppError(error)) {
    return { status: error.status, message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds };
  }
  const parserError = error as BodyParserError | null;
  if (parserError?.type === 'entity.parse.failed')
    return { status: 400, message: 'The request body is not valid JSON', code: 'BAD_REQUEST' };
  if (parserError?.type === 'entity.too.large') return { status: 413, message: 'The request body is too large', code: 'BAD_REQUEST' };
  if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
    return { status: parserError.status, message: 'The request could not be read', code: 'BAD_REQUEST' };
  }
  // PostgreSQL unreachable (outage, restart): not the client's fault, but worth retrying shortly.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: DATABASE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  return null;
}

/** The one place a REST failure becomes an HTTP status and `{ "message" }`. Never a stack trace. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const refusal = clientError(error);
    if (refusal) {
      if (refusal.retryAfterSeconds) response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
      response.status(refusal.status).json({ message: refusal.message });
      return;
    }
    logger.error({ err: error }, 'unhandled request error');
    response.status(500).json({ message: 'Internal server error' });
  };
}

export function notFoundHandler(_request: Request, response: Response) {
  response.status(404).json({ message: 'Not found' });
}
