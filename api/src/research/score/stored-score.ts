import { z } from 'zod';
import { BASES, type Basis } from '../research.types.js';
import { parseStored } from '../runs/stored-sections.js';
import { EARLIER_VIABILITY_LINE } from './evidence-threshold.js';
import { SCORE_PART_KEYS } from './score-entry.js';
import { customerScoreReason } from './score-reasons.js';
import type { ScoreAssessment, ScoreBreakdown, ScoreEntry } from './score.types.js';

/**
 * The one schema of the score a project stores (projects.score_breakdown). Every reader parses it: a
 * part without a basis is an error, never read as measured (scores stored before parts carried one were
 * given basis UNKNOWN by the ScoreBasisUnknown migration).
 */

const scoreEntrySchema: z.ZodType<ScoreEntry> = z.object({
  score: z.number().int(),
  reason: z.string(),
  basis: z.enum(BASES as [Basis, ...Basis[]]),
  evidence: z.array(z.object({ label: z.string(), url: z.string().nullable(), evidenceId: z.string().nullable() })).optional(),
});

export const scoreBreakdownSchema: z.ZodType<ScoreBreakdown> = z.object(
  Object.fromEntries(SCORE_PART_KEYS.map((part) => [part, scoreEntrySchema])) as Record<keyof ScoreBreakdown, typeof scoreEntrySchema>,
);

/**
 * A stored breakdown, validated, in the spec's order (jsonb does not keep key order); null when none is stored.
 * Reasons earlier versions stored with a setting, command or provider error inside read as today's customer
 * sentence (score-reasons.ts): every reader (GraphQL, REST, the export and its reports) comes through here.
 */
export function parseScoreBreakdown(value: unknown, where: string): ScoreBreakdown | null {
  if (value === null || value === undefined) return null;
  const breakdown = parseStored(scoreBreakdownSchema, value, `score of ${where}`);
  return Object.fromEntries(
    SCORE_PART_KEYS.map((part) => [part, { ...breakdown[part], reason: customerScoreReason(part, breakdown[part].reason) }]),
  ) as unknown as ScoreBreakdown;
}

/**
 * The stored assessment (projects.score_assessment). Every field is required: the ScoreEvidenceThreshold and
 * ScoreBasisUnknown migrations gave older rows theirs. Keys the schema does not name (the migrations'
 * withheldScore, kept only for their down()) are dropped on read: a withheld total is never shown.
 */
export const scoreAssessmentSchema: z.ZodType<ScoreAssessment> = z.object({
  confidence: z.number().int().min(0).max(100),
  measuredPoints: z.number().int().min(0).max(100),
  sample: z.boolean(),
  labelCap: z.string().nullable(),
  enoughEvidence: z.boolean(),
  measuredParts: z.array(z.string()),
  missingEvidence: z.array(z.string()),
});

/**
 * A stored assessment, validated; null when none is stored. Lines stored when Market Opportunity's missing
 * evidence read "Search volumes or interest over time" say what is really missing (interest is not demand), and
 * the line asking for business viability, which nothing measures, is left out.
 */
export function parseScoreAssessment(value: unknown, where: string): ScoreAssessment | null {
  if (value === null || value === undefined) return null;
  const assessment = parseStored(scoreAssessmentSchema, value, `score assessment of ${where}`);
  const missing = assessment.missingEvidence;
  if (!missing) return assessment;
  return {
    ...assessment,
    missingEvidence: missing
      .filter((line) => line !== EARLIER_VIABILITY_LINE)
      .map((line) => line.replace(EARLIER_MARKET_NEED, MARKET_NEED)),
  };
}

const EARLIER_MARKET_NEED = 'Search volumes or interest over time for what the idea is about';
const MARKET_NEED = 'Search volumes for what the idea is about';
