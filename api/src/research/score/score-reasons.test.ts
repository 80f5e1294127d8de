import { describe, expect, it } from 'vitest';
import { withDemandTest } from './demand-parts.js';
import { competitorsNotSearched, customerScoreReason } from './score-reasons.js';

/** What only an operator reads: setting names, commands, provider errors and statuses. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|ENOTFOUND|getaddrinfo|\b[45]\d\d\b|OpenAI|Brave|USPTO|=/;

describe('competitorsNotSearched', () => {
  it('names what Hacker News and GitHub found when the web was not searched, in the customer’s words', () => {
    expect(competitorsNotSearched(null, { hackerNews: { stories: 1, query: null }, github: 12 })).toBe(
      'Competitors’ own websites were not searched on the web; only launches and discussions on Hacker News (1 story found) and open-source alternatives on GitHub (12 found) were looked at. This part is not scored (neutral midpoint).',
    );
    expect(
      competitorsNotSearched('Brave search failed: getaddrinfo ENOTFOUND api.search.brave.com', {
        hackerNews: { stories: 1, query: 'dog walking' },
        github: null,
      }),
    ).toBe(
      'The web search gave no answer this time, so competitors’ own websites were not searched; only launches and discussions on Hacker News (1 story mentions "dog walking") were looked at. This part is not scored (neutral midpoint).',
    );
    expect(competitorsNotSearched('Tavily search failed: answered 401', { hackerNews: null, github: 2 })).not.toMatch(OPERATOR);
  });
});

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

  it('rewrites a domain reason that says "no answer" for names nobody may have asked about (domain checks turned off)', () => {
    expect(
      customerScoreReason(
        'domainAvailability',
        'shiftwise.com is unknown (no answer); 0 of 5 checked domains available, 0 registered, 5 unknown. Unchecked names count as a neutral midpoint.',
      ),
    ).toBe('The availability of all 5 names is unknown (no registry confirmed any of them), so they count as a neutral midpoint.');
    expect(
      customerScoreReason(
        'domainAvailability',
        'pantrypal.com is unknown (no answer); 0 of 1 checked domain available, 0 registered, 1 unknown.',
      ),
    ).toBe('The name’s availability is unknown (no registry confirmed it), so it counts as a neutral midpoint.');
    expect(
      customerScoreReason(
        'domainAvailability',
        'shiftwise.com was not checked; 0 of 2 checked domains available, 0 registered, 2 unknown. Unchecked names count as a neutral midpoint.',
      ),
    ).toBe('The availability of all 2 names is unknown (no registry confirmed any of them), so they count as a neutral midpoint.');
  });

  it('names the source of the landing-page average a measured demand reason compares with', () => {
    const measured = 'Measured demand: 33% of 3 visits (each visitor counted once a day) led to a confirmed signup (1 confirmed signup)';
    const now = withDemandTest(
      { score: 14, reason: 'Searches.', basis: 'MEASURED', evidence: [] },
      { visits: 3, countedSignups: 1, countedUnconfirmed: 0, minVisits: 3, siteUrl: '/site/idea' },
    ).reason;
    expect(now).toBe(`${measured}; WordStream’s published average for landing pages is 2.35%.`);
    // Scores stored before say the figure without its source: read as the sentence a rescore gives now.
    expect(customerScoreReason('marketOpportunity', `${measured}; landing pages average 2.35%.`)).toBe(now);
    expect(customerScoreReason('marketOpportunity', now)).toBe(now);
  });

  it('keeps every other reason as it is, including figures and domain names', () => {
    for (const [part, reason] of [
      ['competitionLevel', '7 competitors found: competition level Medium; the market’s searches return 250 results (measured).'],
      ['domainAvailability', 'shiftwise.com is available (4 of 5 checked domains available, 1 registered, 0 unknown).'],
      [
        'domainAvailability',
        'shiftwise.com is unknown (no answer); 1 of 3 checked domains available, 0 registered, 2 unknown. Unchecked names count as a neutral midpoint.',
      ],
      ['legalRisk', 'No live trademark conflicts in the idea’s classes (134 live marks in other classes).'],
      ['marketOpportunity', 'Demand is measured (Booking.com, Airbnb.com lead the results).'],
      ['legalRisk', 'No live trademark conflicts in the idea’s classes. Patents were not searched.'],
      ['businessViability', 'Rubric (AI judge, estimated): who pays 3/4. The judge cited no evidence.'],
      ['marketOpportunity', 'No keyword data: demand unknown (neutral midpoint).'],
    ] as const) {
      expect(customerScoreReason(part, reason)).toBe(reason);
    }
  });
});

describe('domainPart when no registry answered', () => {
  it('says what parseScoreBreakdown reads older such reasons as', async () => {
    const { domainPart } = await import('./domain-part.js');
    const unknown = (domain: string) =>
      ({
        domain,
        available: false,
        status: 'UNKNOWN',
        basis: 'UNKNOWN',
        source: { provider: 'dns', url: null, retrievedAt: '2026-11-20T10:00:00.000Z' },
      }) as Parameters<typeof domainPart>[0][number];
    const entry = domainPart([unknown('shiftwise.com'), unknown('shiftwise.io')], 'Shiftwise');
    expect(entry.reason).toBe(
      'The availability of all 2 names is unknown (no registry confirmed any of them), so they count as a neutral midpoint.',
    );
    expect(customerScoreReason('domainAvailability', entry.reason)).toBe(entry.reason);
  });
});
