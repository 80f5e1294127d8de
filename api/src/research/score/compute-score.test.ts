import { describe, expect, it } from 'vitest';
import type { Competitor, DomainResult, Keyword, LegalResult, ResearchResultsForScore } from '../research.types.js';
import { competitionLevel, computeScore, keywordOpportunityLevel, SCORE_MAXIMA } from './compute-score.js';

const idea = {
  name: 'PetPal',
  category: 'Mobile App',
  description: 'PetPal connects busy pet owners with trusted local sitters and walkers, with live updates, vetted reviews and simple booking for every visit.',
  targetMarket: 'Urban pet owners aged 25-45',
  keyFeatures: ['Booking', 'Live updates', 'Vetted sitters', 'Reviews'],
};

function competitors(count: number, leaderShare = '10%'): Competitor[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Rival ${index}`,
    website: null,
    description: 'A rival.',
    strengths: ['Brand'],
    weaknesses: ['Price', 'Support'],
    marketShare: index === 0 ? leaderShare : null,
  }));
}

function keywords(low: number, other: number, cpc = 1.2, trend = 'Stable'): Keyword[] {
  return [
    ...Array.from({ length: low }, (_, index) => ({ keyword: `easy ${index}`, searchVolume: 2000, difficulty: 'Low' as const, cpc, trend })),
    ...Array.from({ length: other }, (_, index) => ({ keyword: `hard ${index}`, searchVolume: 8000, difficulty: 'High' as const, cpc, trend })),
  ];
}

function domains(available: string[], taken: string[]): DomainResult[] {
  return [
    ...available.map((domain) => ({ domain, available: true, price: 10.99, source: 'rdap' as const })),
    ...taken.map((domain) => ({ domain, available: false, price: null, source: 'rdap' as const })),
  ];
}

const clearLegal: LegalResult = { conflicts: false, trademarks: [], patents: [], trademarksSearched: true, patentsSearched: true };
const conflictedLegal: LegalResult = {
  conflicts: true,
  trademarks: [
    { name: 'PETPAL', status: 'Active', owner: 'Pet Co', class: 'Class 9' },
    { name: 'PetPal Go', status: 'Active', owner: 'Pal Inc', class: 'Class 42' },
  ],
  patents: [],
  trademarksSearched: true,
  patentsSearched: true,
};

const openIdea: ResearchResultsForScore = {
  description: idea.description,
  domains: domains(['petpal.com', 'petpal.io'], ['petpal.net']),
  competitors: competitors(3),
  keywords: keywords(7, 5, 1.6, 'Rising'),
  legal: clearLegal,
};

const crowdedIdea: ResearchResultsForScore = {
  description: idea.description,
  domains: domains([], ['petpal.com', 'petpal.net', 'petpal.org', 'petpal.io']),
  competitors: competitors(12, '45%'),
  keywords: keywords(1, 11, 0.4, 'Declining'),
  legal: conflictedLegal,
};

describe('computeScore', () => {
  it('keeps every entry within its maximum and totals the entries', () => {
    for (const results of [openIdea, crowdedIdea]) {
      const { score, breakdown } = computeScore(results, idea);
      for (const [key, entry] of Object.entries(breakdown)) {
        expect(entry.score).toBeGreaterThanOrEqual(0);
        expect(entry.score).toBeLessThanOrEqual(SCORE_MAXIMA[key as keyof typeof SCORE_MAXIMA]);
        expect(entry.reason.length).toBeGreaterThan(0);
        expect(Number.isInteger(entry.score)).toBe(true);
      }
      expect(score).toBe(Object.values(breakdown).reduce((sum, entry) => sum + entry.score, 0));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('gives the same score for the same results', () => {
    expect(computeScore(structuredClone(openIdea), idea)).toEqual(computeScore(openIdea, idea));
  });

  it('scores a crowded, legally conflicted idea without a free domain clearly lower than an open one', () => {
    const open = computeScore(openIdea, idea);
    const crowded = computeScore(crowdedIdea, idea);
    expect(open.score).toBeGreaterThanOrEqual(70);
    expect(crowded.score).toBeLessThanOrEqual(45);
    expect(open.score - crowded.score).toBeGreaterThanOrEqual(30);
    expect(crowded.breakdown.competitionLevel.reason).toContain('High');
    expect(crowded.breakdown.legalRisk.reason).toContain('Conflicts');
    expect(crowded.breakdown.domainAvailability.score).toBe(0);
    expect(open.breakdown.domainAvailability.score).toBe(10);
    expect(open.breakdown.legalRisk.score).toBe(10);
    expect(open.breakdown.keywordOpportunity.reason).toContain('High');
  });

  it('counts only Active trademarks as conflicts', () => {
    const expired: ResearchResultsForScore = {
      ...openIdea,
      legal: { conflicts: false, trademarks: [{ name: 'PETPAL', status: 'Expired', owner: 'Old Co', class: 'Class 9' }], patents: [], trademarksSearched: true, patentsSearched: true },
    };
    const active: ResearchResultsForScore = {
      ...openIdea,
      legal: { conflicts: true, trademarks: [{ name: 'PETPAL', status: 'Active', owner: 'Old Co', class: 'Class 9' }], patents: [], trademarksSearched: true, patentsSearched: true },
    };
    expect(computeScore(expired, idea).breakdown.legalRisk.score).toBe(10);
    expect(computeScore(active, idea).breakdown.legalRisk.score).toBeLessThan(5);
  });

  it('gives a neutral legal score when trademark search was turned off, and says so', () => {
    const notSearched: ResearchResultsForScore = { ...openIdea, legal: { ...clearLegal, trademarksSearched: false } };
    expect(computeScore(notSearched, idea).breakdown.legalRisk).toEqual({ score: 5, reason: 'Trademark search was turned off, so conflicts are unknown.' });
    const neither: ResearchResultsForScore = { ...openIdea, legal: { ...clearLegal, trademarksSearched: false, patentsSearched: false } };
    expect(computeScore(neither, idea).breakdown.legalRisk.score).toBe(5);
    // Patents alone turned off: trademarks still decide, and the reason mentions it.
    const noPatents = computeScore({ ...openIdea, legal: { ...clearLegal, patentsSearched: false } }, idea).breakdown.legalRisk;
    expect(noPatents.score).toBe(10);
    expect(noPatents.reason).toMatch(/^Clear: .*Patent search was turned off\.$/);
  });

  it('handles empty results without failing', () => {
    const empty = computeScore({ description: null, domains: [], competitors: [], keywords: [], legal: null }, { name: 'X', category: null, description: null, targetMarket: null, keyFeatures: [] });
    expect(empty.score).toBeGreaterThanOrEqual(0);
    expect(empty.score).toBeLessThan(40);
    expect(empty.breakdown.domainAvailability.reason).toBe('No domain data available.');
  });
});

describe('spec §9 levels', () => {
  it('competition: more than 10 High, more than 5 Medium, else Low', () => {
    expect(competitionLevel(11)).toBe('High');
    expect(competitionLevel(10)).toBe('Medium');
    expect(competitionLevel(6)).toBe('Medium');
    expect(competitionLevel(5)).toBe('Low');
    expect(competitionLevel(0)).toBe('Low');
  });

  it('keyword opportunity: more than 5 Low-difficulty High, more than 2 Medium, else Low', () => {
    expect(keywordOpportunityLevel(keywords(6, 0))).toBe('High');
    expect(keywordOpportunityLevel(keywords(5, 9))).toBe('Medium');
    expect(keywordOpportunityLevel(keywords(3, 0))).toBe('Medium');
    expect(keywordOpportunityLevel(keywords(2, 9))).toBe('Low');
  });

  it('competition score falls as the competitor count crosses the spec thresholds', () => {
    const scoreFor = (count: number) => computeScore({ ...openIdea, competitors: competitors(count) }, idea).breakdown.competitionLevel.score;
    expect(scoreFor(3)).toBeGreaterThan(scoreFor(6));
    expect(scoreFor(6)).toBeGreaterThan(scoreFor(11));
  });
});
