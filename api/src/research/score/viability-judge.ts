import { z } from 'zod';
import type { AiFailureKind, AiProvider, AiRequest } from '../intelligence/ai-provider.js';
import { InvalidAnswer } from '../intelligence/ai-provider.js';
import { SCHEMA_NAMES } from '../intelligence/ai-schemas.js';
import type { ResearchInput, ResearchResultsForScore } from '../research.types.js';

/**
 * Business viability's rubric judge. The model sees only the confirmed description and the run's
 * evidence (numbered E1..En), and answers with a level 0-4 per criterion against anchored level
 * descriptions, citing the evidence it relied on. It is asked twice, the evidence in a different
 * order, and the lower reading counts: LLM judges over-predict success and flatter, and a
 * reading that moves with the order of the evidence is not one to trust upwards.
 */
export const VIABILITY_CRITERIA = ['payer', 'pricing', 'channel', 'urgency', 'advantage'] as const;
export type ViabilityCriterion = (typeof VIABILITY_CRITERIA)[number];

/** Anchored levels: each criterion's 0, 2 and 4 described; 1 and 3 lie between. */
export const VIABILITY_RUBRIC: Record<ViabilityCriterion, { question: string; anchors: [string, string, string] }> = {
  payer: {
    question: 'Who pays?',
    anchors: [
      '0: no identifiable payer, or the users cannot or will not pay (e.g. children, animals, people who get it free)',
      '2: a plausible payer, but budget or authority to buy is uncertain',
      '4: a specific payer with a budget who already pays for solutions to this problem (evidence: paying competitors, high CPC)',
    ],
  },
  pricing: {
    question: 'How much and how often?',
    anchors: [
      '0: one-off or trivial price, no repeat purchase; no plausible unit economics',
      '2: a modest price paid occasionally, or a recurring price that is not yet supported by evidence',
      '4: a recurring or high-value price customers demonstrably pay in this market (competitors charge it)',
    ],
  },
  channel: {
    question: 'How are customers reached?',
    anchors: [
      '0: no realistic way to reach the buyers, or they are not searching for it (no search demand)',
      '2: a channel exists but is costly or unproven',
      '4: buyers actively search for it (measured search volume) or are reachable through a clear, affordable channel',
    ],
  },
  urgency: {
    question: 'How urgent is the problem?',
    anchors: [
      '0: a problem nobody has, or a mild curiosity',
      '2: a real but postponable inconvenience',
      '4: a costly, frequent or legally required problem people must solve now',
    ],
  },
  advantage: {
    question: 'What advantage over the competitors found?',
    anchors: [
      '0: nothing the competitors found do not already do better, or established leaders own the market',
      '2: a plausible difference (niche, price, focus) that competitors could copy',
      '4: a clear, defensible edge over each competitor found (underserved segment, unique asset)',
    ],
  },
};

/** One numbered piece of evidence the judge may cite. */
export interface ViabilityEvidence {
  id: string;
  text: string;
  label: string;
  url: string | null;
  evidenceId: string | null;
}

export interface ViabilityReading {
  levels: Record<ViabilityCriterion, number>;
  /** The evidence ids each level relied on. */
  cited: Record<ViabilityCriterion, string[]>;
}

/** Recorded with the run's evidence (fixtures keep it), so the same evidence always gives the same score. */
export type ViabilityJudgement =
  | { status: 'judged'; evidence: ViabilityEvidence[]; readings: ViabilityReading[] }
  /** reason: the provider's words, for admins (logged); failure: why, for the customer's sentence. */
  | { status: 'unavailable'; reason: string; failure?: AiFailureKind };

const criterionAnswer = z.object({
  level: z.number().describe('0 to 4, per the anchored levels'),
  evidence: z.array(z.string()).describe('ids of the evidence items (E1, E2, ...) this level relies on; empty when none'),
});

export const viabilityAnswer = z.object({
  payer: criterionAnswer,
  pricing: criterionAnswer,
  channel: criterionAnswer,
  urgency: criterionAnswer,
  advantage: criterionAnswer,
});

type Answer = z.infer<typeof viabilityAnswer>;

const JUDGE =
  'You are a sceptical investor scoring a business idea against a fixed rubric. Most ideas fail: do not flatter, do not give ' +
  'the benefit of the doubt, and judge only from the description and the numbered evidence given (never from what you think ' +
  'you know about the market). When the evidence does not show something, choose the lower level. Answer only with JSON that follows the given schema.';

/** The run's evidence as numbered lines: competitors, keyword demand, the search's size, interest over time. */
export function viabilityEvidence(results: ResearchResultsForScore): ViabilityEvidence[] {
  const items: Array<Omit<ViabilityEvidence, 'id'>> = [];
  for (const competitor of results.competitors.slice(0, 10)) {
    items.push({
      text: `Competitor (${competitor.basis.toLowerCase()}): ${competitor.name}${competitor.website ? ` (${competitor.website})` : ''}: ${competitor.description}`,
      label: competitor.name,
      url: competitor.source.url ?? competitor.website,
      evidenceId: competitor.source.evidenceId ?? null,
    });
  }
  // Only measured figures are evidence: a keyword a model proposed has none (and is no evidence of demand).
  const measuredKeywords = results.keywords.filter(
    (keyword): keyword is typeof keyword & { searchVolume: number } =>
      keyword.basis === 'MEASURED' && typeof keyword.searchVolume === 'number',
  );
  for (const keyword of [...measuredKeywords].sort((a, b) => b.searchVolume - a.searchVolume).slice(0, 10)) {
    items.push({
      text: `Keyword (${keyword.basis.toLowerCase()}): "${keyword.keyword}": ${keyword.searchVolume} searches/month, advertisers' competition on Google ${keyword.difficulty ?? 'not reported'}, CPC ${keyword.cpc === null ? 'not reported' : `$${keyword.cpc.toFixed(2)}`}, trend ${keyword.trend ?? 'unknown (no monthly history)'}`,
      label: `"${keyword.keyword}"`,
      url: keyword.source.url,
      evidenceId: keyword.source.evidenceId ?? null,
    });
  }
  const search = results.details?.competitors?.search;
  if (search && search.basis === 'MEASURED' && search.totalResults !== null) {
    items.push({
      text: `Web search "${search.query ?? ''}" returns ${search.totalResults} results`,
      label: 'Web search',
      url: search.source.url,
      evidenceId: null,
    });
  }
  const interest = results.details?.keywords?.interest;
  if (interest && interest.basis === 'MEASURED' && interest.points.length > 0) {
    const recent = interest.points.slice(-12).reduce((sum, point) => sum + point.views, 0);
    items.push({
      text: `Wikipedia article "${interest.article}": ${recent} views in the last 12 months, trend ${interest.trend}`,
      label: `Wikipedia: ${interest.article}`,
      url: interest.source.url,
      evidenceId: interest.source.evidenceId ?? null,
    });
  }
  return items.map((item, index) => ({ id: `E${index + 1}`, ...item }));
}

function rubricText(): string {
  return VIABILITY_CRITERIA.map(
    (criterion) => `${criterion} - ${VIABILITY_RUBRIC[criterion].question}\n  ${VIABILITY_RUBRIC[criterion].anchors.join('\n  ')}`,
  ).join('\n');
}

export function viabilityRequest(input: ResearchInput, evidence: ViabilityEvidence[]): AiRequest<Answer, ViabilityReading> {
  const known = new Set(evidence.map((item) => item.id));
  const listed = evidence.length > 0 ? evidence.map((item) => `${item.id}. ${item.text}`).join('\n') : '(no evidence was found)';
  return {
    operation: 'viability-judge',
    schemaName: SCHEMA_NAMES['viability-judge'],
    userId: input.userId,
    projectId: input.projectId,
    signal: input.signal,
    system: JUDGE,
    prompt:
      `Business idea: ${input.name}\nDescription: ${input.description}\n\nEvidence:\n${listed}\n\n` +
      `Rubric (levels 0-4; 1 and 3 lie between the anchors):\n${rubricText()}\n\n` +
      'For each criterion give its level and the ids of the evidence items it relies on.',
    answer: viabilityAnswer,
    accept: (answer) => {
      const levels = {} as ViabilityReading['levels'];
      const cited = {} as ViabilityReading['cited'];
      for (const criterion of VIABILITY_CRITERIA) {
        const level = answer[criterion].level;
        if (!Number.isInteger(level) || level < 0 || level > 4)
          throw new InvalidAnswer(`${criterion} level ${level} is not an integer 0-4`);
        levels[criterion] = level;
        cited[criterion] = [...new Set(answer[criterion].evidence.map((id) => id.trim().toUpperCase()).filter((id) => known.has(id)))];
      }
      return { levels, cited };
    },
  };
}

/** The evidence in a different order for the second reading: reversed, so the first item read is now the last. */
function reordered(evidence: ViabilityEvidence[]): ViabilityEvidence[] {
  return [...evidence].reverse();
}

/**
 * Asks the judge twice, both readings at once (neither depends on the other, and the judge is the last
 * model call of a run: one model latency instead of two). Without a key, or when either reading fails,
 * the judgement is unavailable (score: neutral, UNKNOWN), with the first failed reading's reason.
 */
export async function judgeViability(ai: AiProvider, input: ResearchInput, results: ResearchResultsForScore): Promise<ViabilityJudgement> {
  if (!ai.configured) return { status: 'unavailable', reason: 'no AI key is configured', failure: 'no_key' };
  const evidence = viabilityEvidence(results);
  const outcomes = await Promise.all([evidence, reordered(evidence)].map((order) => ai.ask(viabilityRequest(input, order))));
  const readings: ViabilityReading[] = [];
  for (const outcome of outcomes) {
    if (!outcome.ok)
      return {
        status: 'unavailable',
        reason: `the AI judge gave no answer (${outcome.reason})`,
        ...(outcome.failure ? { failure: outcome.failure } : {}),
      };
    readings.push(outcome.data);
  }
  return { status: 'judged', evidence, readings };
}
