import styled from '@emotion/styled';
import { Button } from '../../components/Button.js';
import { CheckIcon, ClockIcon, FolderIcon, ZapIcon } from '../../components/icons.js';
import { relativeTime } from '../../components/projectFormat.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import type { ProjectFieldsFragment } from '../../generated/graphql.js';

const TIPS = ['Use descriptive, memorable names', 'Consider your target audience', 'Think about brandability', 'Keep it simple and clear'];

const TipList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    margin-top: 2px;
    flex-shrink: 0;
  }
`;

export function QuickTips() {
  return (
    <Card aria-labelledby="quick-tips-title">
      <CardHeader css={{ alignItems: 'center', marginBottom: 16 }}>
        <IconBubble tone="warning">
          <ZapIcon size={18} />
        </IconBubble>
        <CardTitle id="quick-tips-title">Quick Tips</CardTitle>
      </CardHeader>
      <TipList>
        {TIPS.map((tip) => (
          <li key={tip}>
            <CheckIcon size={16} />
            {tip}
          </li>
        ))}
      </TipList>
    </Card>
  );
}

const ProjectList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* minmax(0, …): a long project name is cut with an ellipsis instead of widening the card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

const ProjectRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ProjectText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ProjectName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ProjectTime = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space(4, 0)};
`;

/** The 3 newest projects, each loadable into the workflow. */
export function RecentProjects({
  projects,
  loading,
  onLoad,
}: {
  projects: ProjectFieldsFragment[];
  loading: boolean;
  onLoad: (project: ProjectFieldsFragment) => void;
}) {
  const newest = [...projects].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 3);
  return (
    <Card aria-labelledby="recent-projects-title">
      <CardHeader css={{ alignItems: 'center', marginBottom: 16 }}>
        <IconBubble>
          <FolderIcon size={18} />
        </IconBubble>
        <CardTitle id="recent-projects-title">Recent Projects</CardTitle>
      </CardHeader>
      {loading ? (
        <Empty>
          <SpinnerIcon diameter={18} aria-hidden="true" /> <span className="sr-only">Loading...</span>
        </Empty>
      ) : newest.length === 0 ? (
        <Empty>No projects yet</Empty>
      ) : (
        <ProjectList>
          {newest.map((project) => (
            <ProjectRow key={project.id}>
              <ProjectText>
                <ProjectName>{project.name}</ProjectName>
                <ProjectTime>
                  <ClockIcon size={12} />
                  {relativeTime(project.createdAt)}
                </ProjectTime>
              </ProjectText>
              <Button size="sm" variant="secondary" onClick={() => onLoad(project)} aria-label={`Load ${project.name}`}>
                Load
              </Button>
            </ProjectRow>
          ))}
        </ProjectList>
      )}
    </Card>
  );
}
