import { describe, expect, test } from 'vitest';
import { parseSignupForm } from './signup-form.js';

describe('signup form', () => {
  test('a valid signup is normalised', () => {
    const result = parseSignupForm({ email: ' Ada@Example.COM ', wouldPay: '$1,200', useCase: ' invoices ', website: '' });
    expect(result).toMatchObject({ ok: true, email: 'ada@example.com', wouldPay: 1200, useCase: 'invoices', honeypot: false });
  });

  test('an invalid email or amount gives inline errors and keeps what was typed', () => {
    const result = parseSignupForm({ email: 'not-an-email', wouldPay: 'lots' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toMatch(/valid email/);
    expect(result.errors.wouldPay).toMatch(/amount/);
    expect(result.values.email).toBe('not-an-email');
  });

  test('text PostgreSQL cannot store (NUL, an unpaired surrogate) is an inline error, not a failed insert', () => {
    for (const useCase of ['nul\u0000byte', 'lone \ud800 surrogate']) {
      const result = parseSignupForm({ email: 'a@b.co', useCase });
      expect(result).toMatchObject({ ok: false, errors: { useCase: 'Use plain text only: remove the unusual characters.' } });
    }
  });

  test('the honeypot is noticed', () => {
    expect(parseSignupForm({ email: 'a@b.co', website: 'http://spam' })).toMatchObject({ ok: true, honeypot: true });
  });
});
