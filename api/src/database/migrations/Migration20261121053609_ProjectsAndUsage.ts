import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053609_ProjectsAndUsage extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "ai_usage" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid null, "project_id" uuid null, "operation" text not null, "model" text not null, "prompt_tokens" int not null default 0, "completion_tokens" int not null default 0, "total_tokens" int not null default 0, "estimated_cost" numeric(12,6) not null, "success" boolean not null, "error" text null, "duration_ms" int not null, constraint "ai_usage_pkey" primary key ("id"));`);
    this.addSql(`create index "ai_usage_created_at_index" on "ai_usage" ("created_at");`);
    this.addSql(`create index "ai_usage_user_id_created_at_index" on "ai_usage" ("user_id", "created_at");`);
    this.addSql(`create index "ai_usage_operation_created_at_index" on "ai_usage" ("operation", "created_at");`);

    this.addSql(`create table "projects" ("id" uuid not null, "owner_id" uuid not null, "name" text not null, "category" text null, "description" text null, "target_market" text null, "key_features" jsonb not null default '[]', "notes" text null, "current_step" int not null default 1, "status" text not null default 'draft', "score" int null, "score_breakdown" jsonb null, "current_run_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "projects_pkey" primary key ("id"));`);
    this.addSql(`create index "projects_owner_id_created_at_index" on "projects" ("owner_id", "created_at");`);

    this.addSql(`alter table "projects" add constraint "projects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ai_usage" cascade;`);

    this.addSql(`drop table if exists "projects" cascade;`);
  }

}
