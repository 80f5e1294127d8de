import { Migration } from '@mikro-orm/migrations';

/**
 * Every API process keeps recent answers to project reads in memory (projects/read-cache/). These
 * statement-level triggers NOTIFY `projects_changed` with the owner's id whenever any of that
 * owner's projects is inserted, updated or deleted, by any process or SQL client (research workers
 * included), so every replica drops what changed. One notice per owner per statement, however
 * many rows; PostgreSQL folds repeats within a transaction.
 */
export class Migration20261124100000_ProjectChangeNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_projects_changed"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform pg_notify('projects_changed', owner_id::text) from (select distinct owner_id from new_projects) changed;
        elsif tg_op = 'UPDATE' then
          perform pg_notify('projects_changed', owner_id::text)
          from (select owner_id from new_projects union select owner_id from old_projects) changed;
        else
          perform pg_notify('projects_changed', owner_id::text) from (select distinct owner_id from old_projects) changed;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "projects_notify_inserted" after insert on "projects" referencing new table as new_projects for each statement execute function "notify_projects_changed"();`);
    this.addSql(
      `create trigger "projects_notify_updated" after update on "projects" referencing old table as old_projects new table as new_projects for each statement execute function "notify_projects_changed"();`,
    );
    this.addSql(`create trigger "projects_notify_deleted" after delete on "projects" referencing old table as old_projects for each statement execute function "notify_projects_changed"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "projects_notify_deleted" on "projects";`);
    this.addSql(`drop trigger if exists "projects_notify_updated" on "projects";`);
    this.addSql(`drop trigger if exists "projects_notify_inserted" on "projects";`);
    this.addSql(`drop function if exists "notify_projects_changed"();`);
  }
}
