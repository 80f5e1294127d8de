import { notCheckedMessage, SCORE_PARTS } from '@ideascope/shared';
import { exportedSectionReason, sampleNoticeLines as sectionSampleLines } from '../research/customer-reasons.js';
import type { ScoreEntry } from '../research/score/score.types.js';
import type { ExportDocument } from '../research/research.presenter.js';
import type { Basis, SectionName, SourceReference } from '../research/research.types.js';

/** A keyword figure no source measured (a model's proposed keyword, or Google reporting none): never a guess or $0. */
const NO_KEYWORD_DATA = 'No data';

/** The project as the export document presents it: what the reports print. */
type ExportedProject = ExportDocument['project'];

/** One table of a report: what the PDF prints and what becomes one sheet of the workbook. */
export interface ReportTable {
  title: string;
  section: SectionName | 'score';
  /**
   * "Measured", "Estimated", "Sample data", "Unknown: <why>" — never dropped, so nothing reads as measured that was
   * not. The why is the customer's sentence (a legal search that did not run says it as the table's empty line).
   */
  label: string;
  columns: string[];
  rows: Array<Array<string | number | null>>;
  /** Per row, the source's link (or null): the PDF links it, the workbook puts it in its Source URL column. */
  links: Array<string | null>;
  empty: string;
}

export function basisLabel(basis: Basis | null | undefined): string {
  switch (basis) {
    case 'MEASURED':
      return 'Measured';
    case 'ESTIMATED':
      return 'Estimated';
    case 'SAMPLE':
      return 'Sample data';
    default:
      return 'Unknown';
  }
}

/**
 * A section's label: its basis and, where the web says why (not measured, or a note), the same customer
 * sentence: the export's, already in the customer's words (translating it again would change what it says).
 */
function sectionLabel(data: ExportDocument, section: SectionName): string {
  const view = data.results.sections[section];
  if (view.status === 'failed') return 'Unknown: this part of the research could not be completed';
  if (view.status !== 'complete') return 'Unknown: not researched yet';
  const label = basisLabel(view.basis);
  const why = exportedSectionReason(data.results, section);
  return why ? `${label}: ${why}` : label;
}

type LegalSearchTopic = 'trademarks' | 'patents';

/**
 * A legal search as its table shows it (as the web's Legal tab does): its rows and "none found" only when the
 * search ran on real records; otherwise no rows and why it did not run.
 */
function legalSearchTable(data: ExportDocument, topic: LegalSearchTopic) {
  const legal = data.results.legal;
  const view = data.results.sections.legal;
  if (!legal || view.status !== 'complete') {
    return { label: sectionLabel(data, 'legal'), searched: false, empty: 'No legal data available' };
  }
  const search = topic === 'trademarks' ? legal.trademarkSearch : legal.patentSearch;
  const searched = search?.basis === 'MEASURED';
  const note = exportedSectionReason(data.results, 'legal');
  return {
    label: [searched ? 'Measured' : basisLabel(search?.basis ?? 'UNKNOWN'), note].filter(Boolean).join(': '),
    searched,
    empty: searched
      ? topic === 'trademarks'
        ? 'No trademark conflicts found'
        : 'No relevant patents found'
      : search?.reason?.trim() || notCheckedMessage(topic),
  };
}

/** The report's sample-data notice: the export's sampleReason lines, one per section resting on sample data. */
export function sampleNoticeLines(data: ExportDocument): string[] {
  return sectionSampleLines(data.results);
}

function sourceCells(source: SourceReference | undefined): [string, string] {
  return [source?.provider ?? '', source?.url ?? ''];
}

export function scoreLine(project: Pick<ExportedProject, 'score'>): string {
  if (project.score === null || project.score === undefined) return 'Not enough evidence to score yet';
  return `${project.score} / 100`;
}

/** As the web's Domains table says it: free by DNS alone (ESTIMATED) is "Probably available", never "Available". */
function domainStatusWord(domain: { available: boolean; status: string; basis: Basis }): string {
  if (domain.available) return domain.basis === 'ESTIMATED' ? 'Probably available' : 'Available';
  return domain.status === 'UNKNOWN' ? 'Unknown' : 'Taken';
}

export const NOT_SCORED = 'Not scored';

/**
 * A part's Points cell. Without a total (too little measured) a part nothing measured or estimated holds only its
 * neutral midpoint, which no source produced: it reads "Not scored", as the web shows no part points then. With a
 * total, every part's points are shown (the total adds them up), its basis and reason beside them.
 */
function partPoints(project: Pick<ExportedProject, 'score'>, entry: ScoreEntry | undefined): number | string | null {
  if (!entry) return null;
  if ((project.score === null || project.score === undefined) && entry.basis === 'UNKNOWN') return NOT_SCORED;
  return entry.score;
}

/** The report's tables, in order: the score and its six parts, then every section with its sources (from the export document). */
export function reportTables(data: ExportDocument): ReportTable[] {
  const { project, results } = data;
  const breakdown = (project.scoreBreakdown ?? {}) as Record<string, ScoreEntry | undefined>;
  const scoreRows = SCORE_PARTS.map((part) => {
    const entry = breakdown[part.key];
    return [part.label, partPoints(project, entry), part.max, basisLabel(entry?.basis), entry?.reason ?? 'Not scored yet'];
  });
  const scoreLinks = SCORE_PARTS.map((part) => breakdown[part.key]?.evidence?.find((item) => item.url)?.url ?? null);
  const tables: ReportTable[] = [
    {
      title: 'Score',
      section: 'score',
      label: scoreLine(project),
      columns: ['Part', 'Points', 'Out of', 'Basis', 'Reason'],
      rows: scoreRows,
      links: scoreLinks,
      empty: 'Not scored yet',
    },
  ];
  const domains = results.domains ?? [];
  tables.push({
    title: 'Domains',
    section: 'domains',
    label: sectionLabel(data, 'domains'),
    // Basis and Source are the status's (a registry's answer); a price is a list's typical figure, said in its own column.
    columns: ['Domain', 'Status', 'Price (USD)', 'Price basis', 'Basis', 'Source', 'Source URL'],
    rows: domains.map((domain) => [
      domain.domain,
      domainStatusWord(domain),
      domain.price,
      domain.priceNote ?? null,
      basisLabel(domain.basis),
      ...sourceCells(domain.source),
    ]),
    links: domains.map((domain) => domain.source?.url ?? null),
    empty: 'No domain data available',
  });
  const competitors = results.competitors ?? [];
  tables.push({
    title: 'Competitors',
    section: 'competitors',
    label: sectionLabel(data, 'competitors'),
    // Strengths and weaknesses are judgements with their own basis (a model's estimate), apart from the competitor's.
    columns: [
      'Name',
      'Website',
      'Description',
      'Strengths',
      'Weaknesses',
      'Strengths and weaknesses basis',
      'Market share',
      'Basis',
      'Source',
      'Source URL',
    ],
    rows: competitors.map((competitor) => [
      competitor.name,
      competitor.website ?? '',
      competitor.description,
      competitor.strengths.join('; '),
      competitor.weaknesses.join('; '),
      competitor.strengths.length + competitor.weaknesses.length > 0 ? basisLabel(competitor.assessmentBasis) : '',
      competitor.marketShare ?? '',
      basisLabel(competitor.basis),
      ...sourceCells(competitor.source),
    ]),
    links: competitors.map((competitor) => competitor.source?.url ?? competitor.website ?? null),
    empty: 'No competitor data available',
  });
  const keywords = results.keywords ?? [];
  tables.push({
    title: 'Keywords',
    section: 'keywords',
    label: sectionLabel(data, 'keywords'),
    columns: ['Keyword', 'Search Volume', 'Difficulty', 'CPC (USD)', 'Trend', 'Basis', 'Source', 'Source URL'],
    rows: keywords.map((keyword) => [
      keyword.keyword,
      keyword.searchVolume ?? NO_KEYWORD_DATA,
      keyword.difficulty ?? NO_KEYWORD_DATA,
      keyword.cpc ?? NO_KEYWORD_DATA,
      keyword.trend ?? (keyword.basis === 'ESTIMATED' ? NO_KEYWORD_DATA : 'No history'),
      basisLabel(keyword.basis),
      ...sourceCells(keyword.source),
    ]),
    links: keywords.map((keyword) => keyword.source?.url ?? null),
    empty: 'No keyword data available',
  });
  const legal = results.legal;
  const trademarkTable = legalSearchTable(data, 'trademarks');
  const trademarks = trademarkTable.searched ? (legal?.trademarks ?? []) : [];
  tables.push({
    title: 'Trademarks',
    section: 'legal',
    label: trademarkTable.label,
    columns: ['Name', 'Status', 'Owner', 'Class', 'Basis', 'Source', 'Source URL'],
    rows: trademarks.map((mark) => [mark.name, mark.status, mark.owner, mark.class, basisLabel(mark.basis), ...sourceCells(mark.source)]),
    links: trademarks.map((mark) => mark.source?.url ?? null),
    empty: trademarkTable.empty,
  });
  const patentTable = legalSearchTable(data, 'patents');
  const patents = patentTable.searched ? (legal?.patents ?? []) : [];
  tables.push({
    title: 'Patents',
    section: 'legal',
    label: patentTable.label,
    columns: ['Title', 'Number', 'Assignee', 'Abstract', 'Basis', 'Source', 'Source URL'],
    rows: patents.map((patent) => [
      patent.title,
      patent.number,
      patent.assignee,
      patent.abstract,
      basisLabel(patent.basis),
      ...sourceCells(patent.source),
    ]),
    links: patents.map((patent) => patent.source?.url ?? null),
    empty: patentTable.empty,
  });
  return tables;
}

/** A file name from the project's name: letters, digits and dashes only. */
export function reportFileName(project: Pick<ExportedProject, 'name'>, extension: 'pdf' | 'xlsx'): string {
  const stem =
    project.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'project';
  return `ideascope-${stem.toLowerCase()}.${extension}`;
}
