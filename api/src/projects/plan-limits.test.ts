import { describe, expect, it } from 'vitest';
import { ideaKey, limitsFor, researchOptionsForPlan } from './plan-limits.js';

describe('ideaKey: when two research runs are the same idea', () => {
  it('ignores case, spaces and punctuation in the name and the category', () => {
    expect(ideaKey('Food-Truck Finder!', 'SaaS/Software')).toBe(ideaKey('food truck finder', 'saas software'));
    expect(ideaKey('  Café Hop ', null)).toBe(ideaKey('cafe hop', ''));
  });

  it('tells a new name or a new category apart', () => {
    expect(ideaKey('Food Truck Finder', 'Mobile App')).not.toBe(ideaKey('Food Truck Tracker', 'Mobile App'));
    expect(ideaKey('Food Truck Finder', 'Mobile App')).not.toBe(ideaKey('Food Truck Finder', 'E-commerce'));
  });
});

describe('plans', () => {
  it('measure what the user chose whatever the plan, and cap only what is shown', () => {
    const options = {
      includePatents: true,
      includeTrademarks: true,
      domainExtensions: ['.com'],
      competitorAnalysisDepth: 'comprehensive' as const,
    };
    expect(researchOptionsForPlan(options, 'free')).toEqual(options);
    expect([limitsFor('free').competitorsShown, limitsFor('basic').competitorsShown, limitsFor('anything paid').competitorsShown]).toEqual([
      5, 8, 12,
    ]);
    expect([limitsFor('free').exports, limitsFor('basic').exports, limitsFor('pro').exports]).toEqual([false, true, true]);
  });
});
