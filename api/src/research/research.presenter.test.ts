import { describe, expect, it } from 'vitest';
import { measured, searchAnswered, searchNotAnswered } from './provenance.js';
import { presentExport, presentProgressEvent, presentResults } from './research.presenter.js';
import type { ResearchExportView, ResearchProgressEventView, ResearchResultsView, SectionView } from './research.service.js';
import type { Competitor, LegalResult, SectionName } from './research.types.js';

/** What only an operator reads: setting names, commands, provider errors and statuses. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|EPO|\b[45]\d\d\b|failed|OpenAI/;

const legal: LegalResult = {
  conflicts: false,
  trademarks: [],
  patents: [],
  trademarksSearched: false,
  patentsSearched: false,
  trademarkSearch: searchNotAnswered('Trademark data not imported (pnpm trademarks:import)', null),
  patentSearch: searchNotAnswered('EPO patent search failed: epo answered 503', 'epo'),
};

const section = (status: SectionView['status'], fields: Partial<SectionView> = {}): SectionView => ({
  status,
  source: null,
  basis: null,
  fallbackReason: null,
  note: null,
  error: null,
  updatedAt: null,
  ...fields,
});

function storedResults(sections: Partial<Record<SectionName, SectionView>>): ResearchResultsView {
  return {
    projectId: 'p1',
    status: 'researching',
    description: null,
    domains: [],
    competitors: [],
    competitorCount: 0,
    keywords: [],
    legal,
    sections: {
      domains: section('pending'),
      competitors: section('pending'),
      keywords: section('pending'),
      legal: section('pending'),
      ...sections,
    },
    competitorSearch: null,
    keywordInterest: null,
    competitorLaunches: null,
    openSourceAlternatives: null,
    keywordAttention: null,
    sampleNotice: { sample: false, reasons: [] },
  };
}

describe('the research presenter says every reason in the customer’s words', () => {
  it('translates legal’s search reasons in a live progress event, and nothing else of it', () => {
    const event: ResearchProgressEventView = {
      projectId: 'p1',
      stage: 'legal',
      phase: 'finished',
      currentStep: 4,
      projectStatus: 'researching',
      domains: null,
      competitors: null,
      keywords: null,
      legal,
      score: null,
      scoreBreakdown: null,
    };
    const presented = presentProgressEvent(event);
    expect(presented.legal!.trademarkSearch.reason).toBe('Trademark search isn’t set up yet, so trademarks were not checked.');
    expect(presented.legal!.patentSearch.reason).toBe('We couldn’t reach the patent office just now; try again later.');
    expect(presented.legal!.patentSearch.source.provider).toBe('epo');
    expect(JSON.stringify(presented)).not.toMatch(OPERATOR);
    expect(presentProgressEvent({ ...event, stage: 'domains', legal: null }).legal).toBeNull();
  });

  it('says a running section’s wait and a failed section’s failure in the customer’s words', () => {
    const presented = presentResults(
      storedResults({
        keywords: section('running', { error: 'Waiting for the AI provider (429 OpenAI rate limit), retrying in 120 s' }),
        competitors: section('failed', { error: 'TypeError: fetch failed' }),
        domains: section('complete', { basis: 'UNKNOWN', fallbackReason: 'no answer from RDAP or DNS for 12 lookups' }),
      }),
    );
    expect(presented.sections.keywords.error).toBe('Waiting for the AI service; research carries on by itself.');
    expect(presented.sections.competitors.error).toBe(
      'This part of the research could not be completed; start the research again to retry it.',
    );
    expect(presented.sections.domains.fallbackReason).toBe('We couldn’t reach the domain registries just now; try again later.');
    for (const shown of Object.values(presented.sections)) expect(`${shown.fallbackReason} ${shown.error}`).not.toMatch(OPERATOR);
  });

  it('says a running section’s failed try (retried by itself) in one line, never the program’s error', () => {
    const presented = presentResults(
      storedResults({
        legal: section('running', { error: "Cannot read properties of undefined (reading 'trademarks')" }),
        domains: section('running', { error: 'duplicate key value violates unique constraint "research_sections_pkey"' }),
      }),
    );
    expect(presented.sections.legal.error).toBe('A try did not work. This part is being retried.');
    expect(presented.sections.domains.error).toBe('A try did not work. This part is being retried.');
  });

  it('says the patent search’s words, never its query code; the stored search and its link keep the query as sent', () => {
    const cql = 'ta=shopping and ta=list';
    const url = 'https://worldwide.espacenet.com/patent/search?q=ta%3Dshopping%20and%20ta%3Dlist';
    const stored = storedResults({});
    stored.legal = { ...legal, patentsSearched: true, patentSearch: searchAnswered('epo', { query: cql, totalResults: 0, url }) };
    const presented = presentResults(stored);
    expect(presented.legal!.patentSearch).toMatchObject({ query: 'shopping list', totalResults: 0, source: { provider: 'epo', url } });
    expect(stored.legal.patentSearch.query).toBe(cql);
    const event = presentProgressEvent({
      projectId: 'p1',
      stage: 'legal',
      phase: 'finished',
      currentStep: 4,
      projectStatus: 'researching',
      domains: null,
      competitors: null,
      keywords: null,
      legal: stored.legal,
      score: null,
      scoreBreakdown: null,
    });
    expect(event.legal!.patentSearch.query).toBe('shopping list');
    // A search that did not run still names what it would have searched, in words.
    stored.legal = { ...legal, patentSearch: searchNotAnswered('EPO patent search failed: epo answered 503', 'epo', { query: cql, url }) };
    expect(presentResults(stored).legal!.patentSearch.query).toBe('shopping list');
  });

  it('the export gives the results as presentResults says them, not translated a second time', () => {
    const results = storedResults({
      competitors: section('complete', {
        basis: 'UNKNOWN',
        fallbackReason: 'No AI model is configured (no OPENAI_API_KEY); no web search configured (SEARXNG_URL)',
      }),
    });
    const exported = presentExport({
      exportedAt: new Date('2026-11-27T10:00:00Z'),
      project: {
        id: 'p1',
        name: 'Shiftwise',
        score: null,
        scoreBreakdown: null,
        scoreAssessment: null,
        createdAt: new Date('2026-11-27T09:00:00Z'),
        updatedAt: new Date('2026-11-27T09:00:00Z'),
      },
      results,
      evidence: [],
    } as unknown as ResearchExportView);
    expect(exported.results).toEqual(presentResults(results));
    expect(exported.results.sections.competitors.fallbackReason).toBe(
      'The AI service isn’t connected yet. Live web search isn’t connected yet, so competitors are not looked up.',
    );
  });
});

describe('competitors as the APIs show them', () => {
  const rival = (fields: Partial<Competitor>): Competitor => ({
    name: 'Rover',
    website: 'https://rover.com',
    description: 'Pet sitting.',
    strengths: ['Big'],
    weaknesses: ['Fees'],
    marketShare: '20%',
    assessmentBasis: 'ESTIMATED',
    basis: 'ESTIMATED',
    source: { provider: 'openai', url: null, retrievedAt: '2026-11-27T10:00:00.000Z', model: 'gpt-4o-mini' },
    ...fields,
  });

  it('shows no market share no source measured and no website a model remembered (rows stored before they were dropped)', () => {
    const remembered = rival({});
    const searched = rival({
      name: 'Walkies',
      website: 'https://walkies.example',
      basis: 'MEASURED',
      source: { provider: 'searxng', url: 'https://walkies.example/', retrievedAt: '2026-11-27T10:00:00.000Z', evidenceId: 'e1' },
    });
    const presented = presentResults({ ...storedResults({}), competitors: [remembered, searched], competitorCount: 2 });
    expect(presented.competitors.map((competitor) => [competitor.name, competitor.website, competitor.marketShare])).toEqual([
      ['Rover', null, null],
      ['Walkies', 'https://walkies.example', null],
    ]);
    expect(presented.competitors[0]).toMatchObject({ description: 'Pet sitting.', strengths: ['Big'], basis: 'ESTIMATED' });
    const event = presentProgressEvent({
      projectId: 'p1',
      stage: 'competitors',
      phase: 'finished',
      currentStep: 4,
      projectStatus: 'researching',
      domains: null,
      competitors: [remembered],
      keywords: null,
      legal: null,
      score: null,
      scoreBreakdown: null,
    });
    expect(event.competitors).toEqual([expect.objectContaining({ name: 'Rover', website: null, marketShare: null })]);
  });
});

describe('Hacker News attention as the APIs show it', () => {
  it('re-checks a stored trend: three mentions stored as "Rising" (before the 30-mention minimum) are too little to tell', () => {
    const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);
    const points = months.map((month, index) => ({ month, stories: index >= 9 ? 1 : 0, comments: 0 }));
    const stored: ResearchResultsView = {
      ...storedResults({}),
      keywordAttention: {
        query: 'restaurant payroll',
        points,
        trend: 'Rising',
        reason: null,
        ...measured('hackernews', 'https://hn.algolia.com/?q=restaurant%20payroll', new Date('2026-11-01T00:00:00Z')),
      },
    };
    const attention = presentResults(stored).keywordAttention;
    expect(attention?.points).toEqual(points);
    expect(attention?.basis).toBe('MEASURED');
    expect(attention?.trend).toBeNull();
  });
});
