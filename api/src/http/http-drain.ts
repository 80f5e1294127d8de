import type { NextFunction, Request, Response } from 'express';
import type { Server, ServerResponse } from 'node:http';
import { serviceUnavailable } from '../shared/errors.js';

export const SERVER_STOPPING = 'The server is restarting; please try again in a moment';
export const SERVER_STOPPING_RETRY_AFTER_SECONDS = 1;

export interface HttpDrain {
  /**
   * Run when the HTTP server starts to drain (next to Apollo's drain plugin, which stops listening, closes
   * idle connections and closes each busy one once its answer is sent); resolves once the server closed.
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
 * new connection is refused), and a request that still gets to the routes after the server closed
 * (its connection already gone) is answered 503 before it reaches Apollo.
 */
export function httpDrain(httpServer: Server): HttpDrain {
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  let drained = false;
  const closed = new Promise<void>((resolve) => httpServer.once('close', resolve));

  httpServer.on('request', (_request, response: ServerResponse) => {
    if (draining) {
      closeConnectionAfter(response);
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  return {
    async drain() {
      draining = true;
      for (const response of unanswered) closeConnectionAfter(response);
      unanswered.clear();
      await closed;
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
