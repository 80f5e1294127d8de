import { describe, expect, it } from 'vitest';
import { competitor, webSearch } from '../../../../tests/support/score-evidence.js';
import type { SearchSummary } from '../research.types.js';
import { competitionPart } from './competition-part.js';

const few = [
  competitor('Crewpay', 'https://crewpay.example', 'Payroll for hourly teams.'),
  competitor('Tipsheet', 'https://tipsheet.example', 'Tip pooling and payroll for bars.'),
  competitor('Restopay', 'https://restopay.example', 'Restaurant payroll add-on.'),
];

function competition(search: SearchSummary | null) {
  return competitionPart({ competitors: few, basis: 'MEASURED', search });
}

describe('competition part', () => {
  it('names the one query whose reported total it states, never a figure no source gave', () => {
    const entry = competition(webSearch('restaurant payroll software', 2_500_000));
    expect(entry.reason).toContain('a web search for "restaurant payroll software" reports 2,500,000 results');
    expect(entry.reason).not.toMatch(/market's searches/);
    expect(entry.evidence).toContainEqual(expect.objectContaining({ label: 'Web search: restaurant payroll software' }));
  });

  it('takes 0-3 points off for the reported total of that one search', () => {
    const base = competition(null).score;
    expect(competition(webSearch('q', 50_000)).score).toBe(base);
    expect(competition(webSearch('q', 500_000)).score).toBe(base - 1);
    expect(competition(webSearch('q', 5_000_000)).score).toBe(base - 2);
    expect(competition(webSearch('q', 25_000_000)).score).toBe(base - 3);
  });

  it('says nothing of a total when the provider reported none', () => {
    const entry = competition(webSearch('restaurant payroll software', null));
    expect(entry.reason).not.toMatch(/results/);
    expect(entry.score).toBe(competition(null).score);
  });
});
