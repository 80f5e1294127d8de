import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { SCORE_PARTS } from '@ideascope/shared';
import { Button } from '../../components/Button.js';
import { PlusIcon, SparklesIcon } from '../../components/icons.js';
import { formatDate, NOT_ENOUGH_EVIDENCE, scoreLabel } from '../../components/projectFormat.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { BasisBadge, DNS_ESTIMATE } from '../../components/Provenance.js';
import { Badge, Card, CardTitle, HeadingRow, Notice } from '../../components/ui.js';
import type { ProjectFieldsFragment } from '../../generated/graphql.js';

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
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  div > span:first-of-type {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
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

const Confidence = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EvidenceList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 2)};
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  /* The list's own label (a pseudo-element: a <ul> may only hold <li>s). */
  &::before {
    content: 'Evidence:';
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type ScoreEntryFields = NonNullable<ProjectFieldsFragment['scoreBreakdown']>['marketOpportunity'];

/** The records a part used: links when they have a page, else the label (the export holds the raw evidence). */
function EvidenceLinks({ evidence }: { evidence: ScoreEntryFields['evidence'] }) {
  if (!evidence || evidence.length === 0) return null;
  return (
    <EvidenceList aria-label="Evidence">
      {evidence.map((item, index) => (
        <li key={`${item.url ?? item.evidenceId ?? ''}-${index}`}>
          {item.url ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.label}
            </a>
          ) : (
            <span title={item.evidenceId ? `Evidence record ${item.evidenceId} (in the export)` : undefined}>{item.label}</span>
          )}
        </li>
      ))}
    </EvidenceList>
  );
}

/** No total: too little was measured. Which parts were, and what would measure the others. */
function NotEnoughEvidence({ assessment }: { assessment: NonNullable<ProjectFieldsFragment['scoreAssessment']> }) {
  return (
    <ScoreBox aria-label="Idea score" data-testid="not-enough-evidence">
      <ScoreHeadline>{NOT_ENOUGH_EVIDENCE}</ScoreHeadline>
      <Confidence>
        {assessment.measuredParts.length > 0
          ? `Measured so far: ${assessment.measuredParts.join(', ')} (${assessment.measuredPoints} of 100 points).`
          : 'Nothing about this idea has been measured yet.'}
      </Confidence>
      {assessment.missingEvidence.length > 0 ? (
        <>
          <Confidence as="h4" css={{ marginTop: 8, fontWeight: 600 }}>
            What would complete it
          </Confidence>
          <MissingList>
            {assessment.missingEvidence.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </MissingList>
        </>
      ) : null}
    </ScoreBox>
  );
}

const MissingList = styled.ul`
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function IdeaScore({ project }: { project: ProjectFieldsFragment }) {
  const assessment = project.scoreAssessment;
  if (assessment?.enoughEvidence === false && project.score == null) return <NotEnoughEvidence assessment={assessment} />;
  const label = scoreLabel(project.score, assessment?.labelCap);
  if (!label || project.score == null) return null;
  const breakdown = project.scoreBreakdown;
  return (
    <ScoreBox aria-label="Idea score">
      <ScoreHeadline>
        {project.score}
        <small>/ 100</small>
        <Badge tone={label.tone}>{label.label}</Badge>
        {assessment?.sample ? (
          <Badge tone="danger" data-testid="sample-score" title="The score rests on sample data from the offline generator, not research">
            Sample score
          </Badge>
        ) : null}
      </ScoreHeadline>
      {assessment ? (
        <Confidence data-testid="score-confidence">
          Confidence {assessment.confidence}%: {assessment.measuredPoints} of 100 points from measured data
        </Confidence>
      ) : null}
      {assessment?.labelCap ? (
        <Notice tone="warning" role="note" data-testid="score-label-cap" css={{ marginTop: 8, display: 'block' }}>
          {assessment.labelCap}
        </Notice>
      ) : null}
      {breakdown ? (
        <Breakdown>
          {SCORE_PARTS.map(({ key, label: partLabel, max }) => {
            const entry = breakdown[key];
            return (
              <BreakdownRow key={key} data-testid={`score-part-${key}`}>
                <div>
                  <span>
                    {partLabel} <BasisBadge basis={entry.basis} estimate={key === 'domainAvailability' ? DNS_ESTIMATE : undefined} />
                  </span>
                  <span>
                    {entry.score}/{max}
                  </span>
                </div>
                <Bar percent={Math.round((entry.score / max) * 100)} aria-hidden="true" />
                <p>{entry.reason}</p>
                <EvidenceLinks evidence={entry.evidence} />
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
      <HeadingRow>
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
      </HeadingRow>
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
