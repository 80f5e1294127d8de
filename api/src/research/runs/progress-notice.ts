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
}

/** The NOTIFY payload as the PgPubSub reads it: the topic id (the project) and the notice. */
export function progressPayload(notice: ProgressNotice): string {
  return JSON.stringify({ id: notice.projectId, payload: notice });
}
