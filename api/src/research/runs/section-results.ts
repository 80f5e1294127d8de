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
    legal: (data('legal') as LegalResult | null) ?? null,
  };
}
