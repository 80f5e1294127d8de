import type { ResearchResultsQuery } from '../../generated/graphql.js';

type Results = ResearchResultsQuery['researchResults'];

type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
export interface TileVerdict {
  value: string;
  tone: Tone;
}

/** A tile gives no verdict before its section is complete. */
export const PENDING_VERDICT: TileVerdict = { value: 'Pending…', tone: 'neutral' };
export const UNAVAILABLE_VERDICT: TileVerdict = { value: 'Unavailable', tone: 'neutral' };

type SectionName = Exclude<keyof Results['sections'], '__typename'>;

/** Spec §9 tile rules, each applied only once its section is COMPLETE (FAILED: 'Unavailable'). */
export function summarise(results: Results | undefined): Record<'competition' | 'keywordOpportunity' | 'legal' | 'domains', TileVerdict> {
  const verdict = (section: SectionName, decide: (results: Results) => TileVerdict): TileVerdict => {
    const status = results?.sections[section].status;
    if (!results || !status) return PENDING_VERDICT;
    if (status === 'FAILED') return UNAVAILABLE_VERDICT;
    if (status !== 'COMPLETE') return PENDING_VERDICT;
    return decide(results);
  };
  return {
    competition: verdict('competitors', ({ competitors }) => {
      const level = competitors.length > 10 ? 'High' : competitors.length > 5 ? 'Medium' : 'Low';
      return { value: level, tone: level === 'High' ? 'danger' : level === 'Medium' ? 'warning' : 'success' };
    }),
    keywordOpportunity: verdict('keywords', ({ keywords }) => {
      const low = keywords.filter((keyword) => keyword.difficulty === 'Low').length;
      const level = low > 5 ? 'High' : low > 2 ? 'Medium' : 'Low';
      return { value: level, tone: level === 'High' ? 'success' : level === 'Medium' ? 'warning' : 'primary' };
    }),
    legal: verdict('legal', ({ legal }) => {
      if (legal?.conflicts) return { value: 'Conflicts', tone: 'danger' };
      // Without a trademark search there is nothing to call clear.
      if (legal && !legal.trademarksSearched) return { value: 'Not checked', tone: 'neutral' };
      return { value: 'Clear', tone: 'success' };
    }),
    domains: verdict('domains', ({ domains }) =>
      domains.some((domain) => domain.available) ? { value: 'Available', tone: 'success' } : { value: 'Limited', tone: 'warning' },
    ),
  };
}
