import { describe, expect, test } from 'vitest';
import {
  customerReason,
  customerReasons,
  looksOperatorOnly,
  reasonCause,
  saidOnce,
  searchNotRunMessage,
  sectionReason,
  sectionReasonParts,
} from '@ideascope/shared';

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

  test('a service that answered and turned the request down is not "couldn’t reach … try again later"', () => {
    expect(customerReason('keywords', 'DataForSEO keyword data failed: DataForSEO refused the task: 40200 Payment Required.')).toBe(
      'The keyword data service turned the request down, so this wasn’t checked this time.',
    );
    expect(customerReason('competitors', 'Brave search failed: brave answered 401')).toBe(
      'The web search turned the request down, so this wasn’t checked this time.',
    );
    // Too many requests is a wait, and a refused connection is no answer at all.
    expect(customerReason('competitors', 'Brave search failed: brave answered 429')).toBe(
      'We couldn’t reach the web search just now; try again later.',
    );
    expect(customerReason('domains', 'no answer from RDAP: connect ECONNREFUSED 127.0.0.1:9')).toBe(
      'We couldn’t reach the domain registries just now; try again later.',
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

  test('domain checks turned off say that availability was not checked, never that it is sample data', () => {
    const line = customerReason('domains', 'Domain checks are turned off (DOMAIN_CHECK=offline): availability not checked');
    expect(line).toBe('Domain checks are turned off on this IdeaScope, so availability was not checked.');
    expect(line).not.toMatch(/sample/i);
  });

  test('a search the user turned off in the research settings says so, not that it is not set up', () => {
    expect(customerReason('trademarks', 'Trademark search is turned off in the research settings')).toBe(
      'Trademark search is turned off in your research settings, so trademarks were not checked.',
    );
    expect(customerReason('legal', 'Patent search is turned off in the research settings')).toBe(
      'Patent search is turned off in your research settings, so patents were not checked.',
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
    // Ollama's 404 for a model removed from the local server: not connected, not "try again later".
    expect(customerReason('description', 'Ollama request failed: 404 model "qwen2.5:3b" not found, try pulling it first')).toBe(
      'The AI service isn’t connected yet.',
    );
    expect(customerReason('ai', 'OpenAI quota exceeded (429 insufficient_quota)')).toMatch(/usage limit/);
    expect(customerReason('ai', 'Daily AI token budget reached')).toMatch(/allowance/);
    expect(customerReason('competitors', 'Strengths and weaknesses not assessed: No OpenAI API key is configured')).toBe(
      'Strengths and weaknesses weren’t assessed: the AI service isn’t connected yet.',
    );
  });

  test('a "; " inside parentheses belongs to its fragment: the engines’ own answers are never a line', () => {
    const reason = 'SearXNG search failed: no engine answered (google: CAPTCHA; duckduckgo: timeout; brave: too many requests)';
    expect(customerReason('competitors', reason)).toBe('We couldn’t reach the web search just now; try again later.');
    expect(customerReason('competitors', `${reason}; Strengths and weaknesses not assessed: No OpenAI API key is configured`)).toBe(
      'We couldn’t reach the web search just now; try again later. Strengths and weaknesses weren’t assessed: the AI service isn’t connected yet.',
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

  test('a quoted search term never decides what a reason is about (“AI bookkeeping” is no AI failure)', () => {
    for (const term of ['AI bookkeeping', 'model trains', 'dog walking']) {
      const note = `Interest over time: no Wikipedia article matches “${term}”`;
      expect(customerReason('keywords', note)).toBe(`${note}.`);
    }
    // A term that looks like a status, a host or a failure is still the customer's own words.
    expect(customerReason('keywords', 'Interest over time: no Wikipedia article matches “500 network fails”')).toBe(
      'Interest over time: no Wikipedia article matches “500 network fails”.',
    );
    expect(customerReason('competitors', '1 of 3 searches failed (“ai note taker”: SearXNG answered 502)')).toBe(
      'We couldn’t reach the web search just now; try again later.',
    );
    expect(customerReason('competitors', '1 of 3 searches failed ("model trains": SearXNG answered 502)')).toBe(
      'We couldn’t reach the web search just now; try again later.',
    );
    expect(customerReason('keywords', 'Interest over time: Wikimedia has no pageviews for “Turned off; offline”')).toBe(
      'Interest over time: Wikimedia has no pageviews for “Turned off; offline”.',
    );
    expect(reasonCause('The web search found nothing for “timeout refused network”')).toBeNull();
    // A quote that never closes is no quote: the "; " after it still parts two fragments.
    expect(customerReason('competitors', 'A 5" screen; no web search configured (SEARXNG_URL)')).toBe(
      'A 5" screen. Live web search isn’t connected yet, so competitors are not looked up.',
    );
    // Words outside the quotes still decide.
    expect(customerReason('ai', 'OpenAI did not answer for “dog walking”: fetch failed')).toBe(
      'We couldn’t reach the AI service just now; try again later.',
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

describe('reasonCause', () => {
  test('names what happened: the user’s settings, a service not set up, or no answer', () => {
    expect(reasonCause('Trademark search is turned off in the research settings')).toBe('your-settings');
    expect(reasonCause('no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)')).toBe('not-set-up');
    expect(reasonCause('SEARCH_PROVIDER=brave but BRAVE_SEARCH_API_KEY is not set')).toBe('not-set-up');
    expect(reasonCause('Trademark data not imported (pnpm trademarks:import)')).toBe('not-set-up');
    expect(reasonCause('Brave search failed: getaddrinfo ENOTFOUND api.search.brave.com')).toBe('no-answer');
    expect(reasonCause('EPO patent search failed: epo answered 403')).toBe('refused');
    expect(reasonCause('The web search found no company sites for these queries')).toBeNull();
    expect(reasonCause(null)).toBeNull();
  });
});

describe('sectionReason', () => {
  test('a section’s reason, its note and the competitors’ search reason said once, in customer words', () => {
    const line = sectionReason(
      'competitors',
      { basis: 'UNKNOWN', fallbackReason: 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)', note: null },
      { basis: 'UNKNOWN', reason: 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)' },
    );
    expect(line).toBe('Live web search isn’t connected yet, so competitors are not looked up.');
  });

  test('a measured section says only its note; legal says only its note (each search says its own reason)', () => {
    expect(sectionReason('keywords', { basis: 'MEASURED', fallbackReason: 'ignored', note: null })).toBeNull();
    expect(
      sectionReason('legal', { basis: 'MEASURED', fallbackReason: 'Trademark data not imported (pnpm trademarks:import)', note: null }),
    ).toBeNull();
    expect(sectionReason('domains', null)).toBeNull();
  });
});

describe('searchNotRunMessage', () => {
  test('says why a legal search did not run, in customer words, or that it was not checked', () => {
    expect(searchNotRunMessage('trademarks', { reason: 'Trademark data not imported (pnpm trademarks:import)' })).toBe(
      'Trademark search isn’t set up yet, so trademarks were not checked.',
    );
    expect(
      searchNotRunMessage('patents', { reason: 'Patent search needs EPO Open Patent Services credentials (EPO_OPS_KEY, EPO_OPS_SECRET)' }),
    ).toBe('Patent search isn’t set up yet, so patents were not checked.');
    expect(searchNotRunMessage('patents', { reason: null })).toBe('Patents were not checked.');
  });
});

describe('customerReason on its own lines (the reports read the export, already in the customer’s words)', () => {
  /** Raw reasons reaching every line customerReason says, for the topics that say them. */
  const RAW: Array<[Parameters<typeof customerReason>[0], string]> = [
    ['domains', 'DOMAIN_CHECK=offline: sample data'],
    ['domains', 'no answer from RDAP or DNS for 12 lookups'],
    ['domains', 'the idea name has no letters to build a domain from; SearXNG answered 500'],
    ['competitors', 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)'],
    ['competitors', '1 of 3 searches failed ("ai note taker": SearXNG answered 502)'],
    ['competitors', 'Strengths and weaknesses not assessed: OpenAI is rate limiting requests (429)'],
    ['competitors', 'Strengths and weaknesses not assessed: token budget exhausted; SearXNG answered 500'],
    ['competitors', 'Strengths and weaknesses not assessed: no OpenAI API key'],
    ['competitors', 'weird {"json": true} from searxng.example.com'],
    ['keywords', 'no keyword data source configured (DATAFORSEO_LOGIN/DATAFORSEO_PASSWORD)'],
    ['keywords', 'Interest over time unavailable: getaddrinfo ENOTFOUND en.wikipedia.org'],
    ['keywords', 'DataForSEO answered 502'],
    ['interest', 'wikimedia pageviews json broken'],
    ['launches', 'Hacker News search failed: fetch failed'],
    ['launches', 'Hacker News search is off'],
    ['launches', 'hn.algolia.com json broken'],
    ['openSource', 'GitHub search failed: api.github.com answered 503'],
    ['openSource', 'GitHub search not configured'],
    ['openSource', 'api.github.com json broken'],
    ['trademarks', 'Trademark search is turned off in the research settings'],
    ['trademarks', 'Trademark data not imported (pnpm trademarks:import)'],
    ['trademarks', 'USPTO answered 503'],
    ['patents', 'Patent search is turned off in the research settings'],
    ['patents', 'EPO_OPS_KEY not configured'],
    ['patents', 'EPO answered 500'],
    ['legal', 'Trademark data not imported; patent search not configured'],
    ['legal', 'offline'],
    ['ai', 'OPENAI_API_KEY is not set'],
    ['ai', 'waiting for OpenAI (429), retrying in 20s'],
    ['ai', 'waiting for the model to answer'],
    ['ai', 'token budget of 200000 tokens used up'],
    ['ai', 'OpenAI quota exhausted (429 insufficient_quota)'],
    ['ai', 'OpenAI rejected the key (401)'],
    ['ai', 'the model declined: invalid output'],
    ['ai', 'OpenAI is busy'],
    ['ai', 'getaddrinfo ENOTFOUND api.openai.com'],
    ['description', 'no local model pulled'],
  ];

  test.each(RAW)('%s: the line said for %j says the same when read again', (topic, raw) => {
    const line = customerReason(topic, raw);
    expect(line).not.toBeNull();
    expect(customerReason(topic, line)).toBe(line);
    // Any topic: the reports read a line without knowing which search said it.
    for (const other of ['domains', 'competitors', 'keywords', 'legal', 'trademarks', 'ai'] as const) {
      if (line!.split(/(?<=\.)\s+/u).length === 1) expect(customerReason(other, line)).toBe(line);
    }
  });

  test('the lines the review found changed on a second reading stay as they are', () => {
    for (const line of [
      'The AI service isn’t connected yet.',
      'Today’s AI allowance is used up; it renews tomorrow.',
      'Trademark search is turned off in your research settings, so trademarks were not checked.',
      'Waiting for the AI service; research carries on by itself.',
      'Strengths and weaknesses weren’t assessed: today’s AI allowance is used up; it renews tomorrow.',
    ]) {
      expect(customerReason('legal', line)).toBe(line);
      expect(customerReason('competitors', line)).toBe(line);
    }
  });
});

describe('sectionReasonParts and saidOnce (the reports join the export’s lines without translating them)', () => {
  test('a section’s reason, note and web search reason, each sentence once', () => {
    const section = {
      basis: 'UNKNOWN',
      fallbackReason: 'The AI service isn’t connected yet.',
      note: 'We couldn’t reach the web search just now; try again later.',
    };
    const parts = sectionReasonParts('competitors', section, {
      basis: 'UNKNOWN',
      reason: 'We couldn’t reach the web search just now; try again later.',
    });
    expect(saidOnce(parts)).toBe('The AI service isn’t connected yet. We couldn’t reach the web search just now; try again later.');
    expect(sectionReasonParts('legal', { basis: 'UNKNOWN', fallbackReason: 'x', note: null })).toEqual([null]);
    expect(saidOnce([null, ' '])).toBeNull();
  });
});
