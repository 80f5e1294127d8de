import { describe, expect, test } from 'vitest';
import { agreeOnCategory, followForm, isOwnWords, projectInput, regenerated } from './draft.js';
import type { DraftDescription } from './IdeaForm.js';

const draft: DraftDescription = {
  name: 'PetPal Walks',
  category: 'Mobile App',
  description: 'Dog walks on demand.',
  targetMarket: 'Busy owners',
  keyFeatures: ['Booking'],
  source: null,
  notes: null,
};
const form = { name: 'PetPal', category: 'Mobile App', notes: '' };

describe('followForm', () => {
  test('the field edited replaces the draft’s, the others keep the description’s', () => {
    const edited = followForm(draft, form, { ...form, category: 'Other' });
    expect(edited).toMatchObject({ name: 'PetPal Walks', category: 'Other', description: 'Dog walks on demand.' });
    expect(followForm(edited, { ...form, category: 'Other' }, { ...form, category: 'Other', name: 'Walkies' })?.name).toBe('Walkies');
  });

  test('notes are trimmed, and empty notes are none', () => {
    expect(followForm(draft, form, { ...form, notes: '  city only ' })?.notes).toBe('city only');
    expect(followForm({ ...draft, notes: 'x' }, { ...form, notes: 'x' }, { ...form, notes: '   ' })?.notes).toBeNull();
  });

  test('no draft, nothing to follow', () => {
    expect(followForm(null, form, { ...form, name: 'New' })).toBeNull();
  });
});

describe('projectInput', () => {
  test('sends the draft with a trimmed name and no empty category', () => {
    expect(projectInput({ ...draft, name: '  PetPal  ', category: '' })).toEqual({
      name: 'PetPal',
      category: null,
      description: 'Dog walks on demand.',
      targetMarket: 'Busy owners',
      keyFeatures: ['Booking'],
      notes: null,
    });
  });
});

describe('projectInput: the user’s own description', () => {
  test('ends as a sentence, as the template joins its parts (a model’s draft is sent as it is)', () => {
    const own: DraftDescription = { ...draft, description: 'Urban professionals, weekday walks', source: 'USER' };
    expect(projectInput(own).description).toBe('Urban professionals, weekday walks.');
    expect(projectInput({ ...own, description: 'Who walks your dog?' }).description).toBe('Who walks your dog?');
    expect(projectInput({ ...own, description: '' }).description).toBe('');
    expect(projectInput({ ...draft, description: 'Dog walks on demand', source: 'OPENAI' }).description).toBe('Dog walks on demand');
  });
});

describe('agreeOnCategory', () => {
  const options = ['SaaS/Software', 'Service Business', 'Other'];
  test('the select follows a category the description proposes', () => {
    // The select and the description card must never name two different categories.
    const agreed = agreeOnCategory({ ...form, category: 'SaaS/Software' }, { ...draft, category: 'Service Business' }, options);
    expect(agreed.form.category).toBe('Service Business');
    expect(agreed.draft.category).toBe('Service Business');
  });

  test('a category the select does not offer gives way to the form’s', () => {
    const agreed = agreeOnCategory({ ...form, category: 'Other' }, { ...draft, category: 'Pet Care' }, options);
    expect(agreed.form.category).toBe('Other');
    expect(agreed.draft.category).toBe('Other');
  });
});

describe('regenerated: regenerating never throws away what the user typed', () => {
  const ownAnswer: DraftDescription = {
    name: 'PetPal',
    category: 'Mobile App',
    description: 'Dog walks booked in the app',
    targetMarket: '',
    keyFeatures: [],
    source: 'USER',
    basis: 'UNKNOWN',
    notes: 'Dog walks booked in the app',
  };
  const modelAnswer: DraftDescription = {
    ...draft,
    description: 'An on-demand dog walking service.',
    targetMarket: 'Urban professionals',
    keyFeatures: ['Live GPS'],
    source: 'OPENAI',
    basis: 'ESTIMATED',
  };
  const typed: DraftDescription = {
    ...ownAnswer,
    description: 'Dogs wait alone all day. Dog walks booked in the app. A 20% commission per walk.',
    targetMarket: 'Owners who work late',
    keyFeatures: ['Vetted neighbours'],
    edited: true,
  };

  test('without a model, the fields the user filled keep their text', () => {
    const outcome = regenerated(typed, { ...ownAnswer, notes: 'Changed notes', description: 'Changed notes' });
    expect(outcome.kind).toBe('keep');
    expect(outcome.draft).toMatchObject({
      description: typed.description,
      targetMarket: 'Owners who work late',
      keyFeatures: ['Vetted neighbours'],
      notes: 'Changed notes',
      edited: true,
    });
    expect(outcome.kind === 'keep' && outcome.kept).toBe(true);
  });

  test('without a model, Edit & Refine keeps the saved project’s text (only empty fields take the notes)', () => {
    const saved: DraftDescription = { ...draft, targetMarket: '', source: null };
    const outcome = regenerated(saved, ownAnswer);
    expect(outcome.draft).toMatchObject({
      description: 'Dog walks on demand.',
      targetMarket: '',
      keyFeatures: ['Booking'],
      source: 'USER',
    });
    expect(regenerated({ ...saved, description: '' }, ownAnswer).draft.description).toBe('Dog walks booked in the app');
  });

  test('without a model, an untouched copy of the notes follows the new notes', () => {
    const fresh = { ...ownAnswer, description: 'Dog walks.', notes: 'Dog walks.' };
    expect(regenerated(fresh, ownAnswer)).toEqual({ kind: 'replace', draft: ownAnswer });
  });

  test('without a model, a model’s earlier draft stays as it was', () => {
    expect(regenerated(modelAnswer, ownAnswer)).toEqual({ kind: 'keep', draft: modelAnswer, kept: true });
  });

  test('a model’s new draft replaces an unedited description and is offered when the user edited it', () => {
    expect(regenerated(ownAnswer, modelAnswer)).toEqual({ kind: 'replace', draft: modelAnswer });
    expect(regenerated(draft, modelAnswer)).toEqual({ kind: 'replace', draft: modelAnswer });
    expect(regenerated(typed, modelAnswer)).toEqual({ kind: 'ask', draft: modelAnswer });
    expect(regenerated(null, modelAnswer)).toEqual({ kind: 'replace', draft: modelAnswer });
  });

  test('sample text counts as the user’s own words, not a model’s draft', () => {
    expect(isOwnWords({ source: 'USER', basis: 'UNKNOWN' })).toBe(true);
    expect(isOwnWords({ source: 'OPENAI', basis: 'SAMPLE' })).toBe(true);
    expect(isOwnWords({ source: 'OPENAI', basis: 'ESTIMATED' })).toBe(false);
  });
});
