import type { Project } from './project.entity.js';
import type { ScoreAssessment, ScoreBreakdown } from '../research/score/score.types.js';
import { parseScoreAssessment, parseScoreBreakdown } from '../research/score/stored-score.js';

/** The project's score breakdown, validated and in the spec's order. */
export function orderedBreakdown(project: Pick<Project, 'id' | 'scoreBreakdown'>): ScoreBreakdown | null {
  return parseScoreBreakdown(project.scoreBreakdown, `project ${project.id}`);
}

/** The project's score assessment, validated (the one stored-score schema). */
export function storedAssessment(project: Pick<Project, 'id' | 'scoreAssessment'>): ScoreAssessment | null {
  return parseScoreAssessment(project.scoreAssessment, `project ${project.id}`);
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
    scoreBreakdown: orderedBreakdown(project),
    scoreAssessment: storedAssessment(project),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
