import { describe, expect, it } from 'vitest';
import { parseInput } from '../shared/validation.js';
import { researchOptionsInput } from './research.inputs.js';

describe('research inputs', () => {
  it('fills research options with the spec defaults and normalises extensions', () => {
    expect(parseInput(researchOptionsInput, undefined)).toEqual({
      includePatents: true,
      includeTrademarks: true,
      domainExtensions: ['.com', '.net', '.org', '.io'],
      competitorAnalysisDepth: 'medium',
    });
    expect(
      parseInput(researchOptionsInput, {
        domainExtensions: ['COM', '.io', 'com'],
        competitorAnalysisDepth: 'BASIC',
        includePatents: false,
      }),
    ).toEqual({
      includePatents: false,
      includeTrademarks: true,
      domainExtensions: ['.com', '.io'],
      competitorAnalysisDepth: 'basic',
    });
    expect(() => parseInput(researchOptionsInput, { domainExtensions: [] })).toThrow('Choose at least one domain extension');
  });
});
