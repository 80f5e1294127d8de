import { z } from 'zod';
import { badInput } from './errors.js';

/** Parses input with a zod schema; the first problem becomes a 400 / BAD_USER_INPUT with a readable message. */
export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badInput('Invalid input');
  const field = issue.path.join('.');
  // Our messages name their field ("First name is required"); zod's defaults ("Required") do not.
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const namesField = !field || compact(issue.message).includes(compact(String(issue.path.at(-1) ?? '')));
  const message = namesField ? issue.message : `${field}: ${issue.message}`;
  throw badInput(message);
}

export const uuidSchema = z.string().uuid();

/** True when the text is a UUID; malformed ids are answered like unknown ones ("not found"). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidSchema.safeParse(value).success;
}
