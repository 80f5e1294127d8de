import { Migration } from '@mikro-orm/migrations';

/**
 * Running totals of ai_usage per user and per operation (issue 14), so the admin's range figures cost two index
 * look-ups per series whatever the range spans: a range's total is the running total at its last day minus the one
 * before its first day. (Summing daily rollups grew with the range: a year of (user, day) rows for the top users.)
 *
 * ai_usage_running_series numbers the series: one per user id that ever had usage (operation NULL; user_id NULL is
 * the calls without a user) and one per operation (user_id NULL). ai_usage_running_totals holds, per series and per
 * UTC day on which the series changed, the sums of all its calls up to the end of that day (a NULL cost is "not
 * priced": left out of total_cost, counted in unpriced_requests, as in the daily rollups).
 *
 * Kept exact by statement-level triggers on ai_usage, which lock the series rows first, in key order: writers of one
 * series take turns (no lost counts, no deadlock between them). A call recorded today touches the newest row of its
 * user and of its operation; a call recorded, changed or deleted on an earlier day also shifts those series' later
 * rows (at most one a day). Raw SQL tables (skipTables in orm.ts), read by usage-analytics.service.ts.
 */
export class Migration20261124072000_AiUsageRunningTotals extends Migration {

  override async up(): Promise<void> {
    // Bigint: the upsert that locks a series draws a number even when the series exists (gaps are harmless).
    this.addSql(`create table "ai_usage_running_series" ("number" bigint generated always as identity primary key, "user_id" uuid null, "operation" text null);`);
    this.addSql(`create unique index "ai_usage_running_series_key" on "ai_usage_running_series" ("user_id", "operation") nulls not distinct;`);
    this.addSql(`create table "ai_usage_running_totals" ("series_number" bigint not null, "day" date not null,
      "requests" bigint not null, "successful_requests" bigint not null, "unpriced_requests" bigint not null,
      "total_tokens" bigint not null, "total_cost" numeric(20,6) not null,
      constraint "ai_usage_running_totals_pkey" primary key ("series_number", "day"));`);
    // One statement's change to one series on one day (negative for removed rows).
    this.addSql(`create type "ai_usage_series_day_change" as ("user_id" uuid, "operation" text, "day" date, "requests" bigint,
      "successful_requests" bigint, "unpriced_requests" bigint, "total_tokens" bigint, "total_cost" numeric);`);
    // Grouping sets give both kinds of series from one pass: (user_id, day) leaves operation NULL, (operation, day) user_id.
    // The join to the locked series goes through coalesce() only so PostgreSQL can hash it (IS NOT DISTINCT FROM cannot be
    // hashed); the IS NOT DISTINCT FROM beside it keeps calls without a user apart from a user whose id is the nil UUID.
    this.addSql(`create function "ai_usage_running_rollup"() returns trigger language plpgsql as $$
declare
  changes ai_usage_series_day_change[];
  numbered ai_usage_running_totals[];
begin
  if tg_op = 'INSERT' then
    changes := array(select row(user_id, operation, day, count(*), count(*) filter (where success), count(*) filter (where estimated_cost is null),
                                coalesce(sum(total_tokens), 0), coalesce(sum(estimated_cost), 0))::ai_usage_series_day_change
                     from (select user_id, operation, (created_at at time zone 'UTC')::date as day, success, total_tokens, estimated_cost from new_rows) as added
                     group by grouping sets ((user_id, day), (operation, day)));
  elsif tg_op = 'DELETE' then
    changes := array(select row(user_id, operation, day, -count(*), -count(*) filter (where success), -count(*) filter (where estimated_cost is null),
                                -coalesce(sum(total_tokens), 0), -coalesce(sum(estimated_cost), 0))::ai_usage_series_day_change
                     from (select user_id, operation, (created_at at time zone 'UTC')::date as day, success, total_tokens, estimated_cost from old_rows) as removed
                     group by grouping sets ((user_id, day), (operation, day)));
  else
    -- An update that moves nothing (same user, operation, day, outcome, tokens and cost) changes no series and locks none.
    changes := array(select row(user_id, operation, day, sum(sign), coalesce(sum(sign) filter (where success), 0),
                                coalesce(sum(sign) filter (where estimated_cost is null), 0), coalesce(sum(sign * total_tokens), 0),
                                coalesce(sum(sign * estimated_cost), 0))::ai_usage_series_day_change
                     from (select user_id, operation, (created_at at time zone 'UTC')::date as day, 1 as sign, success, total_tokens, estimated_cost from new_rows
                           union all
                           select user_id, operation, (created_at at time zone 'UTC')::date, -1, success, total_tokens, estimated_cost from old_rows) as signed
                     group by grouping sets ((user_id, day), (operation, day))
                     having sum(sign) <> 0 or sum(sign) filter (where success) <> 0 or sum(sign) filter (where estimated_cost is null) <> 0
                         or sum(sign * total_tokens) <> 0 or sum(sign * estimated_cost) <> 0);
  end if;
  if cardinality(changes) = 0 then
    return null;
  end if;

  -- Lock (and number) every series touched, in key order. Until this transaction ends no other writer changes these
  -- series, and each statement below takes a fresh snapshot, so it sees all that was committed before the lock was granted.
  with locked as (
    insert into ai_usage_running_series as series (user_id, operation)
    select distinct user_id, operation from unnest(changes) order by 1, 2
    on conflict (user_id, operation) do update set user_id = excluded.user_id
    returning series.number, series.user_id, series.operation
  )
  select array_agg(row(locked.number, change.day, change.requests, change.successful_requests, change.unpriced_requests,
                       change.total_tokens, change.total_cost)::ai_usage_running_totals)
  into numbered
  from unnest(changes) as change
  join locked on coalesce(locked.user_id, '00000000-0000-0000-0000-000000000000') = coalesce(change.user_id, '00000000-0000-0000-0000-000000000000')
             and coalesce(locked.operation, '') = coalesce(change.operation, '')
             and locked.user_id is not distinct from change.user_id and locked.operation is not distinct from change.operation;

  -- A day the series had no row for starts from the series' running total before it.
  insert into ai_usage_running_totals (series_number, day, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
  select change.series_number, change.day, coalesce(before.requests, 0), coalesce(before.successful_requests, 0),
         coalesce(before.unpriced_requests, 0), coalesce(before.total_tokens, 0), coalesce(before.total_cost, 0)
  from unnest(numbered) as change
  left join lateral (
    select requests, successful_requests, unpriced_requests, total_tokens, total_cost from ai_usage_running_totals as running
    where running.series_number = change.series_number and running.day < change.day
    order by running.day desc limit 1
  ) as before on true
  order by 1, 2
  on conflict (series_number, day) do nothing;

  -- Every row from a changed day on gains the changes up to its day: each change, summed with the series' earlier
  -- changes in this statement, applies from its day until the series' next changed day.
  update ai_usage_running_totals as running
  set requests = running.requests + since.requests, successful_requests = running.successful_requests + since.successful_requests,
      unpriced_requests = running.unpriced_requests + since.unpriced_requests, total_tokens = running.total_tokens + since.total_tokens,
      total_cost = running.total_cost + since.total_cost
  from (
    select series_number, day, lead(day, 1, 'infinity') over per_series as next_day,
           sum(requests) over per_series as requests, sum(successful_requests) over per_series as successful_requests,
           sum(unpriced_requests) over per_series as unpriced_requests, sum(total_tokens) over per_series as total_tokens,
           sum(total_cost) over per_series as total_cost
    from unnest(numbered)
    window per_series as (partition by series_number order by day)
  ) as since
  where running.series_number = since.series_number and running.day >= since.day and running.day < since.next_day;
  return null;
end
$$;`);
    this.addSql(`create trigger "ai_usage_running_insert" after insert on "ai_usage" referencing new table as new_rows for each statement execute function "ai_usage_running_rollup"();`);
    this.addSql(`create trigger "ai_usage_running_update" after update on "ai_usage" referencing old table as old_rows new table as new_rows for each statement execute function "ai_usage_running_rollup"();`);
    this.addSql(`create trigger "ai_usage_running_delete" after delete on "ai_usage" referencing old table as old_rows for each statement execute function "ai_usage_running_rollup"();`);
    // The rows written before the upgrade, from the daily rollups (exact, and far fewer rows than ai_usage). Creating the
    // triggers above locked ai_usage against writes until this migration commits, so nothing is counted twice or missed.
    this.addSql(`insert into "ai_usage_running_series" (user_id, operation)
      select user_id, operation from "ai_usage_daily" group by grouping sets ((user_id), (operation)) order by 1, 2;`);
    this.addSql(`insert into "ai_usage_running_totals" (series_number, day, requests, successful_requests, unpriced_requests, total_tokens, total_cost)
      select series.number, per_day.day, sum(per_day.requests) over per_series, sum(per_day.successful_requests) over per_series,
             sum(per_day.unpriced_requests) over per_series, sum(per_day.total_tokens) over per_series, sum(per_day.total_cost) over per_series
      from (select user_id, operation, day, sum(requests) as requests, sum(successful_requests) as successful_requests,
                   sum(unpriced_requests) as unpriced_requests, sum(total_tokens) as total_tokens, sum(total_cost) as total_cost
            from "ai_usage_daily" group by grouping sets ((user_id, day), (operation, day))) as per_day
      join "ai_usage_running_series" as series
        on coalesce(series.user_id, '00000000-0000-0000-0000-000000000000') = coalesce(per_day.user_id, '00000000-0000-0000-0000-000000000000')
       and coalesce(series.operation, '') = coalesce(per_day.operation, '')
       and series.user_id is not distinct from per_day.user_id and series.operation is not distinct from per_day.operation
      window per_series as (partition by series.number order by per_day.day);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "ai_usage_running_insert" on "ai_usage";`);
    this.addSql(`drop trigger if exists "ai_usage_running_update" on "ai_usage";`);
    this.addSql(`drop trigger if exists "ai_usage_running_delete" on "ai_usage";`);
    this.addSql(`drop function if exists "ai_usage_running_rollup"();`);
    this.addSql(`drop type if exists "ai_usage_series_day_change";`);
    this.addSql(`drop table if exists "ai_usage_running_totals";`);
    this.addSql(`drop table if exists "ai_usage_running_series";`);
  }

}
