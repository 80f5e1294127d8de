import { badInput } from '../shared/errors.js';

/** Spec §9: the admin dashboard's default range is 30 days; recent list 50 rows; top users 10. */
export const DEFAULT_RANGE_DAYS = 30;
export const DEFAULT_RECENT_LIMIT = 50;
export const DEFAULT_TOP_USERS = 10;
export const DEFAULT_DAILY_COST_DAYS = 30;
/** Bounds for every limit and day count, so one call cannot ask for an unbounded result. */
export const MIN_COUNT = 1;
export const MAX_COUNT = 500;

/** Earliest and latest dates accepted: keeps day arithmetic inside what both JS and PostgreSQL format alike. */
const MIN_YEAR = 1900;
const MAX_YEAR = 9999;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An inclusive range of UTC calendar days, as yyyy-MM-dd. Queries turn it into the half-open
 * timestamp range [from 00:00Z, to + 1 day 00:00Z) so the created_at indexes apply.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** The UTC calendar day of an instant, as yyyy-MM-dd. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). Only called on validated days in MIN_YEAR..MAX_YEAR. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Absent means "use the default": undefined, null, or an empty query-string value (`?from=`). */
function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A real calendar day in yyyy-MM-dd (2026-02-30 and 2026-13-01 are rejected, not rolled over). */
export function parseDay(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const match = text === undefined ? null : DATE_PATTERN.exec(text);
  if (!text || !match) throw badInput(`${name} must be a date in yyyy-MM-dd format`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.parse(`${text}T00:00:00Z`));
  const isRealDay =
    !Number.isNaN(instant.getTime()) &&
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() + 1 === month &&
    instant.getUTCDate() === day;
  if (!isRealDay) throw badInput(`${name} is not a valid calendar date: ${text}`);
  if (year < MIN_YEAR || year > MAX_YEAR) throw badInput(`${name} must be between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31`);
  return text;
}

/**
 * The inclusive day range of a dashboard query. Defaults: `to` is today (UTC) and `from` is 29
 * days before `to`, so the default covers 30 calendar days ending today, matching dailyCosts(30).
 */
export function parseDayRange(input: { from?: unknown; to?: unknown }, today: string): DayRange {
  const to = isAbsent(input.to) ? today : parseDay('to', input.to);
  const from = isAbsent(input.from) ? addDays(to, -(DEFAULT_RANGE_DAYS - 1)) : parseDay('from', input.from);
  if (from > to) throw badInput(`from (${from}) must not be after to (${to})`);
  return { from, to };
}

/** A whole number in MIN_COUNT..MAX_COUNT; query-string digits are accepted ("50"). */
export function parseCount(name: string, value: unknown, fallback: number): number {
  if (isAbsent(value)) return fallback;
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < MIN_COUNT || number > MAX_COUNT) {
    throw badInput(`${name} must be a whole number from ${MIN_COUNT} to ${MAX_COUNT}`);
  }
  return number;
}
