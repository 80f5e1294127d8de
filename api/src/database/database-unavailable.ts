/**
 * Whether an error means PostgreSQL cannot be reached right now (an outage, a restart, a cut
 * connection), as opposed to a bug: those become 503 + Retry-After instead of a 500.
 */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable; please try again in a few seconds';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// 08: connection exception; 57P01-57P03: admin/crash shutdown, cannot connect now; 53300: too many connections.
// 57014: a statement cancelled by statement_timeout (a hung or overloaded database).
const SQLSTATE = /^(08...|57014|57P0[123]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /connection (?:is )?(?:closed|ended)/i,
  /Client has encountered a connection error/i,
  /Timeout acquiring a connection/i,
  /Query read timeout/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated due to connection timeout/i,
  /is not currently accepting connections/i,
  /terminating connection due to administrator command/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  previous?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (typeof candidate.code === 'string' && (NETWORK_CODES.has(candidate.code) || SQLSTATE.test(candidate.code))) return true;
  if (typeof candidate.message === 'string' && MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
  const nested = [
    candidate.cause,
    candidate.originalError,
    candidate.previous,
    ...(Array.isArray(candidate.errors) ? candidate.errors : []),
  ];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
