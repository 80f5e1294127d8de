import type { DataSourceName, LegalResult, ResearchInput, StageResult, Trademark } from '../../research.types.js';
import { searchPatents } from './patent-search.js';
import type { StageDependencies } from './stage-context.js';
import { searchTrademarks } from './trademark-search.js';

/**
 * A live mark on an identical or similar name in a class the idea's category implies is a
 * conflict (spec §3: 'Active' counts as one). Only a measured search can find one.
 */
export function isConflict(mark: Trademark): boolean {
  if (mark.basis !== 'MEASURED') return false;
  const live = mark.status === 'Active' || mark.status === 'Pending';
  return live && mark.relevantClass !== false && (mark.match === 'exact' || mark.match === 'similar');
}

/**
 * Legal research from real records only: the USPTO knockout search and EPO patents. Neither comes
 * from a model's memory or the sample generator; a search that could not run is UNKNOWN.
 */
export async function legalStage(dependencies: StageDependencies, input: ResearchInput): Promise<StageResult<LegalResult>> {
  const [trademarkOutcome, patentOutcome] = await Promise.all([searchTrademarks(dependencies, input), searchPatents(dependencies, input)]);
  const trademarkSearch = trademarkOutcome.summary;
  const patentSearch = patentOutcome.summary;
  const data: LegalResult = {
    conflicts: trademarkOutcome.trademarks.some(isConflict),
    trademarks: trademarkOutcome.trademarks,
    patents: patentOutcome.patents,
    trademarksSearched: trademarkSearch.basis === 'MEASURED',
    patentsSearched: patentSearch.basis === 'MEASURED',
    trademarkSearch,
    patentSearch,
  };
  const measured = [trademarkSearch, patentSearch].filter((search) => search.basis === 'MEASURED');
  const source = (
    measured.length === 1 ? measured[0]!.source.provider : measured.length === 2 ? trademarkSearch.source.provider : 'none'
  ) as DataSourceName;
  const reasons = [trademarkSearch, patentSearch]
    .filter((search) => search.basis !== 'MEASURED')
    .map((search) => search.reason)
    .filter(Boolean);
  return {
    data,
    source,
    basis: measured.length > 0 ? 'MEASURED' : 'UNKNOWN',
    ...(reasons.length > 0 ? { fallbackReason: reasons.join('; ') } : {}),
  };
}
