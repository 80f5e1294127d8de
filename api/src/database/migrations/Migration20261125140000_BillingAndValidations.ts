import { Migration } from '@mikro-orm/migrations';

/**
 * Plans people can buy (issue 22):
 * - billing_accounts: per user, the Stripe customer and subscription, its status, trial end, period end, and
 *   plan_ends_at (when a cancelled or unpaid subscription falls back to Free; data is kept). users.plan stays the plan.
 * - stripe_events: every webhook event id handled, so a replay changes nothing.
 * - plan_changes: who changed whose plan and when (admin, Stripe).
 * - validations: what a plan counts, one row per user, month and idea (not per project: deleting a project gives nothing back).
 * - signup_rate_limits: rate-limiter-flexible's RateLimiterPostgres table for sign-ups per IP.
 */
export class Migration20261125140000_BillingAndValidations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing_accounts" (
      "user_id" uuid primary key references "users" ("id") on delete cascade,
      "stripe_customer_id" text null unique,
      "stripe_subscription_id" text null,
      "status" text null,
      "trial_ends_at" timestamptz null,
      "period_ends_at" timestamptz null,
      "plan_ends_at" timestamptz null,
      "trial_used" boolean not null default false,
      "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "billing_accounts_plan_ends_index" on "billing_accounts" ("plan_ends_at") where "plan_ends_at" is not null;`);
    this.addSql(`create table "stripe_events" ("id" text primary key, "type" text not null, "received_at" timestamptz not null default now());`);
    this.addSql(`create table "plan_changes" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "plan" text not null,
      "source" text not null,
      "changed_by_user_id" uuid null references "users" ("id") on delete set null,
      "changed_by_email" text null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "plan_changes_user_index" on "plan_changes" ("user_id", "created_at" desc);`);
    this.addSql(`create table "validations" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "month" date not null,
      "idea_key" text not null,
      "project_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "validations_pkey" primary key ("user_id", "month", "idea_key"));`);
    this.addSql(`create table if not exists "signup_rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "signup_rate_limits";`);
    this.addSql(`drop table if exists "validations";`);
    this.addSql(`drop table if exists "plan_changes";`);
    this.addSql(`drop table if exists "stripe_events";`);
    this.addSql(`drop table if exists "billing_accounts";`);
  }
}
