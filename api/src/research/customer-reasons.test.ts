import { describe, expect, it } from 'vitest';
import { customerSectionError, exportedSectionReason, sampleNoticeLines } from './customer-reasons.js';

type Results = Parameters<typeof exportedSectionReason>[0];
const section = (basis: string | null, fallbackReason: string | null = null, note: string | null = null) => ({
  status: 'complete',
  source: null,
  basis,
  fallbackReason,
  note,
  error: null,
  updatedAt: null,
});

describe('customer reasons of the export', () => {
  it('never passes a raw error on', () => {
    expect(customerSectionError('getaddrinfo ENOTFOUND api.openai.com')).toBe(
      'This part of the research could not be completed; start the research again to retry it.',
    );
    expect(customerSectionError(null)).toBeNull();
  });

  it('joins the export’s lines as they are, each sentence once (no second translation)', () => {
    const results = {
      sections: {
        domains: section('SAMPLE', 'Domain checks are turned off on this IdeaScope, so availability was not checked.'),
        competitors: section(
          'UNKNOWN',
          'The AI service isn’t connected yet.',
          'Strengths and weaknesses weren’t assessed: today’s AI allowance is used up; it renews tomorrow.',
        ),
        keywords: section('MEASURED', 'ignored while measured'),
        legal: section('SAMPLE'),
      },
      competitorSearch: { basis: 'UNKNOWN', reason: 'The AI service isn’t connected yet.' },
    } as unknown as Results;
    expect(exportedSectionReason(results, 'competitors')).toBe(
      'The AI service isn’t connected yet. Strengths and weaknesses weren’t assessed: today’s AI allowance is used up; it renews tomorrow.',
    );
    expect(exportedSectionReason(results, 'keywords')).toBeNull();
    expect(sampleNoticeLines(results)).toEqual([
      'Domains: Domain checks are turned off on this IdeaScope, so availability was not checked.',
      'Legal: sample data, not research.',
    ]);
  });
});
