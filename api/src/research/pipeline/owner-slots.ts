import type { PgListener } from '../../jobs/pg-listener.js';
import { prepared, type Database } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';

/** NOTIFY channel: one of a user's research slots was given back (payload: the user's id). */
export const OWNER_SLOT_CHANNEL = 'research_owner_slots';

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
  /** The longest a waiting run goes without asking again (a slot freed by a crash sends no notice). */
  recheckMs: number;
}

/**
 * Take: the run may start its stages when no other user has a run in progress (alone, a user may use every worker
 * slot), or when the user's runs holding a slot plus their older runs still waiting are fewer than `perUser` (the
 * user's runs go in the order they were created). A run holds its slot while it has a stage unfinished. Checked and
 * taken under the user's advisory lock. $1 project, $2 run, $3 owner, $4 worker, $5 slots per user.
 */
const TAKE_SLOT = prepared(
  'research-take-owner-slot',
  `with me as (
     select r.id, r.created_at, r.status = 'running' and r.worker_id = $4 as mine from research_runs r where r.id = $2 and r.project_id = $1
   ), owner_runs as (
     select r.id, r.created_at, r.stage_slot_at is not null as took_slot,
       exists (select 1 from research_sections s where s.project_id = r.project_id and s.run_id = r.id and s.status in ('pending', 'running')) as at_stages
     from research_runs r join projects p on p.id = r.project_id
     where p.owner_id = $3 and r.status = 'running' and r.id <> $2
   ), decision as (
     select me.mine, me.mine and (
       not exists (select 1 from research_runs r join projects p on p.id = r.project_id where r.status = 'running' and p.owner_id <> $3)
       or (select count(*) from owner_runs o
           where (o.took_slot and o.at_stages) or (not o.took_slot and (o.created_at, o.id) < (me.created_at, me.id))) < $5
     ) as allowed
     from me
   ), taken as (
     update research_runs r set stage_slot_at = now() from decision where r.id = $2 and decision.allowed returning 1
   )
   select mine, allowed from decision`,
);

/**
 * A user's research slots (RESEARCH_RUNS_PER_USER), held in PostgreSQL so the limit holds across every worker process:
 * a slot is research_runs.stage_slot_at on a `running` run with a stage unfinished. A run whose stages are done, or
 * that finished, was deferred or reaped (its worker died and stopped heartbeating), holds none, without a write to give
 * it back. Waiting runs ask again when a NOTIFY says a run of their user that waited its turn left its stages, and
 * every `recheckMs` in any case.
 */
export class OwnerSlots {
  /** This process's waiting runs per user: only whom to wake on a notice; who may go is decided in PostgreSQL. */
  private readonly sleepers = new Map<string, Set<() => void>>();
  private listening: Promise<void> | null = null;

  constructor(private readonly options: OwnerSlotsOptions) {}

  /**
   * Waits until the run holds one of its owner's slots (or is no longer this worker's: then it goes on, its writes
   * will not land). A run that took its slot with the claim (alone) does not call this.
   */
  async take(holder: SlotHolder): Promise<void> {
    await this.listen();
    for (;;) {
      const woken = this.sleep(holder.ownerId);
      const decision = await this.tryTake(holder).catch((error: unknown) => {
        woken.cancel();
        throw error;
      });
      if (!decision.mine || decision.allowed) {
        woken.cancel();
        return;
      }
      await woken.promise;
    }
  }

  /** After the stages of a run that waited its turn: tells every process's waiting runs of that user (its slot is free). */
  async announceFree(holder: SlotHolder): Promise<void> {
    await this.options.database.sql.query(`select pg_notify('${OWNER_SLOT_CHANNEL}', $1)`, [holder.ownerId]);
  }

  private async tryTake(holder: SlotHolder): Promise<{ mine: boolean; allowed: boolean }> {
    return this.options.database.transaction(async (sql) => {
      // One user's slots are decided one at a time, across processes; released when the transaction ends.
      await sql.query(`select pg_advisory_xact_lock(hashtextextended('research-owner-slots:' || $1, 0))`, [holder.ownerId]);
      const { rows } = await sql.query<{ mine: boolean; allowed: boolean }>(TAKE_SLOT, [
        holder.projectId,
        holder.runId,
        holder.ownerId,
        holder.workerId,
        this.options.perUser,
      ]);
      return rows[0] ?? { mine: false, allowed: false };
    });
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
