import { z } from 'zod';
import { badInput } from '../shared/errors.js';
import { isUuid, parseInput } from '../shared/validation.js';

/** Page sizes a client may ask for; the default when it names none. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Where a page starts: after the project with this (created_at, id). created_at is kept in whole
 * microseconds since the epoch (PostgreSQL's precision; a JavaScript Date would round it to ms and
 * skip or repeat rows), and the id breaks ties, so the order is total and the cursor stable.
 */
export interface ProjectCursor {
  createdAtMicros: string;
  id: string;
}

/** Opaque to clients: base64url of "<micros>:<uuid>". */
export function encodeCursor(cursor: ProjectCursor): string {
  return Buffer.from(`${cursor.createdAtMicros}:${cursor.id}`, 'utf8').toString('base64url');
}

/** The last microsecond of year 9999: later timestamps are past what PostgreSQL or a Date can hold. */
const LAST_CURSOR_MICROS = 253402300799999999n;

export function decodeCursor(value: unknown, field = 'after'): ProjectCursor {
  const invalid = () => badInput(`${field} is not a valid cursor`);
  if (typeof value !== 'string' || value.length === 0 || value.length > 100 || !/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const match = /^(\d{1,19}):(.+)$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match || !isUuid(match[2]) || BigInt(match[1]!) > LAST_CURSOR_MICROS) throw invalid();
  return { createdAtMicros: match[1]!, id: match[2]!.toLowerCase() };
}

/** A page size: an integer from 1 to 100 (absent: the default). */
export function pageSize(value: unknown, field = 'first'): number {
  if (value === undefined || value === null) return PAGE_SIZE_DEFAULT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > PAGE_SIZE_MAX) {
    throw badInput(`${field} must be an integer from 1 to ${PAGE_SIZE_MAX}`);
  }
  return value;
}

export const SEARCH_MAX_LENGTH = 200;

/** My Ideas' search text, trimmed ('' = every project): at most 200 characters PostgreSQL can store. */
export function projectSearch(value: unknown, field = 'search'): string {
  if (value === undefined || value === null) return '';
  return parseInput(z.string().max(SEARCH_MAX_LENGTH, `${field} must be at most ${SEARCH_MAX_LENGTH} characters`), value).trim();
}
