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
