import { scoreBand } from '@ideascope/shared';
import type { ProjectStatus } from '../generated/graphql.js';
import type { BadgeTone } from './ui.js';

const RELATIVE_UNITS: [unit: string, seconds: number, last: string, next: string][] = [
  ['year', 31_536_000, 'last year', 'next year'],
  ['month', 2_592_000, 'last month', 'next month'],
  ['week', 604_800, 'last week', 'next week'],
  ['day', 86_400, 'yesterday', 'tomorrow'],
  ['hour', 3_600, '1 hour ago', 'in 1 hour'],
  ['minute', 60, '1 minute ago', 'in 1 minute'],
];

/**
 * "3 minutes ago", "yesterday", "2 days ago"; 'Unknown' when there is no usable date. What
 * Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says, written out: My Ideas shows it on its first
 * render, and Intl's first use in a page loads locale data in a long task.
 */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return 'Unknown';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Unknown';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size, last, next] of RELATIVE_UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.trunc(seconds / size);
    if (count === -1) return last;
    if (count === 1) return next;
    const units = `${Math.abs(count)} ${unit}s`;
    return count < 0 ? `${units} ago` : `in ${units}`;
  }
  return 'just now';
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Said instead of a score when fewer than 40 of its 100 points rest on measured inputs. */
export const NOT_ENOUGH_EVIDENCE = 'Not enough evidence to score yet';

/** Spec §4 score bands (@ideascope/shared); nothing for a missing score or 0. A labelCap (e.g. an identical live trademark) wins over the total. */
export function scoreLabel(score: number | null | undefined, labelCap?: string | null): { label: string; tone: BadgeTone } | null {
  if (!score) return null;
  const { label, tone } = scoreBand(score, labelCap);
  return { label, tone };
}

/**
 * List status from currentStep (spec §4): missing or 1 Draft, 2-4 In Progress, 5 Completed. A run that
 * failed is said to have failed: its step stays below 5, and "In Progress" would promise results that never come.
 */
export function stepStatus(
  currentStep: number | null | undefined,
  projectStatus?: ProjectStatus | null,
): { label: string; tone: BadgeTone } {
  if (projectStatus === 'FAILED') return { label: 'Research failed', tone: 'danger' };
  if (!currentStep || currentStep <= 1) return { label: 'Draft', tone: 'neutral' };
  if (currentStep >= 5) return { label: 'Completed', tone: 'success' };
  return { label: 'In Progress', tone: 'warning' };
}

export function isSameMonth(value: string, now: Date = new Date()): boolean {
  const date = new Date(value);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/** "Nov 25, 2026, 10:31 PM": the one date-and-time format of the admin and settings screens. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A yyyy-MM-dd day (UTC) in the same style: "Nov 25, 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
