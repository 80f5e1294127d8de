import type { PgListener } from '../../jobs/pg-listener.js';
import type { Logger } from '../../shared/logger.js';
import { RunCancelledError } from '../run-cancelled.js';

/**
 * NOTIFY channel: a project's current run changed (payload: the project's id). Sent on commit by the statement that
 * starts a newer run of it (an edit, a restart: the older runs are superseded) and by the one that deletes it.
 */
export const RUN_REPLACED_CHANNEL = 'research_run_replaced';

interface Watched {
  runId: string;
  controller: AbortController;
}

/**
 * The AbortSignal of each run this process is working on, aborted once the run is no longer its project's current
 * run (a newer run started, or the project was deleted) whichever process did that: at once on the RUN_REPLACED_CHANNEL
 * notice, or at the workers' next heartbeat (a notice missed while the LISTEN connection was down, an account deleted
 * with its projects). The map is only this process's own runs, so whom to tell; which of them are no longer current is
 * PostgreSQL's answer (`notCurrent`, the heartbeat's query), so notices in any order stop only the older runs.
 */
export class RunCancellations {
  private readonly byProject = new Map<string, Set<Watched>>();
  private listening: Promise<void> | null = null;
  /** The one notice handler, made once: a LISTEN tried again never adds a second one. */
  private readonly onRunReplaced = (projectId: string): void => void this.recheck(projectId);

  constructor(
    private readonly options: {
      listener: Pick<PgListener, 'listen'>;
      logger: Logger;
      /** Of these runs, those no longer their project's current run (superseded, or gone with their project). */
      notCurrent: (runIds: string[]) => Promise<string[]>;
    },
  ) {}

  /** Watches a run until `end()`: its signal is aborted (with a RunCancelledError) once it is no longer current. */
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

  /** These runs are no longer their project's current run: they stop before their next outside call. */
  cancelRuns(runIds: readonly string[]): void {
    if (runIds.length === 0) return;
    const stale = new Set(runIds);
    for (const runs of this.byProject.values()) {
      for (const watched of runs) if (stale.has(watched.runId)) this.abort(watched);
    }
  }

  /** The project's current run changed: those of its runs here that are no longer current stop. */
  private async recheck(projectId: string): Promise<void> {
    const runIds = [...(this.byProject.get(projectId) ?? [])]
      .filter((watched) => !watched.controller.signal.aborted)
      .map((watched) => watched.runId);
    if (runIds.length === 0) return;
    try {
      this.cancelRuns(await this.options.notCurrent(runIds));
    } catch (error) {
      // The next heartbeat asks again.
      this.options.logger.warn({ err: error, projectId }, 'could not check whether research runs were replaced');
    }
  }

  private abort(watched: Watched): void {
    if (watched.controller.signal.aborted) return;
    this.options.logger.info({ runId: watched.runId }, 'research run replaced or its project deleted: it stops');
    watched.controller.abort(new RunCancelledError());
  }

  private listen(): Promise<void> {
    this.listening ??= this.options.listener
      .listen(RUN_REPLACED_CHANNEL, this.onRunReplaced)
      .then(() => undefined)
      .catch((error: unknown) => {
        // Without notices a replaced run still stops at the next heartbeat.
        this.listening = null;
        this.options.logger.warn({ err: error }, 'could not listen for replaced research runs');
      });
    return this.listening;
  }
}
