import { describe, expect, it } from 'vitest';
import { textProblems, textSavable, type WebsiteTextDraft } from './WebsiteText.js';

const draft: WebsiteTextDraft = { headline: 'Tea for cafés', tagline: '', about: '', features: 'Fresh leaves\nWeekly delivery' };

describe('website text problems', () => {
  it('has none for text within the limits', () => {
    expect(textProblems(draft)).toEqual({ headline: null, features: null });
    expect(textSavable(draft)).toBe(true);
  });

  it('ties a missing headline to the headline', () => {
    expect(textProblems({ ...draft, headline: '  ' })).toEqual({ headline: 'A headline is required.', features: null });
  });

  it('says which feature line is too long, counting lines as typed', () => {
    const problems = textProblems({ ...draft, features: `Fresh leaves\n\n${'x'.repeat(201)}` });
    expect(problems).toEqual({ headline: null, features: 'Line 3 is 201 characters long: each feature must be at most 200.' });
    expect(textSavable({ ...draft, features: `Fresh leaves\n\n${'x'.repeat(201)}` })).toBe(false);
  });

  it('says how many features to remove', () => {
    const features = ['a', 'b', 'c', '', 'd', 'e', 'f', 'g', 'h'].join('\n');
    expect(textProblems({ ...draft, features }).features).toBe('At most 6 features: there are 8. Remove 2.');
  });

  it('leaves a text over its limit to its counter, and refuses to save it', () => {
    const tooLong = { ...draft, about: 'x'.repeat(1501) };
    expect(textProblems(tooLong)).toEqual({ headline: null, features: null });
    expect(textSavable(tooLong)).toBe(false);
  });
});
