import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../shared/logger.js';

/** Marks a response as a file of the web build: logged at debug, not info (one line per asset is noise). */
export function markStaticFile(response: ServerResponse): void {
  (response as ServerResponse & { staticFile?: boolean }).staticFile = true;
}

/**
 * One line per request when it finishes: method, path (no query string, which may hold secrets),
 * status and duration; static files at debug level.
 */
export function requestLogger(logger: Logger) {
  const fields = (request: IncomingMessage, response: ServerResponse, durationMs: number) => ({
    method: request.method,
    path: ((request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '').split('?')[0],
    status: response.statusCode,
    durationMs,
  });
  return pinoHttp({
    logger,
    // pino-http binds the request to a child logger on every request (req.log, which nothing here uses);
    // the line carries fields() only, so bind no more than the method (no headers to serialize and
    // redact per request). The line is written by the logger itself: no second child per request
    // for a request id that nothing reads.
    wrapSerializers: false,
    serializers: { req: (request: IncomingMessage) => ({ method: request.method }) },
    quietReqLogger: false,
    quietResLogger: true,
    customLogLevel: (_request, response) => ((response as ServerResponse & { staticFile?: boolean }).staticFile ? 'debug' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (request, response, value: { responseTime: number }) => fields(request, response, value.responseTime),
    customErrorObject: (request, response, _error, value: { responseTime: number }) => fields(request, response, value.responseTime),
  });
}
