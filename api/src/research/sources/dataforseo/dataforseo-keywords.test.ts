import { describe, expect, it } from 'vitest';
import { cleanSeeds } from './dataforseo-client.js';
import { difficulty, parseKeywordIdeas } from './dataforseo-keywords.js';

const MONTHS = [
  { year: 2025, month: 10, search_volume: 1900 },
  { year: 2025, month: 9, search_volume: 1600 },
  { year: 2025, month: 8, search_volume: 1600 },
  { year: 2025, month: 7, search_volume: 1300 },
  { year: 2025, month: 6, search_volume: 1300 },
  { year: 2025, month: 5, search_volume: 1300 },
  { year: 2025, month: 4, search_volume: 1000 },
  { year: 2025, month: 3, search_volume: 1000 },
  { year: 2025, month: 2, search_volume: 1000 },
  { year: 2025, month: 1, search_volume: 1000 },
  { year: 2024, month: 12, search_volume: 1000 },
  { year: 2024, month: 11, search_volume: 1000 },
];

function answer(result: unknown[], taskStatus = 20000) {
  return {
    version: '0.1.20250101',
    status_code: 20000,
    status_message: 'Ok.',
    tasks_count: 1,
    tasks_error: 0,
    tasks: [{ status_code: taskStatus, status_message: taskStatus === 20000 ? 'Ok.' : 'Invalid Field', result }],
  };
}

describe('parseKeywordIdeas', () => {
  it('reads volume, competition, CPC and the monthly history oldest first, with the trend computed from it', () => {
    const [idea] = parseKeywordIdeas(
      answer([
        { keyword: 'Dog Walking', search_volume: 1300, competition: 'MEDIUM', competition_index: 45, cpc: 2.456, monthly_searches: MONTHS },
      ]),
    );
    expect(idea).toMatchObject({ keyword: 'dog walking', searchVolume: 1300, difficulty: 'Medium', cpc: 2.46, trend: 'Rising' });
    expect(idea!.monthlySearches[0]).toEqual({ month: '2024-11', volume: 1000 });
    expect(idea!.monthlySearches.at(-1)).toEqual({ month: '2025-10', volume: 1900 });
  });

  it('uses the top-of-page bids when Google reports no CPC, and leaves out ideas without a volume', () => {
    const ideas = parseKeywordIdeas(
      answer([
        {
          keyword: 'dog walker app',
          search_volume: 90,
          competition: null,
          competition_index: 80,
          cpc: null,
          low_top_of_page_bid: 1,
          high_top_of_page_bid: 3,
          monthly_searches: [],
        },
        { keyword: 'rare phrase', search_volume: null, monthly_searches: null },
        { keyword: 'dog walker app', search_volume: 90 },
      ]),
    );
    expect(ideas).toEqual([{ keyword: 'dog walker app', searchVolume: 90, difficulty: 'High', cpc: 2, trend: null, monthlySearches: [] }]);
  });

  it('gives no trend when DataForSEO sends no monthly history (null, empty or a single month), never "Stable"', () => {
    const ideas = parseKeywordIdeas(
      answer([
        { keyword: 'no history', search_volume: 500, competition: 'LOW', cpc: 1, monthly_searches: null },
        { keyword: 'empty history', search_volume: 500, competition: 'LOW', cpc: 1, monthly_searches: [] },
        { keyword: 'one month', search_volume: 500, competition: 'LOW', cpc: 1, monthly_searches: [MONTHS[0]] },
        {
          keyword: 'months without volumes',
          search_volume: 500,
          competition: 'LOW',
          cpc: 1,
          monthly_searches: [{ year: 2025, month: 10, search_volume: null }],
        },
      ]),
    );
    expect(ideas.map((idea) => [idea.keyword, idea.trend])).toEqual([
      ['no history', null],
      ['empty history', null],
      ['one month', null],
      ['months without volumes', null],
    ]);
  });

  it('turns a refused task into an error carrying DataForSEO’s status', () => {
    expect(() => parseKeywordIdeas(answer([], 40501))).toThrow(/40501 Invalid Field/);
    expect(() => parseKeywordIdeas({ status_code: 40100, status_message: 'You are not authorized' })).toThrow(/40100/);
  });

  it('maps competition levels and the index', () => {
    expect(difficulty('LOW', 90)).toBe('Low');
    expect(difficulty(undefined, 34)).toBe('Medium');
  });

  it('stores no competition and no CPC (null, "no data") when Google reports neither, never "Low" and $0', () => {
    expect(difficulty(null, null)).toBeNull();
    expect(difficulty(undefined, undefined)).toBeNull();
    const [idea] = parseKeywordIdeas(
      answer([
        {
          keyword: 'dog walking service',
          search_volume: 5000,
          competition: null,
          competition_index: null,
          cpc: null,
          low_top_of_page_bid: null,
          high_top_of_page_bid: null,
        },
      ]),
    );
    expect(idea).toMatchObject({ keyword: 'dog walking service', searchVolume: 5000, difficulty: null, cpc: null });
  });
});

describe('cleanSeeds', () => {
  it('keeps words within the endpoint’s limits, once each', () => {
    expect(cleanSeeds(['Dog walking', 'dog walking', 'In-app payments!', '🙂', 'x'])).toEqual(['dog walking', 'in-app payments']);
  });
});
