import { describe, expect, it } from 'vitest';
import { addDays, parseCount, parseDay, parseDayRange } from './usage-input.js';

describe('parseDay', () => {
  it('accepts real calendar days, including 29 February of a leap year', () => {
    expect(parseDay('from', '2024-02-29')).toBe('2024-02-29');
    expect(parseDay('from', ' 2026-12-31 ')).toBe('2026-12-31');
  });

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00'])(
    'rejects %s instead of rolling it over',
    (text) => {
      expect(() => parseDay('from', text)).toThrow(`from is not a valid calendar date: ${text}`);
    },
  );

  it.each(['2026-1-5', '20260105', '2026/01/05', '2026-01-05T00:00:00Z', 'today', '', 42, ['2026-01-05']])(
    'rejects %j as not yyyy-MM-dd',
    (value) => {
      expect(() => parseDay('to', value)).toThrow('to must be a date in yyyy-MM-dd format');
    },
  );

  it('rejects years outside 1900..9999', () => {
    expect(() => parseDay('from', '1899-12-31')).toThrow('from must be between 1900-01-01 and 9999-12-31');
    expect(() => parseDay('from', '0000-01-01')).toThrow('from must be between 1900-01-01 and 9999-12-31');
  });
});

describe('parseDayRange', () => {
  it('defaults to the 30 days ending today', () => {
    expect(parseDayRange({}, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(parseDayRange({ from: null, to: '' }, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('counts 30 days back from an explicit `to` when `from` is missing', () => {
    expect(parseDayRange({ to: '2024-03-10' }, '2026-01-01')).toEqual({ from: '2024-02-10', to: '2024-03-10' });
  });

  it('accepts a one-day range and rejects from after to', () => {
    expect(parseDayRange({ from: '2026-01-05', to: '2026-01-05' }, '2026-02-01')).toEqual({ from: '2026-01-05', to: '2026-01-05' });
    expect(() => parseDayRange({ from: '2026-01-06', to: '2026-01-05' }, '2026-02-01')).toThrow(
      'from (2026-01-06) must not be after to (2026-01-05)',
    );
    expect(() => parseDayRange({ from: '2026-03-01' }, '2026-02-01')).toThrow('must not be after to (2026-02-01)');
  });
});

describe('parseCount', () => {
  it('uses the fallback when absent and accepts 1..500 as numbers or digits', () => {
    expect(parseCount('limit', undefined, 50)).toBe(50);
    expect(parseCount('limit', null, 10)).toBe(10);
    expect(parseCount('limit', 1, 50)).toBe(1);
    expect(parseCount('limit', '500', 50)).toBe(500);
  });

  it.each([0, 501, -1, 2.5, '2.5', 'abc', '1e2', '0x10', Number.NaN, true, ['5']])('rejects %j', (value) => {
    expect(() => parseCount('days', value, 30)).toThrow('days must be a whole number from 1 to 500');
  });
});

describe('addDays', () => {
  it('crosses month, leap-day and year boundaries in UTC', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-30', -29)).toBe('2026-03-01');
  });
});
