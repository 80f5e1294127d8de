import { describe, expect, it } from 'vitest';
import { presentExport, type ExportDocument } from '../research/research.presenter.js';
import type { ResearchExportView } from '../research/research.service.js';
import type { SectionName } from '../research/research.types.js';
import { reportTables, sampleNoticeLines, type ReportTable } from './report-content.js';

const RETRIEVED = '2026-11-20T10:00:00.000Z';
const measured = (provider: string, url: string | null) => ({ basis: 'MEASURED', source: { provider, url, retrievedAt: RETRIEVED } });
const notAnswered = (provider: string, reason: string) => ({
  basis: 'UNKNOWN',
  source: { provider, url: null, retrievedAt: RETRIEVED },
  query: null,
  totalResults: null,
  reason,
  provider: provider === 'none' ? null : provider,
  url: null,
});
const answered = (provider: string, query: string, totalResults: number) => ({
  ...measured(provider, null),
  query,
  totalResults,
  reason: null,
  provider,
  url: null,
});

type Section = { status: string; basis: string | null; fallbackReason: string | null; note: string | null; error?: string | null };
const complete = (basis: string, fallbackReason: string | null = null, note: string | null = null): Section => ({
  status: 'complete',
  basis,
  fallbackReason,
  note,
});

/** What only an operator reads: setting names, commands, provider errors and statuses. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|ENOTFOUND|getaddrinfo|\b[45]\d\d\b|=/;

/**
 * The export document as the reports get it: stored results (with the operator's reasons, as the server keeps
 * them) through presentExport, which puts them in the customer's words once.
 */
function exportDocument(parts: {
  sections?: Partial<Record<SectionName, Section>>;
  legal?: Record<string, unknown> | null;
  competitors?: unknown[];
  competitorSearch?: unknown;
  domains?: unknown[];
  /** Other stored results (the Hacker News and GitHub searches, the score). */
  results?: Record<string, unknown>;
  scoreBreakdown?: unknown;
  /** The project's total (null: not enough evidence to score). */
  score?: number | null;
}): ExportDocument {
  const sections = Object.fromEntries(
    Object.entries({
      domains: complete('MEASURED'),
      competitors: complete('MEASURED'),
      keywords: complete('MEASURED'),
      legal: complete('MEASURED'),
      ...parts.sections,
    }).map(([name, section]) => [name, { source: null, error: null, updatedAt: null, ...section }]),
  );
  const sample = Object.values(sections).some((section) => section.basis === 'SAMPLE');
  const exported = {
    exportedAt: new Date(RETRIEVED),
    project: {
      id: 'p1',
      name: 'Shiftwise',
      score: parts.score ?? null,
      scoreBreakdown: parts.scoreBreakdown ?? null,
      scoreAssessment: null,
      createdAt: new Date(RETRIEVED),
      updatedAt: new Date(RETRIEVED),
    },
    results: {
      projectId: 'p1',
      status: 'completed',
      description: null,
      domains: parts.domains ?? [],
      competitors: parts.competitors ?? [],
      competitorCount: parts.competitors?.length ?? 0,
      keywords: [],
      legal: parts.legal === undefined ? null : parts.legal,
      sections,
      competitorSearch: parts.competitorSearch ?? null,
      keywordInterest: null,
      competitorLaunches: null,
      openSourceAlternatives: null,
      keywordAttention: null,
      sampleNotice: { sample, reasons: [] },
      ...parts.results,
    },
    evidence: [],
  } as unknown as ResearchExportView;
  return presentExport(exported);
}

const table = (data: ExportDocument, title: string): ReportTable => reportTables(data).find((each) => each.title === title)!;

function legalResult(trademarkSearch: unknown, patentSearch: unknown) {
  return {
    conflicts: false,
    trademarks: [],
    patents: [],
    trademarksSearched: false,
    patentsSearched: false,
    trademarkSearch,
    patentSearch,
  };
}

describe('reportTables: legal searches', () => {
  it('says why trademarks were not searched instead of "No trademark conflicts found" when only patents ran', () => {
    const data = exportDocument({
      legal: {
        ...legalResult(
          notAnswered('uspto', 'Trademark data not imported (pnpm trademarks:import)'),
          answered('epo', 'ta all "shiftwise"', 0),
        ),
        patentsSearched: true,
      },
      sections: { legal: complete('MEASURED', 'Trademark data not imported (pnpm trademarks:import)') },
    });
    const trademarks = table(data, 'Trademarks');
    expect(trademarks.label).toBe('Unknown');
    expect(trademarks.empty).toBe('Trademark search isn’t set up yet, so trademarks were not checked.');
    expect(trademarks.rows).toEqual([]);
    const patents = table(data, 'Patents');
    expect(patents.label).toBe('Measured');
    expect(patents.empty).toBe('No relevant patents found');
  });

  it('says patents were not searched without EPO keys, and "none found" for trademarks only when they were searched', () => {
    const data = exportDocument({
      legal: {
        ...legalResult(
          answered('uspto', 'shiftwise in classes 9, 42', 0),
          notAnswered('epo', 'Patent search needs EPO Open Patent Services credentials (EPO_OPS_KEY, EPO_OPS_SECRET)'),
        ),
        trademarksSearched: true,
      },
    });
    expect(table(data, 'Trademarks')).toMatchObject({ label: 'Measured', empty: 'No trademark conflicts found' });
    expect(table(data, 'Patents')).toMatchObject({
      label: 'Unknown',
      empty: 'Patent search isn’t set up yet, so patents were not checked.',
      rows: [],
    });
  });

  it('a legal search the user turned off says so; no legal result at all is "No legal data available"', () => {
    const off = exportDocument({
      legal: legalResult(
        notAnswered('none', 'Trademark search is turned off in the research settings'),
        notAnswered('none', 'Patent search is turned off in the research settings'),
      ),
      sections: { legal: complete('UNKNOWN') },
    });
    expect(table(off, 'Trademarks').empty).toBe(
      'Trademark search is turned off in your research settings, so trademarks were not checked.',
    );
    expect(table(off, 'Patents').empty).toBe('Patent search is turned off in your research settings, so patents were not checked.');
    const pending = exportDocument({ sections: { legal: { status: 'running', basis: null, fallbackReason: null, note: null } } });
    expect(table(pending, 'Trademarks')).toMatchObject({ label: 'Unknown: not researched yet', empty: 'No legal data available' });
  });
});

describe('reportTables: section labels', () => {
  it('says why a section is not measured in customer sentences, never the setting names or errors', () => {
    const data = exportDocument({
      sections: {
        domains: complete('UNKNOWN', 'Domain checks are turned off (DOMAIN_CHECK=offline): availability not checked'),
        competitors: complete(
          'UNKNOWN',
          'No AI model is configured (no OPENAI_API_KEY, no local Ollama model); no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)',
        ),
        keywords: complete('ESTIMATED', 'DataForSEO keyword data failed: getaddrinfo ENOTFOUND api.dataforseo.com'),
      },
      competitorSearch: notAnswered('none', 'no web search configured (SEARXNG_URL, TAVILY_API_KEY or BRAVE_SEARCH_API_KEY)'),
    });
    expect(table(data, 'Domains').label).toBe('Unknown: Domain checks are turned off on this IdeaScope, so availability was not checked.');
    expect(table(data, 'Competitors').label).toBe(
      'Unknown: The AI service isn’t connected yet. Live web search isn’t connected yet, so competitors are not looked up.',
    );
    expect(table(data, 'Keywords').label).toBe('Estimated: We couldn’t reach the keyword data service just now; try again later.');
    for (const each of reportTables(data)) expect(each.label).not.toMatch(OPERATOR);
  });

  it('a failed section says it could not be completed, without the status code', () => {
    const data = exportDocument({ sections: { keywords: { status: 'failed', basis: null, fallbackReason: null, note: null } } });
    expect(table(data, 'Keywords').label).toBe('Unknown: this part of the research could not be completed');
  });

  it('the sample notice says each sample section’s reason in customer words', () => {
    const data = exportDocument({
      sections: { domains: complete('SAMPLE', 'Domain checks are offline (DOMAIN_CHECK=offline): availability is sample data') },
    });
    expect(sampleNoticeLines(data)).toEqual(['Domains: Domain checks are turned off on this IdeaScope, so availability was not checked.']);
  });
});

describe('reportTables: competitors', () => {
  it('shows the strengths and weaknesses’ own basis beside the competitor’s', () => {
    const data = exportDocument({
      competitors: [
        {
          name: 'Crewpay',
          website: 'https://crewpay.example',
          description: 'Payroll for hourly teams.',
          strengths: ['Cheap'],
          weaknesses: ['US only'],
          marketShare: null,
          assessmentBasis: 'ESTIMATED',
          ...measured('searxng', 'https://crewpay.example/'),
        },
        {
          name: 'Tipsheet',
          website: null,
          description: 'Tip pooling.',
          strengths: [],
          weaknesses: [],
          marketShare: null,
          assessmentBasis: 'UNKNOWN',
          ...measured('searxng', 'https://tipsheet.example/'),
        },
      ],
    });
    const competitors = table(data, 'Competitors');
    const column = (name: string) => competitors.columns.indexOf(name);
    expect(competitors.rows[0]![column('Strengths')]).toBe('Cheap');
    expect(competitors.rows[0]![column('Strengths and weaknesses basis')]).toBe('Estimated');
    expect(competitors.rows[0]![column('Basis')]).toBe('Measured');
    expect(competitors.rows[1]![column('Strengths and weaknesses basis')]).toBe('');
    expect(competitors.rows[0]![column('Source URL')]).toBe('https://crewpay.example/');
  });
});

describe('reports written from presentExport (its reasons are said once, in the customer’s words)', () => {
  it('keeps what the export says: not connected is not "couldn’t reach", turned off by you is not "not set up"', () => {
    const data = exportDocument({
      sections: {
        competitors: complete('UNKNOWN', 'No AI model is configured (no OPENAI_API_KEY, no local Ollama model)'),
        keywords: complete('ESTIMATED', 'token budget of 200000 tokens used up'),
        legal: complete('UNKNOWN'),
      },
      legal: legalResult(
        notAnswered('none', 'Trademark search is turned off in the research settings'),
        notAnswered('epo', 'EPO answered 503'),
      ),
    });
    expect(data.results.sections.competitors.fallbackReason).toBe('The AI service isn’t connected yet.');
    expect(table(data, 'Competitors').label).toBe('Unknown: The AI service isn’t connected yet.');
    expect(table(data, 'Keywords').label).toBe('Estimated: Today’s AI allowance is used up; it renews tomorrow.');
    expect(table(data, 'Trademarks').empty).toBe(
      'Trademark search is turned off in your research settings, so trademarks were not checked.',
    );
    expect(table(data, 'Patents').empty).toBe('We couldn’t reach the patent office just now; try again later.');
  });

  it('says the competitors’ note in customer words in the JSON and in the report, never the provider’s error', () => {
    const data = exportDocument({
      sections: {
        competitors: complete(
          'MEASURED',
          null,
          '1 of 3 searches failed ("shift tips": SearXNG answered 502); Strengths and weaknesses not assessed: OpenAI is rate limiting requests (429)',
        ),
      },
    });
    const note =
      'We couldn’t reach the web search just now; try again later. Strengths and weaknesses weren’t assessed: the AI service was busy; this part uses what was available.';
    expect(data.results.sections.competitors.note).toBe(note);
    expect(table(data, 'Competitors').label).toBe(`Measured: ${note}`);
    expect(JSON.stringify(data)).not.toMatch(OPERATOR);
  });

  it('the JSON sampleReason and the reports’ notice say the same lines', () => {
    const data = exportDocument({
      sections: {
        domains: complete('SAMPLE', 'Domain checks are offline (DOMAIN_CHECK=offline): availability is sample data'),
        competitors: complete('SAMPLE', null, 'Strengths and weaknesses not assessed: no OpenAI API key'),
      },
      competitorSearch: notAnswered('none', 'no web search configured (SEARXNG_URL)'),
    });
    const lines = sampleNoticeLines(data);
    expect(lines).toEqual([
      'Domains: Domain checks are turned off on this IdeaScope, so availability was not checked.',
      'Competitors: Strengths and weaknesses weren’t assessed: the AI service isn’t connected yet. Live web search isn’t connected yet, so competitors are not looked up.',
    ]);
    expect(data.sampleReason).toBe(`Sample data — not research. ${lines.join(' ')}`);
  });
});

describe('presentExport: the searches’ reasons name their own service', () => {
  it('Hacker News (launches and attention) and GitHub searches say Hacker News and GitHub, not the web search', () => {
    const data = exportDocument({
      results: {
        competitorLaunches: { ...notAnswered('hackernews', 'Hacker News search failed: fetch failed'), launches: [] },
        openSourceAlternatives: { ...notAnswered('github', 'GitHub search failed: api.github.com answered 503'), repositories: [] },
        keywordAttention: { ...notAnswered('hackernews', 'Hacker News search failed: getaddrinfo ENOTFOUND hn.algolia.com'), points: [] },
      },
    });
    expect(data.results.competitorLaunches?.reason).toBe('We couldn’t reach Hacker News just now; try again later.');
    expect(data.results.openSourceAlternatives?.reason).toBe('We couldn’t reach GitHub just now; try again later.');
    expect(data.results.keywordAttention?.reason).toBe('We couldn’t reach Hacker News just now; try again later.');
  });
});

describe('presentExport: score reasons', () => {
  const entry = (score: number, reason: string) => ({ score, reason, basis: 'MEASURED', evidence: [] });
  it('keeps a reason’s figures and names in parentheses, and reads older operator reasons as today’s sentences', () => {
    const breakdown = {
      domainAvailability: entry(10, 'shiftwise.com is available (4 of 5 checked domains available, 1 registered, 0 unknown).'),
      competitionLevel: {
        ...entry(
          10,
          'Competitors not researched (no web search configured (SEARXNG_URL, TAVILY_API_KEY)): competition unknown (neutral midpoint).',
        ),
        basis: 'UNKNOWN',
      },
      marketOpportunity: entry(10, 'Demand is measured (Booking.com, Airbnb.com lead the results).'),
      keywordOpportunity: entry(10, 'Keywords measured.'),
      legalRisk: entry(12, 'No live trademark conflicts in the idea’s classes (134 live marks in other classes, 404 filings searched).'),
      businessViability: entry(10, 'Rubric (AI judge, estimated): who pays 3/4.'),
    };
    const data = exportDocument({ scoreBreakdown: breakdown });
    const reasons = Object.fromEntries(
      Object.entries(data.score.breakdown ?? {}).map(([part, value]) => [part, (value as { reason: string }).reason]),
    );
    expect(reasons.marketOpportunity).toBe('Demand is measured (Booking.com, Airbnb.com lead the results).');
    expect(reasons.legalRisk).toBe(
      'No live trademark conflicts in the idea’s classes (134 live marks in other classes, 404 filings searched).',
    );
    expect(reasons.competitionLevel).toBe(
      'Web search isn’t connected on this IdeaScope, so competitors were not searched and this part is not scored (neutral midpoint).',
    );
    const scoreRows = table(data, 'Score').rows.map((row) => row[4]);
    expect(scoreRows).toContain(
      'No live trademark conflicts in the idea’s classes (134 live marks in other classes, 404 filings searched).',
    );
  });
});

describe('reportTables: score points', () => {
  const midpoint = (score: number, reason: string) => ({ score, reason, basis: 'UNKNOWN', evidence: [] });
  // What a run with no source keys stores: every part its neutral midpoint (49 in all), no total.
  const unknownBreakdown = {
    marketOpportunity: midpoint(12, 'No keyword data: demand unknown (neutral midpoint).'),
    competitionLevel: midpoint(10, 'Competitors not researched: competition unknown (neutral midpoint).'),
    domainAvailability: { score: 8, reason: 'shiftwise.com is available.', basis: 'MEASURED', evidence: [] },
    keywordOpportunity: midpoint(7, 'No keyword data: keyword opportunity unknown (neutral midpoint).'),
    legalRisk: midpoint(5, 'Trademarks were not checked (neutral 5/10).'),
    businessViability: midpoint(10, 'Business viability was not judged (neutral midpoint).'),
  };
  const points = (data: ExportDocument) => Object.fromEntries(table(data, 'Score').rows.map((row) => [row[0], row[1]]));

  it('without a total, a part nothing measured reads "Not scored", never its neutral midpoint', () => {
    const data = exportDocument({ scoreBreakdown: unknownBreakdown });
    const score = table(data, 'Score');
    expect(score.label).toBe('Not enough evidence to score yet');
    expect(points(data)).toEqual({
      'Market Opportunity': 'Not scored',
      'Competition Level': 'Not scored',
      'Domain Availability': 8,
      'Keyword Opportunity': 'Not scored',
      'Legal Risk': 'Not scored',
      'Business Viability': 'Not scored',
    });
    expect(score.rows.map((row) => row[3])).toEqual(['Unknown', 'Unknown', 'Measured', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('with a total, every part shows the points the total adds up, an unknown part labelled Unknown', () => {
    const data = exportDocument({ scoreBreakdown: unknownBreakdown, score: 52 });
    expect(table(data, 'Score').label).toBe('52 / 100');
    expect(points(data)).toMatchObject({ 'Market Opportunity': 12, 'Legal Risk': 5, 'Domain Availability': 8 });
  });
});

describe('reportTables: domains', () => {
  it('a domain free by DNS alone reads "Probably available" (Estimated), one a registry confirmed "Available" (Measured)', () => {
    const domainRow = (domain: string, basis: string, provider: string) => ({
      domain,
      available: true,
      status: 'AVAILABLE',
      price: 12.99,
      priceListDate: '2026-11-01',
      priceNote: null,
      basis,
      source: { provider, url: provider === 'rdap' ? `https://rdap.example/domain/${domain}` : null, retrievedAt: RETRIEVED },
    });
    const data = exportDocument({
      sections: { domains: complete('ESTIMATED') },
      domains: [domainRow('shiftwise.com', 'MEASURED', 'rdap'), domainRow('shiftwise.io', 'ESTIMATED', 'dns')],
    });
    expect(table(data, 'Domains').rows.map((row) => [row[0], row[1], row[4]])).toEqual([
      ['shiftwise.com', 'Available', 'Measured'],
      ['shiftwise.io', 'Probably available', 'Estimated'],
    ]);
  });
});
