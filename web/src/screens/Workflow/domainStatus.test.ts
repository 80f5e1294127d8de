import { describe, expect, test } from 'vitest';
import { domainStatusLook, PROBABLY_AVAILABLE_EXPLANATION, unansweredDomainNote } from './domainStatus.js';

describe('unansweredDomainNote', () => {
  test('with domain checks turned off (no source asked) the row says it was not checked, never that a registry gave no answer', () => {
    expect(unansweredDomainNote('none')).toEqual({
      label: 'Not checked',
      explanation: 'Domain checks are turned off on this IdeaScope, so availability was not checked.',
    });
  });

  test('a registry that was asked and did not answer is "No answer"', () => {
    expect(unansweredDomainNote('rdap')).toEqual({
      label: 'No answer',
      explanation: 'The domain registry gave no answer; try again later.',
    });
  });
});

describe('domainStatusLook', () => {
  test('free by DNS alone (ESTIMATED) reads "Probably available", with why; a registry’s answer reads Available', () => {
    expect(domainStatusLook({ status: 'AVAILABLE', basis: 'ESTIMATED' })).toEqual({
      label: 'Probably available',
      tone: 'warning',
      explanation: PROBABLY_AVAILABLE_EXPLANATION,
    });
    expect(PROBABLY_AVAILABLE_EXPLANATION).toMatch(/registry gave no answer/);
    expect(domainStatusLook({ status: 'AVAILABLE', basis: 'MEASURED' })).toEqual({ label: 'Available', tone: 'success' });
    expect(domainStatusLook({ status: 'REGISTERED', basis: 'MEASURED' })).toEqual({ label: 'Taken', tone: 'danger' });
    expect(domainStatusLook({ status: 'UNKNOWN', basis: 'UNKNOWN' })).toEqual({ label: 'Unknown', tone: 'neutral' });
  });
});
