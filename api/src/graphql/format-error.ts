import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { isAppError } from '../shared/errors.js';

// graphql-js appends `Did you mean "x"?`; armor's blockFieldSuggestion rewrites it to `[Suggestion hidden]?`.
const SUGGESTION = /\s*(Did you mean .*|\[Suggestion hidden\])\?$/;

/** Longer messages are cut: a syntax error quotes the offending token, which can be the whole request. */
const MAX_MESSAGE_LENGTH = 300;

export function withoutSuggestion(message: string): string {
  const said = message.replace(SUGGESTION, '');
  return said.length > MAX_MESSAGE_LENGTH ? `${said.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : said;
}

/**
 * A parse or validation error as sent over graphql-ws: no field suggestions, and the same
 * extensions.code Apollo gives it over HTTP.
 */
export function documentError(error: GraphQLError, code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'): GraphQLError {
  return new GraphQLError(withoutSuggestion(error.message), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Domain errors keep their message and get an `extensions.code`; an unreachable database is
 * SERVICE_UNAVAILABLE (with retryAfterSeconds); unexpected errors become a generic INTERNAL_SERVER_ERROR.
 * Field suggestions are stripped so the schema cannot be guessed from errors.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, includeStack: boolean): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (isAppError(original)) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    };
  }
  const code = (formatted.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  if (code === 'INTERNAL_SERVER_ERROR' && original && !(original instanceof GraphQLError)) {
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...(includeStack ? { stacktrace: formatted.extensions?.stacktrace } : {}) },
    };
  }
  return {
    ...formatted,
    message: withoutSuggestion(formatted.message),
    extensions: { ...formatted.extensions, code, ...(includeStack ? {} : { stacktrace: undefined }) },
  };
}
