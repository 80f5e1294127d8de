import { describe, expect, it } from 'vitest';
import { interest, keyword } from '../../../../tests/support/score-evidence.js';
import type { KeywordTrend } from '../research.types.js';
import { marketPart } from './demand-parts.js';

/** Three measured keywords with real demand, all with the same trend (null: DataForSEO sent no monthly history). */
function keywords(trend: KeywordTrend | null) {
  return [
    keyword('restaurant payroll software', 4_400, 'Low', 2, trend),
    keyword('restaurant payroll', 2_900, 'Low', 2, trend),
    keyword('payroll for restaurants', 1_600, 'Low', 2, trend),
  ];
}

function market(trend: KeywordTrend | null, withInterest: KeywordTrend | null = null) {
  return marketPart({
    keywords: keywords(trend),
    keywordBasis: 'MEASURED',
    interest: withInterest ? interest('Payroll', withInterest, 40_000) : null,
  });
}

describe('market opportunity momentum', () => {
  it('counts missing monthly history as neutral, says so, and says no "steady"', () => {
    const noHistory = market(null);
    expect(noHistory.reason).not.toMatch(/steady/);
    expect(noHistory.reason).toMatch(/no monthly search history to show a trend \(counted as neutral\)/);
    // The midpoint: above a declining history, below a rising one.
    expect(noHistory.score).toBeGreaterThan(market('Declining').score);
    expect(noHistory.score).toBeLessThan(market('Rising').score);
    expect(market('Stable').reason).toMatch(/steady over 12 months/);
  });

  it('judges the direction from the keywords that have a history, leaving the others out', () => {
    const mixed = marketPart({
      keywords: [...keywords('Rising'), keyword('payroll app for bars', 50_000, 'Low', 2, null)],
      keywordBasis: 'MEASURED',
      interest: null,
    });
    expect(mixed.reason).toMatch(/mostly rising over 12 months/);
  });

  it('takes the direction from measured Wikipedia interest alone when no keyword has a history', () => {
    const interestOnly = market(null, 'Rising');
    expect(interestOnly.reason).toMatch(/no monthly search history to show a trend; Wikipedia interest in "Payroll" rising/);
    expect(interestOnly.score).toBe(market('Rising', 'Rising').score);
  });
});
