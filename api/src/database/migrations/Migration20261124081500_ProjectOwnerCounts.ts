import { Migration } from '@mikro-orm/migrations';

/**
 * How many projects each user has, kept by triggers on `projects`, so the connection's totalCount
 * is one row read rather than a count over all of a user's projects (issue 14: a user with 5,000
 * projects gets a first page as fast as a user with 20). Inserts and deletes are counted per
 * statement (transition tables); an owner change, which the app never makes, per row. A deleted
 * user's row goes with the user; the projects deleted with them only update what is left.
 */
export class Migration20261124081500_ProjectOwnerCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "project_owner_counts" ("owner_id" uuid not null, "total" int not null, constraint "project_owner_counts_pkey" primary key ("owner_id"));`);
    this.addSql(`alter table "project_owner_counts" add constraint "project_owner_counts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "project_owner_counts" ("owner_id", "total") select "owner_id", count(*) from "projects" group by "owner_id";`);

    this.addSql(`create function "project_owner_counts_add"() returns trigger language plpgsql as $$
      begin
        insert into project_owner_counts (owner_id, total)
        select owner_id, count(*) from inserted_projects group by owner_id order by owner_id
        on conflict (owner_id) do update set total = project_owner_counts.total + excluded.total;
        return null;
      end $$;`);
    this.addSql(`create trigger "projects_count_inserted" after insert on "projects" referencing new table as inserted_projects for each statement execute function "project_owner_counts_add"();`);

    this.addSql(`create function "project_owner_counts_subtract"() returns trigger language plpgsql as $$
      begin
        update project_owner_counts c set total = c.total - d.removed
        from (select owner_id, count(*) as removed from deleted_projects group by owner_id) d
        where c.owner_id = d.owner_id;
        return null;
      end $$;`);
    this.addSql(`create trigger "projects_count_deleted" after delete on "projects" referencing old table as deleted_projects for each statement execute function "project_owner_counts_subtract"();`);

    this.addSql(`create function "project_owner_counts_move"() returns trigger language plpgsql as $$
      begin
        update project_owner_counts set total = total - 1 where owner_id = old.owner_id;
        insert into project_owner_counts (owner_id, total) values (new.owner_id, 1)
        on conflict (owner_id) do update set total = project_owner_counts.total + 1;
        return null;
      end $$;`);
    this.addSql(`create trigger "projects_count_moved" after update of "owner_id" on "projects" for each row when (old.owner_id is distinct from new.owner_id) execute function "project_owner_counts_move"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "projects_count_moved" on "projects";`);
    this.addSql(`drop trigger if exists "projects_count_deleted" on "projects";`);
    this.addSql(`drop trigger if exists "projects_count_inserted" on "projects";`);
    this.addSql(`drop function if exists "project_owner_counts_move"();`);
    this.addSql(`drop function if exists "project_owner_counts_subtract"();`);
    this.addSql(`drop function if exists "project_owner_counts_add"();`);
    this.addSql(`drop table if exists "project_owner_counts" cascade;`);
  }
}
