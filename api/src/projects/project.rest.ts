import { Router, type Request } from 'express';
import type { ProjectService } from './project.service.js';
import { signedInContext } from '../http/request-context.js';
import { badInput } from '../shared/errors.js';
import { BODY_NOT_AN_OBJECT } from '../http/json-bodies.js';
import { decodeCursor, pageSize, type ProjectCursor } from './project-page.js';
import { presentProject, type ProjectScoreReader } from './project.presenter.js';
import type { Project } from './project.entity.js';

/** The services these routes call. */
interface RouteServices {
  projects: ProjectService;
}

/**
 * REST shims of spec §7 for projects; each handler translates HTTP to one service call. `readScore` reads the
 * stored score (research's, handed over by app/); the project's results and export are research/research.rest.ts.
 */
export function projectRoutes(services: RouteServices, readScore: ProjectScoreReader): Router {
  const router = Router();
  const { projects } = services;
  const present = (project: Omit<Project, 'owner'>) => presentProject(project, readScore);

  /**
   * Spec §7's plain list, newest first. Optional `limit` (1-100) and `cursor` page through it; when more
   * follow, the next page's cursor is in X-Next-Cursor and a Link rel="next" header.
   */
  router.get('/api/projects', async (request, response) => {
    const { limit, cursor } = listQuery(request.query);
    const { projects: list, nextCursor } = await projects.listAfter(signedInContext(request), { after: cursor, limit });
    if (nextCursor) {
      response.setHeader('X-Next-Cursor', nextCursor);
      response.setHeader('Link', `</api/projects?limit=${limit}&cursor=${nextCursor}>; rel="next"`);
    }
    response.json(list.map(present));
  });

  router.post('/api/projects', async (request, response) => {
    const { input, options } = projectBody(request.body);
    const project = await projects.create(signedInContext(request), input, options);
    response.status(201).json(present(project));
  });

  router.get('/api/projects/:id', async (request, response) => {
    response.json(present(await projects.get(signedInContext(request), request.params.id)));
  });

  router.patch('/api/projects/:id', async (request, response) => {
    const { input, options } = projectBody(request.body);
    response.json(present(await projects.update(signedInContext(request), request.params.id, input, options)));
  });

  router.delete('/api/projects/:id', async (request, response) => {
    await projects.delete(signedInContext(request), request.params.id);
    response.json({ success: true });
  });

  /** Body: the research options themselves, or {options: {...}}; both optional. */
  router.post('/api/projects/:id/research', async (request, response) => {
    const body = objectBody(request.body);
    const options = body.options ?? (Object.keys(body).length > 0 ? body : undefined);
    const project = await projects.startResearch(signedInContext(request), request.params.id, options);
    response.status(202).json(present(project));
  });

  return router;
}

/** `limit` and `cursor` from the query string: each optional, given once, otherwise a 400 naming it. */
function listQuery(query: Request['query']): { limit?: number; cursor?: ProjectCursor } {
  const single = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw badInput(`${name} must be given once`);
    return value;
  };
  const limitText = single('limit');
  const cursorText = single('cursor');
  const limit = limitText === undefined ? undefined : pageSize(/^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN, 'limit');
  return { limit, cursor: cursorText === undefined ? undefined : decodeCursor(cursorText, 'cursor') };
}

/** A project body carries the research options under `options`; the other fields are the project. */
function projectBody(body: unknown): { input: Record<string, unknown>; options: unknown } {
  const { options, ...input } = objectBody(body);
  return { input, options };
}

/**
 * The request's JSON object ({} without a body). http/json-bodies.ts refuses any other body before the routes;
 * this keeps an array or a string from being spread into "no fields" should a route ever be mounted without it.
 */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput(BODY_NOT_AN_OBJECT);
  return body as Record<string, unknown>;
}
