import { describe, expect, it } from 'vitest';
import { launchesSentence } from './evidenceWords.js';

describe('launchesSentence', () => {
  it('says only that this search found no posts, never that nobody launched such a product', () => {
    const sentence = launchesSentence({ query: 'dog walking', totalResults: 0, launches: [] });
    expect(sentence).toBe('A Hacker News search for “dog walking” found no posts');
    expect(sentence).not.toMatch(/no one|nobody|launched/i);
  });

  it('counts the stories the search found', () => {
    expect(launchesSentence({ query: 'dog walking', totalResults: 2_300, launches: [{}, {}] })).toBe('2,300 stories mention “dog walking”');
    expect(launchesSentence({ query: 'dog walking', totalResults: null, launches: [{}] })).toBe('1 story mentions “dog walking”');
  });
});
