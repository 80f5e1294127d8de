import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { RequestContext } from '../app/request-context.js';
import type { Services } from '../app/services.js';
import { GRAPHQL_PATH } from '../graphql/websocket.js';
import { forbidden } from '../shared/errors.js';
import { httpRequestContext } from './context-middleware.js';
import { encodingQualities } from './accept-encoding.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compress-responses.js';
import { cookieWriter } from './cookies.js';
import { CROSS_SITE_REFUSED, isRefusedCrossSite } from './csrf.js';
import { clientError } from './errors.js';
import { clientAddress, requestIsSecure } from './forwarded.js';
import { graphqlRefusalBody } from './graphql-refusal.js';
import { requestLineLogger } from './request-logger.js';
import { securityHeaderWriter } from './security-headers.js';

/** As express.json({ limit: '1mb' }) on the Express path. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The `compression` package's brotli quality: fast enough for every response, still smaller than gzip. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

class BodyError extends Error {
  constructor(readonly type: 'entity.too.large' | 'entity.parse.failed' | 'request.aborted', readonly status: number) {
    super(type);
  }
}

export interface GraphQLPostHandler {
  /** True for what this path serves: a JSON POST to /graphql (not on the public-site origin). */
  accepts(request: IncomingMessage): boolean;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/**
 * POST /graphql with a JSON body, served on Node's own request and response rather than through
 * Express (issue 14: Express 5 with its JSON parser and Apollo's Express integration cost about two
 * thirds of a bare Apollo Server's throughput before IdeaScope did any work). It does what the
 * Express chain does for such a request, with the same functions: security headers, the request
 * log line, the 1 MB body limit and its 413/400, the cross-site refusal, the request context
 * (viewer, API-token rate limit), GraphQL-shaped refusals, compression above 1 KB. Every other
 * request to /graphql (GET, other content types, encoded bodies) still goes through Express.
 */
export function graphqlPostHandler(services: Services, apollo: ApolloServer<RequestContext>): GraphQLPostHandler {
  const { config, logger } = services;
  const writeSecurityHeaders = securityHeaderWriter(config);
  const logLine = requestLineLogger(logger);
  const siteHost = config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN).host : null;

  return {
    accepts(request) {
      if (request.method !== 'POST') return false;
      const url = request.url ?? '';
      if (url !== GRAPHQL_PATH && !url.startsWith(`${GRAPHQL_PATH}?`)) return false;
      if (siteHost !== null && request.headers.host === siteHost) return false;
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
      return isUtf8Json(request.headers['content-type']);
    },

    async handle(request, response) {
      logLine?.(request, response);
      const secure = requestIsSecure(request, config.TRUST_PROXY);
      writeSecurityHeaders(response, secure, request.headers.host);
      try {
        const body = await readJsonBody(request);
        if (isRefusedCrossSite(request.method, request.headers)) throw forbidden(CROSS_SITE_REFUSED);
        const context = await httpRequestContext(services, {
          ipAddress: clientAddress(request, config.TRUST_PROXY),
          authorization: request.headers.authorization,
          cookies: cookieWriter(request.headers.cookie, response, secure),
        });
        const result = await apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: 'POST', headers: headerMap(request), search: searchOf(request.url ?? ''), body },
          context: () => Promise.resolve(context),
        });
        for (const [name, value] of result.headers) response.setHeader(name, value);
        response.statusCode = result.status ?? 200;
        if (result.body.kind === 'complete') {
          await send(request, response, result.body.string);
          return;
        }
        for await (const chunk of result.body.asyncIterator) response.write(chunk);
        response.end();
      } catch (error) {
        await refuse(request, response, error);
      }
    },
  };

  async function refuse(request: IncomingMessage, response: ServerResponse, error: unknown): Promise<void> {
    if (response.headersSent) {
      logger.error({ err: error }, 'unhandled request error');
      response.destroy();
      return;
    }
    const refusal = clientError(error);
    if (!refusal) logger.error({ err: error }, 'unhandled request error');
    if (refusal?.retryAfterSeconds) response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    response.statusCode = refusal?.status ?? 500;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    await send(request, response, JSON.stringify(refusal ? graphqlRefusalBody(refusal) : { message: 'Internal server error' }));
  }
}

function isUtf8Json(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType, ...parameters] = contentType.toLowerCase().split(';');
  if (mediaType!.trim() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"';
  });
}

/** As body-parser's JSON parser in strict mode: an object or array, `{}` for an empty body. */
async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > BODY_LIMIT_BYTES) {
    request.resume();
    throw new BodyError('entity.too.large', 413);
  }
  const text = await readText(request);
  if (text.length === 0) return {};
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') throw new BodyError('entity.parse.failed', 400);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError('entity.parse.failed', 400);
  }
}

/** The body as UTF-8, at most BODY_LIMIT_BYTES (events rather than an async iterator: this runs on every call). */
function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const fail = (error: BodyError) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > BODY_LIMIT_BYTES) fail(new BodyError('entity.too.large', 413));
      else chunks.push(chunk);
    };
    const onEnd = () => resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length)).toString('utf8'));
    const onError = () => fail(new BodyError('request.aborted', 400));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onError);
    request.once('aborted', onError);
  });
}

function headerMap(request: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function searchOf(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? '' : url.slice(question);
}

/** Writes the whole body, compressed when it is worth it and the client accepts brotli or gzip. */
async function send(request: IncomingMessage, response: ServerResponse, text: string): Promise<void> {
  appendVary(response, 'Accept-Encoding');
  const length = Buffer.byteLength(text, 'utf8');
  const encoding = length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    response.setHeader('Content-Length', length);
    response.end(text, 'utf8');
    return;
  }
  const body = Buffer.from(text, 'utf8');
  const compressed = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body);
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', compressed.length);
  response.end(compressed);
}

function appendVary(response: ServerResponse, field: string): void {
  const current = response.getHeader('Vary');
  if (current === undefined) response.setHeader('Vary', field);
  else if (!String(current).toLowerCase().split(/\s*,\s*/).includes(field.toLowerCase())) response.setHeader('Vary', `${String(current)}, ${field}`);
}

/** brotli or gzip by the client's q-values (brotli first on a tie, as the `compression` package); null for neither. */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const quality = encodingQualities(header);
  const brotliQuality = quality('br');
  const gzipQuality = quality('gzip');
  if (brotliQuality <= 0 && gzipQuality <= 0) return null;
  return brotliQuality >= gzipQuality ? 'br' : 'gzip';
}
