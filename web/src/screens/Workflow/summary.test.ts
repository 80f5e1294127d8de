import { describe, expect, test } from 'vitest';
import type { Basis, ResearchResultsQuery, SectionStatus } from '../../generated/graphql.js';
import { summarise } from './summary.js';

type Results = ResearchResultsQuery['researchResults'];

const section = (status: SectionStatus, basis: Basis | null = status === 'COMPLETE' ? 'MEASURED' : null) => ({
  status,
  source: null,
  basis,
  fallbackReason: null,
  error: null,
});

function results(
  statuses: Partial<Record<'domains' | 'competitors' | 'keywords' | 'legal', SectionStatus>>,
  data: Partial<Results> = {},
): Results {
  return {
    projectId: 'p',
    status: 'RESEARCHING',
    description: 'An idea.',
    domains: [],
    competitors: [],
    competitorCount: 0,
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
    expect(summarise(results({ legal: 'FAILED', domains: 'FAILED' }))).toMatchObject({
      legal: { value: 'Unavailable' },
      domains: { value: 'Unavailable' },
    });
  });

  test('complete sections follow the spec §9 rules', () => {
    const competitor = { name: 'A', website: null, description: '', strengths: [], weaknesses: [], marketShare: null };
    const keyword = (difficulty: string) => ({ keyword: 'k', searchVolume: 1, difficulty, cpc: 1, trend: 'RISING', basis: 'MEASURED' });
    const summary = summarise(
      results({ domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' }, {
        domains: [{ domain: 'a.com', available: false, status: 'REGISTERED', price: null, basis: 'MEASURED' }],
        competitors: Array.from({ length: 6 }, () => competitor),
        competitorCount: 6,
        keywords: [keyword('LOW'), keyword('LOW'), keyword('LOW'), keyword('HIGH')],
        legal: {
          conflicts: false,
          trademarksSearched: true,
          patentsSearched: true,
          trademarkSearch: { basis: 'MEASURED' },
          trademarks: [],
          patents: [],
        },
      } as unknown as Partial<Results>),
    );
    expect(summary).toMatchObject({
      competition: { value: 'Medium' },
      keywordOpportunity: { value: 'Medium' },
      legal: { value: 'Clear' },
      domains: { value: 'Limited' },
    });
  });

  test('keywords only an AI suggested (no difficulty measured) give no keyword verdict: Unknown, never "Low"', () => {
    const suggested = { keyword: 'k', searchVolume: null, difficulty: null, cpc: null, trend: null, basis: 'ESTIMATED' };
    const summary = summarise(results({ keywords: 'COMPLETE' }, { keywords: [suggested, suggested] } as unknown as Partial<Results>));
    expect(summary.keywordOpportunity).toMatchObject({ value: 'Unknown', basis: 'UNKNOWN' });
  });

  test('measured keywords Google reported no competition for give no keyword verdict: Unknown, as the score says', () => {
    const measured = { keyword: 'k', searchVolume: 900, difficulty: null, cpc: null, trend: 'STABLE', basis: 'MEASURED' };
    const summary = summarise(
      results({ keywords: 'COMPLETE' }, { keywords: [measured, measured, measured] } as unknown as Partial<Results>),
    );
    expect(summary.keywordOpportunity).toMatchObject({ value: 'Unknown', basis: 'UNKNOWN' });
  });

  test("says 'Not checked' rather than 'Clear' when no real trademark search ran", () => {
    const summary = summarise(
      results({ domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' }, {
        domains: [],
        competitors: [],
        keywords: [],
        legal: {
          conflicts: false,
          trademarksSearched: false,
          patentsSearched: true,
          trademarkSearch: { basis: 'UNKNOWN' },
          trademarks: [],
          patents: [],
        },
      } as unknown as Partial<Results>),
    );
    expect(summary.legal).toMatchObject({ value: 'Not checked', tone: 'neutral' });
  });

  test('UNKNOWN domains count for nothing: all unknown is Unknown, never Limited', () => {
    const unknownDomain = { domain: 'a.com', available: false, status: 'UNKNOWN', price: null, basis: 'UNKNOWN' };
    const allUnknown = results({ domains: 'COMPLETE' }, {
      domains: [unknownDomain, { ...unknownDomain, domain: 'b.com' }],
    } as unknown as Partial<Results>);
    expect(summarise(allUnknown).domains).toMatchObject({ value: 'Unknown', tone: 'neutral' });
    const oneFree = results({ domains: 'COMPLETE' }, {
      domains: [unknownDomain, { ...unknownDomain, domain: 'b.com', status: 'AVAILABLE', available: true, basis: 'MEASURED' }],
    } as unknown as Partial<Results>);
    expect(summarise(oneFree).domains).toMatchObject({ value: 'Available' });
  });

  test('a domain free by DNS alone (ESTIMATED) is only "Probably available"; one a registry confirmed is Available', () => {
    const free = (domain: string, basis: Basis) => ({ domain, available: true, status: 'AVAILABLE', price: 12.99, basis });
    const taken = { domain: 'a.com', available: false, status: 'REGISTERED', price: null, basis: 'MEASURED' };
    const dnsOnly = results({ domains: 'COMPLETE' }, { domains: [taken, free('a.net', 'ESTIMATED')] } as unknown as Partial<Results>);
    dnsOnly.sections.domains = { ...dnsOnly.sections.domains, basis: 'ESTIMATED' };
    expect(summarise(dnsOnly).domains).toEqual({ value: 'Probably available', tone: 'warning', basis: 'ESTIMATED' });
    const confirmed = results({ domains: 'COMPLETE' }, {
      domains: [free('a.com', 'MEASURED'), free('a.net', 'ESTIMATED')],
    } as unknown as Partial<Results>);
    confirmed.sections.domains = { ...confirmed.sections.domains, basis: 'ESTIMATED' };
    expect(summarise(confirmed).domains).toEqual({ value: 'Available', tone: 'success', basis: 'MEASURED' });
  });

  test('a verdict from sample data carries its basis, for the tile to say so', () => {
    const sample = results({ competitors: 'COMPLETE' }, { competitors: [] } as unknown as Partial<Results>);
    sample.sections.competitors = { ...sample.sections.competitors, basis: 'SAMPLE' };
    expect(summarise(sample).competition).toMatchObject({ value: 'Low', basis: 'SAMPLE' });
  });

  test('competition reads every competitor found, not the shorter list a plan shows', () => {
    const competitor = { name: 'A', website: null, description: '', strengths: [], weaknesses: [], marketShare: null };
    const capped = results({ competitors: 'COMPLETE' }, {
      competitors: Array.from({ length: 5 }, () => competitor),
      competitorCount: 8,
    } as unknown as Partial<Results>);
    expect(summarise(capped).competition).toMatchObject({ value: 'Medium' });
    expect(summarise({ ...capped, competitorCount: 11 }).competition).toMatchObject({ value: 'High' });
  });
});
