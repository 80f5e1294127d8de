import { z } from 'zod';
import { hasUnstorableText } from '../shared/validation.js';

/** What the form posts (all strings: a plain HTML form). `website` is the honeypot: people never see it. */
export interface SignupFormValues {
  email: string;
  wouldPay: string;
  useCase: string;
}

export type SignupFormResult =
  | { ok: true; email: string; wouldPay: number | null; useCase: string | null; honeypot: boolean; utmSource: unknown; referrer: unknown }
  | { ok: false; values: SignupFormValues; errors: Partial<Record<keyof SignupFormValues, string>> };

const emailSchema = z.string().trim().toLowerCase().max(254).email();
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Reads and checks a posted signup; errors are the inline messages shown beside the fields. */
export function parseSignupForm(body: unknown): SignupFormResult {
  const form = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: SignupFormValues = { email: text(form.email, 300), wouldPay: text(form.wouldPay, 20), useCase: text(form.useCase, 1000) };
  const errors: Partial<Record<keyof SignupFormValues, string>> = {};
  const email = emailSchema.safeParse(values.email);
  if (!email.success)
    errors.email = values.email.trim() === '' ? 'Enter your email address.' : 'Enter a valid email address, like name@example.com.';
  let wouldPay: number | null = null;
  const payText = values.wouldPay.trim().replace(/^\$/, '').replace(/,/g, '');
  if (payText !== '') {
    const amount = Number(payText);
    if (!Number.isFinite(amount) || amount < 0 || amount > 100_000)
      errors.wouldPay = 'Enter an amount per month in dollars, or leave it empty.';
    else wouldPay = Math.round(amount * 100) / 100;
  }
  const useCase = values.useCase.trim();
  if (useCase.length > 500) errors.useCase = 'Keep it under 500 characters.';
  else if (hasUnstorableText(useCase)) errors.useCase = 'Use plain text only: remove the unusual characters.';
  if (!email.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    email: email.data,
    wouldPay,
    useCase: useCase || null,
    honeypot: typeof form.website === 'string' && form.website.trim() !== '',
    utmSource: form.utm_source,
    referrer: form.ref,
  };
}
