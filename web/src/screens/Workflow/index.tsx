import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client';
import { Button } from '../../components/Button.js';
import { restFailureMessage, serverMessage } from '../../components/errors.js';
import { downloadProjectExport } from '../../components/exportProject.js';
import { ActionsMenu } from '../../components/ActionsMenu.js';
import { reportExportActions } from '../../components/reportActions.js';
import { SaveIcon } from '../../components/extraIcons.js';
import { DownloadIcon } from '../../components/icons.js';
import { useFocusAfter } from '../../components/focusAfter.js';
import { takeHeadingFocusRequest } from '../../components/headingFocus.js';
import { notify } from '../../components/notify.js';
import { notifyPlanLimitOr } from '../../components/planLimit.js';
import { peekPendingIdea, pendingIdeaForm, pendingIdeaToastBody, takePendingIdea } from '../../components/pendingIdea.js';
import { CATEGORY_OPTIONS, readPreferences } from '../../components/preferences.js';
import { researchOptionsInput } from '../../components/researchSettings.js';
import { LoadingState } from '../../components/Spinner.js';
import { HeadingRow, PageHeader, Stack } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import {
  AiStatusDocument,
  ProjectsDocument,
  ResearchResultsDocument,
  WebsiteStatusDocument,
  useCreateProjectMutation,
  useGenerateIdeaDescriptionMutation,
  useProjectQuery,
  useProjectsQuery,
  useResearchResultsQuery,
  useStartResearchMutation,
  useUpdateProjectMutation,
  type ProjectFieldsFragment,
  type ResearchResultsQuery,
} from '../../generated/graphql.js';
import { useSession } from '../../app/session.js';
import {
  agreeOnCategory,
  clearIdeaDraft,
  followForm,
  isOwnWords,
  projectInput,
  regenerated,
  readIdeaDraft,
  sameIdeaDraft,
  watchIdeaDraftElsewhere,
  writeIdeaDraft,
  type StoredIdeaDraft,
} from './draft.js';
import { DraftConflictNotice } from './DraftConflictNotice.js';
import { DescriptionCard, IdeaForm, ReplaceDraftNotice, type DraftDescription, type IdeaFormValues } from './IdeaForm.js';
import { ProjectSummary } from './ProjectSummary.js';
import { ResearchProgress } from './ResearchProgress.js';
import { ResultsOverview } from './ResultsOverview.js';
import { QuickTips, RecentProjects } from './SidePanels.js';
import { StepIndicator } from './StepIndicator.js';
import { workflowProgress, type StepSections } from './steps.js';
import { useResearchLive } from './useResearchLive.js';
import { EVERY_READ_ASKS_THE_SERVER } from './freshReads.js';
import { WebsiteGenerator } from './WebsiteGenerator.js';
import { DemandTestPanel } from './DemandTest/DemandTestPanel.js';

const HeaderButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StepOneGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

type Results = ResearchResultsQuery['researchResults'];

const emptyForm = (): IdeaFormValues => ({ name: '', category: readPreferences().defaultCategory, notes: '' });

/** Each research section's status, for the step indicator (a step is ticked only when its section is complete). */
function sectionStatuses(results: Results | undefined): StepSections | undefined {
  if (!results) return undefined;
  const { domains, competitors, keywords, legal } = results.sections;
  return { domains: domains.status, competitors: competitors.status, keywords: keywords.status, legal: legal.status };
}

/** / (signed in): the idea research workflow of spec §2. */
export default function WorkflowScreen() {
  usePageTitle('New Idea');
  // The open project lives in the URL (?project=<id>), so a reload, Back/Forward and My Ideas' "View Project" keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = searchParams.get('project');
  /** The project whose name, category and notes the form holds (loaded or created here). */
  const formProject = useRef<string | null>(null);
  const [editing, setEditing] = useState(false);
  const userId = useSession().viewer?.id ?? null;
  // A new idea's unconfirmed form and description survive a reload (unless a project or a landing idea is opening).
  const [restored] = useState<StoredIdeaDraft | null>(() => (!projectId && userId && !peekPendingIdea() ? readIdeaDraft(userId) : null));
  const [form, setForm] = useState<IdeaFormValues>(() => restored?.form ?? emptyForm());
  const [draft, setDraft] = useState<DraftDescription | null>(() => restored?.draft ?? null);
  /** A model's new draft awaiting the user's choice: it would replace a description they edited. */
  const [offered, setOffered] = useState<{ draft: DraftDescription; category: string } | null>(null);
  const apollo = useApolloClient();
  const [exporting, setExporting] = useState(false);
  /** Another tab saved a different draft (or none) while this one holds a new idea. */
  const [draftConflict, setDraftConflict] = useState<{ theirs: StoredIdeaDraft | null } | null>(null);
  /** After confirming, the project summary (the new view) takes the focus. */
  const [focusSummary, setFocusSummary] = useState(false);
  const mainHeading = useRef<HTMLHeadingElement>(null);
  /** Edit & Refine, Start New Idea and Discard Draft take their button away: the idea form's heading takes the focus. */
  const formFocus = useFocusAfter<HTMLHeadingElement>();

  // Just signed up or in: focus the heading of this view, which replaced the account form.
  useEffect(() => {
    if (takeHeadingFocusRequest()) mainHeading.current?.focus();
  }, []);

  const projectsQuery = useProjectsQuery({ context: EVERY_READ_ASKS_THE_SERVER });
  const projectQuery = useProjectQuery({ variables: { id: projectId ?? '' }, skip: !projectId, context: EVERY_READ_ASKS_THE_SERVER });
  const project = projectId ? (projectQuery.data?.project ?? null) : null;
  const active = project?.status === 'RESEARCHING';
  const live = useResearchLive(projectId, active);
  const resultsQuery = useResearchResultsQuery({
    variables: { projectId: projectId ?? '' },
    skip: !projectId,
    pollInterval: live.pollInterval,
    context: EVERY_READ_ASKS_THE_SERVER,
  });
  // The project itself (step, status, score) is polled alongside the results when the socket is down.
  useEffect(() => {
    if (live.pollInterval) projectQuery.startPolling(live.pollInterval);
    else projectQuery.stopPolling();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.pollInterval]);
  const results = projectId ? resultsQuery.data?.researchResults : undefined;

  const refetchAfterProjectChange = [{ query: ProjectsDocument }];
  const [generateDescription, generation] = useGenerateIdeaDescriptionMutation();
  const [createProject, creation] = useCreateProjectMutation({ refetchQueries: refetchAfterProjectChange });
  const [updateProject, update] = useUpdateProjectMutation({ refetchQueries: refetchAfterProjectChange });
  const [startResearch, starting] = useStartResearchMutation();

  // One reading of the research's progress for the summary's 'Step N of 5', the step indicator and the progress card.
  const progress = workflowProgress(project, sectionStatuses(results));
  const step = !projectId || editing || !project ? 1 : progress.step;

  /** Describes the idea; the answer is the new description unless it would throw away what the user wrote (see regenerated). */
  async function generate(values: IdeaFormValues = form): Promise<DraftDescription | null> {
    const name = values.name.trim();
    if (!name) return null;
    const notes = values.notes.trim();
    try {
      const { data } = await generateDescription({
        variables: { input: { name, ...(values.category ? { category: values.category } : {}), ...(notes ? { notes } : {}) } },
      });
      if (!data) return null;
      // The Category select and the description card agree (the select follows the proposed category).
      const agreed = agreeOnCategory(values, { ...data.generateIdeaDescription, notes: notes || null }, CATEGORY_OPTIONS);
      const outcome = regenerated(current.current.draft, agreed.draft);
      if (outcome.kind === 'ask') {
        setOffered({ draft: outcome.draft, category: agreed.form.category });
        return outcome.draft;
      }
      setOffered(null);
      setDraft(outcome.draft);
      // The select follows the category of the description shown (a kept draft already follows the form).
      if (outcome.draft.category === agreed.draft.category && agreed.form.category !== values.category) {
        setForm((now) => ({ ...now, category: agreed.form.category }));
      }
      if (outcome.kind === 'keep' && outcome.kept) {
        notify.info('Your description is kept', 'No new AI draft is available just now, so the text you have stays as it is.');
      }
      return outcome.draft;
    } catch (error) {
      notify.error('Error', serverMessage(error, 'Failed to generate description'));
      return null;
    }
  }

  function takeOfferedDraft() {
    if (!offered) return;
    setDraft(offered.draft);
    if (offered.category !== form.category) setForm((now) => ({ ...now, category: offered.category }));
    setOffered(null);
  }

  // An offer is about the description on screen: it goes when that does (confirmed, discarded, edit cancelled).
  useEffect(() => {
    if (!draft) setOffered(null);
  }, [draft]);

  // A pending idea from the landing page is consumed once: removed, then described (spec §4).
  const pendingHandled = useRef(false);
  useEffect(() => {
    if (pendingHandled.current) return;
    pendingHandled.current = true;
    const idea = takePendingIdea();
    if (!idea) return;
    // The idea becomes a short name (at most 120 characters) with the whole text as notes, whatever its length.
    const values = { ...pendingIdeaForm(idea), category: 'SaaS/Software' };
    setForm(values);
    // The toast says what happens: a model drafts the description, or (none configured) the form holds the user's words.
    let announced: 'drafting' | 'drafted' | 'own' | null = null;
    let described = false;
    const announce = (description: 'drafting' | 'drafted' | 'own') => {
      announced = description;
      notify.info('Research Started!', pendingIdeaToastBody(description));
    };
    void apollo
      .query({ query: AiStatusDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!described && announced === null) announce(data.aiStatus.state === 'NO_KEY' ? 'own' : 'drafting');
      })
      .catch(() => undefined);
    void generate(values).then((answer) => {
      described = true;
      if (!answer) return;
      const own = isOwnWords(answer);
      // Said before the answer came: corrected when no model wrote it after all.
      if (announced === null) announce(own ? 'own' : 'drafted');
      else if (announced === 'drafting' && own) announce('own');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The new idea being written (no project open, not editing one) is kept until confirmed or discarded.
  // formProject is checked too: between confirming and the URL naming the new project, the form holds that
  // project, not a draft (saving it then brought the confirmed idea back on a reload).
  useEffect(() => {
    // While another tab's change is unanswered nothing is written: the user chooses which version stays.
    if (!userId || projectId || editing || formProject.current || draftConflict) return;
    writeIdeaDraft(userId, { form, draft });
  }, [userId, projectId, editing, form, draft, draftConflict]);

  // Two tabs writing new ideas: a change saved by the other tab is never taken over or overwritten silently.
  const current = useRef({ form, draft, projectId, editing });
  current.current = { form, draft, projectId, editing };
  useEffect(() => {
    if (!userId) return undefined;
    return watchIdeaDraftElsewhere(userId, (theirs) => {
      const here = current.current;
      if (here.projectId || here.editing || formProject.current) return;
      const ours: StoredIdeaDraft = { form: here.form, draft: here.draft };
      const oursEmpty = !ours.draft && !ours.form.name.trim() && !ours.form.notes.trim();
      // A tab with nothing written has nothing to lose; it speaks up once it writes (the other tab then sees the notice).
      if (oursEmpty || sameIdeaDraft(ours, theirs)) setDraftConflict(null);
      else setDraftConflict({ theirs });
    });
  }, [userId]);

  function resolveDraftConflict(keep: 'ours' | 'theirs') {
    if (!draftConflict || !userId) return;
    if (keep === 'theirs') {
      setForm(draftConflict.theirs?.form ?? emptyForm());
      setDraft(draftConflict.theirs?.draft ?? null);
    } else {
      writeIdeaDraft(userId, { form, draft });
    }
    setDraftConflict(null);
  }

  // Back on this tab: the open project is read again, as another tab may have edited or restarted it
  // (the one refetch on focus, targeted at this project; spec §4 otherwise leaves cached data alone).
  useEffect(() => {
    if (!projectId) return undefined;
    const refreshOnReturn = () => {
      if (document.visibilityState !== 'visible') return;
      void projectQuery.refetch().catch(() => undefined);
      void resultsQuery.refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', refreshOnReturn);
    return () => document.removeEventListener('visibilitychange', refreshOnReturn);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId]);

  function discardDraft() {
    formFocus.request();
    setDraft(null);
    setForm(emptyForm());
    if (userId) clearIdeaDraft(userId);
  }

  function openProject(id: string) {
    if (id !== projectId) setSearchParams({ project: id });
  }

  function loadProject(loaded: ProjectFieldsFragment) {
    formProject.current = loaded.id;
    openProject(loaded.id);
    setEditing(false);
    setDraft(null);
    setForm({ name: loaded.name, category: loaded.category ?? '', notes: loaded.notes ?? '' });
    notify.success('Project Loaded', `${loaded.name} is ready to review.`);
  }

  // The URL changed (a link, reload, Back/Forward): leave edit mode; no project means a new idea.
  const previousProjectId = useRef(projectId);
  useEffect(() => {
    if (previousProjectId.current === projectId) return;
    previousProjectId.current = projectId;
    setEditing(false);
    setDraft(null);
    if (!projectId && formProject.current) {
      formProject.current = null;
      setForm(emptyForm());
    }
  }, [projectId]);

  // A project in the URL that this screen did not open itself is loaded once it arrives.
  useEffect(() => {
    if (!projectId || formProject.current === projectId) return;
    const loaded = projectQuery.data?.project;
    if (loaded?.id === projectId) loadProject(loaded);
    else if (projectQuery.error) {
      notify.error('Error', serverMessage(projectQuery.error, 'Project not found'));
      setSearchParams({}, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, projectQuery.data, projectQuery.error]);

  async function startResearchFor(id: string) {
    try {
      await startResearch({
        variables: { projectId: id, options: researchOptionsInput() },
        refetchQueries: [{ query: WebsiteStatusDocument, variables: { projectId: id } }],
      });
      notify.success('Research Started', 'Comprehensive research has been initiated');
    } catch (error) {
      notify.error('Error', serverMessage(error, 'Failed to start research'));
    }
  }

  async function confirm() {
    if (!draft) return;
    const input = projectInput(draft);
    if (editing && projectId) {
      try {
        await updateProject({
          variables: { id: projectId, input, options: researchOptionsInput() },
          // The website card is unmounted while editing: fetch its status now, or its "data has changed" alert waits for a reload.
          refetchQueries: [
            ...refetchAfterProjectChange,
            { query: ResearchResultsDocument, variables: { projectId } },
            { query: WebsiteStatusDocument, variables: { projectId } },
          ],
        });
      } catch (error) {
        notify.error('Error', serverMessage(error, 'Failed to update project'));
        return;
      }
      // Spec §8 has both: the update's own toast, then the restart's (one toast at a time, so the restart's stays).
      notify.success('Project updated successfully');
      setEditing(false);
      setDraft(null);
      setFocusSummary(true);
      notify.success('Project Updated', 'your project has been updated and research restarted!');
      return;
    }
    let created: ProjectFieldsFragment | undefined;
    try {
      const { data } = await createProject({ variables: { input, options: researchOptionsInput() } });
      created = data?.createProject;
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Error', serverMessage(error, 'Failed to create project')));
      return;
    }
    if (!created) return;
    notify.success('Project created successfully');
    if (userId) clearIdeaDraft(userId);
    formProject.current = created.id;
    openProject(created.id);
    setFocusSummary(true);
    setDraft(null);
    await startResearchFor(created.id);
  }

  function editProject() {
    if (!project) return;
    formFocus.request();
    setEditing(true);
    setForm({ name: project.name, category: project.category ?? '', notes: project.notes ?? '' });
    setDraft({
      name: project.name,
      category: project.category ?? '',
      description: project.description ?? '',
      targetMarket: project.targetMarket ?? '',
      keyFeatures: project.keyFeatures,
      source: null,
      notes: project.notes,
    });
  }

  function editForm(values: IdeaFormValues) {
    setDraft((current) => followForm(current, form, values));
    setForm(values);
  }

  function startNewIdea() {
    formFocus.request();
    setEditing(false);
    setDraft(null);
    setForm(emptyForm());
    // Now, not in the effect: a reload can come before the URL change renders.
    if (userId) clearIdeaDraft(userId);
    formProject.current = null;
    setSearchParams({});
  }

  async function exportResults() {
    if (!projectId) return;
    setExporting(true);
    try {
      await downloadProjectExport(projectId);
      notify.success('Export Complete', 'Research data has been downloaded');
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Failed to export data'));
    } finally {
      setExporting(false);
    }
  }

  const hasProject = Boolean(project);
  const showStepOne = step === 1;

  return (
    <>
      <PageHeader>
        <HeadingRow>
          <div>
            <h1 ref={mainHeading} tabIndex={-1}>
              Idea Research
            </h1>
            <p>Describe your idea, confirm the description and watch the research arrive.</p>
          </div>
          <HeaderButtons>
            <Button variant="secondary" onClick={exportResults} disabled={!hasProject || exporting}>
              <DownloadIcon size={16} />
              Export Results
            </Button>
            {project ? <ActionsMenu label="More export formats" actions={reportExportActions(project)} /> : null}
            <Button onClick={() => notify.success('Project Saved', 'Your research has been saved successfully')} disabled={!hasProject}>
              <SaveIcon size={16} />
              Save Project
            </Button>
          </HeaderButtons>
        </HeadingRow>
      </PageHeader>
      {/* A finished project shows every step as completed. */}
      <StepIndicator step={step > 1 ? progress.indicatorStep : step} sections={step > 1 ? progress.sections : undefined} />
      {projectId && !project && !editing ? (
        <LoadingState label="Loading project..." />
      ) : showStepOne ? (
        <StepOneGrid>
          <Stack gap={6}>
            {draftConflict ? (
              <DraftConflictNotice
                theirs={draftConflict.theirs}
                onUseTheirs={() => resolveDraftConflict('theirs')}
                onKeepOurs={() => resolveDraftConflict('ours')}
              />
            ) : null}
            <IdeaForm
              values={form}
              onChange={editForm}
              onGenerate={() => void generate()}
              generating={generation.loading}
              editing={editing}
              onDiscard={draft || form.name.trim() || form.notes.trim() ? discardDraft : null}
              onCancelEdit={() => {
                setEditing(false);
                setDraft(null);
                // Back to the project summary, whose name takes the focus (as after confirming).
                setFocusSummary(true);
              }}
              headingRef={formFocus.target}
            />
            {draft && offered ? <ReplaceDraftNotice onUseNew={takeOfferedDraft} onKeepMine={() => setOffered(null)} /> : null}
            {draft ? (
              <DescriptionCard
                draft={draft}
                onChange={setDraft}
                onConfirm={confirm}
                confirming={creation.loading || update.loading || starting.loading}
                editing={editing}
              />
            ) : null}
          </Stack>
          <Stack gap={6}>
            <QuickTips />
            <RecentProjects projects={projectsQuery.data?.projects ?? []} loading={projectsQuery.loading} onLoad={loadProject} />
          </Stack>
        </StepOneGrid>
      ) : project ? (
        <Stack gap={6}>
          <ProjectSummary
            project={project}
            step={step}
            onEdit={editProject}
            onStartNew={startNewIdea}
            focusHeading={focusSummary}
            onHeadingFocused={() => setFocusSummary(false)}
          />
          <ResearchProgress
            hasDescription={Boolean(project.description)}
            results={results}
            completeSections={progress.completeSections}
            liveMode={live.mode}
          />
          <ResultsOverview key={project.id} results={results} />
          <WebsiteGenerator projectId={project.id} projectName={project.name} />
          <DemandTestPanel projectId={project.id} marketReason={project.scoreBreakdown?.marketOpportunity.reason ?? null} />
        </Stack>
      ) : null}
    </>
  );
}
