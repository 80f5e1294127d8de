import { describe, expect, it } from 'vitest';
import { relativeTime, stepStatus } from './projectFormat.js';

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];

  it('says what Intl.RelativeTimeFormat("en", { numeric: "auto" }) says, past and future', () => {
    for (const seconds of [
      60, 61, 119, 120, 3_599, 3_600, 7_200, 86_399, 86_400, 172_800, 604_800, 1_209_600, 2_592_000, 5_184_000, 31_536_000, 94_608_000,
    ]) {
      for (const signed of [-seconds, seconds]) {
        const [unit, size] = units.find(([, unitSeconds]) => seconds >= unitSeconds)!;
        expect(relativeTime(new Date(now + signed * 1000).toISOString(), now)).toBe(intl.format(Math.trunc(signed / size), unit));
      }
    }
  });

  it('says just now under a minute, Unknown without a usable date', () => {
    expect(relativeTime(new Date(now - 59_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(null, now)).toBe('Unknown');
    expect(relativeTime('not a date', now)).toBe('Unknown');
  });
});

describe('stepStatus', () => {
  it('follows currentStep (spec §4) and says when the research failed', () => {
    expect(stepStatus(null).label).toBe('Draft');
    expect(stepStatus(1).label).toBe('Draft');
    expect(stepStatus(3, 'RESEARCHING').label).toBe('In Progress');
    expect(stepStatus(5, 'COMPLETE').label).toBe('Completed');
    expect(stepStatus(3, 'FAILED')).toEqual({ label: 'Research failed', tone: 'danger' });
  });
});
