import { describe, expect, it } from 'vitest';
import { computeScore } from '../../score/compute-score.js';
import { domainCandidates } from '../../domains/domain-candidates.js';
import { domainPrice } from '../../domains/domain-prices.js';
import { COMPETITOR_COUNT_RANGE, DEFAULT_RESEARCH_OPTIONS, type CompetitorAnalysisDepth, type ResearchInput } from '../../research.types.js';
import {
  fallbackCompetitors,
  fallbackDescription,
  fallbackDomainAvailable,
  fallbackKeywords,
  fallbackLegal,
  fallbackWebsiteCopy,
  KEYWORD_COUNT,
} from './fallback-generator.js';

const IDEAS = [
  ['PetPal', 'Mobile App', 'An app that matches dog owners with trusted walkers nearby'],
  ['InvoiceFlow', 'SaaS/Software', 'Invoicing and payment reminders for freelancers'],
  ['GreenBox', 'E-commerce', 'Zero-waste grocery subscription boxes'],
  ['TutorMe', 'Service Business', 'One-to-one maths tutoring online for teenagers'],
  ['DailyByte', 'Content/Media', 'A five-minute daily tech newsletter'],
  ['MealMate', 'Mobile App', 'Weekly meal planning with shopping lists'],
  ['ShiftSwap', 'SaaS/Software', 'Shift scheduling for restaurants'],
  ['FixItNow', 'Service Business', 'On-demand home repairs'],
  ['CraftCrate', 'E-commerce', 'Monthly craft kits for kids'],
  ['PodPilot', 'Content/Media', 'Podcast production tips and tools'],
  ['Gardenly', 'Other', 'Shared community gardens booking'],
  ['CodeCoach', 'SaaS/Software', 'AI code review for students'],
] as const;

function researchInput(index: number, depth: CompetitorAnalysisDepth = 'medium', overrides: Partial<ResearchInput['options']> = {}): ResearchInput {
  const [name, category, notes] = IDEAS[index]!;
  const description = fallbackDescription({ name, category, notes });
  return {
    userId: null,
    projectId: null,
    name,
    category,
    description: description.description,
    targetMarket: description.targetMarket,
    keyFeatures: description.keyFeatures,
    notes,
    options: { ...DEFAULT_RESEARCH_OPTIONS, competitorAnalysisDepth: depth, ...overrides },
  };
}

function fullResearch(input: ResearchInput) {
  const domains = domainCandidates(input.name, input.options.domainExtensions).map((domain) => {
    const available = fallbackDomainAvailable(domain);
    return { domain, available, price: domainPrice(domain, available), source: 'fallback' as const };
  });
  return { description: input.description, domains, competitors: fallbackCompetitors(input), keywords: fallbackKeywords(input), legal: { ...fallbackLegal(input), trademarksSearched: true, patentsSearched: true } };
}

describe('fallback generator', () => {
  it('gives the same output for the same idea', () => {
    const idea = { name: 'PetPal', category: 'Mobile App', notes: 'dog walkers' };
    expect(fallbackDescription(idea)).toEqual(fallbackDescription({ ...idea }));
    const input = researchInput(0);
    expect(fullResearch(input)).toEqual(fullResearch(structuredClone(input)));
    expect(fallbackWebsiteCopy(input)).toEqual(fallbackWebsiteCopy(structuredClone(input)));
  });

  it('writes a description in the spec shape that uses the idea', () => {
    const description = fallbackDescription({ name: 'PetPal', category: null, notes: 'An app that matches dog owners with walkers' });
    expect(description.name).toBe('PetPal');
    expect(description.category).toBe('Mobile App');
    expect(description.description).toContain('PetPal');
    expect(description.description).toContain('dog owners');
    expect(description.targetMarket.length).toBeGreaterThan(3);
    expect(description.keyFeatures.length).toBeGreaterThanOrEqual(4);
    expect(fallbackDescription({ name: 'X', category: 'Pet care', notes: null }).category).toBe('Pet care');
  });

  it('keeps competitor counts within the range of each depth and keyword counts per depth', () => {
    for (let index = 0; index < IDEAS.length; index += 1) {
      for (const depth of ['basic', 'medium', 'comprehensive'] as const) {
        const input = researchInput(index, depth);
        const [min, max] = COMPETITOR_COUNT_RANGE[depth];
        const competitors = fallbackCompetitors(input);
        expect(competitors.length).toBeGreaterThanOrEqual(min);
        expect(competitors.length).toBeLessThanOrEqual(max);
        expect(new Set(competitors.map((competitor) => competitor.name)).size).toBe(competitors.length);
        for (const competitor of competitors) {
          expect(competitor.strengths.length).toBeGreaterThan(0);
          expect(competitor.weaknesses.length).toBeGreaterThan(0);
        }
        const keywords = fallbackKeywords(input);
        expect(keywords).toHaveLength(KEYWORD_COUNT[depth]);
        for (const keyword of keywords) {
          expect(['Low', 'Medium', 'High']).toContain(keyword.difficulty);
          expect(keyword.searchVolume).toBeGreaterThan(0);
          expect(keyword.cpc).toBeGreaterThan(0);
        }
      }
    }
  });

  it('varies between ideas: competitor counts, difficulty mixes, Active trademarks and scores', () => {
    const inputs = IDEAS.map((_, index) => researchInput(index, 'comprehensive'));
    const competitorCounts = new Set(inputs.map((input) => fallbackCompetitors(input).length));
    expect(competitorCounts.size).toBeGreaterThanOrEqual(3);
    const lowCounts = new Set(inputs.map((input) => fallbackKeywords(input).filter((keyword) => keyword.difficulty === 'Low').length));
    expect(lowCounts.size).toBeGreaterThanOrEqual(4);
    const legal = inputs.map((input) => fallbackLegal(input));
    expect(legal.some((result) => result.conflicts)).toBe(true);
    expect(legal.some((result) => !result.conflicts)).toBe(true);
    for (const result of legal) expect(result.conflicts).toBe(result.trademarks.some((mark) => mark.status === 'Active'));
    const scores = inputs.map((input) => computeScore(fullResearch(input), input).score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThanOrEqual(15);
    expect(new Set(fallbackKeywords(inputs[0]!).map((keyword) => keyword.keyword))).not.toEqual(new Set(fallbackKeywords(inputs[1]!).map((keyword) => keyword.keyword)));
  });

  it('leaves out trademarks or patents when the research settings exclude them', () => {
    const noTrademarks = fallbackLegal(researchInput(0, 'medium', { includeTrademarks: false }));
    expect(noTrademarks.trademarks).toEqual([]);
    expect(noTrademarks.conflicts).toBe(false);
    for (let index = 0; index < IDEAS.length; index += 1) {
      expect(fallbackLegal(researchInput(index, 'medium', { includePatents: false })).patents).toEqual([]);
    }
  });

  it('guesses domain availability per domain, stably', () => {
    const answers = domainCandidates('PetPal', ['.com', '.net', '.org', '.io', '.app', '.dev']).map(fallbackDomainAvailable);
    expect(answers).toEqual(domainCandidates('PetPal', ['.com', '.net', '.org', '.io', '.app', '.dev']).map(fallbackDomainAvailable));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });
});
