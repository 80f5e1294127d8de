import { z } from 'zod';
import { badInput } from './errors.js';

/** Parses input with a zod schema; the first problem becomes a 400 / BAD_USER_INPUT with a readable message. */
export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const unstorable = findUnstorableText(result.data);
    if (unstorable) throw badInput(`${unstorable.join('.') || 'Text'} must not contain NUL characters or unpaired surrogates`);
    return result.data;
  }
  const issue = result.error.issues[0];
  if (!issue) throw badInput('Invalid input');
  const field = issue.path.join('.');
  // Our messages name their field ("First name is required"); zod's defaults ("Required") do not.
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const namesField = !field || compact(issue.message).includes(compact(String(issue.path.at(-1) ?? '')));
  const message = namesField ? issue.message : `${field}: ${issue.message}`;
  throw badInput(message);
}

/** NUL, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL could not store the text (for inputs read without a zod schema, like plain HTML forms). */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE_CHARACTER.test(text);
}

/**
 * The path of a string PostgreSQL cannot store (text refuses NUL; jsonb also refuses
 * unpaired surrogates), or null. Walks the parsed value, so only fields a schema kept are looked at.
 */
function findUnstorableText(value: unknown): (string | number)[] | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (UNSTORABLE_CHARACTER.test(next.value)) return next.path;
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value))
        pending.push({ value: child, path: [...next.path, Array.isArray(next.value) ? Number(key) : key] });
    }
  }
  return null;
}

export const uuidSchema = z.string().uuid();

/** True when the text is a UUID; malformed ids are answered like unknown ones ("not found"). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidSchema.safeParse(value).success;
}
