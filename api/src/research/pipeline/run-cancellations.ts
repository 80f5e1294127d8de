import type { PgListener } from '../../jobs/pg-listener.js';
import type { Logger } from '../../shared/logger.js';
import { RunCancelledError } from '../run-cancelled.js';

/** NOTIFY channel: a project was deleted (payload: its id). Sent by the deletion's own statement, on commit. */
export const PROJECT_DELETED_CHANNEL = 'research_project_deleted';

interface Watched {
  runId: string;
  controller: AbortController;
}

/**
 * The AbortSignal of each run this process is working on, aborted when the run's project is deleted by any process:
 * at once on the deletion's NOTIFY (PROJECT_DELETED_CHANNEL), or at the workers' next heartbeat, which finds the run's
 * row gone (a notice missed while the LISTEN connection was down, an account deleted with its projects). The map is
 * only this process's own runs, so whom to tell; whether a project is gone is PostgreSQL's answer.
 */
export class RunCancellations {
  private readonly byProject = new Map<string, Set<Watched>>();
  private listening: Promise<void> | null = null;

  constructor(private readonly options: { listener: Pick<PgListener, 'listen'>; logger: Logger }) {}

  /** Watches a run until `end()`: its signal is aborted (with a RunCancelledError) when its project is deleted. */
  async watch(runId: string, projectId: string): Promise<{ signal: AbortSignal; end(): void }> {
    const watched: Watched = { runId, controller: new AbortController() };
    let runs = this.byProject.get(projectId);
    if (!runs) this.byProject.set(projectId, (runs = new Set()));
    runs.add(watched);
    await this.listen();
    return {
      signal: watched.controller.signal,
      end: () => {
        const current = this.byProject.get(projectId);
        current?.delete(watched);
        if (current?.size === 0) this.byProject.delete(projectId);
      },
    };
  }

  /** The project is gone: every run of it here stops before its next outside call. */
  cancelProject(projectId: string): void {
    for (const watched of this.byProject.get(projectId) ?? []) this.abort(watched);
  }

  /** These runs' rows are gone (their project was deleted): they stop before their next outside call. */
  cancelRuns(runIds: readonly string[]): void {
    if (runIds.length === 0) return;
    const gone = new Set(runIds);
    for (const runs of this.byProject.values()) {
      for (const watched of runs) if (gone.has(watched.runId)) this.abort(watched);
    }
  }

  private abort(watched: Watched): void {
    if (watched.controller.signal.aborted) return;
    this.options.logger.info({ runId: watched.runId }, 'project deleted: its research stops');
    watched.controller.abort(new RunCancelledError());
  }

  private listen(): Promise<void> {
    this.listening ??= this.options.listener
      .listen(PROJECT_DELETED_CHANNEL, (projectId) => this.cancelProject(projectId))
      .then(() => undefined)
      .catch((error: unknown) => {
        // Without notices a deleted project's run still stops at the next heartbeat.
        this.listening = null;
        this.options.logger.warn({ err: error }, 'could not listen for deleted projects');
      });
    return this.listening;
  }
}
