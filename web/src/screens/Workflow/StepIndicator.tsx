import styled from '@emotion/styled';
import { CheckIcon } from '../../components/icons.js';

export const WORKFLOW_STEPS = ['Idea Description', 'Domain Check', 'Competitor Analysis', 'Keyword Research', 'Legal Research'] as const;

type StepState = 'completed' | 'current' | 'upcoming';

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
  color: ${({ theme, state }) =>
    state === 'upcoming' ? theme.colors.textSubtle : state === 'current' ? theme.colors.primaryText : theme.colors.successText};
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
  border: 2px solid
    ${({ theme, state }) =>
      state === 'completed' ? theme.colors.success : state === 'current' ? theme.colors.primary : theme.colors.borderStrong};
  background: ${({ theme, state }) =>
    state === 'completed' ? theme.colors.success : state === 'current' ? theme.colors.primarySoft : theme.colors.surface};
  color: ${({ theme, state }) =>
    state === 'completed' ? theme.colors.primaryContrast : state === 'current' ? theme.colors.primaryText : theme.colors.textSubtle};
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

/** The five workflow steps; completed, current and upcoming look different (spec §2). */
export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Research steps">
      <List>
        {WORKFLOW_STEPS.map((name, index) => {
          const number = index + 1;
          const state: StepState = number < step ? 'completed' : number === step ? 'current' : 'upcoming';
          return (
            <Item key={name} state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot state={state} aria-hidden="true">
                {state === 'completed' ? <CheckIcon size={16} /> : number}
              </Dot>
              {/* The dot carries the number (a tick once done); the label is the step's name. */}
              <Name aria-hidden="true">{name}</Name>
              <span className="sr-only">{`Step ${number} ${name}, ${state}`}</span>
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
