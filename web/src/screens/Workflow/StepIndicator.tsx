import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { AlertIcon, CheckIcon } from '../../components/icons.js';
import { workflowStepStates, type StepSections, type StepState } from './steps.js';

export const WORKFLOW_STEPS = ['Idea Description', 'Domain Check', 'Competitor Analysis', 'Keyword Research', 'Legal Research'] as const;

function itemColour(theme: Theme, state: StepState): string {
  return {
    completed: theme.colors.successText,
    current: theme.colors.primaryText,
    running: theme.colors.primaryText,
    failed: theme.colors.dangerText,
    upcoming: theme.colors.textSubtle,
  }[state];
}

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ state: StepState }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, state }) => (state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  color: ${({ theme, state }) => itemColour(theme, state)};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Dot = styled.span<{ state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.full};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* Still running: a dashed ring in the current step's colour, never the completed green. */
  border: 2px ${({ state }) => (state === 'running' ? 'dashed' : 'solid')}
    ${({ theme, state }) =>
      ({
        completed: theme.colors.success,
        current: theme.colors.primary,
        running: theme.colors.primary,
        failed: theme.colors.danger,
        upcoming: theme.colors.borderStrong,
      })[state]};
  background: ${({ theme, state }) =>
    state === 'completed'
      ? theme.colors.success
      : state === 'current'
        ? theme.colors.primarySoft
        : state === 'failed'
          ? theme.colors.dangerSoft
          : theme.colors.surface};
  color: ${({ theme, state }) =>
    state === 'completed' ? theme.colors.primaryContrast : state === 'upcoming' ? theme.colors.textSubtle : itemColour(theme, state)};
`;

const Name = styled.span`
  display: none;
  ${({ theme }) => theme.mq.sm} {
    display: inline;
  }
`;

/** Below 640 px the labels are hidden: the current step's name is said once under the dots. */
const CurrentStepCaption = styled.p`
  margin: ${({ theme }) => theme.space(-4, 0, 6)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryText};
  ${({ theme }) => theme.mq.sm} {
    display: none;
  }
`;

const STATE_WORDS: Record<StepState, string> = {
  completed: 'completed',
  current: 'current',
  running: 'in progress',
  failed: 'failed',
  upcoming: 'upcoming',
};

/**
 * The five workflow steps; completed, current, in progress, failed and upcoming look different (spec §2).
 * A step is ticked only once its own section is complete (steps.ts).
 */
export function StepIndicator({ step, sections }: { step: number; sections: StepSections | undefined }) {
  const states = workflowStepStates(step, sections);
  return (
    <nav aria-label="Research steps">
      <List>
        {WORKFLOW_STEPS.map((name, index) => {
          const number = index + 1;
          const state = states[index]!;
          return (
            <Item key={name} state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot state={state} aria-hidden="true">
                {state === 'completed' ? <CheckIcon size={16} /> : state === 'failed' ? <AlertIcon size={16} /> : number}
              </Dot>
              {/* The dot carries the number (a tick once done); the label is the step's name. */}
              <Name aria-hidden="true">{name}</Name>
              <span className="sr-only">{`Step ${number} ${name}, ${STATE_WORDS[state]}`}</span>
            </Item>
          );
        })}
      </List>
      {step <= WORKFLOW_STEPS.length ? (
        <CurrentStepCaption aria-hidden="true">
          Step {step}: {WORKFLOW_STEPS[step - 1]}
        </CurrentStepCaption>
      ) : null}
    </nav>
  );
}
