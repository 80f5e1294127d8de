import { describe, expect, it } from 'vitest';
import { readIdea } from './key-phrase.js';
import { registerFor } from './vocabulary.js';
import { indefiniteArticle, plural, singular } from './word-forms.js';

const phraseOf = (name: string, notes: string | null, description: string | null = null) =>
  readIdea({ name, notes, description }).phrase?.singular;

describe('key phrase', () => {
  it('finds the core noun phrase, dropping stop words, verbs, generic words and modifiers', () => {
    expect(phraseOf('BeanBox', 'A monthly coffee subscription box with freshly roasted beans from independent roasters')).toBe(
      'coffee subscription box',
    );
    expect(phraseOf('GreenBox', 'Zero-waste grocery subscription boxes')).toBe('grocery subscription box');
    expect(phraseOf('InvoiceFlow', 'Invoicing and payment reminders for freelancers')).toBe('invoicing');
    expect(phraseOf('ShiftSwap', 'Shift scheduling for restaurants')).toBe('shift scheduling');
    expect(phraseOf('FixItNow', 'On-demand home repairs')).toBe('home repair');
    expect(phraseOf('DailyByte', 'A five-minute daily tech newsletter')).toBe('tech newsletter');
    expect(phraseOf('PodPilot', 'Podcast production tips and tools')).toBe('podcast production');
    expect(phraseOf('Wick', 'Hand-poured soy candles sold online')).toBe('soy candle');
  });

  it('names the activity behind the people who do it, and the product behind a verb and its object', () => {
    expect(phraseOf('PetPal', 'An app that matches dog owners with trusted walkers nearby')).toBe('dog walking');
    expect(
      phraseOf('PetPal Walks', null, 'An app that matches busy dog owners with vetted neighbourhood walkers, with live GPS walk reports.'),
    ).toBe('dog walking');
    expect(phraseOf('TutorMe', 'One-to-one maths tutors for teenagers')).toBe('maths tutoring');
    expect(phraseOf('RentRight', 'A tool that helps landlords screen tenants and collect rent')).toBe('tenant screening');
    expect(phraseOf('Ledgerly', 'An app to track expenses for couples')).toBe('expense tracking');
    expect(phraseOf('MealMate', 'Weekly meal plans with shopping lists')).toBe('meal plan');
  });

  it('prefers the first sentence of a description, which says what the idea is', () => {
    const description = 'PetPal is a pet app for busy pet owners. On iPhone and Android it offers progress tracking and offline mode.';
    expect(phraseOf('PetPal', null, description)).toBe('pet');
  });

  it('reads the audience the text names, preferring one introduced by "for"', () => {
    expect(readIdea({ name: 'X', notes: 'Invoicing and payment reminders for busy freelancers' }).audience).toBe('busy freelancers');
    expect(readIdea({ name: 'X', notes: 'Tutoring for students preparing for exams' }).audience).toBe('students');
    expect(readIdea({ name: 'X', notes: 'Organic kids clothing' })).toMatchObject({
      phrase: { singular: 'kids clothing' },
      audience: null,
    });
    expect(readIdea({ name: 'X', notes: 'Craft kits', targetMarket: 'Smartphone users aged 18-35' }).audience).toBe('smartphone users');
  });

  it('falls back to the real words of the name, and to nothing when there are none', () => {
    expect(phraseOf('TutorMe', null)).toBe('tutoring');
    expect(phraseOf('PetPal', null)).toBe('pet');
    expect(phraseOf('MyHub', null)).toBeUndefined();
  });

  it('keeps acronyms for prose and gives singular and plural forms', () => {
    const phrase = readIdea({ name: 'CodeCoach', notes: 'AI code review for students' }).phrase!;
    expect(phrase).toMatchObject({ singular: 'ai code review', plural: 'ai code reviews', display: 'AI code review', countable: true });
    expect(readIdea({ name: 'X', notes: 'Dog walking' }).phrase).toMatchObject({
      singular: 'dog walking',
      plural: 'dog walking',
      countable: false,
    });
    expect(readIdea({ name: 'X', notes: 'Specialty coffee' }).phrase).toMatchObject({
      singular: 'coffee',
      plural: 'coffee',
      countable: false,
    });
  });
});

describe('word forms', () => {
  it('makes plurals and singulars, leaving mass nouns and activities alone', () => {
    expect(['box', 'kit', 'candle', 'category', 'class', 'coffee', 'tutoring', 'earring'].map(plural)).toEqual([
      'boxes',
      'kits',
      'candles',
      'categories',
      'classes',
      'coffee',
      'tutoring',
      'earrings',
    ]);
    expect(['boxes', 'kits', 'cookies', 'categories', 'glasses', 'news', 'analytics', 'maths'].map(singular)).toEqual([
      'box',
      'kit',
      'cookie',
      'category',
      'glass',
      'news',
      'analytics',
      'maths',
    ]);
    expect(['app', 'AI tool', 'box', 'hour'].map(indefiniteArticle)).toEqual(['an', 'an', 'a', 'a']);
  });
});

describe('register', () => {
  it('follows a chosen category, but reads the form default SaaS/Software from the text', () => {
    expect(registerFor('E-commerce', 'coffee subscription box')).toBe('ecommerce');
    expect(registerFor('Service Business', 'an app for dog walking')).toBe('service');
    expect(registerFor('SaaS/Software', 'beanbox coffee subscription box')).toBe('ecommerce');
    expect(registerFor('SaaS/Software', 'a platform for coffee subscription box businesses')).toBe('saas');
    expect(registerFor('SaaS/Software', 'invoicing for freelancers')).toBe('saas');
    expect(registerFor('Other', 'coffee subscription box')).toBe('other');
  });

  it('reads free-text categories and missing ones', () => {
    expect(registerFor('Pet care', 'grooming at home')).toBe('service');
    expect(registerFor('Fintech', 'budgeting')).toBe('saas');
    expect(registerFor('Collectibles', 'rare stamps')).toBe('other');
    expect(registerFor(null, 'An app that matches dog owners with walkers')).toBe('mobile');
    expect(registerFor(null, 'invoicing')).toBe('saas');
  });

  it('reads accented words whole ("café" is cafe, not "caf")', () => {
    expect(readIdea({ name: 'Café loyalty card' }).phrase?.singular).toBe('cafe loyalty card');
    expect(readIdea({ name: 'Bean', description: 'A café loyalty card app for independent cafés.' }).phrase?.singular).toMatch(
      /^cafe loyalty card/,
    );
  });
});
