import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu } from '../../components/ActionsMenu.js';
import { Button, ButtonLink } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmptyMessage, StackedTable, TableScroll } from '../../components/DataTable.js';
import { restFailureMessage, serverMessage } from '../../components/errors.js';
import { downloadProjectExport } from '../../components/exportProject.js';
import { CalendarIcon, EyeIcon } from '../../components/extraIcons.js';
import { Input } from '../../components/forms.js';
import { groupThousands } from '../../components/groupThousands.js';
import { CheckIcon, DownloadIcon, FolderIcon, LightbulbIcon, PlusIcon, SearchIcon, StarIcon, TrashIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { BasisBadge } from '../../components/Provenance.js';
import { reportExportActions } from '../../components/reportActions.js';
import { NOT_ENOUGH_EVIDENCE, relativeTime, scoreLabel, stepStatus } from '../../components/projectFormat.js';
import { LoadingState } from '../../components/Spinner.js';
import { StatCard, StatGrid } from '../../components/StatCard.js';
import { themed } from '../../components/themed.js';
import { Badge, Card, HeadingRow, PageHeader } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import {
  ProjectStatsDocument,
  useDeleteProjectMutation,
  useProjectStatsQuery,
  type MyIdeasProjectFragment,
} from '../../generated/graphql.js';
import { removeProjectFromCache } from './removeProjectFromCache.js';
import { forgetPreloaded, statsVariables as currentStatsVariables, wasPreloaded } from './firstLoad.js';
import { useMyIdeasProjects } from './useMyIdeasProjects.js';

const SearchBox = styled.div`
  position: relative;
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
  input {
    padding-left: 38px;
  }
`;

/** The first cell of a row (name and description): a css prop built once, not per row and render. */
const ideaCell = themed(
  (theme) => css`
    min-width: 220px;
    max-width: 420px;
    strong {
      display: block;
      font-weight: ${theme.fontWeights.semibold};
    }
    span {
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
      margin-top: ${theme.space(0.5)};
      font-size: ${theme.fontSizes.xs};
      color: ${theme.colors.textMuted};
    }
  `,
);

/** The other per-row styles, serialised once. */
const scoreCell = css({ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' });
const noWrap = css({ whiteSpace: 'nowrap' });
const alignRight = css({ textAlign: 'right' });

/**
 * On a phone each row is a card about 180 px tall: the cards below the screen are laid out and painted
 * when scrolled near, not with the first screen (the first page has 20).
 */
const ProjectsTable = styled(StackedTable)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    tbody tr {
      content-visibility: auto;
      contain-intrinsic-size: auto 180px;
    }
  }
`;

const EmptyState = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10, 4)};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const MoreRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CompactScore({
  score,
  sample,
  labelCap,
  notEnoughEvidence,
}: {
  score: number | null;
  sample: boolean;
  labelCap: string | null;
  notEnoughEvidence: string[] | null;
}) {
  // Too little was measured for one number: said in words, with what would complete it on hover.
  if (notEnoughEvidence) {
    return (
      <Badge tone="neutral" data-testid="not-enough-evidence" title={`What would complete it: ${notEnoughEvidence.join('; ')}`}>
        {NOT_ENOUGH_EVIDENCE}
      </Badge>
    );
  }
  const label = scoreLabel(score, labelCap);
  if (!label || score == null) return <span aria-label="No score">-</span>;
  // A score from sample data is marked where the row is read, not only in the report.
  return (
    <span css={scoreCell}>
      <Badge
        tone={sample ? 'neutral' : label.tone}
        title={sample ? 'Sample score: from sample data, not research' : (labelCap ?? label.label)}
      >
        {score}
      </Badge>
      {sample ? <BasisBadge basis="SAMPLE" /> : null}
    </span>
  );
}

/** /projects: every saved idea a page at a time, searched by the server, with view, export and delete. */
export default function MyIdeasScreen() {
  usePageTitle('My Ideas');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // The first visit of a page load may find its data preloaded beside the `me` check (preload.ts).
  const [preloaded] = useState(wasPreloaded);
  useEffect(forgetPreloaded, []);
  const [pendingDelete, setPendingDelete] = useState<MyIdeasProjectFragment | null>(null);
  // The confirmation dialog mounts with the first Delete and then stays (close() hands focus back):
  // the first screen does not render, style and lay out a closed dialog.
  const [deleteAsked, setDeleteAsked] = useState(false);
  if (pendingDelete !== null && !deleteAsked) setDeleteAsked(true);
  // The stat cards come from one server aggregate, not from adding up the loaded list.
  const statsVariables = currentStatsVariables();
  // Refetched on every visit: projects created or finished elsewhere change the figures.
  const statsQuery = useProjectStatsQuery({ variables: statsVariables, fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network' });
  const stats = statsQuery.data?.projectStats;
  const projects = useMyIdeasProjects(search, preloaded, stats?.totalProjects ?? null);
  const [deleteProject, deletion] = useDeleteProjectMutation({
    refetchQueries: [{ query: ProjectStatsDocument, variables: statsVariables }],
    awaitRefetchQueries: true,
  });
  // After a deletion the focus goes to the actions of the row that took the deleted one's place (the last row
  // when it was the last), else to the search field: the dialog cannot hand it back to the deleted row's menu.
  const rowsBody = useRef<HTMLTableSectionElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const deletedRow = useRef(0);
  function focusAfterDelete(): HTMLElement | null {
    const menus = rowsBody.current?.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]') ?? [];
    return menus[Math.min(deletedRow.current, menus.length - 1)] ?? searchField.current;
  }
  const noProjects = projects.noProjects || (stats?.totalProjects === 0 && !statsQuery.loading);

  async function loadMore() {
    try {
      await projects.loadMore();
    } catch (loadError) {
      notify.error('Error', serverMessage(loadError, 'Failed to load projects'));
    }
  }

  async function exportData(project: MyIdeasProjectFragment) {
    try {
      await downloadProjectExport(project.id);
      notify.success('Export Complete', 'Research data has been downloaded');
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Failed to export data'));
    }
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      const { id } = pendingDelete;
      deletedRow.current = Math.max(
        0,
        projects.rows.findIndex((row) => row.id === id),
      );
      await deleteProject({ variables: { id }, update: (cache) => removeProjectFromCache(cache, id) });
      notify.success('Project Deleted', `${pendingDelete.name} has been deleted.`);
      setPendingDelete(null);
    } catch (deleteError) {
      notify.error('Error', serverMessage(deleteError, 'Failed to delete project'));
    }
  }

  return (
    <>
      <PageHeader>
        <HeadingRow>
          <div>
            <h1>My Ideas</h1>
            <p>Every idea you have researched, in one place.</p>
          </div>
          <ButtonLink to="/">
            <PlusIcon size={16} />
            New Idea
          </ButtonLink>
        </HeadingRow>
      </PageHeader>
      <StatGrid>
        <StatCard label="Total Projects" value={stats?.totalProjects ?? 0} icon={<FolderIcon />} />
        <StatCard label="Completed" value={stats?.completed ?? 0} icon={<CheckIcon />} tone="success" />
        <StatCard label="This Month" value={stats?.thisMonth ?? 0} icon={<CalendarIcon />} tone="warning" />
        <StatCard label="Avg Score" value={stats?.averageScore ?? '—'} icon={<StarIcon />} />
      </StatGrid>
      <Card aria-label="Projects">
        <SearchBox>
          <SearchIcon size={16} />
          <Input
            type="search"
            placeholder="Search projects..."
            aria-label="Search projects"
            ref={searchField}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </SearchBox>
        {projects.loading ? (
          <LoadingState />
        ) : projects.error && projects.rows.length === 0 ? (
          <EmptyMessage role="alert">{serverMessage(projects.error, 'Failed to load projects')}</EmptyMessage>
        ) : noProjects ? (
          <EmptyState>
            <LightbulbIcon size={32} />
            <h2>No projects yet</h2>
            <p>Describe your first business idea and get research in minutes.</p>
            <ButtonLink to="/">Get Started</ButtonLink>
          </EmptyState>
        ) : projects.rows.length === 0 ? (
          projects.settled ? (
            <EmptyMessage>No projects match your search</EmptyMessage>
          ) : (
            <LoadingState />
          )
        ) : (
          <>
            <TableScroll label="Projects table">
              <ProjectsTable>
                <thead>
                  <tr>
                    <th scope="col">Idea Name</th>
                    <th scope="col">Category</th>
                    <th scope="col">Status</th>
                    <th scope="col">Score</th>
                    <th scope="col">Created</th>
                    <th scope="col" css={alignRight}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody ref={rowsBody}>
                  {projects.rows.map((project) => {
                    const status = stepStatus(project.currentStep, project.status);
                    return (
                      <tr key={project.id}>
                        <td css={ideaCell}>
                          <strong>{project.name}</strong>
                          {project.description ? <span>{project.description}</span> : null}
                        </td>
                        <td data-label="Category">{project.category ?? '-'}</td>
                        <td data-label="Status">
                          <Badge tone={status.tone}>{status.label}</Badge>
                        </td>
                        <td data-label="Score">
                          <CompactScore
                            score={project.score}
                            sample={project.scoreAssessment?.sample ?? false}
                            labelCap={project.scoreAssessment?.labelCap ?? null}
                            notEnoughEvidence={
                              project.scoreAssessment?.enoughEvidence === false ? project.scoreAssessment.missingEvidence : null
                            }
                          />
                        </td>
                        <td data-label="Created" css={noWrap}>
                          {relativeTime(project.createdAt)}
                        </td>
                        <td css={alignRight}>
                          <ActionsMenu
                            label={`Actions for ${project.name}`}
                            actions={[
                              {
                                label: 'View Project',
                                icon: <EyeIcon size={16} />,
                                onSelect: () => navigate(`/?project=${encodeURIComponent(project.id)}`),
                              },
                              { label: 'Export Data', icon: <DownloadIcon size={16} />, onSelect: () => void exportData(project) },
                              ...reportExportActions(project),
                              { label: 'Delete', icon: <TrashIcon size={16} />, danger: true, onSelect: () => setPendingDelete(project) },
                            ]}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </ProjectsTable>
            </TableScroll>
            {projects.hasMore || (projects.totalCount !== null && projects.totalCount > projects.rows.length) ? (
              <MoreRow>
                {projects.totalCount !== null ? (
                  <span aria-live="polite">
                    Showing {groupThousands(projects.rows.length)} of {groupThousands(projects.totalCount)}
                  </span>
                ) : null}
                {projects.hasMore ? (
                  <Button variant="secondary" size="sm" disabled={projects.loadingMore} onClick={() => void loadMore()}>
                    {projects.loadingMore ? 'Loading...' : 'Load more'}
                  </Button>
                ) : null}
              </MoreRow>
            ) : null}
          </>
        )}
      </Card>
      {deleteAsked ? (
        <ConfirmDialog
          open={pendingDelete !== null}
          title="Delete project?"
          message={
            pendingDelete ? `"${pendingDelete.name}" and all of its research and website will be deleted. This cannot be undone.` : ''
          }
          confirmLabel="Delete"
          busy={deletion.loading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
          focusAfterClose={focusAfterDelete}
        />
      ) : null}
    </>
  );
}
