import { describe, expect, it } from 'vitest';
import { widestReportedPage } from './search-all.js';
import type { WebSearchPage } from './web-search.types.js';

function page(query: string, totalResults: number | null): WebSearchPage {
  return {
    query,
    results: [],
    totalResults,
    evidenceId: `evidence of ${query}`,
    retrievedAt: new Date('2026-11-20T10:00:00Z'),
    reused: false,
  };
}

describe('widestReportedPage', () => {
  it('picks the one query whose provider reported the most results, never a sum of overlapping queries', () => {
    const widest = widestReportedPage([
      page('dog walking app', 48_300),
      page('best dog walking apps', 120_000),
      page('dog walking app for owners', 9_000),
    ]);
    expect(widest).toMatchObject({
      query: 'best dog walking apps',
      totalResults: 120_000,
      evidenceId: 'evidence of best dog walking apps',
    });
  });

  it('keeps the first of equal totals and skips answers that report none', () => {
    expect(widestReportedPage([page('a', null), page('b', 10), page('c', 10)])).toMatchObject({ query: 'b', totalResults: 10 });
    expect(widestReportedPage([page('a', 0)])).toMatchObject({ query: 'a', totalResults: 0 });
  });

  it('is null when no answer reports a total', () => {
    expect(widestReportedPage([page('a', null), page('b', null)])).toBeNull();
    expect(widestReportedPage([])).toBeNull();
  });
});
