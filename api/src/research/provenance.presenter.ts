import type { LegalResult, Provenance, SearchSummary, SourceReference } from './research.types.js';

/**
 * The one serializer of provenance, from the stored shape to what every API shows (GraphQL, REST results,
 * the JSON export, the PDF and Excel reports): `{ basis, source: { provider, url, retrievedAt, evidenceId?, model? } }`,
 * retrievedAt as ISO 8601, evidenceId only when the fact was fetched, model only when a model wrote the text.
 */
export function presentSource(source: SourceReference): SourceReference {
  return {
    provider: source.provider,
    url: source.url ?? null,
    retrievedAt: new Date(source.retrievedAt).toISOString(),
    ...(source.evidenceId ? { evidenceId: source.evidenceId } : {}),
    ...(source.model ? { model: source.model } : {}),
  };
}

/** An item with its provenance serialized; its other fields as stored. */
export function presentProvenance<Item extends Provenance>(item: Item): Item {
  return { ...item, basis: item.basis, source: presentSource(item.source) };
}

export function presentItems<Item extends Provenance>(items: Item[]): Item[];
export function presentItems<Item extends Provenance>(items: Item[] | null): Item[] | null;
export function presentItems<Item extends Provenance>(items: Item[] | null): Item[] | null {
  return items ? items.map(presentProvenance) : null;
}

/** What the APIs added to a search before it carried a source: `provider` and `url`, kept as deprecated aliases. */
export interface SearchAliases {
  /** source.provider; null when no provider was configured ('none'). */
  provider: string | null;
  /** source.url */
  url: string | null;
}

/** A search (what it asked, how much the source holds) with its provenance serialized, and its deprecated aliases. */
export function presentSearch<Search extends SearchSummary>(search: Search): Search & SearchAliases {
  const presented = presentProvenance(search);
  return { ...presented, provider: search.source.provider === 'none' ? null : search.source.provider, url: presented.source.url };
}

export type PresentedLegal = LegalResult & { trademarkSearch: SearchSummary & SearchAliases; patentSearch: SearchSummary & SearchAliases };

export function presentLegal(legal: LegalResult | null): PresentedLegal | null {
  return legal
    ? {
        ...legal,
        trademarks: presentItems(legal.trademarks),
        patents: presentItems(legal.patents),
        trademarkSearch: presentSearch(legal.trademarkSearch),
        patentSearch: presentSearch(legal.patentSearch),
      }
    : null;
}
