import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../research.types.js';
import { InvalidAnswer } from './ai-provider.js';
import { competitorsRequest, describeIdeaRequest, keywordsRequest } from './ai-operations.js';
import { competitorsAnswer, keywordsAnswer } from './ai-schemas.js';

const input: ResearchInput = {
  userId: null,
  projectId: null,
  name: 'PetPal',
  category: 'Mobile App',
  description: 'Dog walkers on demand.',
  targetMarket: null,
  keyFeatures: [],
  notes: null,
  options: { ...DEFAULT_RESEARCH_OPTIONS, competitorAnalysisDepth: 'basic' },
};

const competitor = (name: string) => ({
  name,
  description: 'A rival.',
  strengths: ['Brand'],
  weaknesses: ['Price'],
});

describe('AI answer checks', () => {
  it('asks for the depth range of competitors, rejects too few and trims too many', () => {
    const request = competitorsRequest(input);
    expect(request.prompt).toContain('between 3 and 5 competitors');
    expect(() => request.accept({ competitors: [competitor('A'), competitor('B')] })).toThrow(InvalidAnswer);
    const accepted = request.accept({ competitors: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(competitor) });
    expect(accepted).toHaveLength(5);
    expect(accepted[0]).toMatchObject({
      name: 'A',
      website: null,
      description: 'A rival.',
      strengths: ['Brand'],
      weaknesses: ['Price'],
      marketShare: null,
      basis: 'ESTIMATED',
    });
  });

  it('never asks the model for a market share or a website, and keeps neither when it sends them anyway', () => {
    const request = competitorsRequest(input);
    expect(request.prompt).not.toMatch(/market ?share|website|url/i);
    expect(Object.keys(competitorsAnswer.shape.competitors.element.shape)).toEqual(['name', 'description', 'strengths', 'weaknesses']);
    // A model that still answers with them (an older prompt, a server that ignores the schema).
    const remembered = { ...competitor('Rover'), website: 'https://rover.com', marketShare: '15%' };
    const [first] = request.accept({ competitors: [remembered, remembered, remembered] });
    expect(first).toMatchObject({ name: 'Rover', website: null, marketShare: null, basis: 'ESTIMATED' });
  });

  it('rejects blank required texts', () => {
    const request = describeIdeaRequest({ name: 'PetPal', category: null, notes: null }, { userId: null, projectId: null });
    expect(() =>
      request.accept({ name: 'PetPal', description: '  ', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A'] }),
    ).toThrow(InvalidAnswer);
    expect(
      request.accept({ name: ' PetPal ', description: 'Walks.', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A', ' '] }),
    ).toEqual({
      name: 'PetPal',
      description: 'Walks.',
      category: 'Mobile App',
      targetMarket: 'Owners',
      keyFeatures: ['A'],
    });
  });

  it('keeps the user category over the AI one', () => {
    const request = describeIdeaRequest({ name: 'PetPal', category: 'Pet care', notes: null }, { userId: null, projectId: null });
    expect(
      request.accept({ name: 'PetPal', description: 'Walks.', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A'] })
        .category,
    ).toBe('Pet care');
  });

  it('keeps only the model’s keyword phrases, never figures it sends, and needs at least half the asked count', () => {
    const request = keywordsRequest(input);
    expect(request.prompt).toContain('List 10 search keywords');
    expect(request.prompt).toContain('Give only the keyword phrases');
    const invented = { keyword: 'dog walker app', searchVolume: 1234.6, difficulty: 'Low', cpc: 1.234, trend: 'Rising' };
    expect(() => request.accept(keywordsAnswer.parse({ keywords: [invented] }))).toThrow(InvalidAnswer);
    const [first] = request.accept(keywordsAnswer.parse({ keywords: Array.from({ length: 5 }, () => invented) }));
    expect(first).toMatchObject({ keyword: 'dog walker app', searchVolume: null, difficulty: null, cpc: null, trend: null });
  });

  it('labels the model’s answers ESTIMATED (its own knowledge, no retrieval)', () => {
    const keyword = { keyword: 'dog walker app' };
    expect(keywordsRequest(input).accept({ keywords: Array.from({ length: 5 }, () => keyword) })[0]).toMatchObject({
      basis: 'ESTIMATED',
      source: { provider: 'openai', url: null },
    });
    const competitor = {
      name: 'Rover',
      description: 'Pet sitting.',
      strengths: ['Big'],
      weaknesses: ['Fees'],
    };
    const [first] = competitorsRequest(input).accept({ competitors: Array.from({ length: 5 }, () => competitor) });
    expect(first).toMatchObject({ basis: 'ESTIMATED', assessmentBasis: 'ESTIMATED', marketShare: null });
  });
});
