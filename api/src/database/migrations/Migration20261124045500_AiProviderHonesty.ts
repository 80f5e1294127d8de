import { Migration } from '@mikro-orm/migrations';

/**
 * The AI path tells the truth (issue 10): ai_usage keeps the class of a failed call (aiStatus reads it),
 * the cached prompt tokens, and a null cost for a model missing from the price table; a research run
 * remembers when it first waited for the AI provider (the wait is bounded across rescheduled jobs);
 * ai_token_reservations holds each user's tokens of the UTC day, reserved before a call (raw SQL).
 */
export class Migration20261124045500_AiProviderHonesty extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "ai_usage" add column "cached_prompt_tokens" int not null default 0, add column "failure" text null;`);
    this.addSql(`alter table "ai_usage" alter column "estimated_cost" drop not null;`);
    this.addSql(`alter table "research_runs" add column "ai_wait_started_at" timestamptz null, add column "ai_deferrals" int not null default 0;`);
    this.addSql(`create table "ai_token_reservations" ("user_id" uuid not null, "day" date not null, "tokens" bigint not null default 0, constraint "ai_token_reservations_pkey" primary key ("user_id", "day"));`);
    // Today's usage so far, so the budget holds across the upgrade.
    this.addSql(`insert into "ai_token_reservations" ("user_id", "day", "tokens")
      select "user_id", (now() at time zone 'utc')::date, sum("total_tokens") from "ai_usage"
      where "user_id" is not null and "created_at" >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
      group by "user_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ai_token_reservations" cascade;`);
    this.addSql(`alter table "research_runs" drop column "ai_wait_started_at", drop column "ai_deferrals";`);
    this.addSql(`update "ai_usage" set "estimated_cost" = 0 where "estimated_cost" is null;`);
    this.addSql(`alter table "ai_usage" alter column "estimated_cost" set not null;`);
    this.addSql(`alter table "ai_usage" drop column "cached_prompt_tokens", drop column "failure";`);
  }

}
