import type { Project } from './project.entity.js';
import type { ScoreBreakdown } from '../research/score/score.types.js';

const BREAKDOWN_ORDER: (keyof ScoreBreakdown)[] = [
  'marketOpportunity',
  'competitionLevel',
  'domainAvailability',
  'keywordOpportunity',
  'legalRisk',
  'businessViability',
];

/** The breakdown in the spec's order (jsonb does not keep key order). */
export function orderedBreakdown(breakdown: ScoreBreakdown | null): ScoreBreakdown | null {
  if (!breakdown) return null;
  return Object.fromEntries(BREAKDOWN_ORDER.map((key) => [key, breakdown[key]])) as unknown as ScoreBreakdown;
}

/** A project as REST returns it (spec §3): lowercase status, ISO dates, notes also under researchData. */
export function presentProject(project: Omit<Project, 'owner'>) {
  return {
    id: project.id,
    name: project.name,
    category: project.category,
    description: project.description,
    targetMarket: project.targetMarket,
    keyFeatures: project.keyFeatures,
    notes: project.notes,
    researchData: { notes: project.notes },
    currentStep: project.currentStep,
    status: project.status,
    score: project.score,
    scoreBreakdown: orderedBreakdown(project.scoreBreakdown),
    scoreAssessment: project.scoreAssessment ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
