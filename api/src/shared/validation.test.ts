import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { parseInput } from './validation.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

function messageOf(input: unknown): string {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError).message;
  }
  throw new Error('parseInput accepted the input');
}

describe('parseInput', () => {
  it('refuses text PostgreSQL cannot store (NUL, unpaired surrogates), naming the field', () => {
    expect(messageOf({ name: 'a\u0000b' })).toBe('name must not contain NUL characters or unpaired surrogates');
    expect(messageOf({ name: 'ok', tags: ['fine', '\ud800'] })).toBe('tags.1 must not contain NUL characters or unpaired surrogates');
    expect(messageOf({ name: 'x\udc00' })).toBe('name must not contain NUL characters or unpaired surrogates');
  });

  it('keeps well-formed text, surrogate pairs (emoji) included, and ignores fields the schema drops', () => {
    expect(parseInput(schema, { name: 'Pet 🐶 walks', tags: ['ünïcödé'], dropped: 'a\u0000b' })).toEqual({
      name: 'Pet 🐶 walks',
      tags: ['ünïcödé'],
    });
  });

  it('names the field of a zod problem unless the message already does', () => {
    expect(messageOf({ name: 1 })).toBe('name: Expected string, received number');
    expect(messageOf([1, 2])).toBe('Expected object, received array');
  });
});
