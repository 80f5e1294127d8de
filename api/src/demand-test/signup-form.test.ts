import { describe, expect, test } from 'vitest';
import { dollarAmount, parseSignupForm } from './signup-form.js';

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

  test('an amount is read as the visitor meant it: thousands grouped, or a decimal comma, never 100 times more', () => {
    expect(dollarAmount('')).toBeNull();
    expect(dollarAmount(' $1,250 ')).toBe(1250);
    expect(dollarAmount('1,250.5')).toBe(1250.5);
    expect(dollarAmount('12,50')).toBe(12.5);
    expect(dollarAmount('1,5')).toBe(1.5);
    expect(dollarAmount('$ 9.99')).toBe(9.99);
    expect(dollarAmount('.5')).toBe(0.5);
    expect(dollarAmount('100000')).toBe(100_000);
    for (const typed of ['1,2,3', '12,5000', '1e3', '0x10', '-5', '100001', 'lots', '5 dollars', 'Infinity']) {
      expect(dollarAmount(typed), typed).toBeUndefined();
    }
    expect(parseSignupForm({ email: 'a@b.co', wouldPay: '12,50' })).toMatchObject({ ok: true, wouldPay: 12.5 });
  });

  test('the honeypot is noticed', () => {
    expect(parseSignupForm({ email: 'a@b.co', website: 'http://spam' })).toMatchObject({ ok: true, honeypot: true });
  });
});
