import { describe, expect, test } from 'vitest';
import { analyse, formatDuration, monthOverMonth, qualityGrade } from './analytics.js';

const research = {
  averageResearchSeconds: 134,
  availableDomains: 4,
  checkedDomains: 20,
  competitors: 11,
  keywords: 30,
  measuredCompetitorSections: 2,
  measuredKeywordSections: 2,
  thisMonth: 3,
  lastMonth: 2,
  facts: 60,
  measuredFacts: 48,
  sampleFacts: 0,
  unansweredLookups: 0,
};

describe('analytics from real research', () => {
  test('formats the mean research time', () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(134)).toBe('2 min 14 s');
    expect(formatDuration(3780)).toBe('1 h 3 min');
  });

  test('compares months from real counts, and says — without a previous month', () => {
    expect(monthOverMonth(3, 0)).toBe('—');
    expect(monthOverMonth(3, 2)).toBe('+50% vs last month');
    expect(monthOverMonth(1, 4)).toBe('-75% vs last month');
  });

  test('grades quality by the share of measured facts, never a fixed A+', () => {
    expect(qualityGrade(0, 0).grade).toBe('—');
    expect(qualityGrade(60, 48)).toEqual({ grade: 'B', detail: '80% of 60 facts measured from real sources', success: true });
    expect(qualityGrade(60, 0)).toMatchObject({ grade: 'E', success: false });
  });

  test('lookups no source answered are not facts: no facts is not enough evidence, never a green grade', () => {
    expect(qualityGrade(0, 0, 16)).toEqual({
      grade: '—',
      detail: 'Not enough evidence to grade yet: 16 lookups got no answer',
      success: false,
    });
    expect(qualityGrade(0, 0, 1).detail).toBe('Not enough evidence to grade yet: 1 lookup got no answer');
    expect(qualityGrade(10, 10, 2)).toEqual({
      grade: 'A',
      detail: '100% of 10 facts measured from real sources; 2 lookups got no answer',
      success: true,
    });
    const unchecked = analyse([{ category: 'Other', currentStep: 5, createdAt: new Date().toISOString() }], {
      ...research,
      availableDomains: 0,
      checkedDomains: 0,
      facts: 0,
      measuredFacts: 0,
      unansweredLookups: 16,
    });
    expect(unchecked.impact.domains).toBeNull();
    expect(unchecked.impact).toMatchObject({ competitors: 11, keywords: 30 });
    expect(unchecked.quality).toMatchObject({ grade: '—', success: false });
  });

  test('competitors and keywords no real source found are not measured, never 0 or a guess', () => {
    const estimatedOnly = analyse([{ category: 'Other', currentStep: 5, createdAt: new Date().toISOString() }], {
      ...research,
      competitors: 0,
      keywords: 0,
      measuredCompetitorSections: 0,
      measuredKeywordSections: 0,
      facts: 25,
      measuredFacts: 0,
    });
    expect(estimatedOnly.impact).toEqual({ domains: 4, competitors: null, keywords: null });
    expect(analyse([], null).impact).toEqual({ domains: null, competitors: null, keywords: null });
  });

  test('a source that answered and found none is a measured 0, not "not measured"', () => {
    const foundNone = analyse([{ category: 'Other', currentStep: 5, createdAt: new Date().toISOString() }], {
      ...research,
      competitors: 0,
      keywords: 0,
      measuredCompetitorSections: 1,
      measuredKeywordSections: 1,
    });
    expect(foundNone.impact).toEqual({ domains: 4, competitors: 0, keywords: 0 });
    const competitorsOnly = analyse([], {
      ...research,
      competitors: 0,
      keywords: 0,
      measuredCompetitorSections: 1,
      measuredKeywordSections: 0,
    });
    expect(competitorsOnly.impact).toMatchObject({ competitors: 0, keywords: null });
  });

  test('takes impact and time from the research, not from the completed count', () => {
    const figures = analyse([{ category: 'Other', currentStep: 5, createdAt: new Date().toISOString() }], research);
    expect(figures.impact).toEqual({ domains: 4, competitors: 11, keywords: 30 });
    expect(figures.averageTime).toBe('2 min 14 s');
    expect(figures.quality.grade).toBe('B');
    const sampled = analyse([], { ...research, sampleFacts: 10 });
    expect(sampled.recommendations.join(' ')).toMatch(/sample data/);
  });
});
