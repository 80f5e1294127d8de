import { Migration } from '@mikro-orm/migrations';

type Basis = 'MEASURED' | 'ESTIMATED' | 'SAMPLE' | 'UNKNOWN';
type Item = Record<string, unknown>;

/** A research_sections row as this migration reads and rewrites it. */
export interface SectionRow {
  section: string;
  status: string;
  /** The section's overall source name (openai, fallback, rdap, ...). */
  source: string | null;
  basis: string | null;
  data: unknown;
  updatedAt: string;
}

const BASES = ['MEASURED', 'ESTIMATED', 'SAMPLE', 'UNKNOWN'];
const TRENDS = ['Rising', 'Stable', 'Declining'];
const TRADEMARK_STATUSES = ['Active', 'Pending', 'Abandoned', 'Expired', 'Cancelled', 'Dead'];

/** The basis a source name implies: what rows written before items carried their own provenance meant. */
function basisOfSourceName(source: string | null | undefined): Basis {
  if (source === 'fallback' || source === 'sample') return 'SAMPLE';
  if (source === 'openai' || source === 'ollama') return 'ESTIMATED';
  if (!source || source === 'none' || source === 'user') return 'UNKNOWN';
  return 'MEASURED';
}

function text(value: unknown, otherwise: string | null): string | null {
  return typeof value === 'string' ? value : otherwise;
}

/** `{ basis, source }` for an item: kept when it has them, else from the item's (or the section's) source name. */
function provenance(item: Item, row: SectionRow): { basis: Basis; source: Item } {
  if (item.source && typeof item.source === 'object') {
    const source = item.source as Item;
    const provider = text(source.provider, null) ?? 'unknown';
    const basis = BASES.includes(item.basis as string) ? (item.basis as Basis) : basisOfSourceName(provider);
    return {
      basis,
      source: {
        ...source,
        provider,
        url: text(source.url, null),
        retrievedAt: text(source.retrievedAt, null) ?? row.updatedAt,
      },
    };
  }
  const name = text(item.source, null) ?? row.source;
  const provider = name === 'fallback' ? 'sample' : (name ?? 'unknown');
  return { basis: basisOfSourceName(name), source: { provider, url: null, retrievedAt: row.updatedAt } };
}

function oneOf(value: unknown, allowed: string[], otherwise: string, loose?: (value: string) => string | null): string {
  if (typeof value !== 'string') return otherwise;
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
  return match ?? loose?.(value) ?? otherwise;
}

function trend(value: unknown): string {
  return oneOf(value, TRENDS, 'Stable', (given) =>
    /ris|up|grow/i.test(given) ? 'Rising' : /declin|down|fall/i.test(given) ? 'Declining' : null,
  );
}

function number(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function domain(item: Item, row: SectionRow): Item {
  const status = oneOf(item.status, ['AVAILABLE', 'REGISTERED', 'UNKNOWN'], item.available ? 'AVAILABLE' : 'REGISTERED');
  const price = typeof item.price === 'number' ? item.price : null;
  return { ...item, ...provenance(item, row), status, available: status === 'AVAILABLE', price };
}

function competitor(item: Item, row: SectionRow): Item {
  const known = provenance(item, row);
  return {
    ...item,
    ...known,
    website: text(item.website, null),
    description: text(item.description, ''),
    strengths: strings(item.strengths),
    weaknesses: strings(item.weaknesses),
    marketShare: text(item.marketShare, null),
    assessmentBasis: BASES.includes(item.assessmentBasis as string) ? item.assessmentBasis : known.basis,
  };
}

function keyword(item: Item, row: SectionRow): Item {
  return {
    ...item,
    ...provenance(item, row),
    searchVolume: number(item.searchVolume),
    cpc: number(item.cpc),
    difficulty: oneOf(item.difficulty, ['Low', 'Medium', 'High'], 'Medium'),
    trend: trend(item.trend),
  };
}

function trademark(item: Item, row: SectionRow): Item {
  return {
    ...item,
    ...provenance(item, row),
    status: oneOf(item.status, TRADEMARK_STATUSES, 'Dead'),
    owner: text(item.owner, ''),
    class: text(item.class, ''),
  };
}

function patent(item: Item, row: SectionRow): Item {
  return { ...item, ...provenance(item, row), assignee: text(item.assignee, ''), abstract: text(item.abstract, '') };
}

/** A search summary for legal findings stored without one: MEASURED only when a searched list holds a measured record. */
function searchSummary(searched: boolean, items: Item[], provider: string | null): Item {
  const basis = searched && items.some((item) => item.basis === 'MEASURED') ? 'MEASURED' : 'UNKNOWN';
  return {
    basis,
    provider,
    query: null,
    totalResults: null,
    url: null,
    reason: basis === 'UNKNOWN' ? 'Not searched against real records' : null,
  };
}

/**
 * Legal findings in the current shape. Findings stored without search summaries came from a model's
 * memory or the sample generator: their marks and patents are not records, so those searches are UNKNOWN
 * and no conflict stands unless a measured trademark search found it.
 */
function legal(data: Item, row: SectionRow): Item {
  const trademarks = (Array.isArray(data.trademarks) ? (data.trademarks as Item[]) : []).map((item) => trademark(item, row));
  const patents = (Array.isArray(data.patents) ? (data.patents as Item[]) : []).map((item) => patent(item, row));
  const trademarkSearch =
    (data.trademarkSearch as Item | undefined) ?? searchSummary(data.trademarksSearched !== false, trademarks, row.source);
  const patentSearch = (data.patentSearch as Item | undefined) ?? searchSummary(data.patentsSearched !== false, patents, row.source);
  return {
    ...data,
    conflicts: trademarkSearch.basis === 'MEASURED' && data.conflicts === true,
    trademarks,
    patents,
    trademarksSearched: trademarkSearch.basis === 'MEASURED',
    patentsSearched: patentSearch.basis === 'MEASURED',
    trademarkSearch,
    patentSearch,
  };
}

const LISTS: Record<string, (item: Item, row: SectionRow) => Item> = { domains: domain, competitors: competitor, keywords: keyword };

/** A row's data and basis in the current shape (idempotent: a row already in it comes back equal). */
export function upgradeSectionRow(row: SectionRow): { data: unknown; basis: string | null } {
  const basis = row.status === 'complete' ? (row.basis ?? basisOfSourceName(row.source)) : row.basis;
  const upgradeItem = LISTS[row.section];
  if (upgradeItem) {
    const data = Array.isArray(row.data) ? row.data.map((item: Item) => upgradeItem(item, row)) : row.data;
    return { data, basis };
  }
  if (row.section === 'legal' && row.data && typeof row.data === 'object') return { data: legal(row.data as Item, row), basis };
  return { data: row.data, basis };
}

/**
 * Research sections stored before every item carried `{ basis, source }` (and legal findings their
 * search summaries), rewritten into the current shape so that readers validate instead of guessing.
 */
export class Migration20261126100000_StoredProvenance extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select id, section, status, source, basis, data, updated_at from research_sections
         where data is not null or (status = 'complete' and basis is null)`,
    )) as Array<{
      id: string;
      section: string;
      status: string;
      source: string | null;
      basis: string | null;
      data: unknown;
      updated_at: Date;
    }>;
    for (const row of rows) {
      const upgraded = upgradeSectionRow({ ...row, updatedAt: new Date(row.updated_at).toISOString() });
      if (upgraded.basis === row.basis && JSON.stringify(upgraded.data) === JSON.stringify(row.data)) continue;
      await this.execute(`update research_sections set data = ?::jsonb, basis = ? where id = ?`, [
        upgraded.data === null || upgraded.data === undefined ? null : JSON.stringify(upgraded.data),
        upgraded.basis,
        row.id,
      ]);
    }
  }

  /** Nothing to undo: the rewritten rows are what older code read too (it filled the same fields when reading). */
  override async down(): Promise<void> {}
}
