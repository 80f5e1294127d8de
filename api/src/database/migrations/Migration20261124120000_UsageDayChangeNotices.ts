import { Migration } from '@mikro-orm/migrations';

/**
 * Every API process keeps the per-day cost list's finished days in memory (usage/past-day-costs.ts).
 * These statement-level triggers on the daily rollups NOTIFY `usage_days_changed` with the earliest
 * day a statement changed, when that day is before today by the database's clock: a backdated call,
 * an edit or a delete of old calls. Today's calls, nearly every write, send nothing. A TRUNCATE names
 * no day, which drops every kept day.
 */
export class Migration20261124120000_UsageDayChangeNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_usage_days_changed"() returns trigger language plpgsql as $$
      declare
        earliest date;
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('usage_days_changed', 'all');
          return null;
        elsif tg_op = 'INSERT' then
          select min(day) into earliest from new_totals;
        elsif tg_op = 'UPDATE' then
          select least((select min(day) from old_totals), (select min(day) from new_totals)) into earliest;
        else
          select min(day) into earliest from old_totals;
        end if;
        -- clock_timestamp, not now(): a transaction that began yesterday and writes today's day is not backdating.
        if earliest < (clock_timestamp() at time zone 'UTC')::date then
          perform pg_notify('usage_days_changed', to_char(earliest, 'YYYY-MM-DD'));
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "ai_usage_daily_totals_notify_inserted" after insert on "ai_usage_daily_totals" referencing new table as new_totals for each statement execute function "notify_usage_days_changed"();`,
    );
    this.addSql(
      `create trigger "ai_usage_daily_totals_notify_updated" after update on "ai_usage_daily_totals" referencing old table as old_totals new table as new_totals for each statement execute function "notify_usage_days_changed"();`,
    );
    this.addSql(
      `create trigger "ai_usage_daily_totals_notify_deleted" after delete on "ai_usage_daily_totals" referencing old table as old_totals for each statement execute function "notify_usage_days_changed"();`,
    );
    this.addSql(
      `create trigger "ai_usage_daily_totals_notify_truncated" after truncate on "ai_usage_daily_totals" for each statement execute function "notify_usage_days_changed"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_truncated" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_deleted" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_updated" on "ai_usage_daily_totals";`);
    this.addSql(`drop trigger if exists "ai_usage_daily_totals_notify_inserted" on "ai_usage_daily_totals";`);
    this.addSql(`drop function if exists "notify_usage_days_changed"();`);
  }
}
