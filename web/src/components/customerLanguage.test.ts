import { describe, expect, test } from 'vitest';
import { customerReason, customerReasons, looksOperatorOnly } from './customerLanguage.js';

const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm |ENOTFOUND|getaddrinfo|\b[45]\d\d\b/;

describe('customerReason', () => {
  test('a network failure is one line about the service, never the error', () => {
    const line = customerReason('domains', 'no answer from RDAP or DNS: getaddrinfo ENOTFOUND rdap.verisign.com');
    expect(line).toBe('We couldn’t reach the domain registries just now; try again later.');
    expect(customerReason('keywords', 'Interest over time unavailable: getaddrinfo ENOTFOUND en.wikipedia.org')).toBe(
      'We couldn’t reach Wikipedia just now; try again later.',
    );
    expect(customerReason('competitors', 'SearXNG search failed: searxng answered 500')).toBe(
      'We couldn’t reach the web search just now; try again later.',
    );
  });

  test('settings and commands become "not connected yet"', () => {
    expect(customerReason('competitors', 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)')).toBe(
      'Live web search isn’t connected yet, so competitors are not looked up.',
    );
    expect(customerReason('trademarks', 'trademark data not imported')).toMatch(/^Trademark search isn’t set up yet/);
    expect(customerReason('patents', 'Patent search needs EPO Open Patent Services credentials (EPO_OPS_KEY, EPO_OPS_SECRET)')).toMatch(
      /^Patent search isn’t set up yet/,
    );
    expect(customerReason('domains', 'Domain checks are offline (DOMAIN_CHECK=offline): availability is sample data')).toMatch(
      /turned off/,
    );
  });

  test('two fragments give two lines; the same cause is said once', () => {
    const line = customerReason(
      'keywords',
      'OpenAI did not answer within 20000 ms; no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)',
    );
    expect(line).toBe(
      'We couldn’t reach the AI service just now; try again later. Live keyword data isn’t connected yet, so search volumes are not measured.',
    );
    expect(customerReasons('competitors', ['No OpenAI API key is configured', 'competitors: No OpenAI API key is configured', null])).toBe(
      'The AI service isn’t connected yet.',
    );
  });

  test('AI states in words', () => {
    expect(
      customerReason(
        'competitors',
        'No AI model is configured (no OPENAI_API_KEY, no local Ollama model): No local model server answers at http://127.0.0.1:11434',
      ),
    ).toBe('The AI service isn’t connected yet.');
    expect(customerReason('ai', 'OpenAI quota exceeded (429 insufficient_quota)')).toMatch(/usage limit/);
    expect(customerReason('ai', 'Daily AI token budget reached')).toMatch(/allowance/);
    expect(customerReason('competitors', 'Strengths and weaknesses not assessed: No OpenAI API key is configured')).toBe(
      'Strengths and weaknesses weren’t assessed: the AI service isn’t connected yet.',
    );
  });

  test('a reason already in plain words is kept', () => {
    expect(customerReason('competitors', 'The web search found no company sites for these queries')).toBe(
      'The web search found no company sites for these queries.',
    );
    expect(customerReason('keywords', 'Interest over time: no Wikipedia article matches “dog walking”')).toBe(
      'Interest over time: no Wikipedia article matches “dog walking”.',
    );
  });

  test('no line ever carries operator words', () => {
    const reasons = [
      'SEARCH_PROVIDER=tavily but TAVILY_API_KEY is not set',
      'run pnpm trademarks:import with the USPTO case files',
      'DataForSEO keyword data failed: DataForSEO refused the task: 40200 Payment Required.',
      'The OpenAI key was rejected (401): check OPENAI_API_KEY.',
      'EPO patent search failed: epo answered 503',
    ];
    for (const reason of reasons) {
      const line = customerReason('keywords', reason)!;
      expect(line).not.toMatch(OPERATOR);
      expect(looksOperatorOnly(line)).toBe(false);
    }
    expect(customerReason('keywords', null)).toBeNull();
  });
});
