import { describe, expect, it } from 'vitest';
import { countRange, dayAxis, dayInFocus, dayLabel, dayTime, labelsThatFit } from './dayAxis.js';

const DAY = 86_400;

describe('the demand chart’s day axis', () => {
  it('shows one day as one labelled day, half a day either side (not years of empty axis)', () => {
    const axis = dayAxis(['2026-11-27']);
    const day = dayTime('2026-11-27');
    expect(day).toBe(Date.UTC(2026, 10, 27) / 1000);
    expect(axis.range).toEqual([day - DAY / 2, day + DAY / 2]);
    expect(axis.ticks).toEqual([day]);
    expect(axis.ticks.map((tick) => dayLabel(tick))).toEqual(['Nov 27']);
  });

  it('labels every day of a short test, and at most 7 evenly spaced days of a long one, first day first', () => {
    const week = ['2026-11-27', '2026-11-28', '2026-11-30'];
    expect(dayAxis(week).ticks.map((tick) => dayLabel(tick))).toEqual(['Nov 27', 'Nov 28', 'Nov 29', 'Nov 30']);
    expect(dayAxis(week).range).toEqual([dayTime('2026-11-27') - DAY / 2, dayTime('2026-11-30') + DAY / 2]);
    const month = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10));
    const ticks = dayAxis(month).ticks;
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(dayLabel(ticks[0]!)).toBe('Nov 1');
    expect(new Set(ticks.slice(1).map((tick, index) => tick - ticks[index]!)).size).toBe(1);
  });

  it('names the year when the days cross one', () => {
    expect(dayAxis(['2026-12-31', '2027-01-01']).ticks.map((tick) => dayLabel(tick, true))).toEqual(['Dec 31, 2026', 'Jan 1, 2027']);
  });

  it('counts whole visits and signups from zero', () => {
    expect(countRange(0)).toEqual([0, 1]);
    expect(countRange(1)).toEqual([0, 2]);
    expect(countRange(9)).toEqual([0, 10]);
  });

  it('gives the legend the day under the pointer, else the latest day', () => {
    const days = [{ day: '2026-11-26' }, { day: '2026-11-27' }];
    expect(dayInFocus(days, null)).toEqual({ day: days[1], latest: true });
    expect(dayInFocus(days, 0)).toEqual({ day: days[0], latest: false });
    expect(dayInFocus([], null)).toBeNull();
  });
});

describe('labelsThatFit', () => {
  it('a phone-wide chart gets fewer labels than a desktop one, and dated labels fewer still', () => {
    expect(labelsThatFit(1000, false)).toBe(7);
    expect(labelsThatFit(280, false)).toBe(3);
    expect(labelsThatFit(280, true)).toBe(2);
    expect(labelsThatFit(100, true)).toBe(1);
    const twoWeeks = Array.from({ length: 14 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    expect(dayAxis(twoWeeks, labelsThatFit(280, false)).ticks).toHaveLength(3);
  });
});
