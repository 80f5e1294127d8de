/** The demand chart's axes as plain numbers (seconds since 1970, UTC days), so they can be checked without a canvas. */

const DAY_SECONDS = 86_400;
/** More labels than this crowd a phone-wide chart. */
const MAX_LABELS = 7;

/** A yyyy-MM-dd day (UTC, as the server counts days) in seconds. */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

export interface DayAxis {
  /** The x scale: the first day to the last, half a day either side, so one day sits in the middle as one day. */
  range: [number, number];
  /** The labelled days: every day of a short test, else evenly spaced from the first day. */
  ticks: number[];
  /** Whether the days cross a new year (labels then name the year). */
  withYear: boolean;
}

/** How many day labels fit across a chart this many CSS pixels wide ("Nov 27" about 48 px, "Dec 31, 2026" about 90). */
export function labelsThatFit(widthPixels: number, withYear: boolean): number {
  const axisWidth = widthPixels - 60; // the count axis and its label take the left side
  return Math.max(1, Math.min(MAX_LABELS, Math.floor(axisWidth / (withYear ? 110 : 64))));
}

export function dayAxis(days: string[], maxLabels = MAX_LABELS): DayAxis {
  const times = days.map(dayTime);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const count = Math.round((last - first) / DAY_SECONDS) + 1;
  const step = Math.ceil(count / Math.max(1, maxLabels));
  const ticks: number[] = [];
  for (let tick = first; tick <= last; tick += step * DAY_SECONDS) ticks.push(tick);
  return {
    range: [first - DAY_SECONDS / 2, last + DAY_SECONDS / 2],
    ticks,
    withYear: new Date(first * 1000).getUTCFullYear() !== new Date(last * 1000).getUTCFullYear(),
  };
}

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function dayLabel(seconds: number, withYear = false): string {
  return (withYear ? LONG : SHORT).format(new Date(seconds * 1000));
}

/** The count axis: whole numbers from zero, a little headroom above the highest (at least 0 to 1). */
export function countRange(highest: number): [number, number] {
  return [0, highest < 1 ? 1 : Math.ceil(highest * 1.1)];
}

/** The day the legend shows: the one under the pointer, else the latest; null without days. */
export function dayInFocus<Day>(days: Day[], index: number | null): { day: Day; latest: boolean } | null {
  const pointed = index === null ? undefined : days[index];
  if (pointed !== undefined) return { day: pointed, latest: false };
  const latest = days[days.length - 1];
  return latest === undefined ? null : { day: latest, latest: true };
}
