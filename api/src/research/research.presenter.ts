import { presentProject } from '../projects/project.presenter.js';
import { presentItems, presentLegal, presentProvenance, presentSearch, type PresentedLegal } from './provenance.presenter.js';
import type { ResearchExportView, ResearchProgressEventView, ResearchResultsView, SectionView } from './research.service.js';
import { domainPrice } from './domains/domain-prices.js';
import {
  SECTION_NAMES,
  type AttentionSeries,
  type Competitor,
  type DomainResult,
  type Keyword,
  type LegalResult,
  type SectionName,
} from './research.types.js';
import { patentQueryWords } from './sources/epo/epo-query.js';
import { mentionTrend, volumeTrend } from './sources/volume-trend.js';
import { customerReason, type ResearchTopic } from '@ideascope/shared';
import { customerRunningNote, customerSectionError, sampleNoticeLines } from './customer-reasons.js';
import { orderedBreakdown, storedAssessment, storedProjectScore } from './score/project-score.js';

/**
 * A section as every API returns it: its reason and note in the customer's words; a failure as "could not be
 * completed", and a running section's wait ("Waiting for the AI service …") as the customer reads it. The stored
 * wording is the operator's (the admin's Research sources settings, the server log).
 */
function presentSection(name: SectionName, section: SectionView) {
  return {
    status: section.status,
    source: section.source,
    basis: section.basis,
    fallbackReason: customerReason(name, section.fallbackReason),
    note: customerReason(name, section.note),
    error: section.status === 'running' ? customerRunningNote(name, section.error) : customerSectionError(section.error),
    updatedAt: section.updatedAt?.toISOString() ?? null,
  };
}

/** A search's reason (why it did not run or gave no answer) in the customer's words, naming its own service. */
function searchInCustomerWords<Search extends { reason?: string | null }>(topic: ResearchTopic, search: Search): Search {
  return 'reason' in search ? { ...search, reason: customerReason(topic, search.reason) } : search;
}

/**
 * Legal with each search's reason in the customer's words (results, export and live progress alike), and the
 * patent search's query as the words it searched ("shopping list", never `ta=shopping and ta=list`): the query as
 * sent stays in the stored search, its Espacenet link (source.url) and the evidence row.
 */
function presentLegalInCustomerWords(legal: LegalResult | null): PresentedLegal | null {
  const presented = presentLegal(legal);
  return (
    presented && {
      ...presented,
      trademarkSearch: searchInCustomerWords('trademarks', presented.trademarkSearch),
      patentSearch: {
        ...searchInCustomerWords('patents', presented.patentSearch),
        query: patentQueryWords(presented.patentSearch.query),
      },
    }
  );
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
 * history was called "Stable" show no trend. A keyword no source measured (a model's proposal) keeps its words but
 * no figures: rows stored when the model's own volumes, CPC, difficulty and trend were kept show none.
 */
function presentKeywords(keywords: Keyword[]): Keyword[];
function presentKeywords(keywords: Keyword[] | null): Keyword[] | null;
function presentKeywords(keywords: Keyword[] | null): Keyword[] | null {
  return (
    presentItems(keywords)?.map((keyword) => {
      if (keyword.basis === 'ESTIMATED') return withoutFigures(keyword);
      return keyword.monthlySearches ? { ...keyword, trend: volumeTrend(keyword.monthlySearches.map((point) => point.volume)) } : keyword;
    }) ?? null
  );
}

/** A keyword's words without figures: what a keyword nobody measured has. */
export function withoutFigures(keyword: Keyword): Keyword {
  const { monthlySearches: _history, ...rest } = keyword;
  return { ...rest, searchVolume: null, difficulty: null, cpc: null, trend: null };
}

/**
 * Competitors with a website only where a source returned it (a search result's site) and a market share only where a
 * source measured it (none does yet): rows stored when the model's memory gave both ("20%", a remembered URL) show
 * neither, as new runs do.
 */
function presentCompetitors(competitors: Competitor[]): Competitor[];
function presentCompetitors(competitors: Competitor[] | null): Competitor[] | null;
function presentCompetitors(competitors: Competitor[] | null): Competitor[] | null {
  return (
    presentItems(competitors)?.map((competitor) => ({
      ...competitor,
      website: competitor.basis === 'MEASURED' ? competitor.website : null,
      marketShare: competitor.assessmentBasis === 'MEASURED' ? competitor.marketShare : null,
    })) ?? null
  );
}

/**
 * Hacker News attention with its trend re-read from the stored points by today's rule (mentionTrend: enough
 * mentions over enough months): results stored before that rule keep a "Rising" or "Declining" read from a handful.
 */
function presentAttention(attention: AttentionSeries): AttentionSeries {
  return { ...attention, trend: mentionTrend(attention.points.map((point) => point.stories + point.comments)) };
}

/**
 * Results as every API returns them (GraphQL researchResults, REST results, the export): spec §3 field
 * shapes plus, for every item, its provenance (basis and source), the run's status, each section's status,
 * source, basis and fallback reason. Every reason is said in the customer's words (@ideascope/shared's
 * customerReason), for every viewer: never a raw error or a setting name; the operator's wording stays on the
 * admin screens (research sources' last error, the AI status reason) and in the server log.
 */
export function presentResults(results: ResearchResultsView) {
  return {
    projectId: results.projectId,
    status: results.status,
    description: results.description,
    domains: presentDomains(results.domains),
    competitors: presentCompetitors(results.competitors),
    competitorCount: results.competitorCount,
    keywords: presentKeywords(results.keywords),
    legal: presentLegalInCustomerWords(results.legal),
    sections: Object.fromEntries(SECTION_NAMES.map((name) => [name, presentSection(name, results.sections[name])])) as Record<
      SectionName,
      ReturnType<typeof presentSection>
    >,
    competitorSearch: results.competitorSearch && searchInCustomerWords('competitors', presentSearch(results.competitorSearch)),
    keywordInterest: results.keywordInterest && presentProvenance(results.keywordInterest),
    // Hacker News (launches, and the keyword's attention over time) and GitHub searches say their own service.
    competitorLaunches:
      results.competitorLaunches &&
      searchInCustomerWords('launches', {
        ...presentSearch(results.competitorLaunches),
        launches: presentItems(results.competitorLaunches.launches),
      }),
    openSourceAlternatives:
      results.openSourceAlternatives &&
      searchInCustomerWords('openSource', {
        ...presentSearch(results.openSourceAlternatives),
        repositories: presentItems(results.openSourceAlternatives.repositories),
      }),
    keywordAttention:
      results.keywordAttention && searchInCustomerWords('launches', presentProvenance(presentAttention(results.keywordAttention))),
    sampleNotice: {
      ...results.sampleNotice,
      reasons: results.sampleNotice.reasons.map((reason) => {
        const [name] = reason.split(':', 1) as [SectionName];
        return SECTION_NAMES.includes(name) ? `${name}: ${customerReason(name, reason)}` : reason;
      }),
    },
  };
}

export type PresentedResults = ReturnType<typeof presentResults>;

/** A live progress event, its finished section's items serialized as in the results (legal's search reasons in customer words). */
export function presentProgressEvent(event: ResearchProgressEventView): ResearchProgressEventView {
  return {
    ...event,
    domains: presentDomains(event.domains),
    competitors: presentCompetitors(event.competitors),
    keywords: presentKeywords(event.keywords),
    legal: presentLegalInCustomerWords(event.legal),
  };
}

export const NOT_ENOUGH_EVIDENCE = 'Not enough evidence to score yet';

/** The export file's content: the project, its results and its score (spec §7 export). */
export function presentExport(exported: ResearchExportView) {
  const { project } = exported;
  const { sampleNotice } = exported.results;
  const assessment = storedAssessment(project);
  // presentResults already says every reason in the customer's words (the reports read them as they are).
  const results = presentResults(exported.results);
  return {
    exportedAt: exported.exportedAt.toISOString(),
    // Said first, so nobody mistakes sample data for research; the same lines as the reports' notice.
    sample: sampleNotice.sample,
    ...(sampleNotice.sample ? { sampleReason: `Sample data — not research. ${sampleNoticeLines(results).join(' ')}` } : {}),
    // Score reasons are customer sentences where they are written, and parseScoreBreakdown reads older ones as today's.
    project: presentProject(project, storedProjectScore),
    results,
    score: {
      total: project.score,
      // Said in words where no total is given because too little was measured.
      ...(assessment?.enoughEvidence === false ? { verdict: NOT_ENOUGH_EVIDENCE } : {}),
      breakdown: orderedBreakdown(project),
      assessment,
    },
    evidence: exported.evidence.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** The export document: the JSON file, and what the PDF and Excel reports are written from. */
export type ExportDocument = ReturnType<typeof presentExport>;
