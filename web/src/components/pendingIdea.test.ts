import { describe, expect, test } from 'vitest';
import { IDEA_NAME_TARGET, ideaName, pendingIdeaForm, pendingIdeaToastBody } from './pendingIdea.js';

describe('ideaName', () => {
  test('a short one-sentence idea is its own name', () => {
    expect(ideaName('Dog walking marketplace for busy city professionals')).toBe('Dog walking marketplace for busy city professionals');
    expect(ideaName('  PetPal  ')).toBe('PetPal');
  });

  test('takes the first sentence when it is short enough', () => {
    expect(ideaName('A coffee subscription for remote teams. Boxes ship monthly with beans from local roasters and tasting notes.')).toBe(
      'A coffee subscription for remote teams',
    );
  });

  test('takes the first clause of a long sentence', () => {
    expect(
      ideaName('A marketplace for dog walkers, where busy city professionals book vetted walkers by the hour and pay in the app'),
    ).toBe('A marketplace for dog walkers');
  });

  test('otherwise cuts at a word boundary, without a dangling connector, and says it was cut', () => {
    const idea =
      'An app that helps independent bakeries sell their surplus bread and pastries at the end of every day to nearby customers who reserve a bag';
    const name = ideaName(idea);
    expect(name.length).toBeLessThanOrEqual(IDEA_NAME_TARGET);
    expect(name).toBe('An app that helps independent bakeries sell their surplus…');
    expect(idea.charAt(name.length - 1)).toBe(' ');
  });

  test('ends at a phrase boundary, not mid-phrase', () => {
    expect(ideaName('Weekly meal kits for students on a tight budget with simple recipes and no food waste at all')).toBe(
      'Weekly meal kits for students on a tight budget',
    );
    // 5,000 characters in one run-on sentence: still a short name ending before a new phrase.
    const long = `A booking platform connecting dog owners with vetted local walkers and sitters ${'who care '.repeat(600)}`;
    const name = ideaName(long);
    expect(name).toBe('A booking platform connecting dog owners');
    expect(name.length).toBeLessThanOrEqual(IDEA_NAME_TARGET);
  });

  test('without a phrase boundary the cut says so with an ellipsis', () => {
    const name = ideaName(
      'Supercalifragilistic extraordinary unbelievably fantastic marvellous wonderful spectacular tremendous stupendous',
    );
    expect(name.endsWith('…')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(IDEA_NAME_TARGET);
  });

  test('a single very long word is cut', () => {
    expect(ideaName('x'.repeat(200))).toBe('x'.repeat(IDEA_NAME_TARGET));
  });

  test('whitespace and newlines are collapsed', () => {
    expect(ideaName('Tutor\nmatching   for\tkids')).toBe('Tutor matching for kids');
  });
});

describe('pendingIdeaForm', () => {
  test('keeps the whole idea as notes when the name is shorter', () => {
    const idea = `${'Weekly meal kits for students on a budget with recipes '.repeat(3)}and no food waste`.trim();
    expect(idea.length).toBeGreaterThan(120);
    const form = pendingIdeaForm(idea);
    expect(form.name.length).toBeLessThanOrEqual(IDEA_NAME_TARGET);
    expect(form.notes).toBe(idea);
  });

  test('a short idea is its own name and still reaches the notes, so the description starts from it', () => {
    const idea = 'Subscription box of locally roasted coffee for remote teams';
    expect(pendingIdeaForm(idea)).toEqual({ name: idea, notes: idea });
    expect(pendingIdeaForm('  PetPal ')).toEqual({ name: 'PetPal', notes: 'PetPal' });
  });
});

describe('pendingIdeaToastBody', () => {
  test('says what happens: a model drafting, or the user’s own words filled in', () => {
    expect(pendingIdeaToastBody('drafting')).toBe('Generating a description for your idea...');
    expect(pendingIdeaToastBody('drafted')).toBe('A description of your idea is drafted: check it, then confirm.');
    expect(pendingIdeaToastBody('own')).toBe('Your idea is filled in from your own words: check it, then confirm.');
  });
});
