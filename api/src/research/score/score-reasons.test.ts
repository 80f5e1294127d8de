import { describe, expect, it } from 'vitest';
import { customerScoreReason } from './score-reasons.js';

/** What only an operator reads: setting names, commands, provider errors and statuses. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|ENOTFOUND|getaddrinfo|\b[45]\d\d\b|OpenAI|Brave|USPTO|=/;

describe('customerScoreReason (reasons stored by earlier versions)', () => {
  it('rewrites a competition reason with the setting names or the provider’s error inside', () => {
    const notConfigured = customerScoreReason(
      'competitionLevel',
      'Competitors not researched (no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)): competition unknown (neutral midpoint).',
    );
    expect(notConfigured).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    const failed = customerScoreReason(
      'competitionLevel',
      'Competitors not researched (Brave search failed: getaddrinfo ENOTFOUND api.search.brave.com): competition unknown (neutral midpoint).',
    );
    expect(failed).toBe(
      'The web search gave no answer this time, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    expect(customerScoreReason('competitionLevel', 'Competitors not researched: competition unknown (neutral midpoint).')).toBe(
      'Competitors were not searched on the web, so this part is not scored (neutral midpoint).',
    );
  });

  it('rewrites a legal reason naming the import command', () => {
    expect(
      customerScoreReason(
        'legalRisk',
        'Trademarks not searched (Trademark data not imported (pnpm trademarks:import)): conflicts unknown (neutral 5/10).',
      ),
    ).toBe('Trademark search isn’t set up on this IdeaScope, so trademarks were not checked and legal risk is not scored (neutral 5/10).');
  });

  it('rewrites a viability reason carrying the AI provider’s raw message', () => {
    const rateLimited = customerScoreReason(
      'businessViability',
      'Not judged (the AI judge gave no answer (OpenAI is rate limiting requests (429): Rate limit reached for gpt-4o-mini in organization org-x on requests per min)): viability unknown (neutral midpoint).',
    );
    expect(rateLimited).toBe(
      'The AI service gave no usable answer this time, so business viability was not judged and this part is not scored (neutral midpoint).',
    );
    expect(customerScoreReason('businessViability', 'Not judged (no AI key is configured): viability unknown (neutral midpoint).')).toBe(
      'No AI service is connected on this IdeaScope, so business viability was not judged and this part is not scored (neutral midpoint).',
    );
    for (const reason of [rateLimited]) expect(reason).not.toMatch(OPERATOR);
  });

  it('keeps every other reason as it is, including figures and domain names', () => {
    for (const [part, reason] of [
      ['competitionLevel', '7 competitors found: competition level Medium; the market’s searches return 250 results (measured).'],
      ['domainAvailability', 'shiftwise.com is available (4 of 5 checked domains available, 1 registered, 0 unknown).'],
      ['legalRisk', 'No live trademark conflicts in the idea’s classes. Patents were not searched.'],
      ['businessViability', 'Rubric (AI judge, estimated): who pays 3/4. The judge cited no evidence.'],
      ['marketOpportunity', 'No keyword data: demand unknown (neutral midpoint).'],
    ] as const) {
      expect(customerScoreReason(part, reason)).toBe(reason);
    }
  });
});
