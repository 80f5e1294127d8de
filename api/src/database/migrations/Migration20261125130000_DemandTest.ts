import { Migration } from '@mikro-orm/migrations';

/**
 * The demand test on published sites (issue 21):
 * - websites.published_content: what /site/<slug> shows (title, design, copy as they were when the owner last
 *   published); generating or updating changes only the draft columns.
 * - website_visit_salts: one random salt per UTC day; a visitor is sha256(salt, site, IP, user agent), the IP
 *   itself is never stored, and yesterday's salt is deleted by the daily job so old hashes cannot be redone.
 * - website_visits: one row per site, day and visitor (a repeat visit writes nothing).
 * - website_signups: the form's answers; one per site and e-mail (lower-cased).
 * - demand_test_rate_limits: rate-limiter-flexible's RateLimiterPostgres table (its own schema).
 */
export class Migration20261125130000_DemandTest extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "websites" add column "published_content" jsonb null, add column "daily_summary" boolean not null default false;`);
    this.addSql(`update "websites" set "published_content" = jsonb_build_object('title', "title", 'metadata', "metadata", 'copy', "copy") where "is_published";`);
    this.addSql(`create table "website_visit_salts" ("day" date not null, "salt" text not null, constraint "website_visit_salts_pkey" primary key ("day"));`);
    this.addSql(`create table "website_visits" (
      "website_id" uuid not null references "websites" ("id") on delete cascade,
      "day" date not null,
      "visitor_hash" bytea not null,
      "referrer_host" text null,
      "utm_source" text null,
      constraint "website_visits_pkey" primary key ("website_id", "day", "visitor_hash"));`);
    this.addSql(`create table "website_signups" (
      "id" uuid not null,
      "website_id" uuid not null references "websites" ("id") on delete cascade,
      "email" text not null,
      "would_pay" numeric(10, 2) null,
      "use_case" text null,
      "utm_source" text null,
      "referrer_host" text null,
      "token_hash" bytea not null,
      "confirmed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "website_signups_pkey" primary key ("id"));`);
    this.addSql(`create unique index "website_signups_email_unique" on "website_signups" ("website_id", lower("email"));`);
    this.addSql(`create index "website_signups_website_created_index" on "website_signups" ("website_id", "created_at");`);
    this.addSql(`create table if not exists "demand_test_rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demand_test_rate_limits";`);
    this.addSql(`drop table if exists "website_signups";`);
    this.addSql(`drop table if exists "website_visits";`);
    this.addSql(`drop table if exists "website_visit_salts";`);
    this.addSql(`alter table "websites" drop column if exists "daily_summary", drop column if exists "published_content";`);
  }
}
