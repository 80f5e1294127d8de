import { describe, expect, test } from 'vitest';
import { unansweredDomainNote } from './domainStatus.js';

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
