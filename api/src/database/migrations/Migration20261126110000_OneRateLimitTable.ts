import { Migration } from '@mikro-orm/migrations';

/**
 * Every limit now counts in rate_limits (http/rate-limits.ts), so the tables of the hand-written
 * and separate limiters go: login_attempts (failed sign-ins), session_usage_windows (socket
 * operations per session), api_token_usage_windows (unused), signup_rate_limits (accounts per IP)
 * and demand_test_rate_limits (site signups). Counts in them are not carried over: at worst a key
 * starts its current window again.
 */
export class Migration20261126110000_OneRateLimitTable extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table if exists "login_attempts";`);
    this.addSql(`drop table if exists "session_usage_windows";`);
    this.addSql(`drop table if exists "api_token_usage_windows";`);
    this.addSql(`drop table if exists "signup_rate_limits";`);
    this.addSql(`drop table if exists "demand_test_rate_limits";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "login_attempts" ("id" bigserial primary key, "email" text not null, "ip_address" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempts_email_created_at_index" on "login_attempts" ("email", "created_at");`);
    this.addSql(`create index "login_attempts_ip_address_created_at_index" on "login_attempts" ("ip_address", "created_at");`);
    this.addSql(`create table "session_usage_windows" ("session_id" text not null, "window_start" timestamptz not null, "count" int not null, constraint "session_usage_windows_pkey" primary key ("session_id", "window_start"));`);
    this.addSql(`alter table "session_usage_windows" add constraint "session_usage_windows_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "api_token_usage_windows" ("token_id" uuid not null, "window_start" timestamptz not null, "count" int not null, constraint "api_token_usage_windows_pkey" primary key ("token_id", "window_start"));`);
    this.addSql(`alter table "api_token_usage_windows" add constraint "api_token_usage_windows_token_id_foreign" foreign key ("token_id") references "api_tokens" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "signup_rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
    this.addSql(`create table "demand_test_rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }
}
