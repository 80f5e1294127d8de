import type { ScoreEntry } from './score.types.js';
import { scoreEntry, unknownEntry, type EvidenceLink } from './score-entry.js';
import { aiFailureNamedIn, viabilityNotJudged } from './score-reasons.js';
import { VIABILITY_CRITERIA, VIABILITY_RUBRIC, type ViabilityJudgement, type ViabilityReading } from './viability-judge.js';

function total(reading: ViabilityReading): number {
  return VIABILITY_CRITERIA.reduce((sum, criterion) => sum + reading.levels[criterion], 0);
}

/**
 * Business viability (max 20): five criteria at levels 0-4, so the levels are the points. The lower
 * of the two readings counts (on a tie, the first). An AI judgement: basis ESTIMATED. No judge (no
 * key, no answer): the neutral midpoint, UNKNOWN.
 */
export function viabilityPart(judgement: ViabilityJudgement | null | undefined): ScoreEntry {
  if (!judgement) return unknownEntry('businessViability', viabilityNotJudged(null));
  // The provider's own words are logged for admins (ResearchIntelligence.judgeViability).
  if (judgement.status === 'unavailable')
    return unknownEntry('businessViability', viabilityNotJudged(judgement.failure ?? aiFailureNamedIn(judgement.reason)));
  const [first, ...others] = judgement.readings;
  if (!first) return unknownEntry('businessViability', viabilityNotJudged(null));
  const lower = others.reduce((low, reading) => (total(reading) < total(low) ? reading : low), first);
  const spread = Math.max(...judgement.readings.map(total)) - Math.min(...judgement.readings.map(total));
  const levels = VIABILITY_CRITERIA.map(
    (criterion) => `${VIABILITY_RUBRIC[criterion].question.replace(/\?$/, '').toLowerCase()} ${lower.levels[criterion]}/4`,
  ).join(', ');
  const byId = new Map(judgement.evidence.map((item) => [item.id, item]));
  const cited = [...new Set(VIABILITY_CRITERIA.flatMap((criterion) => lower.cited[criterion]))];
  const evidence: EvidenceLink[] = cited.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ label: `${id}: ${item.label}`, url: item.url, evidenceId: item.evidenceId }] : [];
  });
  const uncited = cited.length === 0 ? ' The judge cited no evidence.' : ` Relied on ${cited.join(', ')}.`;
  const readings = judgement.readings.length > 1 ? ` Lower of ${judgement.readings.length} readings (they differed by ${spread}).` : '';
  return scoreEntry(
    'businessViability',
    total(lower),
    'ESTIMATED',
    `Rubric (AI judge, estimated): ${levels}.${readings}${uncited}`,
    evidence,
  );
}
