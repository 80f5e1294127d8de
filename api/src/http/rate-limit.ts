import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../app/services.js';
import { requestContext } from './context-middleware.js';
import { clientError } from './errors.js';

/**
 * Counts every request authenticated by an API token against that token's per-minute limit
 * (API_TOKEN_RATE_LIMIT_PER_MINUTE), before any route or Apollo runs: over the limit -> 429 with
 * Retry-After. Session (browser) requests are not limited here.
 */
export function apiTokenRateLimit(services: Services) {
  return async (request: Request, _response: Response, next: NextFunction) => {
    const context = requestContext(request);
    const tokenId = context.viewer?.apiTokenId;
    if (tokenId) await services.apiTokens.countRequest(context.em, tokenId);
    next();
  };
}

/**
 * Mounted on the GraphQL path: a request refused before Apollo (unreadable body, bad API token,
 * rate limit, unreachable database) keeps its HTTP status but gets a GraphQL-shaped body, so GraphQL clients see `extensions.code`.
 */
export function graphqlRefusalHandler() {
  return (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    const refusal = clientError(error);
    if (!refusal || response.headersSent) return next(error);
    if (refusal.retryAfterSeconds) response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    const extensions = { code: refusal.code, ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}) };
    response.status(refusal.status).json({ errors: [{ message: refusal.message, extensions }] });
  };
}
