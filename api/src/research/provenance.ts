import type { Basis, Provenance, SearchSummary, SourceReference } from './research.types.js';

/**
 * Provenance helpers: every fact says how it is known and where it came from. SAMPLE stays a stored
 * basis (runs of the offline generator of earlier versions keep saying so), but nothing here produces it.
 */

export function sourceReference(
  provider: string,
  url: string | null = null,
  retrievedAt: Date = new Date(),
  evidenceId: string | null = null,
): SourceReference {
  return { provider, url, retrievedAt: retrievedAt.toISOString(), ...(evidenceId ? { evidenceId } : {}) };
}

export function measured(
  provider: string,
  url: string | null,
  retrievedAt: Date = new Date(),
  evidenceId: string | null = null,
): Provenance {
  return { basis: 'MEASURED', source: sourceReference(provider, url, retrievedAt, evidenceId) };
}

/** An AI model's own knowledge or text, no retrieval: which provider and, when known, which model. */
export function estimated(provider = 'openai', retrievedAt: Date = new Date(), model: string | null = null): Provenance {
  return { basis: 'ESTIMATED', source: { ...sourceReference(provider, null, retrievedAt), ...(model ? { model } : {}) } };
}

export function unknown(provider: string, retrievedAt: Date = new Date()): Provenance {
  return { basis: 'UNKNOWN', source: sourceReference(provider, null, retrievedAt) };
}

/** A search that answered: MEASURED, with the page to repeat it (source.url) and the evidence row of its answer. */
export function searchAnswered(
  provider: string,
  search: { query: string | null; totalResults: number | null; url: string | null },
  retrievedAt: Date = new Date(),
  evidenceId: string | null = null,
): SearchSummary {
  return {
    ...measured(provider, search.url, retrievedAt, evidenceId),
    query: search.query,
    totalResults: search.totalResults,
    reason: null,
  };
}

/** A search that did not run or gave no answer: UNKNOWN, with the provider asked ('none' when none was) and why. */
export function searchNotAnswered(
  reason: string,
  provider: string | null,
  search: { query?: string | null; url?: string | null } = {},
): SearchSummary {
  return {
    basis: 'UNKNOWN',
    source: sourceReference(provider ?? 'none', search.url ?? null),
    query: search.query ?? null,
    totalResults: null,
    reason,
  };
}

/**
 * A section's basis from its items': SAMPLE if any item is sample, else ESTIMATED if any is
 * estimated, else MEASURED if any is measured, else UNKNOWN. An empty list takes `whenEmpty`.
 */
export function sectionBasis(items: ReadonlyArray<{ basis: Basis }>, whenEmpty: Basis): Basis {
  const bases = new Set(items.map((item) => item.basis));
  if (bases.size === 0) return whenEmpty;
  if (bases.has('SAMPLE')) return 'SAMPLE';
  if (bases.has('ESTIMATED')) return 'ESTIMATED';
  if (bases.has('MEASURED')) return 'MEASURED';
  return 'UNKNOWN';
}
