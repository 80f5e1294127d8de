import type { Sql } from '../jobs/sql.js';

/** What the user wrote about the idea, as a project stores it and every research stage reads it. */
export interface IdeaFields {
  name: string;
  category: string | null;
  description: string;
  targetMarket: string | null;
  keyFeatures: string[];
  notes: string | null;
}

/** A new project's row, written in one statement with its first research run. */
export interface NewProject extends IdeaFields {
  id: string;
  ownerId: string;
}

/**
 * What creating, editing, restarting and deleting a project ask of its research. research/runs/project-runs.ts
 * provides it and the composition root hands it to ProjectService: research reads and writes projects, never the reverse.
 */
export interface ProjectResearch {
  /** A run with the research options the viewer chose (a bad one is BAD_INPUT), checked before anything is written. */
  newRun(rawOptions: unknown, plan: string | null | undefined): NewResearchRun;
  /**
   * The NOTIFYs a project's deletion sends in its statement: open progress subscriptions re-check access, and end;
   * a run of it still at its stages, in any worker process, stops before its next outside call.
   */
  deletionNotices(projectId: string): Array<{ channel: string; payload: string }>;
}

/** A research run not written yet. Each write runs inside the caller's transaction, under the owner's lock. */
export interface NewResearchRun {
  /** Inserts the project with this run (current, queued) and its sections, and enqueues the run's job; the project's row. */
  createWithProject(sql: Sql, project: NewProject): Promise<Record<string, unknown>>;
  /**
   * Makes this run current and enqueues its job, unless a run is active and `supersede` is false (that run is kept).
   * A superseded run still at its stages, in any worker process, stops before its next outside call.
   */
  start(sql: Sql, projectId: string, supersede: boolean): Promise<void>;
}
