import { basisOfSourceName, sourceReference } from '../provenance.js';
import {
  KEYWORD_TRENDS,
  TRADEMARK_STATUSES,
  type Basis,
  type Competitor,
  type DomainResult,
  type Keyword,
  type KeywordTrend,
  type LegalResult,
  type Patent,
  type Provenance,
  type ResearchResultsForScore,
  type SearchSummary,
  type SectionDetails,
  type SectionName,
  type Trademark,
  type TrademarkStatus,
} from '../research.types.js';
import type { SectionState } from './research-store.js';

type StoredSection = Pick<SectionState, 'section' | 'status' | 'data'> &
  Partial<Pick<SectionState, 'source' | 'basis' | 'details'>> & { updatedAt?: Date | string | null };

/** The results of a run from its section rows: only complete sections count. */
export function resultsFromSections(description: string | null, sections: StoredSection[]): ResearchResultsForScore {
  const complete = (name: SectionName) => sections.find((section) => section.section === name && section.status === 'complete') ?? null;
  const details: Partial<Record<SectionName, SectionDetails | null>> = {};
  const bases: Partial<Record<SectionName, Basis | null>> = {};
  for (const section of sections) {
    if (section.status !== 'complete') continue;
    details[section.section] = section.details ?? null;
    bases[section.section] = section.basis ?? basisOfSourceName(section.source);
  }
  return {
    description,
    domains: storedDomains(complete('domains')),
    competitors: storedCompetitors(complete('competitors')),
    keywords: storedKeywords(complete('keywords')),
    legal: storedLegal(complete('legal')),
    details,
    bases,
  };
}

/** Provenance for an item stored before items carried their own: from the section's source. */
function legacyProvenance(item: { source?: unknown; basis?: unknown }, section: StoredSection): Provenance {
  if (item.source && typeof item.source === 'object' && typeof item.basis === 'string')
    return { basis: item.basis as Basis, source: item.source as Provenance['source'] };
  const sourceName = typeof item.source === 'string' ? item.source : (section.source ?? null);
  const provider = sourceName === 'fallback' ? 'sample' : (sourceName ?? 'unknown');
  const updatedAt = section.updatedAt ? new Date(section.updatedAt) : new Date(0);
  return { basis: basisOfSourceName(sourceName), source: sourceReference(provider, null, updatedAt) };
}

function list(section: StoredSection | null): Array<Record<string, unknown>> {
  return Array.isArray(section?.data) ? (section.data as Array<Record<string, unknown>>) : [];
}

export function storedDomains(section: StoredSection | null): DomainResult[] {
  return list(section).map((item) => {
    const provenance = legacyProvenance(item, section!);
    const status = (item.status as DomainResult['status'] | undefined) ?? (item.available ? 'AVAILABLE' : 'REGISTERED');
    return { ...(item as unknown as DomainResult), ...provenance, status, available: status === 'AVAILABLE' };
  });
}

export function storedCompetitors(section: StoredSection | null): Competitor[] {
  return list(section).map((item) => {
    const provenance = legacyProvenance(item, section!);
    return {
      ...(item as unknown as Competitor),
      ...provenance,
      assessmentBasis: (item.assessmentBasis as Basis | undefined) ?? provenance.basis,
    };
  });
}

function trend(value: unknown): KeywordTrend {
  if (typeof value === 'string') {
    const match = KEYWORD_TRENDS.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
    if (match) return match;
    if (/ris|up|grow/i.test(value)) return 'Rising';
    if (/declin|down|fall/i.test(value)) return 'Declining';
  }
  return 'Stable';
}

export function storedKeywords(section: StoredSection | null): Keyword[] {
  return list(section).map((item) => ({ ...(item as unknown as Keyword), ...legacyProvenance(item, section!), trend: trend(item.trend) }));
}

function trademarkStatus(value: unknown): TrademarkStatus {
  const match = TRADEMARK_STATUSES.find((candidate) => typeof value === 'string' && candidate.toLowerCase() === value.trim().toLowerCase());
  return match ?? 'Dead';
}

function legacySearch(searched: boolean, items: Array<{ basis: Basis }>, provider: string | null): SearchSummary {
  const basis: Basis = !searched ? 'UNKNOWN' : items.some((item) => item.basis === 'MEASURED') ? 'MEASURED' : 'UNKNOWN';
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
 * A stored legal section. Rows written before provenance came from a model's memory or the sample
 * generator: their marks and patents are not records, so those searches read as UNKNOWN.
 */
export function storedLegal(section: StoredSection | null): LegalResult | null {
  if (!section?.data || typeof section.data !== 'object') return null;
  const legal = section.data as Partial<LegalResult> & {
    trademarks?: Array<Record<string, unknown>>;
    patents?: Array<Record<string, unknown>>;
  };
  const trademarks: Trademark[] = (legal.trademarks ?? []).map((item) => ({
    ...(item as unknown as Trademark),
    ...legacyProvenance(item, section),
    status: trademarkStatus(item.status),
  }));
  const patents: Patent[] = (legal.patents ?? []).map((item) => ({ ...(item as unknown as Patent), ...legacyProvenance(item, section) }));
  const trademarkSearch = legal.trademarkSearch ?? legacySearch(legal.trademarksSearched ?? true, trademarks, section.source ?? null);
  const patentSearch = legal.patentSearch ?? legacySearch(legal.patentsSearched ?? true, patents, section.source ?? null);
  const measuredConflict = trademarkSearch.basis === 'MEASURED' && (legal.conflicts ?? false);
  return {
    conflicts: measuredConflict,
    trademarks,
    patents,
    trademarksSearched: trademarkSearch.basis === 'MEASURED',
    patentsSearched: patentSearch.basis === 'MEASURED',
    trademarkSearch,
    patentSearch,
  };
}
