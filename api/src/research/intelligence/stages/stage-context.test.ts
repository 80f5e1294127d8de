import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../ai-provider.js';
import { AiUnavailableError, deferOrFallbackReason, waitingNote } from './stage-context.js';

const rateLimited = {
  ok: false as const,
  reason: 'OpenAI is rate limiting requests (429): slow down',
  transient: true,
  failure: 'rate_limited' as const,
  retryAfterMs: 20_000,
};
const aiWait = { remainingMs: 300_000, backoffMs: 1_000, boundMs: 300_000 };

describe('waiting for the AI provider', () => {
  it('reads retry-after-ms, Retry-After in seconds and as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2_000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '350', 'retry-after': '2' }))).toBe(350);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeNull();
    expect(retryAfterMs(new Headers())).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });

  it('waits as the provider asks while the wait fits what is left of the bound', () => {
    let thrown: unknown;
    try {
      deferOrFallbackReason(rateLimited, { aiWait });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AiUnavailableError);
    expect(thrown).toMatchObject({ kind: 'rate_limited', retryAfterMs: 20_000 });
    expect(waitingNote(thrown as AiUnavailableError, 20_000)).toBe('Waiting for the AI provider (rate limited), retrying in 20 s');
  });

  it('uses the backoff when the provider names no wait, and gives up with the reason past the bound', () => {
    const serverError = {
      ok: false as const,
      reason: 'OpenAI request failed: 500',
      transient: true,
      failure: 'server_error' as const,
      retryAfterMs: null,
    };
    expect(() => deferOrFallbackReason(serverError, { aiWait })).toThrow(AiUnavailableError);
    expect(deferOrFallbackReason(serverError, { aiWait: { ...aiWait, remainingMs: 500 } })).toBe(
      'OpenAI kept failing (server errors) for 5 minutes',
    );
    expect(deferOrFallbackReason(rateLimited, { aiWait: { ...aiWait, remainingMs: 19_999 } })).toBe(
      'OpenAI kept rate-limiting for 5 minutes',
    );
  });

  it('falls back at once on lasting failures and for interactive calls', () => {
    expect(
      deferOrFallbackReason(
        { ok: false, reason: 'OpenAI rejected the API key (401)', transient: false, failure: 'key_rejected' },
        { aiWait },
      ),
    ).toBe('OpenAI rejected the API key (401)');
    expect(deferOrFallbackReason(rateLimited, { fallbackOnTransientError: true })).toBe(rateLimited.reason);
  });
});
