import { describe, expect, it } from 'vitest';
import { sourceState } from './ResearchSourcesSection.js';

const failed = {
  configured: true,
  kind: 'WEB_SEARCH' as const,
  lastSuccessAt: null,
  lastErrorAt: '2026-11-20T10:00:00.000Z',
};

describe('sourceState', () => {
  it('says only when a failing source was tried when there is no reason to show (customers get none)', () => {
    const state = sourceState({ ...failed, lastError: null });
    expect(state.label).toBe('No answer');
    expect(state.detail).toMatch(/^Last tried .+, without an answer\.$/);
    expect(state.detail).not.toContain('No answer');
  });

  it('adds the reason in the customer’s words when there is one', () => {
    const state = sourceState({ ...failed, lastError: 'timeout' });
    expect(state.detail).toMatch(/^Last tried .+, without an answer\. \S/);
  });
});
