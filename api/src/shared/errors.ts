/**
 * Domain errors. Services throw these; the REST error handler and the GraphQL error formatter
 * map them to an HTTP status and an `extensions.code` in one place each.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'PLAN_LIMIT_REACHED'
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  // 402 Payment Required: the user's plan does not include this (projects per month, websites).
  PLAN_LIMIT_REACHED: 402,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds a client should wait, for TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
/** The message of a 429 when a limit gives none of its own. */
export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded, try again later';
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** Not this process right now (it is stopping): another replica, or this one restarted, will answer. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds });

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
