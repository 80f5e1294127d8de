import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Pantry Pal', 'pantry-pal'],
    ['Café Crème: For Teams!', 'cafe-creme-for-teams'],
    ['</title><script>alert(1)</script>', 'title-script-alert-1-script'],
    ['  --Hello   World--  ', 'hello-world'],
    ['日本語', 'site'],
    ['', 'site'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps slugs at most 60 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b c d`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });

  it('numbers the candidates after the first', () => {
    expect([1, 2, 3].map((attempt) => slugCandidate('idea', attempt))).toEqual(['idea', 'idea-2', 'idea-3']);
  });
});
