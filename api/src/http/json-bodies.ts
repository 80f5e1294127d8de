import type { NextFunction, Request, Response } from 'express';
import { badInput, unsupportedMediaType } from '../shared/errors.js';

export const BODY_NOT_JSON = 'Send the request body as JSON (Content-Type: application/json)';
export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/**
 * The JSON API's one rule for request bodies, before any route reads one: a body is a JSON object. A body in
 * another content type (text/plain, a form) is 415 and a JSON array is 400, so no route mistakes either for
 * "no fields given" (an edit that changes nothing but restarts the research, a misleading "Name is required").
 * Requests without a body (publish, log out) pass. Mounted after express.json, on the REST routes only: the
 * public sites read HTML forms, Stripe's webhook its raw body, and GraphQL keeps its own content-type rules.
 */
export function jsonObjectBodies() {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!hasBody(request)) return next();
    if (!request.is('application/json')) return next(unsupportedMediaType(BODY_NOT_JSON));
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return next(badInput(BODY_NOT_AN_OBJECT));
    next();
  };
}

/** A body of at least one byte (announced by its length, or chunked); a Content-Type on an empty body is no body. */
function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
