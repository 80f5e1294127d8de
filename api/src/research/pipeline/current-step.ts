import type { ResearchResultsForScore, SectionName } from '../research.types.js';

/**
 * Spec §4: description present gives 2; domains non-empty 3; competitors non-empty 4; keywords
 * non-empty or legal present 5. Stages run concurrently here, so 5 (which the My Ideas list shows
 * as Completed) is only given once the whole run is complete: until then the step stops at 4.
 */
export function derivedStep(results: ResearchResultsForScore, runComplete: boolean): number {
  let step = results.description ? 2 : 1;
  if (results.domains.length > 0) step = Math.max(step, 3);
  if (results.competitors.length > 0) step = Math.max(step, 4);
  if (results.keywords.length > 0 || results.legal) step = Math.max(step, 5);
  return runComplete ? step : Math.min(step, 4);
}

/** The step one finished section raises an unfinished run to. */
export function stepForSection(section: SectionName, data: unknown): number {
  const nonEmpty = Array.isArray(data) ? data.length > 0 : data !== null && data !== undefined;
  if (!nonEmpty) return 2;
  return section === 'domains' ? 3 : 4;
}
