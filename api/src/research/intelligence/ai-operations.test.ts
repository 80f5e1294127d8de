import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEARCH_OPTIONS, type ResearchInput } from '../research.types.js';
import { InvalidAnswer } from './ai-provider.js';
import { competitorsRequest, describeIdeaRequest, keywordsRequest, legalRequest } from './ai-operations.js';

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

const competitor = (name: string) => ({ name, website: '', description: 'A rival.', strengths: ['Brand'], weaknesses: ['Price'], marketShare: ' 12% ' });

describe('AI answer checks', () => {
  it('asks for the depth range of competitors, rejects too few and trims too many', () => {
    const request = competitorsRequest(input);
    expect(request.prompt).toContain('between 3 and 5 competitors');
    expect(() => request.accept({ competitors: [competitor('A'), competitor('B')] })).toThrow(InvalidAnswer);
    const accepted = request.accept({ competitors: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(competitor) });
    expect(accepted).toHaveLength(5);
    expect(accepted[0]).toEqual({ name: 'A', website: null, description: 'A rival.', strengths: ['Brand'], weaknesses: ['Price'], marketShare: '12%' });
  });

  it('rejects blank required texts', () => {
    const request = describeIdeaRequest({ name: 'PetPal', category: null, notes: null }, { userId: null, projectId: null });
    expect(() => request.accept({ name: 'PetPal', description: '  ', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A'] })).toThrow(InvalidAnswer);
    expect(request.accept({ name: ' PetPal ', description: 'Walks.', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A', ' '] })).toEqual({
      name: 'PetPal',
      description: 'Walks.',
      category: 'Mobile App',
      targetMarket: 'Owners',
      keyFeatures: ['A'],
    });
  });

  it('keeps the user category over the AI one', () => {
    const request = describeIdeaRequest({ name: 'PetPal', category: 'Pet care', notes: null }, { userId: null, projectId: null });
    expect(request.accept({ name: 'PetPal', description: 'Walks.', category: 'Mobile App', targetMarket: 'Owners', keyFeatures: ['A'] }).category).toBe('Pet care');
  });

  it('rounds keyword numbers and needs at least half the asked count', () => {
    const request = keywordsRequest(input);
    expect(request.prompt).toContain('List 10 search keywords');
    const keyword = { keyword: 'dog walker app', searchVolume: 1234.6, difficulty: 'Low' as const, cpc: 1.234, trend: 'Rising' as const };
    expect(() => request.accept({ keywords: [keyword] })).toThrow(InvalidAnswer);
    expect(request.accept({ keywords: Array.from({ length: 5 }, () => keyword) })[0]).toEqual({ ...keyword, searchVolume: 1235, cpc: 1.23 });
  });

  it('derives conflicts from Active trademarks and drops excluded kinds', () => {
    const answer = {
      trademarks: [{ name: 'PETPAL', status: 'Active' as const, owner: 'Pet Co', class: 'Class 9' }],
      patents: [{ title: 'Walking method', number: 'US 1', assignee: 'Walk Inc', abstract: 'Walks dogs.' }],
    };
    expect(legalRequest(input).accept(answer)).toMatchObject({ conflicts: true, patents: [{ number: 'US 1' }] });
    const noTrademarks = legalRequest({ ...input, options: { ...input.options, includeTrademarks: false } });
    expect(noTrademarks.prompt).toContain('trademarks: return an empty list');
    expect(noTrademarks.accept(answer)).toMatchObject({ conflicts: false, trademarks: [] });
    expect(legalRequest({ ...input, options: { ...input.options, includePatents: false } }).accept(answer).patents).toEqual([]);
  });
});
