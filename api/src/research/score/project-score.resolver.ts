import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { Project } from '../../projects/project.entity.js';
import { ProjectType } from '../../projects/project.types.js';
import { orderedBreakdown, storedAssessment } from './project-score.js';
import { ScoreAssessmentType, ScoreBreakdownType } from './score.graphql-types.js';
import type { ScoreAssessment, ScoreBreakdown } from './score.types.js';

/** Project.scoreBreakdown and Project.scoreAssessment: the score research stored on the project. */
@Resolver(() => ProjectType)
export class ProjectScoreResolver {
  /** Read through the one stored-score schema: a breakdown that does not match is refused, never shown as measured. */
  @FieldResolver(() => ScoreBreakdownType, { nullable: true })
  scoreBreakdown(@Root() project: Pick<Project, 'id' | 'scoreBreakdown'>): ScoreBreakdown | null {
    return orderedBreakdown(project);
  }

  /** Read through the one stored-score schema, like the breakdown. */
  @FieldResolver(() => ScoreAssessmentType, { nullable: true })
  scoreAssessment(@Root() project: Pick<Project, 'id' | 'scoreAssessment'>): ScoreAssessment | null {
    return storedAssessment(project);
  }
}
