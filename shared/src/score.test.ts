import { describe, expect, it } from 'vitest';
import { keywordOpportunityLevel, SCORE_MAXIMA, SCORE_PART_KEYS, SCORE_PARTS, scoreBand, scoreLabel } from '@ideascope/shared';

describe('score bands', () => {
  it('reads 80/60/40 as Excellent/Good/Fair, anything lower (or a capped score) as Needs Work', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map((score) => scoreLabel(score))).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Needs Work',
      'Needs Work',
    ]);
    expect(scoreBand(95, 'An identical live trademark')).toMatchObject({ label: 'Needs Work', tone: 'danger' });
    expect(scoreBand(61).tone).toBe('primary');
  });

  it('has six parts whose maxima add up to 100, shown in the spec’s order', () => {
    expect(SCORE_PARTS.map((part) => [part.key, part.max])).toEqual(Object.entries(SCORE_MAXIMA));
    expect(Object.values(SCORE_MAXIMA).reduce((sum, max) => sum + max, 0)).toBe(100);
  });

  it('lists the part keys once, in the spec’s order (every breakdown the API answers follows it)', () => {
    expect(SCORE_PART_KEYS).toEqual([
      'marketOpportunity',
      'competitionLevel',
      'domainAvailability',
      'keywordOpportunity',
      'legalRisk',
      'businessViability',
    ]);
  });
});

describe('keyword opportunity level (spec §9 tile, one rule for the score and the screen)', () => {
  it('counts Low-difficulty keywords: more than 5 High, more than 2 Medium, else Low (the API says Low, GraphQL LOW)', () => {
    expect(keywordOpportunityLevel(['Low', 'Low', 'Low', 'Low', 'Low', 'Low'])).toBe('High');
    expect(keywordOpportunityLevel(['LOW', 'LOW', 'LOW', 'HIGH'])).toBe('Medium');
    expect(keywordOpportunityLevel(['Low', 'Low', null, 'Medium'])).toBe('Low');
  });

  it('is unknown (null) when no keyword has a difficulty, never "Low"', () => {
    expect(keywordOpportunityLevel([null, null, undefined])).toBeNull();
    expect(keywordOpportunityLevel([])).toBeNull();
  });
});
