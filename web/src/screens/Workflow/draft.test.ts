import { describe, expect, test } from 'vitest';
import { agreeOnCategory, followForm, projectInput } from './draft.js';
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
