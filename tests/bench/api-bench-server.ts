/**
 * IdeaScope for `pnpm bench:api`: the app as `pnpm start` runs it, plus two baselines on the same HTTP
 * server that run the same SQL as the GraphQL queries (session or API token, its rate limit, the page)
 * and answer the same JSON without GraphQL:
 * - /pipeline-baseline/{me,projects}: a route of the app, behind the same Express pipeline as /graphql;
 * - /baseline/{me,projects}: bare Node, without Express, the request log or security headers, compressed
 *   as the app compresses a whole answer (brotli over 1 KB, at once: encodeWholeBody).
 * It also answers GET /bench/gc-pauses with the garbage-collection pauses of this process so far (total ms,
 * and the longest since the previous reading), which pnpm bench:api reads around each run.
 * Bench-only: never in production code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { startApplication, type StartOptions } from '../../api/src/app/application.js';
import { createRequestContext, type RequestContext, type Viewer } from '../../api/src/context/request-context.js';
import { SESSION_COOKIE_NAME } from '../../api/src/auth/session-manager.js';
import { loadConfig } from '../../api/src/config/config.js';
import { encodeWholeBody } from '../../api/src/http/compress-responses.js';
import { bearerFromAuthorization } from '../../api/src/http/authorization-header.js';
import { readCookies } from '../../api/src/http/cookies.js';
import { signedInContext } from '../../api/src/http/request-context.js';
import { createRequestLimits } from '../../api/src/http/rate-limits.js';

type Route = ReturnType<NonNullable<StartOptions['extraRoutes']>>[number];

/** What GraphQL answers for `me` or My Ideas' first page, built without GraphQL from the same service calls. */
async function answerFor(path: string, context: RequestContext): Promise<unknown> {
  if (path.endsWith('/me')) return { data: { me: { __typename: 'User', id: context.viewer!.userId } } };
  // My Ideas' first page selects no detail field and no totalCount (the stat cards count the projects),
  // so GraphQL reads the page alone without the detail columns: the same statement here.
  const page = await services.projects.page(context, 20, undefined, undefined, { details: false });
  return {
    data: {
      projectsConnection: {
        __typename: 'ProjectConnection',
        edges: page.edges.map(({ cursor, node }) => ({
          __typename: 'ProjectEdge',
          cursor,
          node: {
            __typename: 'Project',
            id: node.id,
            name: node.name,
            category: node.category,
            description: node.description,
            currentStep: node.currentStep,
            createdAt: new Date(node.createdAt).toISOString(),
            score: node.score,
            scoreAssessment: node.scoreAssessment ? { __typename: 'ScoreAssessment', ...node.scoreAssessment } : null,
          },
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      },
    },
  };
}

/** The caller of a bare request, as the app counts it: an API token (and its limit), else the session (and its limit). */
async function bareViewer(request: IncomingMessage): Promise<Viewer | null> {
  const bearer = bearerFromAuthorization(request.headers.authorization);
  if (bearer !== undefined) {
    const token = await services.apiTokens.authenticate(bearer);
    await limits.apiTokenUser.consume(token.profile.id);
    return { userId: token.profile.id, profile: token.profile, sessionId: null, apiTokenId: token.tokenId } as Viewer;
  }
  const sessionToken = readCookies(request.headers.cookie)[SESSION_COOKIE_NAME];
  const session = sessionToken ? await services.sessions.validateToken(sessionToken) : null;
  if (!session) return null;
  await limits.sessionUser.consume(session.userId);
  return { userId: session.userId, profile: session.profile, sessionId: session.sessionId, apiTokenId: null } as Viewer;
}

/** The bare baseline: Node's HTTP server only (no Express, logging, security headers or GraphQL). */
async function bareBaseline(request: IncomingMessage, response: ServerResponse): Promise<void> {
  request.resume();
  const viewer = await bareViewer(request);
  if (!viewer) {
    response.writeHead(401).end();
    return;
  }
  const context = createRequestContext(services.orm, { viewer, ipAddress: '127.0.0.1', cookies: null });
  const text = JSON.stringify(await answerFor(request.url ?? '', context));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Vary', 'Accept-Encoding');
  if (text.length >= 1024 && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    const body = encodeWholeBody(Buffer.from(text), 'br');
    response.setHeader('Content-Encoding', 'br');
    response.end(body);
  } else {
    response.end(text);
  }
}

/**
 * The baseline: a route of the app itself, behind the pipeline /graphql has (request log, security
 * headers, compression, JSON body, CSRF check, session and its rate limit), answering without GraphQL.
 */
const pipelineBaseline: Route = async (request, response, next) => {
  if (request.method !== 'POST' || !/^\/pipeline-baseline\/(me|projects)$/.test(request.path)) return next();
  response.json(await answerFor(request.path, signedInContext(request)));
};

/** Every pause of this process for garbage collection (V8 stops JavaScript while it runs): all requests in flight wait. */
const gcPauses = { totalMs: 0, longestMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcPauses.totalMs += entry.duration;
    gcPauses.longestMs = Math.max(gcPauses.longestMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

function answerGcPauses(response: ServerResponse): void {
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(gcPauses));
  gcPauses.longestMs = 0;
}

const config = loadConfig();
const application = await startApplication(config, undefined, { extraRoutes: () => [pipelineBaseline] });
const { httpServer, services } = application;
const limits = createRequestLimits(services.orm, config);

// The app's listeners (Express, and Apollo's drain tracking) stay in place for everything else.
const listeners = httpServer.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
httpServer.removeAllListeners('request');
httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (request.url === '/bench/gc-pauses') answerGcPauses(response);
  else if (request.url?.startsWith('/baseline/')) {
    bareBaseline(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  } else for (const listener of listeners) listener.call(httpServer, request, response);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void application.stop().then(() => process.exit(0)));
