import { Migration } from '@mikro-orm/migrations';
import { Migration20261124071000_AuthChangeNotices } from './Migration20261124071000_AuthChangeNotices.js';
import { Migration20261124081500_ProjectOwnerCounts } from './Migration20261124081500_ProjectOwnerCounts.js';
import { Migration20261124100000_ProjectChangeNotices } from './Migration20261124100000_ProjectChangeNotices.js';
import { Migration20261124120000_UsageDayChangeNotices } from './Migration20261124120000_UsageDayChangeNotices.js';

/**
 * No process keeps answers any more (sessions, project reads, past days' costs are read each time),
 * so the triggers that told them what changed go, and so does the per-owner project count: a
 * count(*) over the (owner_id, created_at, id) index answers totalCount.
 */
export class Migration20261125100000_DropAnswerCaches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "users_notify_changed" on "users";`);
    this.addSql(`drop function if exists "notify_user_changed"();`);
    this.addSql(`drop trigger if exists "sessions_notify_changed" on "sessions";`);
    this.addSql(`drop function if exists "notify_session_changed"();`);
    this.addSql(`drop trigger if exists "projects_notify_deleted" on "projects";`);
    this.addSql(`drop trigger if exists "projects_notify_updated" on "projects";`);
    this.addSql(`drop trigger if exists "projects_notify_inserted" on "projects";`);
    this.addSql(`drop function if exists "notify_projects_changed"();`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_truncated" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_deleted" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_updated" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_inserted" on "ai_usage_daily_totals";`);
    this.addSql(`drop function if exists "notify_usage_days_changed"();`);
    this.addSql(`drop trigger if exists "projects_count_moved" on "projects";`);
    this.addSql(`drop trigger if exists "projects_count_deleted" on "projects";`);
    this.addSql(`drop trigger if exists "projects_count_inserted" on "projects";`);
    this.addSql(`drop function if exists "project_owner_counts_move"();`);
    this.addSql(`drop function if exists "project_owner_counts_subtract"();`);
    this.addSql(`drop function if exists "project_owner_counts_add"();`);
    this.addSql(`drop table if exists "project_owner_counts" cascade;`);
  }

  /** Puts back what the four migrations made, by their own statements. */
  override async down(): Promise<void> {
    for (const Older of [
      Migration20261124071000_AuthChangeNotices,
      Migration20261124081500_ProjectOwnerCounts,
      Migration20261124100000_ProjectChangeNotices,
      Migration20261124120000_UsageDayChangeNotices,
    ]) {
      const older = new Older(this.driver, this.config);
      await older.up();
      for (const query of older.getQueries()) this.addSql(query);
    }
  }
}
