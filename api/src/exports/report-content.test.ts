import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../research/research.presenter.js';
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

type Section = { status: string; basis: string | null; fallbackReason: string | null; note: string | null };
const complete = (basis: string, fallbackReason: string | null = null, note: string | null = null): Section => ({
  status: 'complete',
  basis,
  fallbackReason,
  note,
});

/** What only an operator reads: setting names, commands, provider errors and statuses. */
const OPERATOR = /[A-Z]{3,}_[A-Z_]{3,}|pnpm|ENOTFOUND|getaddrinfo|\b[45]\d\d\b|=/;

function exportDocument(parts: {
  sections?: Partial<Record<SectionName, Section>>;
  legal?: Record<string, unknown> | null;
  competitors?: unknown[];
  competitorSearch?: unknown;
  domains?: unknown[];
}): ExportDocument {
  const sections = {
    domains: complete('MEASURED'),
    competitors: complete('MEASURED'),
    keywords: complete('MEASURED'),
    legal: complete('MEASURED'),
    ...parts.sections,
  };
  return {
    exportedAt: RETRIEVED,
    sample: false,
    project: { name: 'Shiftwise', score: null, scoreBreakdown: null, scoreAssessment: null },
    results: {
      domains: parts.domains ?? [],
      competitors: parts.competitors ?? [],
      keywords: [],
      legal: parts.legal === undefined ? null : parts.legal,
      sections,
      competitorSearch: parts.competitorSearch ?? null,
      sampleNotice: { sample: Object.values(sections).some((section) => section.basis === 'SAMPLE'), reasons: [] },
    },
  } as unknown as ExportDocument;
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
