import { describe, expect, it } from 'vitest';
import { looksOperatorOnly } from '@ideascope/shared';
import { customerSampleReasons, customerSectionError, customerSectionReason, withoutOperatorAsides } from './customer-reasons.js';

describe('customer reasons', () => {
  it.each([
    ['competitors', 'No AI model is configured (no OPENAI_API_KEY, no local Ollama model)', 'The AI service isn’t connected yet.'],
    [
      'keywords',
      'no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)',
      'Live keyword data isn’t connected yet, so search volumes are not measured.',
    ],
    ['domains', 'no answer from RDAP or DNS for 12 lookups', 'We couldn’t reach the domain registries just now; try again later.'],
    ['legal', 'Trademark data not imported (pnpm trademarks:import)', 'Trademark search isn’t set up yet, so trademarks were not checked.'],
    ['competitors', 'SearXNG answered 500', 'We couldn’t reach the web search just now; try again later.'],
    ['keywords', 'OpenAI quota exhausted (429 insufficient_quota)', 'The AI service has reached its usage limit for now; try again later.'],
  ] as const)('%s: %j in the customer’s words', (section, reason, expected) => {
    expect(customerSectionReason(section, reason)).toBe(expected);
    expect(looksOperatorOnly(expected)).toBe(false);
  });

  it('says each line once, keeps plain wording and says nothing for no reason', () => {
    expect(customerSectionReason('keywords', 'No AI model is configured; No AI model is configured (no OPENAI_API_KEY)')).toBe(
      'The AI service isn’t connected yet.',
    );
    expect(customerSectionReason('domains', 'the idea name has no letters to build a domain from; SearXNG answered 500')).toBe(
      'The idea name has no letters to build a domain from. We couldn’t reach the domain registries just now; try again later.',
    );
    expect(customerSectionReason('legal', 'Trademark search is turned off in the research settings')).toBe(
      'Trademark search is turned off in your research settings, so trademarks were not checked.',
    );
    expect(customerSectionReason('domains', null)).toBeNull();
    expect(customerSectionReason('domains', '  ')).toBeNull();
  });

  it('never passes a raw error on', () => {
    expect(customerSectionError('getaddrinfo ENOTFOUND api.openai.com')).toBe(
      'This part of the research could not be completed; start the research again to retry it.',
    );
    expect(customerSectionError(null)).toBeNull();
    expect(
      customerSampleReasons({ domains: { fallbackReason: 'DOMAIN_CHECK=offline: sample data' }, legal: { fallbackReason: null } }, [
        'domains',
        'legal',
      ]),
    ).toBe('Domains: Domain checks are turned off on this IdeaScope, so availability was not checked. Legal: sample data, not research.');
  });

  it('leaves the operator’s asides out of a customer sentence, and keeps the others', () => {
    expect(
      withoutOperatorAsides(
        'Competitors not researched (no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)): competition unknown (neutral midpoint).',
      ),
    ).toBe('Competitors not researched (no web search configured): competition unknown (neutral midpoint).');
    expect(
      withoutOperatorAsides(
        'Trademarks not searched (Trademark data not imported (pnpm trademarks:import)): conflicts unknown (neutral 5/10).',
      ),
    ).toBe('Trademarks not searched (Trademark data not imported): conflicts unknown (neutral 5/10).');
  });
});
