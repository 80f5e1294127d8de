import { describe, expect, it } from 'vitest';
import type { ScoreEntry } from './score.types.js';
import { conversionPoints, withDemandTest } from './demand-parts.js';

const searchEntry: ScoreEntry = {
  score: 14,
  reason: '4,000 monthly searches across 3 keywords, steady over 12 months (measured).',
  basis: 'MEASURED',
  evidence: [],
};
const test = (uniqueVisitors: number, confirmedSignups: number) => ({
  uniqueVisitors,
  confirmedSignups,
  minVisitors: 100,
  siteUrl: '/site/idea',
});

describe('demand test in Market Opportunity', () => {
  it('says how far the test has come below the minimum and keeps the search-based points', () => {
    const entry = withDemandTest(searchEntry, test(37, 2));
    expect(entry.reason).toBe(
      'Demand test running: 37 of 100 visitors. 4,000 monthly searches across 3 keywords, steady over 12 months (measured).',
    );
    expect(entry.score).toBe(14);
  });

  it('measures demand from confirmed signups over unique visitors at the minimum, with the site as evidence', () => {
    const entry = withDemandTest(searchEntry, test(200, 7));
    expect(entry).toMatchObject({ basis: 'MEASURED', score: 15 });
    expect(entry.reason).toBe(
      'Measured demand: 3.5% of 200 unique visitors signed up and confirmed (7 confirmed signups); landing pages average 2.35%.',
    );
    expect(entry.evidence?.[0]).toEqual({
      label: 'Demand test: 7 confirmed signups from 200 unique visitors',
      url: '/site/idea',
      evidenceId: null,
    });
  });

  it('follows the published conversion figures', () => {
    expect(conversionPoints(0)).toBe(0);
    expect(conversionPoints(0.0235)).toBe(12.5);
    expect(conversionPoints(0.0531)).toBe(19);
    expect(conversionPoints(0.5)).toBe(25);
    expect(withDemandTest(searchEntry, null)).toBe(searchEntry);
  });
});
