import { describe, expect, it } from 'vitest';
import { stateTitle } from './ApiIntegrationSection.js';
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

describe('the AI rows for a customer', () => {
  it('an unconnected AI model does not say its facts are estimated by a model', () => {
    const state = sourceState({ configured: false, kind: 'AI', lastSuccessAt: null, lastErrorAt: null, lastError: null });
    expect(state.label).toBe('Not connected');
    expect(state.detail).not.toMatch(/estimated by a model/);
    expect(state.detail).toContain('research shows only what real sources found');
    expect(sourceState({ configured: false, kind: 'PATENTS', lastSuccessAt: null, lastErrorAt: null, lastError: null }).detail).toMatch(
      /estimated by a model or unknown/,
    );
  });

  it('names no key or setting in the AI status titles; admins keep the operator’s', () => {
    for (const state of ['NO_KEY', 'KEY_REJECTED', 'RATE_LIMITED', 'UNREACHABLE', 'BUDGET_REACHED'] as const)
      expect(stateTitle(state, false)).not.toMatch(/key|configured|API/i);
    expect(stateTitle('NO_KEY', false)).toBe('No AI service connected');
    expect(stateTitle('NO_KEY', true)).toBe('No AI API key configured');
    expect(stateTitle('KEY_REJECTED', true)).toBe('AI API key rejected');
  });
});
