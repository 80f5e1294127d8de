import { NoticeDrivenCache } from '../../jobs/change-notices.js';
import type { PgListener } from '../../jobs/pg-listener.js';

/** PostgreSQL triggers NOTIFY this channel with the owner's id when any of their projects changes (migration ProjectChangeNotices). */
export const PROJECTS_CHANGED_CHANNEL = 'projects_changed';

export interface ProjectReadCacheOptions {
  maxEntries: number;
  /** Bytes of JSON kept at most (answers are counted by their serialized length). */
  maxBytes: number;
  /** An answer bigger than this is not kept (a user with thousands of projects asking for all of them). */
  maxEntryBytes: number;
  /** A safety net only: changes arrive as notices within milliseconds, this bounds a notice that never came. */
  maxAgeMs: number;
  /** How long an owner's last change is remembered; a read that took longer is not stored. */
  changeMemoryMs: number;
}

const DEFAULT_OPTIONS: ProjectReadCacheOptions = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  maxAgeMs: 60_000,
  changeMemoryMs: 10_000,
};

/** Taken before an answer is computed and handed back to `remember`: says what the answer may have missed. */
export interface ReadTicket {
  ownerId: string;
  sequence: number;
  startedAt: number;
}

interface Entry {
  ownerId: string;
  answer: unknown;
  bytes: number;
  storedAt: number;
}

/**
 * Recent answers to reads that depend only on one owner's `projects` rows (what such a read is
 * decides cacheable-query.ts), so repeated reads of an unchanged list need neither the database nor
 * GraphQL execution (issue 14). Safe with many replicas: every process LISTENs on `projects_changed`
 * and drops an owner's answers when a notice names them, whichever process or SQL client made the
 * change. While the LISTEN connection is down nothing is answered or stored, and the cache starts
 * empty when it comes back (notices sent in between are lost).
 */
export class ProjectReadCache extends NoticeDrivenCache {
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly keysByOwner = new Map<string, Set<string>>();
  /** Owner id -> the sequence number and time of their last change, kept `changeMemoryMs`. */
  private readonly lastChange = new Map<string, { sequence: number; at: number }>();
  private sequence = 0;
  /** The sequence number at which everything was last dropped (reconnect, unreadable notice). */
  private clearedAt = 0;
  private bytes = 0;

  constructor(
    listener: PgListener,
    private readonly options: ProjectReadCacheOptions = DEFAULT_OPTIONS,
  ) {
    super(listener, PROJECTS_CHANGED_CHANNEL);
  }

  /** The answer stored under `key`, if it is still current. */
  find(key: string, now = Date.now()): unknown {
    if (!this.notices.live()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.options.maxAgeMs) {
      this.drop(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Taken before reading `ownerId`'s projects. */
  begin(ownerId: string, now = Date.now()): ReadTicket {
    this.notices.live(); // a new LISTEN connection empties the cache first: the read is compared with what follows
    return { ownerId, sequence: this.sequence, startedAt: now };
  }

  /**
   * Stores an answer computed after `ticket` was taken, unless a change to the owner's projects
   * (or a reconnect) came in since: the answer might not show it.
   */
  remember(key: string, ticket: ReadTicket, answer: unknown, bytes: number, now = Date.now()): boolean {
    if (!this.notices.live() || bytes > this.options.maxEntryBytes) return false;
    if (this.clearedAt > ticket.sequence || now - ticket.startedAt > this.options.changeMemoryMs) return false;
    const change = this.lastChange.get(ticket.ownerId);
    if (change && change.sequence > ticket.sequence) return false;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { ownerId: ticket.ownerId, answer, bytes, storedAt: now });
    this.bytes += bytes;
    let keys = this.keysByOwner.get(ticket.ownerId);
    if (!keys) this.keysByOwner.set(ticket.ownerId, (keys = new Set()));
    keys.add(key);
    this.evictOverflow();
    return true;
  }

  /** Drops the owner's answers: this process's own writes call it at once rather than wait for the notice. */
  forgetOwner(ownerId: string, now = Date.now()): void {
    this.sequence += 1;
    this.lastChange.set(ownerId, { sequence: this.sequence, at: now });
    for (const key of this.keysByOwner.get(ownerId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.drop(key, entry);
    }
    this.pruneChanges(now);
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  protected onNotice(payload: string): void {
    if (/^[0-9a-f-]{36}$/i.test(payload)) this.forgetOwner(payload.toLowerCase());
    else this.forgetEverything();
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.keysByOwner.get(entry.ownerId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOwner.delete(entry.ownerId);
  }

  private evictOverflow(): void {
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) return;
      this.drop(oldest[0], oldest[1]);
    }
  }

  /** Changes older than any read that may still be stored are not needed: such reads are refused by age. */
  private pruneChanges(now: number): void {
    if (this.lastChange.size < 1_000) return;
    for (const [ownerId, change] of this.lastChange) if (now - change.at > this.options.changeMemoryMs) this.lastChange.delete(ownerId);
  }

  protected forgetEverything(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.entries.clear();
    this.keysByOwner.clear();
    this.lastChange.clear();
    this.bytes = 0;
  }
}
