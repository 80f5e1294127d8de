import { NoticeDrivenCache } from '../jobs/change-notices.js';
import type { PgListener } from '../jobs/pg-listener.js';
import type { DailyCost } from './usage-analytics.types.js';

const DAY_MS = 86_400_000;
/** Days as whole numbers (days since 1970-01-01): walking a year of them costs no date parsing. */
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * PostgreSQL triggers NOTIFY this channel with the earliest UTC day (YYYY-MM-DD) whose rollups a
 * statement changed, when that day is before the database's today (migration UsageDayChangeNotices).
 */
export const USAGE_DAYS_CHANGED_CHANNEL = 'usage_days_changed';

/**
 * A day is kept once it ended at least this many days ago. Calls are written with the time they
 * happen, so only a backdated write changes such a day, and that sends a notice. The margin covers a
 * transaction that commits just after midnight and a database clock a little apart from this one.
 */
export const CLOSED_DAY_MARGIN = 2;

/** Days older than the longest list (500 days) are of no use; they are let go as time passes. */
const KEPT_DAYS = 520;

/**
 * The per-day cost list's finished days, kept per process (issue 14: a year's list within 1.2x of
 * 30 days' means not reading 365 rows each time). Days before yesterday no longer change unless a
 * call is backdated; the triggers then name the earliest day changed, and every process drops that
 * day and the ones after it. While the LISTEN connection is down nothing is answered or kept, and the
 * days start empty when it comes back (notices sent in between are lost).
 */
export class PastDayCosts extends NoticeDrivenCache {
  private readonly days = new Map<number, DailyCost>();
  /** Bumped by every notice: a read that a notice overtook is not kept. */
  private sequence = 0;

  constructor(listener: PgListener) {
    super(listener, USAGE_DAYS_CHANGED_CHANNEL);
  }

  /** Taken before reading the rollups; handed back to `keptFrom` and `remember`. */
  begin(): number {
    this.notices.live(); // a new LISTEN connection empties the days first
    return this.sequence;
  }

  /**
   * The kept days from `from` on, in order, up to the first one not kept (at most through
   * `lastClosedDay`); none when a notice came since `ticket`.
   */
  keptFrom(ticket: number, from: string, lastClosedDay: string): DailyCost[] {
    if (!this.unchangedSince(ticket)) return [];
    const kept: DailyCost[] = [];
    const last = dayNumber(lastClosedDay);
    for (let day = dayNumber(from); day <= last; day += 1) {
      const cost = this.days.get(day);
      if (!cost) break;
      kept.push(cost);
    }
    return kept;
  }

  /** Keeps the finished days of a read made after `ticket`, unless a notice (or a reconnect) came since. */
  remember(ticket: number, read: readonly DailyCost[], lastClosedDay: string): void {
    if (!this.unchangedSince(ticket)) return;
    for (const cost of read) if (cost.date <= lastClosedDay) this.days.set(dayNumber(cost.date), Object.freeze({ ...cost }));
    if (this.days.size > KEPT_DAYS) {
      const oldestUseful = dayNumber(lastClosedDay) - KEPT_DAYS;
      for (const day of this.days.keys()) if (day < oldestUseful) this.days.delete(day);
    }
  }

  /** Whether no notice (and no reconnect) came since `ticket`: what was kept then is still true. */
  unchangedSince(ticket: number): boolean {
    return this.notices.live() && ticket === this.sequence;
  }

  get size(): number {
    return this.days.size;
  }

  protected onNotice(payload: string): void {
    this.forgetFrom(/^\d{4}-\d{2}-\d{2}$/.test(payload) ? payload : null);
  }

  protected forgetEverything(): void {
    this.forgetFrom(null);
  }

  /** Drops `day` and every later day; null drops them all. */
  private forgetFrom(day: string | null): void {
    this.sequence += 1;
    if (day === null) return this.days.clear();
    const first = dayNumber(day);
    for (const kept of this.days.keys()) if (kept >= first) this.days.delete(kept);
  }
}
