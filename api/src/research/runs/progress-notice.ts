/** The stages a progress event names (contract enum ResearchStage, lowercase here). */
export type ResearchStageName = 'description' | 'domains' | 'competitors' | 'keywords' | 'legal' | 'score';
export type StagePhaseName = 'started' | 'finished' | 'failed';

/** LISTEN/NOTIFY channel of research progress; every process listens on one connection. */
export const RESEARCH_PROGRESS_CHANNEL = 'research_progress';

/**
 * What travels through NOTIFY: ids only (far below PostgreSQL's 8000-byte payload limit).
 * Subscribers read the data itself from the database, so an event can never be too large.
 */
export interface ProgressNotice {
  projectId: string;
  runId: string;
  stage: ResearchStageName;
  phase: StagePhaseName;
  /** The project's step and status as the event's own write left them (absent on a deletion notice). */
  currentStep?: number;
  projectStatus?: string;
}

const STAGES: readonly ResearchStageName[] = ['description', 'domains', 'competitors', 'keywords', 'legal', 'score'];
const PHASES: readonly StagePhaseName[] = ['started', 'finished', 'failed'];

/**
 * The NOTIFY payload built in SQL, inside the statement that writes, from a projects row (or a
 * CTE returning id, current_run_id, current_step, status): the step and status are the ones this
 * write produced.
 */
export function progressPayloadSql(project: string, stage: ResearchStageName | { column: string }, phase: StagePhaseName): string {
  const stageSql = typeof stage === 'string' ? `'${stage}'` : stage.column;
  const valid =
    (typeof stage === 'string' ? STAGES.includes(stage) : /^[a-z_.]+$/.test(stage.column)) &&
    PHASES.includes(phase) &&
    /^[a-z_]+$/.test(project);
  if (!valid) throw new Error(`invalid progress notice ${JSON.stringify(stage)}/${phase}`);
  return `json_build_object('id', ${project}.id, 'payload', json_build_object('projectId', ${project}.id, 'runId', ${project}.current_run_id,
    'stage', ${stageSql}, 'phase', '${phase}', 'currentStep', ${project}.current_step, 'projectStatus', ${project}.status))::text`;
}

/** The same payload built in JavaScript, for notices without a run (a deleted project). */
export function progressPayload(notice: ProgressNotice): string {
  return JSON.stringify({ id: notice.projectId, payload: notice });
}
