import { describe, expect, it } from 'vitest';
import { parseInput } from '../shared/validation.js';
import { generateIdeaInput, projectInput } from './project.inputs.js';

describe('project inputs', () => {
  it('trims, maps spec categories to their spelling and keeps free text', () => {
    expect(parseInput(projectInput, { name: '  Pet Pal ', description: ' d ', category: 'mobile app', notes: '  ' })).toEqual({
      name: 'Pet Pal',
      description: 'd',
      category: 'Mobile App',
      targetMarket: null,
      keyFeatures: [],
      notes: null,
    });
    expect(parseInput(generateIdeaInput, { name: 'x', category: 'Agritech' }).category).toBe('Agritech');
  });

  it('enforces the bounds with readable messages', () => {
    expect(() => parseInput(generateIdeaInput, { name: 'x'.repeat(121) })).toThrow('Name must be at most 120 characters');
    expect(() => parseInput(generateIdeaInput, { name: 'x', notes: 'n'.repeat(2001) })).toThrow('Notes must be at most 2000 characters');
    expect(() => parseInput(generateIdeaInput, { name: 'x', category: 'c'.repeat(61) })).toThrow('Category must be at most 60 characters');
    expect(parseInput(generateIdeaInput, { name: 'x'.repeat(120), notes: 'n'.repeat(2000), category: 'c'.repeat(60) }).name).toHaveLength(
      120,
    );
  });
});
