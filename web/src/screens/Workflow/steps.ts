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
 * its own section is complete, never because a later one already arrived (issue 13). `step` 6 means
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
