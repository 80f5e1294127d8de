import { SCORE_PARTS } from '@ideascope/shared';
import type { ScoreEntry } from '../research/score/score.types.js';
import type { ExportDocument } from '../research/research.presenter.js';
import type { Basis, SectionName, SourceReference } from '../research/research.types.js';

/** The project as the export document presents it: what the reports print. */
type ExportedProject = ExportDocument['project'];

/** One table of a report: what the PDF prints and what becomes one sheet of the workbook. */
export interface ReportTable {
  title: string;
  section: SectionName | 'score';
  /** "Measured", "Estimated", "Sample data", "Unknown: <why>" — never dropped, so nothing reads as measured that was not. */
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

function sectionLabel(data: ExportDocument, section: SectionName): string {
  const view = data.results.sections[section];
  if (view.status !== 'complete') return `Unknown: not researched yet (${view.status})`;
  const label = basisLabel(view.basis);
  const why = view.basis === 'UNKNOWN' || view.basis === 'SAMPLE' ? view.fallbackReason : null;
  return [why ? `${label}: ${why}` : label, view.note].filter(Boolean).join('. ');
}

function sourceCells(source: SourceReference | undefined): [string, string] {
  return [source?.provider ?? '', source?.url ?? ''];
}

export function scoreLine(project: Pick<ExportedProject, 'score'>): string {
  if (project.score === null || project.score === undefined) return 'Not enough evidence to score yet';
  return `${project.score} / 100`;
}

/** The report's tables, in order: the score and its six parts, then every section with its sources (from the export document). */
export function reportTables(data: ExportDocument): ReportTable[] {
  const { project, results } = data;
  const breakdown = (project.scoreBreakdown ?? {}) as Record<string, ScoreEntry | undefined>;
  const scoreRows = SCORE_PARTS.map((part) => {
    const entry = breakdown[part.key];
    return [part.label, entry ? entry.score : null, part.max, basisLabel(entry?.basis), entry?.reason ?? 'Not scored yet'];
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
      domain.available ? 'Available' : domain.status === 'UNKNOWN' ? 'Unknown' : 'Taken',
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
    columns: ['Name', 'Website', 'Description', 'Strengths', 'Weaknesses', 'Market share', 'Basis', 'Source', 'Source URL'],
    rows: competitors.map((competitor) => [
      competitor.name,
      competitor.website ?? '',
      competitor.description,
      competitor.strengths.join('; '),
      competitor.weaknesses.join('; '),
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
      keyword.searchVolume,
      keyword.difficulty,
      keyword.cpc,
      keyword.trend ?? 'No history',
      basisLabel(keyword.basis),
      ...sourceCells(keyword.source),
    ]),
    links: keywords.map((keyword) => keyword.source?.url ?? null),
    empty: 'No keyword data available',
  });
  const legal = results.legal;
  const trademarks = legal?.trademarks ?? [];
  tables.push({
    title: 'Trademarks',
    section: 'legal',
    label: sectionLabel(data, 'legal'),
    columns: ['Name', 'Status', 'Owner', 'Class', 'Basis', 'Source', 'Source URL'],
    rows: trademarks.map((mark) => [mark.name, mark.status, mark.owner, mark.class, basisLabel(mark.basis), ...sourceCells(mark.source)]),
    links: trademarks.map((mark) => mark.source?.url ?? null),
    empty: 'No trademark conflicts found',
  });
  const patents = legal?.patents ?? [];
  tables.push({
    title: 'Patents',
    section: 'legal',
    label: sectionLabel(data, 'legal'),
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
    empty: 'No relevant patents found',
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
