import { describe, expect, it } from 'vitest';
import { parseWebsiteCopyEdit } from './website-copy-input.js';

const edit = {
  headline: ' Dog walks, booked ',
  tagline: 'For busy owners.',
  about: 'We walk dogs.',
  features: ['GPS tracking', '  ', 'Instant booking'],
};

describe('parseWebsiteCopyEdit', () => {
  it('trims the owner’s words and leaves blank features out', () => {
    expect(parseWebsiteCopyEdit(edit)).toEqual({
      headline: 'Dog walks, booked',
      tagline: 'For busy owners.',
      about: 'We walk dogs.',
      features: ['GPS tracking', 'Instant booking'],
    });
  });

  it.each([
    [{ ...edit, headline: '   ' }, 'Headline is required'],
    [{ ...edit, headline: 'x'.repeat(121) }, 'Headline must be at most 120 characters'],
    [{ ...edit, tagline: 'x'.repeat(241) }, 'Subheadline must be at most 240 characters'],
    [{ ...edit, about: 'x'.repeat(1501) }, 'About text must be at most 1500 characters'],
    [{ ...edit, features: ['x'.repeat(201)] }, 'Each feature must be at most 200 characters'],
    [{ ...edit, features: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'At most 6 features'],
    [{ ...edit, features: 'one' }, 'Features must be a list'],
    [{ ...edit, headline: 5 }, 'Headline must be text'],
  ])('refuses %j', (input, message) => {
    expect(() => parseWebsiteCopyEdit(input)).toThrow(message);
  });
});
