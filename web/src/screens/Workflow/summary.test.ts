import { describe, expect, test } from 'vitest';
import type { ResearchResultsQuery, SectionStatus } from '../../generated/graphql.js';
import { summarise } from './summary.js';

type Results = ResearchResultsQuery['researchResults'];

const section = (status: SectionStatus) => ({ status, source: null, error: null });

function results(statuses: Partial<Record<'domains' | 'competitors' | 'keywords' | 'legal', SectionStatus>>, data: Partial<Results> = {}): Results {
  return {
    projectId: 'p',
    status: 'RESEARCHING',
    description: 'An idea.',
    domains: [],
    competitors: [],
    keywords: [],
    legal: null,
    sections: {
      domains: section(statuses.domains ?? 'RUNNING'),
      competitors: section(statuses.competitors ?? 'RUNNING'),
      keywords: section(statuses.keywords ?? 'RUNNING'),
      legal: section(statuses.legal ?? 'RUNNING'),
    },
    ...data,
  } as Results;
}

describe('summarise', () => {
  test('no verdict before a section is complete', () => {
    const values = (summary: ReturnType<typeof summarise>) => Object.values(summary).map((verdict) => verdict.value);
    expect(values(summarise(undefined))).toEqual(['Pending…', 'Pending…', 'Pending…', 'Pending…']);
    expect(values(summarise(results({ domains: 'PENDING' })))).toEqual(['Pending…', 'Pending…', 'Pending…', 'Pending…']);
  });

  test('a failed section is Unavailable', () => {
    expect(summarise(results({ legal: 'FAILED', domains: 'FAILED' }))).toMatchObject({ legal: { value: 'Unavailable' }, domains: { value: 'Unavailable' } });
  });

  test('complete sections follow the spec §9 rules', () => {
    const competitor = { name: 'A', website: null, description: '', strengths: [], weaknesses: [], marketShare: null };
    const keyword = (difficulty: string) => ({ keyword: 'k', searchVolume: 1, difficulty, cpc: 1, trend: 'up' });
    const summary = summarise(
      results(
        { domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' },
        {
          domains: [{ domain: 'a.com', available: false, price: null, source: 'RDAP' }],
          competitors: Array.from({ length: 6 }, () => competitor),
          keywords: [keyword('Low'), keyword('Low'), keyword('Low'), keyword('High')],
          legal: { conflicts: false, trademarksSearched: true, patentsSearched: true, trademarks: [], patents: [] },
        } as unknown as Partial<Results>,
      ),
    );
    expect(summary).toMatchObject({
      competition: { value: 'Medium' },
      keywordOpportunity: { value: 'Medium' },
      legal: { value: 'Clear' },
      domains: { value: 'Limited' },
    });
  });

  test("says 'Not checked' rather than 'Clear' when trademark search was turned off", () => {
    const summary = summarise(
      results(
        { domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' },
        {
          domains: [],
          competitors: [],
          keywords: [],
          legal: { conflicts: false, trademarksSearched: false, patentsSearched: true, trademarks: [], patents: [] },
        } as unknown as Partial<Results>,
      ),
    );
    expect(summary.legal).toEqual({ value: 'Not checked', tone: 'neutral' });
  });
});
