import type { KeywordTrend } from '../research.types.js';

/** How far the recent mean must move from the early mean to count as a change (15 %). */
export const TREND_THRESHOLD = 0.15;

/**
 * The trend of a measured monthly series (oldest first), computed rather than guessed: the mean of
 * the last three months against the mean of the first three (shorter series compare their halves).
 * More than 15 % higher is Rising, more than 15 % lower is Declining, anything else Stable. Fewer
 * than two months have no trend (null): no history is not a steady one.
 */
export function volumeTrend(values: readonly number[]): KeywordTrend | null {
  const window = Math.min(3, Math.floor(values.length / 2));
  if (window === 0) return null;
  const early = mean(values.slice(0, window));
  const recent = mean(values.slice(-window));
  if (early === 0) return recent > 0 ? 'Rising' : 'Stable';
  const change = (recent - early) / early;
  if (change > TREND_THRESHOLD) return 'Rising';
  if (change < -TREND_THRESHOLD) return 'Declining';
  return 'Stable';
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Least mentions (stories + comments) over the whole series before a count series has a trend. The trend
 * compares 3-month means with a 15 % threshold: with 30 mentions a window holds about 7-8, so one more or one
 * fewer moves it by about 13 %, under the threshold; with fewer, a single story or comment decides "Rising" or
 * "Declining" on its own.
 */
export const MIN_MENTIONS_FOR_A_TREND = 30;
/**
 * Least months with any mention: a trend is a movement over the year, so half of the 12 months must have some
 * (one busy thread in one month can bring 30 comments and says nothing of a direction).
 */
export const MIN_MONTHS_FOR_A_TREND = 6;

/**
 * The trend of a series of counted mentions (Hacker News stories and comments a month, oldest first): as
 * volumeTrend, but null ("too little to tell") below MIN_MENTIONS_FOR_A_TREND mentions in all or with mentions
 * in fewer than MIN_MONTHS_FOR_A_TREND months. Counts of a few items are not a measured direction.
 */
export function mentionTrend(counts: readonly number[]): KeywordTrend | null {
  const total = counts.reduce((sum, value) => sum + Math.max(0, value), 0);
  const activeMonths = counts.filter((value) => value > 0).length;
  if (total < MIN_MENTIONS_FOR_A_TREND || activeMonths < MIN_MONTHS_FOR_A_TREND) return null;
  return volumeTrend(counts);
}
