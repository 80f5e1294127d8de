import type { ScoreAssessment, ScoreBreakdown } from './score.types.js';
import type { ResearchResultsForScore } from '../research.types.js';
import { competitionPart } from './competition-part.js';
import { keywordPart, marketPart, type DemandTestFigures } from './demand-parts.js';
import { domainPart } from './domain-part.js';
import { legalPart } from './legal-part.js';
import { evidenceVerdict } from './evidence-threshold.js';
import { SCORE_MAXIMA, type ScorePart } from './score-entry.js';
import type { ViabilityJudgement } from './viability-judge.js';
import { viabilityPart } from './viability-part.js';

export { SCORE_MAXIMA } from './score-entry.js';
/** Spec §4 labels; `labelCap` may lower the label to "Needs Work" whatever the total. */
export { scoreLabel } from '@ideascope/shared';
export { MEASURED_POINTS_FOR_A_SCORE } from './evidence-threshold.js';
export { competitionLevel } from './competition-part.js';
export { keywordOpportunityLevel, type DemandTestFigures } from './demand-parts.js';
export type { ViabilityJudgement } from './viability-judge.js';

/** What the score reads of the idea itself: its name (for the domains). Text length, features and audience earn nothing. */
export interface IdeaForScore {
  name: string;
}

/**
 * The idea score (spec §9): six parts within their maxima, each computed from the run's evidence
 * with its basis, reason and evidence links, and their sum (0-100). A pure function of the results
 * and the recorded viability judgement, so the same evidence always gives the same score. The
 * assessment says whether enough of it was measured for the total to be shown (evidence-threshold.ts).
 */
export function computeScore(
  results: ResearchResultsForScore,
  idea: IdeaForScore,
  viability: ViabilityJudgement | null = null,
  demandTest: DemandTestFigures | null = null,
): { score: number; breakdown: ScoreBreakdown; assessment: ScoreAssessment } {
  const demand = {
    keywords: results.keywords,
    keywordBasis: results.bases?.keywords ?? null,
    interest: results.details?.keywords?.interest ?? null,
    demandTest,
  };
  const legal = legalPart(results.legal);
  const breakdown: ScoreBreakdown = {
    marketOpportunity: marketPart(demand),
    competitionLevel: competitionPart({
      competitors: results.competitors,
      basis: results.bases?.competitors ?? null,
      search: results.details?.competitors?.search ?? null,
      launches: results.details?.competitors?.launches ?? null,
      openSource: results.details?.competitors?.openSource ?? null,
    }),
    domainAvailability: domainPart(results.domains, idea.name),
    keywordOpportunity: keywordPart(demand),
    legalRisk: legal.entry,
    businessViability: viabilityPart(viability),
  };
  const parts = Object.entries(breakdown) as Array<[ScorePart, ScoreBreakdown[ScorePart]]>;
  const score = parts.reduce((sum, [, entry]) => sum + entry.score, 0);
  // Confidence: the share of the 100 points (by part maxima) whose inputs were measured.
  const measuredPoints = parts.filter(([, entry]) => entry.basis === 'MEASURED').reduce((sum, [part]) => sum + SCORE_MAXIMA[part], 0);
  const sample =
    parts.some(([, entry]) => entry.basis === 'SAMPLE') || Object.values(results.bases ?? {}).some((basis) => basis === 'SAMPLE');
  return {
    score,
    breakdown,
    assessment: {
      confidence: measuredPoints,
      measuredPoints,
      sample,
      labelCap: legal.labelCap,
      ...evidenceVerdict(breakdown, measuredPoints),
    },
  };
}
