import type { NextFunction, Request, Response } from 'express';
import type { Server, ServerResponse } from 'node:http';
import { serviceUnavailable } from '../shared/errors.js';

export const SERVER_STOPPING = 'The server is restarting; please try again in a moment';
export const SERVER_STOPPING_RETRY_AFTER_SECONDS = 1;

/** How long the drain waits, by default, for the app to finish requests whose clients already hung up. */
export const ABANDONED_REQUESTS_GRACE_MS = 10_000;

export interface HttpDrain {
  /**
   * Run when the HTTP server starts to drain (next to Apollo's drain plugin, which stops listening, closes
   * idle connections and closes each busy one once its answer is sent); resolves once the server closed
   * and the app finished every request it had taken.
   */
  drain(): Promise<void>;
  /** Mounted in front of GraphQL and the REST routes: a request that reaches them after the drain gets a 503. */
  refuseWhenDrained(request: Request, response: Response, next: NextFunction): void;
}

/**
 * The HTTP side of a graceful stop. Apollo's drain ends a busy keep-alive connection right after its
 * answer, while the client may already have sent its next request on it: that request is lost (a reset)
 * or, once parsed, goes on through the middleware and reaches Apollo after it stopped. So from the start of
 * the drain every answer not yet sent says `Connection: close` (a client sends nothing more on it, and a
 * new connection is refused). Apollo's drain also ends as soon as no connection is left, while requests
 * whose clients hung up (a load generator ending its run) may still wait in the middleware for the
 * database: the drain waits for the app to finish them too (within `abandonedRequestsGraceMs`), so they
 * neither reach Apollo once it stopped nor find the database closed. One that still gets to the routes
 * after that is answered 503 before it reaches Apollo.
 */
export function httpDrain(
  httpServer: Server,
  { abandonedRequestsGraceMs = ABANDONED_REQUESTS_GRACE_MS }: { abandonedRequestsGraceMs?: number } = {},
): HttpDrain {
  // Every request the app has not finished; one whose client left first stays until the app ends it.
  const unfinished = new Set<ServerResponse>();
  let draining = false;
  let drained = false;
  const closed = new Promise<void>((resolve) => httpServer.once('close', resolve));

  httpServer.on('request', (_request, response: ServerResponse) => {
    if (draining) closeConnectionAfter(response);
    unfinished.add(response);
    const finished = () => unfinished.delete(response);
    response.once('close', () => {
      if (response.writableEnded) finished();
      // The socket is gone: ending the response emits no 'finish', only 'prefinish'.
      else response.once('prefinish', finished);
    });
  });

  return {
    async drain() {
      draining = true;
      for (const response of unfinished) closeConnectionAfter(response);
      await closed;
      const deadline = Date.now() + abandonedRequestsGraceMs;
      while ([...unfinished].some((response) => !response.writableEnded) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      drained = true;
    },
    refuseWhenDrained(_request, _response, next) {
      next(drained ? serviceUnavailable(SERVER_STOPPING, SERVER_STOPPING_RETRY_AFTER_SECONDS) : undefined);
    },
  };
}

function closeConnectionAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
