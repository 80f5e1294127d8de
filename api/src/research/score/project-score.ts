import type { Project } from '../../projects/project.entity.js';
import type { ScoreAssessment, ScoreBreakdown } from './score.types.js';
import { parseScoreAssessment, parseScoreBreakdown } from './stored-score.js';

/** The project's score breakdown, validated and in the spec's order. */
export function orderedBreakdown(project: Pick<Project, 'id' | 'scoreBreakdown'>): ScoreBreakdown | null {
  return parseScoreBreakdown(project.scoreBreakdown, `project ${project.id}`);
}

/** The project's score assessment, validated (the one stored-score schema). */
export function storedAssessment(project: Pick<Project, 'id' | 'scoreAssessment'>): ScoreAssessment | null {
  return parseScoreAssessment(project.scoreAssessment, `project ${project.id}`);
}

/** Both, for a project's REST shape (projects/project.presenter.ts): app/ hands this to projectRoutes, the export passes it. */
export function storedProjectScore(project: Pick<Project, 'id' | 'scoreBreakdown' | 'scoreAssessment'>) {
  return { scoreBreakdown: orderedBreakdown(project), scoreAssessment: storedAssessment(project) };
}
