import type { SectionStatus } from '../../generated/graphql.js';

export type StepState = 'completed' | 'current' | 'running' | 'failed' | 'upcoming';

/** Each research step's section status (steps 2-5: domains, competitors, keywords, legal). */
export interface StepSections {
  domains?: SectionStatus | undefined;
  competitors?: SectionStatus | undefined;
  keywords?: SectionStatus | undefined;
  legal?: SectionStatus | undefined;
}

const SECTION_OF_STEP = [null, 'domains', 'competitors', 'keywords', 'legal'] as const;

/**
 * What each of the five steps looks like. `step` is spec §4's derived step (also 'Step N of 5');
 * the four stages run concurrently and finish in any order, so a research step is ticked only when
 * its own section is complete, never because a later one already arrived. `step` 6 means
 * the project is finished.
 */
export function workflowStepStates(step: number, sections: StepSections | undefined): StepState[] {
  return SECTION_OF_STEP.map((section, index) => {
    const number = index + 1;
    if (!section) return step > 1 ? 'completed' : 'current';
    const status = sections?.[section];
    if (status === 'COMPLETE' && (number !== step || step > 5)) return 'completed';
    if (status === 'FAILED') return 'failed';
    if (number === step) return 'current';
    if (status === 'RUNNING' || number < step) return 'running';
    return 'upcoming';
  });
}

/** What the workflow reports about a project's research: one reading, shared by every place that shows it. */
export interface WorkflowProgress {
  /** 'Step N of 5' in the summary, the step indicator's current step and its caption. */
  step: number;
  /** The step indicator's step (6 when the research has finished: every step shows its outcome). */
  indicatorStep: number;
  /** The progress card's "N of 5 sections complete" (the description counts as one). */
  completeSections: number;
  sections: StepSections | undefined;
}

const RESEARCH_SECTIONS = ['domains', 'competitors', 'keywords', 'legal'] as const;

/**
 * The one function behind 'Step N of 5', the progress card's count and the current step, so they never
 * disagree: the step is the first one (from 2) whose section is not complete yet; every step before it is
 * complete, so the count is at least step - 1 (more when a later section finished first). Research
 * that has ended (complete or failed) is at step 5 with every step showing its outcome. Until the
 * results arrive nothing after the description counts as complete.
 */
export function workflowProgress(
  project: { status: string; description?: string | null } | null | undefined,
  sections: StepSections | undefined,
): WorkflowProgress {
  const descriptionDone = Boolean(project?.description);
  const complete = RESEARCH_SECTIONS.filter((name) => sections?.[name] === 'COMPLETE').length;
  const completeSections = (descriptionDone ? 1 : 0) + complete;
  const ended = project?.status === 'COMPLETE' || project?.status === 'FAILED';
  if (ended) return { step: 5, indicatorStep: 6, completeSections, sections };
  const firstOpen = RESEARCH_SECTIONS.findIndex((name) => sections?.[name] !== 'COMPLETE');
  const step = firstOpen === -1 ? 5 : firstOpen + 2;
  return { step, indicatorStep: step, completeSections, sections };
}
