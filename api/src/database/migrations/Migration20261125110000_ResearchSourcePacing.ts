import { Migration } from '@mikro-orm/migrations';

/**
 * Pacing and status of research sources, shared by every API replica and worker:
 * research_source_pacing holds each provider's next free request slot (a GCRA "theoretical arrival
 * time", moved forward by one statement per request, pushed further by a 429's reset time);
 * research_source_status is one row per provider written by the source client on each answer.
 */
export class Migration20261125110000_ResearchSourcePacing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "research_source_pacing" ("provider" text not null, "theoretical_arrival" timestamptz not null, constraint "research_source_pacing_pkey" primary key ("provider"));`);
    this.addSql(`create table "research_source_status" ("provider" text not null, "last_success_at" timestamptz null, "last_error_at" timestamptz null, "last_error" text null, "last_status" int null, constraint "research_source_status_pkey" primary key ("provider"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "research_source_status";`);
    this.addSql(`drop table if exists "research_source_pacing";`);
  }
}
