import { Migration } from '@mikro-orm/migrations';

/** Provenance of research facts: evidence of every source call, section basis and details, the RDAP bootstrap's last good copy. */
export class Migration20261124043000_ResearchProvenance extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "research_evidence" ("id" uuid not null, "run_id" uuid null, "project_id" uuid null, "provider" text not null, "method" text not null, "url" text not null, "request_body" text null, "request_key" text not null, "status" int null, "duration_ms" int not null, "response_body" text null, "response_truncated" boolean not null default false, "error" text null, "reused_from_id" uuid null, "created_at" timestamptz not null default now(), constraint "research_evidence_pkey" primary key ("id"));`);
    this.addSql(`create index "research_evidence_request_key_created_at_index" on "research_evidence" ("request_key", "created_at");`);
    this.addSql(`create index "research_evidence_project_id_index" on "research_evidence" ("project_id");`);
    this.addSql(`create index "research_evidence_run_id_index" on "research_evidence" ("run_id");`);
    this.addSql(`create index "research_evidence_provider_created_at_index" on "research_evidence" ("provider", "created_at");`);

    this.addSql(`alter table "research_sections" add column "basis" text null, add column "fallback_reason" text null, add column "details" jsonb null;`);
    this.addSql(`alter table "projects" add column "score_assessment" jsonb null;`);

    this.addSql(`create table "rdap_bootstrap_copies" ("id" int not null, "document" jsonb not null, "fetched_at" timestamptz not null, constraint "rdap_bootstrap_copies_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rdap_bootstrap_copies" cascade;`);
    this.addSql(`alter table "projects" drop column "score_assessment";`);
    this.addSql(`alter table "research_sections" drop column "basis", drop column "fallback_reason", drop column "details";`);
    this.addSql(`drop table if exists "research_evidence" cascade;`);
  }

}
