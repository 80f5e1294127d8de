import { Router } from 'express';
import type { ApiTokenService } from './api-token.service.js';
import { signedInContext } from '../http/request-context.js';
import type { ApiToken } from './api-token.entity.js';

/** The services these routes call. */
interface RouteServices {
  apiTokens: ApiTokenService;
}

/** The token as REST returns it: never the hash. */
export function presentApiToken(apiToken: ApiToken) {
  return {
    id: apiToken.id,
    name: apiToken.name,
    prefix: apiToken.prefix,
    createdAt: apiToken.createdAt.toISOString(),
    lastUsedAt: apiToken.lastUsedAt?.toISOString() ?? null,
  };
}

/** REST twins of the apiTokens query and the createApiToken / revokeApiToken mutations. */
export function apiTokenRoutes(services: RouteServices): Router {
  const router = Router();
  const { apiTokens } = services;

  router.get('/api/api-tokens', async (request, response) => {
    const tokens = await apiTokens.list(signedInContext(request));
    response.json(tokens.map(presentApiToken));
  });

  router.post('/api/api-tokens', async (request, response) => {
    const created = await apiTokens.create(signedInContext(request), request.body);
    response.status(201).json({ token: created.token, apiToken: presentApiToken(created.apiToken) });
  });

  router.delete('/api/api-tokens/:id', async (request, response) => {
    await apiTokens.revoke(signedInContext(request), request.params.id);
    response.json({ success: true });
  });

  return router;
}
