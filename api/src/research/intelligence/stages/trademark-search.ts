import type { ResearchInput, SearchSummary, Trademark } from '../../research.types.js';
import type { StageDependencies } from './stage-context.js';

export interface TrademarkSearchOutcome {
  summary: SearchSummary;
  trademarks: Trademark[];
}

/**
 * The trademark knockout search over the USPTO case files imported into PostgreSQL. Without
 * imported data the answer is UNKNOWN, never "clear".
 */
export async function searchTrademarks(_dependencies: StageDependencies, input: ResearchInput): Promise<TrademarkSearchOutcome> {
  if (!input.options.includeTrademarks) return { summary: notSearched('Trademark search is turned off in the research settings'), trademarks: [] };
  return { summary: notSearched('Trademark data not imported (pnpm trademarks:import)'), trademarks: [] };
}

export function notSearched(reason: string, provider: string | null = null): SearchSummary {
  return { basis: 'UNKNOWN', provider, query: null, totalResults: null, url: null, reason };
}
