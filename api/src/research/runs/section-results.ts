import type { Competitor, DomainResult, Keyword, LegalResult, ResearchResultsForScore } from '../research.types.js';
import type { SectionState } from './research-store.js';

/** The results of a run from its section rows: only complete sections count. */
export function resultsFromSections(
  description: string | null,
  sections: Pick<SectionState, 'section' | 'status' | 'data'>[],
): ResearchResultsForScore {
  const data = (name: string) => sections.find((section) => section.section === name && section.status === 'complete')?.data ?? null;
  return {
    description,
    domains: (data('domains') as DomainResult[] | null) ?? [],
    competitors: (data('competitors') as Competitor[] | null) ?? [],
    keywords: (data('keywords') as Keyword[] | null) ?? [],
    legal: storedLegal(data('legal')),
  };
}

/** A stored legal section; rows written before the searched flags existed came from both searches. */
export function storedLegal(data: unknown): LegalResult | null {
  if (!data) return null;
  const legal = data as Partial<LegalResult> & Pick<LegalResult, 'conflicts' | 'trademarks' | 'patents'>;
  return { ...legal, trademarksSearched: legal.trademarksSearched ?? true, patentsSearched: legal.patentsSearched ?? true };
}
