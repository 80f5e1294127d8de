import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053909_ResearchRunsAndSections extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "research_sections" ("id" uuid not null, "project_id" uuid not null, "section" text not null, "run_id" uuid not null, "status" text not null default 'pending', "source" text null, "data" jsonb null, "error" text null, "attempts" int not null default 0, "started_at" timestamptz null, "finished_at" timestamptz null, "updated_at" timestamptz not null, constraint "research_sections_pkey" primary key ("id"));`);
    this.addSql(`alter table "research_sections" add constraint "research_sections_project_id_section_unique" unique ("project_id", "section");`);

    this.addSql(`create table "research_runs" ("id" uuid not null, "project_id" uuid not null, "status" text not null default 'queued', "options" jsonb not null, "job_id" uuid null, "attempts" int not null default 0, "worker_id" text null, "heartbeat_at" timestamptz null, "error" text null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, constraint "research_runs_pkey" primary key ("id"));`);
    this.addSql(`create index "research_runs_project_id_index" on "research_runs" ("project_id");`);
    this.addSql(`create index "research_runs_status_heartbeat_at_index" on "research_runs" ("status", "heartbeat_at");`);

    this.addSql(`alter table "research_sections" add constraint "research_sections_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "research_runs" add constraint "research_runs_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "research_sections" cascade;`);

    this.addSql(`drop table if exists "research_runs" cascade;`);
  }

}
