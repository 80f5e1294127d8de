import { keywordOpportunityLevel } from '@ideascope/shared';
import type { Basis, ResearchResultsQuery } from '../../generated/graphql.js';

type Results = ResearchResultsQuery['researchResults'];

type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
export interface TileVerdict {
  value: string;
  tone: Tone;
  /** How the verdict's inputs are known; the tile says "Sample" or "AI estimate" when not measured. */
  basis?: Basis | null;
}

/** A tile gives no verdict before its section is complete. */
export const PENDING_VERDICT: TileVerdict = { value: 'Pending…', tone: 'neutral' };
export const UNAVAILABLE_VERDICT: TileVerdict = { value: 'Unavailable', tone: 'neutral' };
export const UNKNOWN_VERDICT: TileVerdict = { value: 'Unknown', tone: 'neutral', basis: 'UNKNOWN' };
const NOT_CHECKED_VERDICT: TileVerdict = { value: 'Not checked', tone: 'neutral', basis: 'UNKNOWN' };

type SectionName = Exclude<keyof Results['sections'], '__typename'>;

/**
 * Spec §9 tile rules, each applied only once its section is COMPLETE (FAILED: 'Unavailable'), and
 * only to facts that were asked and answered: UNKNOWN items count for nothing, and a section with
 * no answer at all says 'Unknown' rather than a verdict.
 */
export function summarise(results: Results | undefined): Record<'competition' | 'keywordOpportunity' | 'legal' | 'domains', TileVerdict> {
  const verdict = (
    section: SectionName,
    decide: (results: Results) => TileVerdict,
    unknown: TileVerdict = UNKNOWN_VERDICT,
  ): TileVerdict => {
    const state = results?.sections[section];
    if (!results || !state?.status) return PENDING_VERDICT;
    if (state.status === 'FAILED') return UNAVAILABLE_VERDICT;
    if (state.status !== 'COMPLETE') return PENDING_VERDICT;
    if (state.basis === 'UNKNOWN') return unknown;
    return { basis: state.basis, ...decide(results) };
  };
  return {
    // Every competitor found (what the score read), not the plan's shorter list.
    competition: verdict('competitors', ({ competitorCount }) => {
      const level = competitorCount > 10 ? 'High' : competitorCount > 5 ? 'Medium' : 'Low';
      return { value: level, tone: level === 'High' ? 'danger' : level === 'Medium' ? 'warning' : 'success' };
    }),
    keywordOpportunity: verdict('keywords', ({ keywords }) => {
      // The score's rule (shared): keywords without a difficulty (an AI's suggestions, or Google reporting none)
      // give no verdict: Unknown, never "Low".
      const level = keywordOpportunityLevel(keywords.map((keyword) => keyword.difficulty));
      if (level === null) return UNKNOWN_VERDICT;
      return { value: level, tone: level === 'High' ? 'success' : level === 'Medium' ? 'warning' : 'primary' };
    }),
    legal: verdict(
      'legal',
      ({ legal }) => {
        // Only a real trademark search can find a conflict or call a name clear.
        if (!legal || legal.trademarkSearch.basis !== 'MEASURED') return NOT_CHECKED_VERDICT;
        if (legal.conflicts) return { value: 'Conflicts', tone: 'danger', basis: 'MEASURED' };
        return { value: 'Clear', tone: 'success', basis: 'MEASURED' };
      },
      NOT_CHECKED_VERDICT,
    ),
    domains: verdict('domains', ({ domains }) => {
      const answered = domains.filter((domain) => domain.status !== 'UNKNOWN');
      if (answered.length === 0) return UNKNOWN_VERDICT;
      const available = answered.filter((domain) => domain.status === 'AVAILABLE');
      // Available when a registry said so; free by DNS alone (ESTIMATED) is only probably so.
      if (available.some((domain) => domain.basis === 'MEASURED')) return { value: 'Available', tone: 'success', basis: 'MEASURED' };
      if (available.some((domain) => domain.basis === 'ESTIMATED'))
        return { value: 'Probably available', tone: 'warning', basis: 'ESTIMATED' };
      return available.length > 0 ? { value: 'Available', tone: 'success' } : { value: 'Limited', tone: 'warning' };
    }),
  };
}
