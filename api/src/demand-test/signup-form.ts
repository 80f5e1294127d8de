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
  const wouldPay = dollarAmount(values.wouldPay);
  if (wouldPay === undefined) errors.wouldPay = 'Enter an amount per month in dollars, or leave it empty.';
  const useCase = values.useCase.trim();
  if (useCase.length > 500) errors.useCase = 'Keep it under 500 characters.';
  else if (hasUnstorableText(useCase)) errors.useCase = 'Use plain text only: remove the unusual characters.';
  if (!email.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    email: email.data,
    wouldPay: wouldPay ?? null,
    useCase: useCase || null,
    honeypot: typeof form.website === 'string' && form.website.trim() !== '',
    utmSource: form.utm_source,
    referrer: form.ref,
  };
}

const THOUSANDS_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN_AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A typed monthly amount in dollars, to the cent: "$1,200" and "1200.50" as written, "12,50" with a decimal comma as
 * 12.5 (never 1250); null when empty, undefined when it is not an amount from 0 to 100,000.
 */
export function dollarAmount(typed: string): number | null | undefined {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return null;
  const plain = THOUSANDS_GROUPED.test(text) ? text.replace(/,/g, '') : DECIMAL_COMMA.test(text) ? text.replace(',', '.') : text;
  if (!PLAIN_AMOUNT.test(plain)) return undefined;
  const amount = Number(plain);
  return amount <= 100_000 ? Math.round(amount * 100) / 100 : undefined;
}
