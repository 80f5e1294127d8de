import type { PgListener } from '../../jobs/pg-listener.js';
import { prepared, type Database } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { OWNER_SLOT_CHANNEL } from '../runs/research-store.js';

export interface SlotHolder {
  runId: string;
  projectId: string;
  ownerId: string;
  workerId: string;
}

export interface OwnerSlotsOptions {
  database: Database;
  listener: Pick<PgListener, 'listen'>;
  logger: Logger;
  /** RESEARCH_RUNS_PER_USER: a user's runs at their stages at once while another user has runs. */
  perUser: number;
  /** RESEARCH_HEARTBEAT_STALE_SECONDS: a slot whose worker has not heartbeaten for this long is free. */
  staleSeconds: number;
  /** The longest a waiting run goes without asking again (a slot freed by a crash sends no notice). */
  recheckMs: number;
}

/** $1 run, $2 worker, $3 slots per user, $4 stale seconds: the decision is the migration's function (ResearchStageSlots). */
const TAKE_SLOT = prepared('research-take-owner-slot', `select research_take_stage_slot($1, $2, $3, $4) as outcome`);

/** Gives the slot back and wakes the user's waiting runs in every process. $1 run, $2 worker, $3 owner. */
const RELEASE_SLOT = prepared(
  'research-release-owner-slot',
  `with released as (
     update research_runs set stage_slot_at = null where id = $1 and worker_id = $2 and stage_slot_at is not null returning 1
   )
   select pg_notify('${OWNER_SLOT_CHANNEL}', $3) from released`,
);

/**
 * A user's research slots (RESEARCH_RUNS_PER_USER), held in PostgreSQL so the limit holds across every worker process.
 * A slot is research_runs.stage_slot_at, counted the same way whether or not the user is alone: taken before the run's
 * stages (by the claim itself while no other user has a run queued or running, else by research_take_stage_slot under
 * the user's advisory lock) and given back after its score by the statement that ends the run, else by `release`.
 * A killed worker's slots stop counting once its heartbeat is stale. Waiting runs ask again when a NOTIFY says a
 * slot of their user was given back, and every `recheckMs` in any case.
 */
export class OwnerSlots {
  /** This process's waiting runs per user: only whom to wake on a notice; who may go is decided in PostgreSQL. */
  private readonly sleepers = new Map<string, Set<() => void>>();
  private listening: Promise<void> | null = null;

  constructor(private readonly options: OwnerSlotsOptions) {}

  /** Waits until the run holds one of its owner's slots: true, or false when it is no longer this worker's run. */
  async take(holder: SlotHolder): Promise<boolean> {
    await this.listen();
    for (;;) {
      const woken = this.sleep(holder.ownerId);
      let outcome: string;
      try {
        outcome = await this.tryTake(holder);
      } catch (error) {
        woken.cancel();
        throw error;
      }
      if (outcome !== 'wait') {
        woken.cancel();
        return outcome === 'taken';
      }
      await woken.promise;
    }
  }

  /** Gives the slot back when the run did not end here (deferred, superseded, failed). */
  async release(holder: SlotHolder): Promise<void> {
    await this.options.database.sql.query(RELEASE_SLOT, [holder.runId, holder.workerId, holder.ownerId]);
  }

  private async tryTake(holder: SlotHolder): Promise<string> {
    const { database, perUser, staleSeconds } = this.options;
    const { rows } = await database.sql.query<{ outcome: string }>(TAKE_SLOT, [holder.runId, holder.workerId, perUser, staleSeconds]);
    return rows[0]?.outcome ?? 'gone';
  }

  /** Resolves on a notice for the owner or after recheckMs, whichever comes first. */
  private sleep(ownerId: string): { promise: Promise<void>; cancel(): void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => {
      wake = () => {
        clearTimeout(timer);
        const waiting = this.sleepers.get(ownerId);
        waiting?.delete(wake);
        if (waiting?.size === 0) this.sleepers.delete(ownerId);
        resolve();
      };
    });
    const timer = setTimeout(wake, this.options.recheckMs);
    let waiting = this.sleepers.get(ownerId);
    if (!waiting) this.sleepers.set(ownerId, (waiting = new Set()));
    waiting.add(wake);
    return { promise, cancel: wake };
  }

  private listen(): Promise<void> {
    this.listening ??= this.options.listener
      .listen(OWNER_SLOT_CHANNEL, (ownerId) => {
        for (const wake of [...(this.sleepers.get(ownerId) ?? [])]) wake();
      })
      .then(() => undefined)
      .catch((error: unknown) => {
        // Without notices the waiting runs still ask again every recheckMs.
        this.listening = null;
        this.options.logger.warn({ err: error }, 'could not listen for freed research slots');
      });
    return this.listening;
  }
}
