import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../shared/logger.js';
import { isAppError } from '../shared/errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one place a REST failure becomes an HTTP status and `{ "message" }`. Never a stack trace. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    if (isAppError(error)) {
      if (error.retryAfterSeconds) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      response.status(error.status).json({ message: error.message });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      response.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      response.status(413).json({ message: 'The request body is too large' });
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      response.status(parserError.status).json({ message: 'The request could not be read' });
      return;
    }
    logger.error({ err: error }, 'unhandled request error');
    response.status(500).json({ message: 'Internal server error' });
  };
}

export function notFoundHandler(_request: Request, response: Response) {
  response.status(404).json({ message: 'Not found' });
}
