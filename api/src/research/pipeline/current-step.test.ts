import { describe, expect, it } from 'vitest';
import { searchNotAnswered } from '../provenance.js';
import type { ResearchResultsForScore } from '../research.types.js';
import { derivedStep, stepForSection } from './current-step.js';

const empty: ResearchResultsForScore = { description: null, domains: [], competitors: [], keywords: [], legal: null };
const sampled = { basis: 'SAMPLE' as const, source: { provider: 'sample', url: null, retrievedAt: '2026-01-01T00:00:00.000Z' } };
const domain = { domain: 'a.com', available: true, status: 'AVAILABLE' as const, price: 12, ...sampled };
const competitor = {
  name: 'C',
  website: null,
  description: 'd',
  strengths: [],
  weaknesses: [],
  marketShare: null,
  assessmentBasis: 'SAMPLE' as const,
  ...sampled,
};
const keyword = { keyword: 'k', searchVolume: 1, difficulty: 'Low' as const, cpc: 1, trend: 'Rising' as const, ...sampled };
const notSearched = searchNotAnswered('off', null);
const legal = {
  conflicts: false,
  trademarks: [],
  patents: [],
  trademarksSearched: false,
  patentsSearched: false,
  trademarkSearch: notSearched,
  patentSearch: notSearched,
};

describe('derivedStep (spec §4)', () => {
  it('follows the results: description 2, domains 3, competitors 4, keywords or legal 5', () => {
    expect(derivedStep(empty, true)).toBe(1);
    expect(derivedStep({ ...empty, description: 'd' }, true)).toBe(2);
    expect(derivedStep({ ...empty, description: 'd', domains: [domain] }, true)).toBe(3);
    expect(derivedStep({ ...empty, description: 'd', competitors: [competitor] }, true)).toBe(4);
    expect(derivedStep({ ...empty, description: 'd', keywords: [keyword] }, true)).toBe(5);
    expect(derivedStep({ ...empty, description: 'd', legal }, true)).toBe(5);
  });

  it('keeps 5 (shown as Completed) for a complete run', () => {
    const all = { description: 'd', domains: [domain], competitors: [competitor], keywords: [keyword], legal };
    expect(derivedStep(all, false)).toBe(4);
    expect(derivedStep(all, true)).toBe(5);
  });

  it('raises an unfinished run by section, never past 4', () => {
    expect(stepForSection('domains', [domain])).toBe(3);
    expect(stepForSection('domains', [])).toBe(2);
    expect(stepForSection('competitors', [competitor])).toBe(4);
    expect(stepForSection('keywords', [keyword])).toBe(4);
    expect(
      stepForSection('legal', { conflicts: false, trademarks: [], patents: [], trademarksSearched: true, patentsSearched: true }),
    ).toBe(4);
  });
});
