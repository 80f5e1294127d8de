import { presentProject } from '../projects/project.presenter.js';
import { presentItems, presentLegal, presentProvenance, presentSearch } from './provenance.presenter.js';
import type { ResearchExportView, ResearchProgressEventView, ResearchResultsView, SectionView } from './research.service.js';
import { domainPrice } from './domains/domain-prices.js';
import { SECTION_NAMES, type DomainResult, type Keyword, type SectionName } from './research.types.js';
import { volumeTrend } from './sources/volume-trend.js';
import { customerSampleReasons, customerSectionError, customerSectionReason, withoutOperatorAsides } from './customer-reasons.js';
import type { ScoreBreakdown } from './score/score.types.js';
import { orderedBreakdown, storedAssessment, storedProjectScore } from './score/project-score.js';

function presentSection(section: SectionView) {
  return {
    status: section.status,
    source: section.source,
    basis: section.basis,
    fallbackReason: section.fallbackReason,
    note: section.note,
    error: section.error,
    updatedAt: section.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Domains with their price from the current list, not as stored: a price is the list's figure (never a reading),
 * so rows stored when an unlisted extension got a made-up default show none, and every price says its list's date.
 */
function presentDomains(domains: DomainResult[]): DomainResult[];
function presentDomains(domains: DomainResult[] | null): DomainResult[] | null;
function presentDomains(domains: DomainResult[] | null): DomainResult[] | null {
  return presentItems(domains)?.map((domain) => ({ ...domain, ...domainPrice(domain.domain, domain.status === 'AVAILABLE') })) ?? null;
}

/**
 * Keywords with a measured trend only where their monthly history gives one: rows stored when a keyword without
 * history was called "Stable" show no trend.
 */
function presentKeywords(keywords: Keyword[]): Keyword[];
function presentKeywords(keywords: Keyword[] | null): Keyword[] | null;
function presentKeywords(keywords: Keyword[] | null): Keyword[] | null {
  return (
    presentItems(keywords)?.map((keyword) =>
      keyword.basis === 'MEASURED' && keyword.monthlySearches
        ? { ...keyword, trend: volumeTrend(keyword.monthlySearches.map((point) => point.volume)) }
        : keyword,
    ) ?? null
  );
}

/**
 * Results as every API returns them (GraphQL researchResults, REST results, the export): spec §3 field
 * shapes plus, for every item, its provenance (basis and source), the run's status, each section's status,
 * source, basis and fallback reason.
 */
export function presentResults(results: ResearchResultsView) {
  return {
    projectId: results.projectId,
    status: results.status,
    description: results.description,
    domains: presentDomains(results.domains),
    competitors: presentItems(results.competitors),
    competitorCount: results.competitorCount,
    keywords: presentKeywords(results.keywords),
    legal: presentLegal(results.legal),
    sections: Object.fromEntries(SECTION_NAMES.map((name) => [name, presentSection(results.sections[name])])) as Record<
      SectionName,
      ReturnType<typeof presentSection>
    >,
    competitorSearch: results.competitorSearch && presentSearch(results.competitorSearch),
    keywordInterest: results.keywordInterest && presentProvenance(results.keywordInterest),
    competitorLaunches: results.competitorLaunches && {
      ...presentSearch(results.competitorLaunches),
      launches: presentItems(results.competitorLaunches.launches),
    },
    openSourceAlternatives: results.openSourceAlternatives && {
      ...presentSearch(results.openSourceAlternatives),
      repositories: presentItems(results.openSourceAlternatives.repositories),
    },
    keywordAttention: results.keywordAttention && presentProvenance(results.keywordAttention),
    sampleNotice: results.sampleNotice,
  };
}

export type PresentedResults = ReturnType<typeof presentResults>;

/** A live progress event, its finished section's items serialized as in the results. */
export function presentProgressEvent(event: ResearchProgressEventView): ResearchProgressEventView {
  return {
    ...event,
    domains: presentDomains(event.domains),
    competitors: presentItems(event.competitors),
    keywords: presentKeywords(event.keywords),
    legal: presentLegal(event.legal),
  };
}

export const NOT_ENOUGH_EVIDENCE = 'Not enough evidence to score yet';

/** The export file's content: the project, its results and its score (spec §7 export). */
export function presentExport(exported: ResearchExportView) {
  const { project } = exported;
  const { sampleNotice, sections } = exported.results;
  const assessment = storedAssessment(project);
  const sampleSections = SECTION_NAMES.filter((name) => sections[name].basis === 'SAMPLE');
  return {
    exportedAt: exported.exportedAt.toISOString(),
    // Said first, so nobody mistakes sample data for research.
    sample: sampleNotice.sample,
    ...(sampleNotice.sample ? { sampleReason: `Sample data — not research. ${customerSampleReasons(sections, sampleSections)}` } : {}),
    project: presentProject(project, (scored) => {
      const stored = storedProjectScore(scored);
      return { ...stored, scoreBreakdown: breakdownInCustomerWords(stored.scoreBreakdown) };
    }),
    results: inCustomerWords(presentResults(exported.results)),
    score: {
      total: project.score,
      // Said in words where no total is given because too little was measured.
      ...(assessment?.enoughEvidence === false ? { verdict: NOT_ENOUGH_EVIDENCE } : {}),
      breakdown: breakdownInCustomerWords(orderedBreakdown(project)),
      assessment,
    },
    evidence: exported.evidence.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** The score parts' reasons without the operator's asides (setting names, commands). */
function breakdownInCustomerWords(breakdown: ScoreBreakdown | null): ScoreBreakdown | null {
  if (!breakdown) return null;
  return Object.fromEntries(
    Object.entries(breakdown).map(([part, entry]) => [part, { ...entry, reason: withoutOperatorAsides(entry.reason) }]),
  ) as unknown as ScoreBreakdown;
}

/**
 * The export is the customer's document: each reason in their words (customer-reasons.ts), never a raw
 * error or a setting name; the operator's wording stays on the admin screens.
 */
function inCustomerWords(results: PresentedResults): PresentedResults {
  const searchIn = <Search extends { reason?: string | null }>(section: SectionName, search: Search | null): Search | null =>
    search && 'reason' in search ? { ...search, reason: customerSectionReason(section, search.reason) } : search;
  return {
    ...results,
    sections: Object.fromEntries(
      SECTION_NAMES.map((name) => {
        const section = results.sections[name];
        return [
          name,
          { ...section, fallbackReason: customerSectionReason(name, section.fallbackReason), error: customerSectionError(section.error) },
        ];
      }),
    ) as PresentedResults['sections'],
    competitorSearch: searchIn('competitors', results.competitorSearch),
    competitorLaunches: searchIn('competitors', results.competitorLaunches),
    openSourceAlternatives: searchIn('competitors', results.openSourceAlternatives),
    keywordAttention: searchIn('keywords', results.keywordAttention),
    legal: results.legal && {
      ...results.legal,
      trademarkSearch: searchIn('legal', results.legal.trademarkSearch)!,
      patentSearch: searchIn('legal', results.legal.patentSearch)!,
    },
    sampleNotice: {
      ...results.sampleNotice,
      reasons: results.sampleNotice.reasons.map((reason) => {
        const [name] = reason.split(':', 1) as [SectionName];
        return SECTION_NAMES.includes(name) ? `${name}: ${customerSectionReason(name, reason)}` : reason;
      }),
    },
  };
}

/** The export document: the JSON file, and what the PDF and Excel reports are written from. */
export type ExportDocument = ReturnType<typeof presentExport>;
