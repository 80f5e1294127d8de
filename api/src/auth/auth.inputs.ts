import { z } from 'zod';

const email = z
  .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Enter a valid email address')
  .transform((value) => value.toLowerCase());

const password = z
  .string({ required_error: 'Password is required', invalid_type_error: 'Password must be text' })
  .min(6, 'Password must be at least 6 characters')
  .max(256, 'Password must be at most 256 characters')
  .refine((value) => value.trim().length > 0, 'Password must not be blank');

const requiredName = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    // Names show on one line: newlines, tabs and runs of spaces become one space.
    .transform((value) => value.replace(/\s+/g, ' '));

const optionalText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const signUpInput = z.object({
  email,
  password,
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
});

export const logInInput = z.object({
  email,
  password: z
    .string({ required_error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password must be at most 256 characters'),
});

export const updateProfileInput = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email,
  company: optionalText('Company', 200).optional(),
  bio: optionalText('Bio', 2000).optional(),
});

export type SignUpInput = z.infer<typeof signUpInput>;
export type LogInInput = z.infer<typeof logInInput>;
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
