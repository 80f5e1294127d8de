import { describe, expect, it } from 'vitest';
import type { ScoreEntry } from './score.types.js';
import { conversionPoints, withDemandTest } from './demand-parts.js';

const searchEntry: ScoreEntry = {
  score: 14,
  reason: '4,000 monthly searches across 3 keywords, steady over 12 months (measured).',
  basis: 'MEASURED',
  evidence: [],
};
const test = (visits: number, countedSignups: number, countedUnconfirmed = 0) => ({
  visits,
  countedSignups,
  countedUnconfirmed,
  minVisits: 100,
  siteUrl: '/site/idea',
});

describe('demand test in Market Opportunity', () => {
  it('says how far the test has come below the minimum and keeps the search-based points', () => {
    const entry = withDemandTest(searchEntry, test(37, 2));
    expect(entry.reason).toBe(
      'Demand test running: 37 of 100 visits (each visitor counted once a day). 4,000 monthly searches across 3 keywords, steady over 12 months (measured).',
    );
    expect(entry.score).toBe(14);
  });

  it('measures demand from confirmed signups over visits at the minimum, with the site as evidence', () => {
    const entry = withDemandTest(searchEntry, test(200, 7));
    expect(entry).toMatchObject({ basis: 'MEASURED', score: 15 });
    expect(entry.reason).toBe(
      'Measured demand: 3.5% of 200 visits (each visitor counted once a day) led to a confirmed signup (7 confirmed signups); WordStream’s published average for landing pages is 2.35%.',
    );
    expect(entry.evidence?.[0]).toEqual({
      label: 'Demand test: 7 confirmed signups from 200 visits (each visitor counted once a day)',
      url: '/site/idea',
      evidenceId: null,
    });
  });

  it('counts signups made without a confirmation email and says they are not confirmed by email', () => {
    const entry = withDemandTest(searchEntry, test(200, 7, 7));
    expect(entry).toMatchObject({ basis: 'MEASURED', score: 15 });
    expect(entry.reason).toBe(
      'Measured demand: 3.5% of 200 visits (each visitor counted once a day) led to a signup (7 signups, not confirmed by email because no confirmation email was sent); WordStream’s published average for landing pages is 2.35%.',
    );
    expect(entry.evidence?.[0]?.label).toBe(
      'Demand test: 7 signups (not confirmed by email) from 200 visits (each visitor counted once a day)',
    );
  });

  it('says how many of the counted signups are confirmed when some were made without a confirmation email', () => {
    const entry = withDemandTest(searchEntry, test(200, 7, 2));
    expect(entry).toMatchObject({ basis: 'MEASURED', score: 15 });
    expect(entry.reason).toBe(
      'Measured demand: 3.5% of 200 visits (each visitor counted once a day) led to a signup (7 signups: 5 confirmed by email, 2 not confirmed by email because no confirmation email was sent); WordStream’s published average for landing pages is 2.35%.',
    );
    expect(entry.evidence?.[0]?.label).toBe(
      'Demand test: 7 signups (2 not confirmed by email) from 200 visits (each visitor counted once a day)',
    );
  });

  it('follows the published conversion figures', () => {
    expect(conversionPoints(0)).toBe(0);
    expect(conversionPoints(0.0235)).toBe(12.5);
    expect(conversionPoints(0.0531)).toBe(19);
    expect(conversionPoints(0.5)).toBe(25);
    expect(withDemandTest(searchEntry, null)).toBe(searchEntry);
  });
});
