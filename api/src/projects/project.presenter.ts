import type { Project } from './project.entity.js';

/** A project's stored score as its REST shape shows it. */
export interface ProjectScore {
  scoreBreakdown: unknown;
  scoreAssessment: unknown;
}

/**
 * Reads a project's stored score. The score is research's: research/score/project-score.ts reads it through the
 * one stored-score schema and app/ hands that reader over, so projects/ imports nothing of research/.
 */
export type ProjectScoreReader<Score extends ProjectScore = ProjectScore> = (
  project: Pick<Project, 'id' | 'scoreBreakdown' | 'scoreAssessment'>,
) => Score;

/** A project as REST returns it (spec §3): lowercase status, ISO dates, notes also under researchData. */
export function presentProject<Score extends ProjectScore>(project: Omit<Project, 'owner'>, readScore: ProjectScoreReader<Score>) {
  const score = readScore(project);
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
    scoreBreakdown: score.scoreBreakdown,
    scoreAssessment: score.scoreAssessment,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
