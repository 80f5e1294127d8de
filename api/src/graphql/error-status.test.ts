import { describe, expect, it } from 'vitest';
import { tooManyRequestsRetryAfter } from './error-status.js';

describe('tooManyRequestsRetryAfter', () => {
  it('is undefined when no error is TOO_MANY_REQUESTS', () => {
    expect(tooManyRequestsRetryAfter(undefined)).toBeUndefined();
    expect(tooManyRequestsRetryAfter([{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }])).toBeUndefined();
  });

  it('takes the longest wait among the refusals, and invents none when they give none', () => {
    const errors = [
      { message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } },
      { message: 'Rate limit exceeded, try again later', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 } },
      { message: 'Too many failed sign-ins', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 } },
    ];
    expect(tooManyRequestsRetryAfter(errors)).toBe(900);
    expect(tooManyRequestsRetryAfter([{ message: 'Slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }])).toBeNull();
  });
});
