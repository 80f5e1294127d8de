import { describe, expect, it } from 'vitest';
import { SCORE_PART_KEYS } from '../research/score/score-entry.js';
import { parseScoreBreakdown } from '../research/score/stored-score.js';
import { upgradeStoredScore } from './migrations/Migration20261127110000_ScoreBasisUnknown.js';

const breakdownOf = (entry: (part: string) => Record<string, unknown>) =>
  Object.fromEntries(SCORE_PART_KEYS.map((part) => [part, entry(part)]));

describe('upgrading stored scores', () => {
  it('reads a part stored without a basis as UNKNOWN, never as measured, and withholds a total with nothing measured', () => {
    const upgraded = upgradeStoredScore({
      score: 77,
      breakdown: breakdownOf(() => ({ score: 10, reason: 'Looks good' })),
      assessment: null,
    });
    expect(upgraded.score).toBeNull();
    expect(Object.values(upgraded.breakdown).map((entry) => entry.basis)).toEqual(Array(6).fill('UNKNOWN'));
    expect(upgraded.assessment).toMatchObject({
      measuredPoints: 0,
      confidence: 0,
      enoughEvidence: false,
      measuredParts: [],
      withheldScore: 77,
    });
    expect(parseScoreBreakdown(upgraded.breakdown, 'project p1')?.legalRisk).toEqual({ score: 10, reason: 'Looks good', basis: 'UNKNOWN' });
  });

  it('keeps the bases parts have, and the total when they measured enough', () => {
    const measured = new Set(['marketOpportunity', 'competitionLevel']);
    const upgraded = upgradeStoredScore({
      score: 64,
      breakdown: breakdownOf((part) => ({ score: 8, reason: part, ...(measured.has(part) ? { basis: 'MEASURED' } : {}) })),
      assessment: null,
    });
    expect(upgraded.score).toBe(64);
    expect(upgraded.breakdown.marketOpportunity!.basis).toBe('MEASURED');
    expect(upgraded.breakdown.legalRisk!.basis).toBe('UNKNOWN');
    expect(upgraded.assessment).toMatchObject({
      measuredPoints: 45,
      enoughEvidence: true,
      measuredParts: ['Market Opportunity', 'Competition Level'],
    });
  });

  it('leaves a current score as it is, and the reader refuses a part without a basis', () => {
    const current = {
      score: 70,
      breakdown: breakdownOf(() => ({ score: 10, reason: 'r', basis: 'ESTIMATED', evidence: [] })),
      assessment: { confidence: 0, measuredPoints: 0, sample: false, labelCap: null, enoughEvidence: false },
    };
    expect(upgradeStoredScore(current)).toEqual(current);
    expect(() =>
      parseScoreBreakdown(
        breakdownOf(() => ({ score: 10, reason: 'r' })),
        'project p2',
      ),
    ).toThrow(/score of project p2 does not match the current shape \(marketOpportunity\.basis/);
  });
});
