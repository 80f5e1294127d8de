import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button.js';
import { PlusIcon, SparklesIcon } from '../../components/icons.js';
import { formatDate, scoreLabel } from '../../components/projectFormat.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardTitle } from '../../components/ui.js';
import type { ProjectFieldsFragment } from '../../generated/graphql.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4, 0)};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Notes = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ScoreBox = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const ScoreHeadline = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  small {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSubtle};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Breakdown = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3, 0, 0)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const BreakdownRow = styled.li`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Reasons can name a long domain: break it rather than widen the card. */
  overflow-wrap: anywhere;
  div {
    display: flex;
    justify-content: space-between;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Bar = styled.span<{ percent: number }>`
  display: block;
  height: 6px;
  margin-top: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ percent }) => percent}%,
    ${({ theme }) => theme.colors.surfaceMuted} ${({ percent }) => percent}%
  );
`;

/** Spec §3 breakdown maxima. */
const BREAKDOWN_PARTS = [
  { key: 'marketOpportunity', label: 'Market Opportunity', max: 25 },
  { key: 'competitionLevel', label: 'Competition Level', max: 20 },
  { key: 'domainAvailability', label: 'Domain Availability', max: 10 },
  { key: 'keywordOpportunity', label: 'Keyword Opportunity', max: 15 },
  { key: 'legalRisk', label: 'Legal Risk', max: 10 },
  { key: 'businessViability', label: 'Business Viability', max: 20 },
] as const;

function IdeaScore({ project }: { project: ProjectFieldsFragment }) {
  const label = scoreLabel(project.score);
  if (!label || project.score == null) return null;
  const breakdown = project.scoreBreakdown;
  return (
    <ScoreBox aria-label="Idea score">
      <ScoreHeadline>
        {project.score}
        <small>/ 100</small>
        <Badge tone={label.tone}>{label.label}</Badge>
      </ScoreHeadline>
      {breakdown ? (
        <Breakdown>
          {BREAKDOWN_PARTS.map(({ key, label: partLabel, max }) => {
            const entry = breakdown[key];
            return (
              <BreakdownRow key={key}>
                <div>
                  <span>{partLabel}</span>
                  <span>
                    {entry.score}/{max}
                  </span>
                </div>
                <Bar percent={Math.round((entry.score / max) * 100)} aria-hidden="true" />
                <p>{entry.reason}</p>
              </BreakdownRow>
            );
          })}
        </Breakdown>
      ) : null}
    </ScoreBox>
  );
}

export function ProjectSummary({
  project,
  step,
  onEdit,
  onStartNew,
  focusHeading = false,
  onHeadingFocused,
}: {
  project: ProjectFieldsFragment;
  step: number;
  onEdit: () => void;
  onStartNew: () => void;
  /** Move the focus to the project name (the view just replaced the one the user confirmed in). */
  focusHeading?: boolean;
  onHeadingFocused?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    onHeadingFocused?.();
  }, [focusHeading, onHeadingFocused]);
  const researching = project.status === 'RESEARCHING' || project.status === 'DRAFT';
  return (
    <Card aria-labelledby="project-summary-title">
      <Header>
        <div css={{ minWidth: 0, flex: '1 1 320px' }}>
          <CardTitle id="project-summary-title" ref={heading} tabIndex={-1} css={{ fontSize: '1.25rem' }}>
            {project.name}
          </CardTitle>
          {project.description ? <Description>{project.description}</Description> : null}
        </div>
        <Buttons>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <SparklesIcon size={16} />
            Edit &amp; Refine
          </Button>
          <Button variant="ghost" size="sm" onClick={onStartNew}>
            <PlusIcon size={16} />
            Start New Idea
          </Button>
        </Buttons>
      </Header>
      <Meta>
        <div>
          <dt>Category</dt>
          <dd>{project.category ?? 'Uncategorised'}</dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd>Step {step} of 5</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(project.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {researching ? (
              <>
                <SpinnerIcon diameter={14} aria-hidden="true" />
                Researching...
              </>
            ) : project.status === 'FAILED' ? (
              <Badge tone="danger">Research failed</Badge>
            ) : (
              <Badge tone="success">Complete</Badge>
            )}
          </dd>
        </div>
      </Meta>
      {project.notes ? <Notes>{project.notes}</Notes> : null}
      <IdeaScore project={project} />
    </Card>
  );
}
