import { describe, expect, test } from 'vitest';
import { asSentence, describedBy } from './ownWords.js';

describe('asSentence', () => {
  test('adds a full stop where the user typed none', () => {
    expect(asSentence('Dog owners do not trust strangers')).toBe('Dog owners do not trust strangers.');
    expect(asSentence('  A 20% commission on every booked walk \n')).toBe('A 20% commission on every booked walk.');
  });

  test('keeps the user’s own closing punctuation', () => {
    expect(asSentence('Who walks your dog?')).toBe('Who walks your dog?');
    expect(asSentence('Never again!')).toBe('Never again!');
    expect(asSentence('Walks, baths, and more…')).toBe('Walks, baths, and more…');
    expect(asSentence('It is “the Uber of dog walking.”')).toBe('It is “the Uber of dog walking.”');
    expect(asSentence('Free for owners (walkers pay.)')).toBe('Free for owners (walkers pay.)');
  });

  test('a trailing comma, semicolon or colon becomes the full stop', () => {
    expect(asSentence('Owners pay per walk,')).toBe('Owners pay per walk.');
    expect(asSentence('Owners pay per walk;')).toBe('Owners pay per walk.');
  });

  test('an empty part stays empty', () => {
    expect(asSentence('   ')).toBe('');
  });
});

describe('describedBy', () => {
  test('each part ends as a sentence, joined with a space (no run-on text)', () => {
    expect(
      describedBy({
        problem: 'Dog owners who work late do not trust strangers',
        solution: 'A dog walking app with vetted neighbours',
        earning: 'A 20% commission on every booked walk',
      }),
    ).toBe(
      'Dog owners who work late do not trust strangers. A dog walking app with vetted neighbours. A 20% commission on every booked walk.',
    );
  });

  test('the user’s sentences stay as typed, empty parts are left out', () => {
    expect(describedBy({ problem: 'Their dogs wait alone all day.', solution: 'Dog walking for busy owners', earning: '' })).toBe(
      'Their dogs wait alone all day. Dog walking for busy owners.',
    );
    expect(describedBy({ problem: '', solution: '', earning: '  ' })).toBe('');
  });
});
