import { describe, expect, it } from 'vitest';
import { domainCandidates } from '../../domains/domain-candidates.js';
import { COMPETITOR_COUNT_RANGE, DEFAULT_RESEARCH_OPTIONS, type CompetitorAnalysisDepth, type ResearchInput } from '../../research.types.js';
import {
  fallbackCompetitors,
  fallbackDescription,
  fallbackDomainAvailable,
  fallbackKeywords,
  fallbackWebsiteCopy,
  KEYWORD_COUNT,
  marketCrowding,
} from './fallback-generator.js';

const IDEAS = [
  ['BeanBox', 'E-commerce', 'A monthly coffee subscription box with freshly roasted beans from independent roasters'],
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
  ['RentRight', null, 'A tool that helps landlords screen tenants and collect rent'],
  ['Glow', 'Pet care', 'Grooming for anxious dogs at home'],
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

/** Everything the generator makes for an idea, without the moment it was made. */
function fullResearch(input: ResearchInput) {
  const timeless = <T extends { source: { retrievedAt: string } }>(items: T[]) => items.map((item) => ({ ...item, source: { ...item.source, retrievedAt: null } }));
  const domains = domainCandidates(input.name, input.options.domainExtensions).map((domain) => ({ domain, available: fallbackDomainAvailable(domain) }));
  return { domains, competitors: timeless(fallbackCompetitors(input)), keywords: timeless(fallbackKeywords(input)) };
}

/** The key phrase of each idea above, as the fallback should find it. */
const KEY_PHRASES = ['coffee subscription box', 'dog walking', 'invoicing', 'grocery subscription box', 'maths tutoring', 'tech newsletter', 'meal planning', 'shift scheduling', 'home repair', 'craft kit', 'podcast production', 'community garden booking', 'ai code review', 'tenant screening', 'grooming'];

const allIdeas = (depth: CompetitorAnalysisDepth = 'medium') => IDEAS.map((_, index) => researchInput(index, depth));
const ideaNamed = (name: string, depth: CompetitorAnalysisDepth = 'medium') => researchInput(IDEAS.findIndex(([ideaName]) => ideaName === name), depth);
const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

describe('fallback generator', () => {
  it('gives the same output for the same idea', () => {
    const idea = { name: 'PetPal', category: 'Mobile App', notes: 'dog walkers' };
    expect(fallbackDescription(idea)).toEqual(fallbackDescription({ ...idea }));
    for (const input of allIdeas('comprehensive')) {
      expect(fullResearch(input)).toEqual(fullResearch(structuredClone(input)));
      expect(fallbackWebsiteCopy(input)).toEqual(fallbackWebsiteCopy(structuredClone(input)));
    }
  });

  it('writes a description in the spec shape that uses the idea', () => {
    const description = fallbackDescription({ name: 'PetPal', category: null, notes: 'An app that matches dog owners with walkers' });
    expect(description.name).toBe('PetPal');
    expect(description.category).toBe('Mobile App');
    expect(description.description).toContain('PetPal is a dog walking app for dog owners.');
    // Private notes shape the reading but are never quoted (the description is published on the website).
    expect(description.description).not.toContain('matches dog owners with walkers');
    expect(description.targetMarket).toBe('Dog owners');
    expect(description.keyFeatures.length).toBeGreaterThanOrEqual(4);
    expect(fallbackDescription({ name: 'X', category: 'Pet care', notes: null }).category).toBe('Pet care');
    for (const input of allIdeas()) {
      expect(input.description.length).toBeGreaterThan(150);
      expect(new Set(input.keyFeatures).size).toBe(input.keyFeatures.length);
    }
  });

  it('writes each category in its own register', () => {
    const shop = fallbackDescription({ name: 'BeanBox', category: 'E-commerce', notes: 'A monthly coffee subscription box with freshly roasted beans' });
    expect(shop.description).toMatch(/^BeanBox sells coffee subscription boxes online for /);
    expect(shop.description).not.toMatch(/software|platform|remote-first|web app/i);
    expect(shop.keyFeatures.join(' ')).not.toMatch(/dashboard|api|sign-on|integration/i);
    expect(fallbackDescription({ name: 'Paws', category: 'Service Business', notes: 'Dog walking for busy professionals' }).description).toMatch(/^Paws is a dog walking service for busy professionals/);
    expect(fallbackDescription({ name: 'MealMate', category: 'Mobile App', notes: 'Weekly meal planning with shopping lists' }).description).toMatch(/^MealMate is a meal planning app for .+ On iPhone and Android/);
    expect(fallbackDescription({ name: 'InvoiceFlow', category: 'SaaS/Software', notes: 'Invoicing and payment reminders for freelancers' }).description).toMatch(/^InvoiceFlow is invoicing software for freelancers\./);
    expect(fallbackDescription({ name: 'DailyByte', category: 'Content/Media', notes: 'A five-minute daily tech newsletter' }).description).toMatch(/^DailyByte is a tech newsletter for /);
  });

  it('reads the form default SaaS/Software as the business the notes describe, and says so', () => {
    const box = fallbackDescription({ name: 'BeanBox', category: 'SaaS/Software', notes: 'coffee subscription box' });
    expect(box.category).toBe('E-commerce');
    expect(box.description).not.toMatch(/software|platform/i);
    const software = fallbackDescription({ name: 'BoxOps', category: 'SaaS/Software', notes: 'Inventory software for coffee subscription box businesses' });
    expect(software.category).toBe('SaaS/Software');
    expect(software.description).toContain('software');
  });

  it('finds each idea\'s key phrase and builds every keyword from it', () => {
    allIdeas('comprehensive').forEach((input, index) => {
      const phrase = KEY_PHRASES[index]!;
      for (const { keyword } of fallbackKeywords(input)) {
        expect(keyword, keyword).toContain(phrase); // "coffee subscription boxes" contains "coffee subscription box"
      }
    });
  });

  it('writes keywords as searches: unique, lower case, no repeated or garbled words', () => {
    for (const input of allIdeas('comprehensive')) {
      const keywords = fallbackKeywords(input).map((keyword) => keyword.keyword);
      expect(new Set(keywords).size).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.toLowerCase().trim());
        expect(keyword).not.toMatch(/\s{2}|\{|\}|undefined|null/);
        const content = words(keyword).filter((word) => !['a', 'an', 'for', 'to', 'with', 'how', 'does', 'is', 'the', 'in', 'my', 'vs', 'of', 'there'].includes(word));
        expect(new Set(content.map((word) => word.replace(/e?s$/, ''))).size, keyword).toBe(content.length);
      }
    }
    // The word salad QA found: neither these nor anything like them.
    const all = allIdeas('comprehensive').flatMap((input) => fallbackKeywords(input).map((keyword) => keyword.keyword));
    for (const garbage of ['only tutors', 'pal busy', 'busy reviews', 'trusted walker', 'nearby', 'matches']) expect(all.filter((keyword) => keyword.includes(garbage))).toEqual([]);
  });

  it('uses the searches of each kind of business', () => {
    const keywordsOf = (name: string) => fallbackKeywords(ideaNamed(name, 'comprehensive')).map((keyword) => keyword.keyword);
    expect(keywordsOf('BeanBox').some((keyword) => /^(buy .+ online|best coffee subscription boxes|coffee subscription boxes)$/.test(keyword))).toBe(true);
    expect(keywordsOf('BeanBox').join(' ')).not.toMatch(/software|saas|app\b/);
    expect(keywordsOf('FixItNow').some((keyword) => keyword.endsWith('near me'))).toBe(true);
    expect(keywordsOf('PetPal').filter((keyword) => /\bapps?\b/.test(keyword)).length).toBeGreaterThan(10);
    expect(keywordsOf('InvoiceFlow').some((keyword) => /software|tool|platform/.test(keyword))).toBe(true);
    expect(keywordsOf('DailyByte')).toContain('best tech newsletters');
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

  it('invents competitors without web addresses, described for the kind of business', () => {
    for (const input of allIdeas('comprehensive')) {
      const competitors = fallbackCompetitors(input);
      expect(competitors.every((competitor) => competitor.website === null)).toBe(true);
      expect(new Set(competitors.map((competitor) => competitor.description)).size).toBe(competitors.length);
      expect(competitors.some((competitor) => competitor.name.toLowerCase() === input.name.toLowerCase())).toBe(false);
      for (const competitor of competitors) {
        // Never praised and blamed for the same thing (cheap and expensive).
        const text = [...competitor.strengths, ...competitor.weaknesses].join(' | ');
        expect(/price|rates/i.test(competitor.strengths.join(' ')) && /pric/i.test(competitor.weaknesses.join(' '))).toBe(false);
        expect(text).not.toMatch(/\{|\}/);
      }
    }
    const shops = fallbackCompetitors(ideaNamed('BeanBox', 'comprehensive'));
    expect(shops.map((competitor) => competitor.description).join(' ')).not.toMatch(/software|saas|app\b|platform/i);
    expect(shops.filter((competitor) => competitor.description.includes('coffee subscription box')).length).toBeGreaterThan(3);
    const walkers = fallbackCompetitors(ideaNamed('FixItNow', 'comprehensive'));
    expect(walkers.every((competitor) => competitor.description.includes('home repair'))).toBe(true);
  });

  it('labels every sample fact SAMPLE and invents no market shares', () => {
    for (const input of allIdeas('comprehensive')) {
      for (const competitor of fallbackCompetitors(input)) {
        expect(competitor).toMatchObject({ basis: 'SAMPLE', assessmentBasis: 'SAMPLE', marketShare: null, source: { provider: 'sample', url: null } });
      }
      for (const keyword of fallbackKeywords(input)) expect(keyword).toMatchObject({ basis: 'SAMPLE', source: { provider: 'sample' } });
    }
  });

  it('varies between ideas: key phrases, competitor counts and difficulty mixes', () => {
    const inputs = allIdeas('comprehensive');
    const competitorCounts = new Set(inputs.map((input) => fallbackCompetitors(input).length));
    expect(competitorCounts.size).toBeGreaterThanOrEqual(3);
    const lowCounts = new Set(inputs.map((input) => fallbackKeywords(input).filter((keyword) => keyword.difficulty === 'Low').length));
    expect(lowCounts.size).toBeGreaterThanOrEqual(4);
    const keywordSets = inputs.map((input) => fallbackKeywords(input)[0]!.keyword);
    expect(new Set(keywordSets).size).toBe(inputs.length);
    const names = inputs.map((input) => fallbackCompetitors(input)[0]!.name);
    expect(new Set(names).size).toBe(inputs.length);
  });

  it('matches demand to how crowded the market is and ranks broad terms above long-tail ones', () => {
    const inputs = allIdeas('comprehensive');
    const volume = (input: ResearchInput) => fallbackKeywords(input).reduce((sum, keyword) => sum + keyword.searchVolume, 0);
    const byCrowding = [...inputs].sort((a, b) => marketCrowding(a) - marketCrowding(b));
    expect(volume(byCrowding[byCrowding.length - 1]!)).toBeGreaterThan(volume(byCrowding[0]!));
    for (const input of inputs) {
      const keywords = fallbackKeywords(input);
      expect(keywords.map((keyword) => keyword.searchVolume)).toEqual([...keywords.map((keyword) => keyword.searchVolume)].sort((a, b) => b - a));
    }
  });

  it('writes website copy in the register of the idea', () => {
    const copy = fallbackWebsiteCopy({ name: 'BeanBox', description: null, keyFeatures: [], targetMarket: 'Coffee lovers', category: 'E-commerce' });
    expect(copy.headline).toContain('BeanBox');
    expect(copy.tagline).toMatch(/^[A-Z].*for coffee lovers/);
    expect(copy.features.length).toBe(4);
    expect(['Start your subscription', 'Choose your plan', 'Shop now', 'Browse the range', 'Order yours today']).toContain(copy.callToAction);
    for (const text of [copy.headline, copy.tagline, copy.about, ...copy.features]) expect(text).not.toMatch(/software|platform|\{|\}/i);
  });

  it('guesses domain availability per domain, stably', () => {
    const answers = domainCandidates('PetPal', ['.com', '.net', '.org', '.io', '.app', '.dev']).map(fallbackDomainAvailable);
    expect(answers).toEqual(domainCandidates('PetPal', ['.com', '.net', '.org', '.io', '.app', '.dev']).map(fallbackDomainAvailable));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });
});

describe('notes add context, never the subject (issue 13)', () => {
  const idea = { name: 'Dog walking marketplace for busy professionals', category: 'Service Business', notes: 'Urban professionals in NYC, subscription pricing' };

  it('keeps the idea’s subject in the description, the keywords and the sample competitors', () => {
    const description = fallbackDescription(idea);
    expect(description.description).toMatch(/dog walking/i);
    expect(description.description).not.toMatch(/subscription pricing/i);
    const input: ResearchInput = {
      userId: null,
      projectId: null,
      name: idea.name,
      category: idea.category,
      description: description.description,
      targetMarket: description.targetMarket,
      keyFeatures: description.keyFeatures,
      notes: idea.notes,
      options: DEFAULT_RESEARCH_OPTIONS,
    };
    const keywords = fallbackKeywords(input).map((keyword) => keyword.keyword);
    expect(keywords.some((keyword) => keyword.includes('dog walking'))).toBe(true);
    expect(keywords.filter((keyword) => keyword.includes('subscription pricing'))).toEqual([]);
    for (const competitor of fallbackCompetitors(input)) expect(`${competitor.name} ${competitor.description}`).not.toMatch(/subscription pricing/i);
  });

  it('still reads the subject from the notes when the name is only a brand', () => {
    expect(fallbackDescription({ name: 'Pawsome', category: 'Service Business', notes: 'Dog walking for busy professionals' }).description).toMatch(/dog walking/i);
  });
});
