import type { NextFunction, Request, Response } from 'express';
import { clientError, type ClientError } from './errors.js';

/** The GraphQL-shaped body of a refusal, so GraphQL clients see `extensions.code` (and when to retry). */
export function graphqlRefusalBody(refusal: ClientError): { errors: Array<{ message: string; extensions: Record<string, unknown> }> } {
  const extensions = { code: refusal.code, ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}) };
  return { errors: [{ message: refusal.message, extensions }] };
}

/**
 * Mounted on the GraphQL path: a request refused before Apollo (unreadable body, bad API token,
 * rate limit, unreachable database) keeps its HTTP status but gets a GraphQL-shaped body.
 */
export function graphqlRefusalHandler() {
  return (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    const refusal = clientError(error);
    if (!refusal || response.headersSent) return next(error);
    if (refusal.retryAfterSeconds) response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    response.status(refusal.status).json(graphqlRefusalBody(refusal));
  };
}
