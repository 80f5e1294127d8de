import { describe, expect, it } from 'vitest';
import { evidenceVerdict } from './evidence-threshold.js';
import { SCORE_PART_KEYS } from './score-entry.js';
import type { ScoreBreakdown } from './score.types.js';

describe('evidenceVerdict', () => {
  it('asks only for search volumes to complete Market Opportunity: interest over time is not demand and would not score it', () => {
    const breakdown = Object.fromEntries(
      SCORE_PART_KEYS.map((part) => [part, { score: 0, reason: 'x', basis: 'UNKNOWN', evidence: [] }]),
    ) as unknown as ScoreBreakdown;
    const { missingEvidence } = evidenceVerdict(breakdown, 0);
    expect(missingEvidence).toContain('Market Opportunity: Search volumes for what the idea is about');
    expect(missingEvidence.join('\n')).not.toMatch(/interest over time/);
  });

  it('never lists Business Viability as missing: it is a model’s reading, which nothing measures', () => {
    const breakdown = Object.fromEntries(
      SCORE_PART_KEYS.map((part) => [
        part,
        { score: 0, reason: 'x', basis: part === 'businessViability' ? 'ESTIMATED' : 'UNKNOWN', evidence: [] },
      ]),
    ) as unknown as ScoreBreakdown;
    const { missingEvidence } = evidenceVerdict(breakdown, 0);
    expect(missingEvidence).toHaveLength(5);
    expect(missingEvidence.join('\n')).not.toMatch(/Business Viability/);
  });
});
