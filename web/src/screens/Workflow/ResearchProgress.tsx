import styled from '@emotion/styled';
import { AlertIcon, CheckIcon } from '../../components/icons.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui.js';
import type { ResearchResultsQuery, SectionStatus } from '../../generated/graphql.js';
import type { LiveMode } from './useResearchLive.js';
import { customerReason } from '@ideascope/shared';

type Results = ResearchResultsQuery['researchResults'];
type TickState = 'done' | 'running' | 'failed' | 'waiting';

const Ticks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Tick = styled.li<{ state: TickState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  border: 1px solid
    ${({ theme, state }) =>
      state === 'done' ? theme.colors.successSoftBorder : state === 'failed' ? theme.colors.dangerSoftBorder : theme.colors.border};
  background: ${({ theme, state }) =>
    state === 'done' ? theme.colors.successSoft : state === 'failed' ? theme.colors.dangerSoft : theme.colors.surface};
  color: ${({ theme, state }) =>
    state === 'done'
      ? theme.colors.successText
      : state === 'failed'
        ? theme.colors.dangerText
        : state === 'running'
          ? theme.colors.text
          : theme.colors.textSubtle};
`;

const Circle = styled.span`
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  flex-shrink: 0;
`;

function sectionState(status: SectionStatus | undefined): TickState {
  if (status === 'COMPLETE') return 'done';
  if (status === 'RUNNING') return 'running';
  if (status === 'FAILED') return 'failed';
  return 'waiting';
}

const UpdateNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const WaitNotes = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

/** Said quietly: how the progress reaches the screen while research runs. */
const LIVE_MODE_NOTES: Record<LiveMode, string | null> = {
  live: 'Live updates',
  polling: 'Live connection unavailable: checking for results every 5 seconds',
  idle: null,
};

const STATE_WORDS: Record<TickState, string> = { done: 'done', running: 'in progress', failed: 'failed', waiting: 'waiting' };

/** Five ticks: Description, Domains, Competitors, Keywords, Legal. */
export function ResearchProgress({
  hasDescription,
  results,
  completeSections,
  liveMode,
}: {
  hasDescription: boolean;
  results: Results | undefined;
  /** From workflowProgress (steps.ts), like the summary's step: the two never disagree. */
  completeSections: number;
  liveMode: LiveMode;
}) {
  const ticks: { label: string; state: TickState }[] = [
    { label: 'Description', state: hasDescription ? 'done' : 'running' },
    { label: 'Domains', state: sectionState(results?.sections.domains.status) },
    { label: 'Competitors', state: sectionState(results?.sections.competitors.status) },
    { label: 'Keywords', state: sectionState(results?.sections.keywords.status) },
    { label: 'Legal', state: sectionState(results?.sections.legal.status) },
  ];
  // A running section whose last try got no answer says what it waits for (e.g. the AI provider's rate limit).
  const waitNotes = (['domains', 'competitors', 'keywords', 'legal'] as const)
    .map((name, index) => ({ label: ticks[index + 1]!.label, name, section: results?.sections[name] }))
    .filter(({ section }) => section?.status === 'RUNNING' && section.error)
    .map(({ label, name, section }) => `${label}: ${customerReason(name, section!.error)}`);
  return (
    <Card aria-labelledby="research-progress-title">
      <CardHeader css={{ marginBottom: 16 }}>
        <div>
          <CardTitle id="research-progress-title">Research Progress</CardTitle>
          <CardDescription aria-live="polite">{completeSections} of 5 sections complete</CardDescription>
          {LIVE_MODE_NOTES[liveMode] ? <UpdateNote>{LIVE_MODE_NOTES[liveMode]}</UpdateNote> : null}
        </div>
      </CardHeader>
      <Ticks>
        {ticks.map(({ label, state }) => (
          <Tick key={label} state={state}>
            {state === 'done' ? (
              <CheckIcon size={16} />
            ) : state === 'running' ? (
              <SpinnerIcon diameter={16} aria-hidden="true" />
            ) : state === 'failed' ? (
              <AlertIcon size={16} />
            ) : (
              <Circle aria-hidden="true" />
            )}
            {label}
            <span className="sr-only">: {STATE_WORDS[state]}</span>
          </Tick>
        ))}
      </Ticks>
      {waitNotes.length > 0 ? (
        <WaitNotes aria-live="polite" data-testid="research-wait-notes">
          {waitNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </WaitNotes>
      ) : null}
    </Card>
  );
}
