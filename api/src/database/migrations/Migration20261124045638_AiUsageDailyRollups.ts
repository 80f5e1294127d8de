import { Migration } from '@mikro-orm/migrations';

/**
 * Per-day rollups of ai_usage, kept exact by statement-level triggers on every insert, update and delete
 * (no application code writes them): ai_usage_daily per (UTC day, operation, user, model) and
 * ai_usage_daily_totals per (UTC day, operation, model). A NULL cost is "not priced": the cost sums leave it
 * out and unpriced_requests counts it. Raw SQL tables (skipTables in orm.ts), read by usage-analytics.service.ts.
 */
export class Migration20261124045638_AiUsageDailyRollups extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "ai_usage_daily" ("day" date not null, "operation" text not null, "user_id" uuid null, "model" text not null,
      "requests" bigint not null default 0, "successful_requests" bigint not null default 0, "unpriced_requests" bigint not null default 0,
      "total_tokens" bigint not null default 0, "total_cost" numeric(20,6) not null default 0);`);
    this.addSql(`create unique index "ai_usage_daily_key" on "ai_usage_daily" ("day", "operation", "user_id", "model") nulls not distinct;`);
    this.addSql(`create table "ai_usage_daily_totals" ("day" date not null, "operation" text not null, "model" text not null,
      "requests" bigint not null default 0, "successful_requests" bigint not null default 0, "unpriced_requests" bigint not null default 0,
      "total_tokens" bigint not null default 0, "total_cost" numeric(20,6) not null default 0,
      constraint "ai_usage_daily_totals_pkey" primary key ("day", "operation", "model"));`);
    // One function for the three triggers: subtract the old rows, add the new ones, grouped per statement.
    // Groups are written in key order so concurrent statements lock rollup rows in the same order (no deadlock).
    this.addSql(`create function "ai_usage_rollup"() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update ai_usage_daily d set requests = d.requests - g.requests, successful_requests = d.successful_requests - g.successful_requests,
           unpriced_requests = d.unpriced_requests - g.unpriced_requests, total_tokens = d.total_tokens - g.total_tokens, total_cost = d.total_cost - g.total_cost
    from (select (created_at at time zone 'UTC')::date as day, operation, user_id, model, count(*) as requests, count(*) filter (where success) as successful_requests,
                 count(*) filter (where estimated_cost is null) as unpriced_requests, coalesce(sum(total_tokens), 0) as total_tokens, coalesce(sum(estimated_cost), 0) as total_cost
          from old_rows group by 1, 2, 3, 4) g
    where d.day = g.day and d.operation = g.operation and d.user_id is not distinct from g.user_id and d.model = g.model;
    update ai_usage_daily_totals d set requests = d.requests - g.requests, successful_requests = d.successful_requests - g.successful_requests,
           unpriced_requests = d.unpriced_requests - g.unpriced_requests, total_tokens = d.total_tokens - g.total_tokens, total_cost = d.total_cost - g.total_cost
    from (select (created_at at time zone 'UTC')::date as day, operation, model, count(*) as requests, count(*) filter (where success) as successful_requests,
                 count(*) filter (where estimated_cost is null) as unpriced_requests, coalesce(sum(total_tokens), 0) as total_tokens, coalesce(sum(estimated_cost), 0) as total_cost
          from old_rows group by 1, 2, 3) g
    where d.day = g.day and d.operation = g.operation and d.model = g.model;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into ai_usage_daily as d (day, operation, user_id, model, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
    select (created_at at time zone 'UTC')::date, operation, user_id, model, count(*), count(*) filter (where success),
           count(*) filter (where estimated_cost is null), coalesce(sum(total_tokens), 0), coalesce(sum(estimated_cost), 0)
    from new_rows group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (day, operation, user_id, model) do update set requests = d.requests + excluded.requests,
       successful_requests = d.successful_requests + excluded.successful_requests, unpriced_requests = d.unpriced_requests + excluded.unpriced_requests,
       total_tokens = d.total_tokens + excluded.total_tokens, total_cost = d.total_cost + excluded.total_cost;
    insert into ai_usage_daily_totals as d (day, operation, model, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
    select (created_at at time zone 'UTC')::date, operation, model, count(*), count(*) filter (where success),
           count(*) filter (where estimated_cost is null), coalesce(sum(total_tokens), 0), coalesce(sum(estimated_cost), 0)
    from new_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, operation, model) do update set requests = d.requests + excluded.requests,
       successful_requests = d.successful_requests + excluded.successful_requests, unpriced_requests = d.unpriced_requests + excluded.unpriced_requests,
       total_tokens = d.total_tokens + excluded.total_tokens, total_cost = d.total_cost + excluded.total_cost;
  end if;
  return null;
end
$$;`);
    this.addSql(`create trigger "ai_usage_rollup_insert" after insert on "ai_usage" referencing new table as new_rows for each statement execute function "ai_usage_rollup"();`);
    this.addSql(`create trigger "ai_usage_rollup_update" after update on "ai_usage" referencing old table as old_rows new table as new_rows for each statement execute function "ai_usage_rollup"();`);
    this.addSql(`create trigger "ai_usage_rollup_delete" after delete on "ai_usage" referencing old table as old_rows for each statement execute function "ai_usage_rollup"();`);
    // The rows written before the upgrade.
    this.addSql(`insert into "ai_usage_daily" (day, operation, user_id, model, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
      select (created_at at time zone 'UTC')::date, operation, user_id, model, count(*), count(*) filter (where success),
             count(*) filter (where estimated_cost is null), coalesce(sum(total_tokens), 0), coalesce(sum(estimated_cost), 0)
      from "ai_usage" group by 1, 2, 3, 4;`);
    this.addSql(`insert into "ai_usage_daily_totals" (day, operation, model, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
      select day, operation, model, sum(requests), sum(successful_requests), sum(unpriced_requests), sum(total_tokens), sum(total_cost)
      from "ai_usage_daily" group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "ai_usage_rollup_insert" on "ai_usage";`);
    this.addSql(`drop trigger if exists "ai_usage_rollup_update" on "ai_usage";`);
    this.addSql(`drop trigger if exists "ai_usage_rollup_delete" on "ai_usage";`);
    this.addSql(`drop function if exists "ai_usage_rollup"();`);
    this.addSql(`drop table if exists "ai_usage_daily_totals";`);
    this.addSql(`drop table if exists "ai_usage_daily";`);
  }

}
