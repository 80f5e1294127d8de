import { Migration } from '@mikro-orm/migrations';

/**
 * rate_limits holds counters of one-minute to ten-minute windows, written on every request. As an
 * UNLOGGED table a write is no WAL record and no WAL flush at commit: a user's concurrent requests
 * update the same row, so each waited for the one before it to reach the disk. The counters are
 * still shared by every replica (one table on the primary); a crash of PostgreSQL empties them,
 * which gives every key a fresh window once. A standby does not receive them either.
 */
export class Migration20261126140000_RateLimitsUnlogged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rate_limits" set unlogged;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rate_limits" set logged;`);
  }
}
