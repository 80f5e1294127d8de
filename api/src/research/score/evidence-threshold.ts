import { SCORE_PARTS } from '@ideascope/shared';
import type { ScoreBreakdown } from './score.types.js';
import { SCORE_PART_KEYS, type ScorePart } from './score-entry.js';

/**
 * Below this many of the 100 points resting on MEASURED inputs, no total is given: "Not enough evidence
 * to score yet". Business viability is at most ESTIMATED (20 points), so 40 is half of what can be
 * measured; below it the unknown parts' neutral midpoints outweigh the measured ones, and the total
 * (about 49 whatever the idea) would describe the midpoints, not the idea.
 */
export const MEASURED_POINTS_FOR_A_SCORE = 40;

/**
 * What would measure each part, in the customer's words. Business viability is a model's reading of the
 * evidence, never measured, so nothing would complete it and it is never listed as missing.
 */
type MeasurablePart = Exclude<ScorePart, 'businessViability'>;
const MEASURABLE_PARTS = SCORE_PART_KEYS.filter((part): part is MeasurablePart => part !== 'businessViability');

const WHAT_WOULD_MEASURE: Record<MeasurablePart, string> = {
  // Interest over time (Wikipedia) is not demand and never scores this part: only search volumes would.
  marketOpportunity: 'Search volumes for what the idea is about',
  competitionLevel: 'A web search for businesses like this one',
  domainAvailability: 'An answer from the domain registries about the name',
  keywordOpportunity: 'Search volumes and difficulty for the keywords customers use',
  legalRisk: 'A trademark search of the official records',
};

/** The line stored before viability stopped being listed: scores read back drop it. */
export const EARLIER_VIABILITY_LINE = 'Business Viability: A model’s reading of the evidence (it only ever counts as an estimate)';

/** The parts' names for people (@ideascope/shared, as the web shows them). */
const SCORE_PART_LABELS = Object.fromEntries(SCORE_PARTS.map((part) => [part.key, part.label])) as Record<ScorePart, string>;

export interface EvidenceVerdict {
  enoughEvidence: boolean;
  /** The parts whose inputs were measured ("Domain Availability"). */
  measuredParts: string[];
  /** One line per part not measured: what would measure it. */
  missingEvidence: string[];
}

/** Whether a breakdown rests on enough measured points for a total, which parts do, and what would complete it. */
export function evidenceVerdict(breakdown: ScoreBreakdown, measuredPoints: number): EvidenceVerdict {
  const measured = SCORE_PART_KEYS.filter((part) => breakdown[part]?.basis === 'MEASURED');
  return {
    enoughEvidence: measuredPoints >= MEASURED_POINTS_FOR_A_SCORE,
    measuredParts: measured.map((part) => SCORE_PART_LABELS[part]),
    missingEvidence: MEASURABLE_PARTS.filter((part) => !measured.includes(part)).map(
      (part) => `${SCORE_PART_LABELS[part]}: ${WHAT_WOULD_MEASURE[part]}`,
    ),
  };
}
