import { Migration } from '@mikro-orm/migrations';

/**
 * rate-limiter-flexible's PostgreSQL store (http/rate-limits.ts): one row per limit and key (IP,
 * user), its points in the current window and when the window ends (ms since the epoch). The
 * limiters are told the table exists (tableCreated), so no process creates it at run time.
 */
export class Migration20261125100100_RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
