import type { RequestContext } from '../app/request-context.js';
import { forbidden, unauthenticated } from '../shared/errors.js';
import type { DailyCost, OperationUsage, UsageRecord, UsageStats, UserUsage } from './usage-analytics.types.js';
import {
  DEFAULT_DAILY_COST_DAYS,
  DEFAULT_RECENT_LIMIT,
  DEFAULT_TOP_USERS,
  addDays,
  parseCount,
  parseDayRange,
  utcDay,
  type DayRange,
} from './usage-input.js';

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/** 401 when signed out, 403 "Admin access required" for everyone but admins. Both REST and GraphQL call it. */
export function requireAdmin(context: RequestContext): void {
  if (!context.viewer) throw unauthenticated();
  if (!context.services.auth.isAdmin(context)) throw forbidden(ADMIN_ACCESS_REQUIRED);
}

/**
 * Whole UTC days, both ends inclusive, on the rollup tables that the ai_usage triggers keep exact
 * (migration AiUsageDailyRollups): a year costs a few thousand rollup rows, not millions of calls.
 * Two parameters: from, to. Groups whose rows were all deleted keep zero counts: `having` drops them.
 */
const IN_DAYS = `day >= ?::date and day <= ?::date`;

/** A group's cost: NULL when none of its calls was priced, as sum() over the raw rows gives. */
const GROUP_COST = `case when sum(requests) > sum(unpriced_requests) then sum(total_cost) end`;

const STATS_SQL = `
  select coalesce(sum(requests), 0) as total_requests,
         coalesce(sum(successful_requests), 0) as successful_requests,
         coalesce(sum(total_cost), 0) as total_cost,
         coalesce(sum(total_tokens), 0) as total_tokens
  from ai_usage_daily_totals
  where ${IN_DAYS}`;

const BY_OPERATION_SQL = `
  select operation, sum(requests) as total_requests, sum(total_tokens) as total_tokens, ${GROUP_COST} as total_cost
  from ai_usage_daily_totals
  where ${IN_DAYS}
  group by operation
  having sum(requests) > 0
  order by total_cost desc nulls last, operation`;

/**
 * Grouping by user_id puts every call without a user in one NULL group: the anonymous row. The email
 * is a primary-key look-up for the few rows kept, so it costs the same with 2,000 users or 2,000,000.
 */
const BY_USER_SQL = `
  select top.*, (select email from users where users.id = top.user_id) as email
  from (
    select user_id, sum(requests) as total_requests, sum(total_tokens) as total_tokens, ${GROUP_COST} as total_cost
    from ai_usage_daily
    where ${IN_DAYS}
    group by user_id
    having sum(requests) > 0
    order by total_cost desc nulls last, total_requests desc, user_id nulls first
    limit ?
  ) as top
  order by top.total_cost desc nulls last, top.total_requests desc, top.user_id nulls first`;

/**
 * Walks the created_at index backwards and stops after `limit` rows. No id tie-break: it would add an
 * incremental sort that costs more than the whole query; calls in the same microsecond come in any order.
 */
const RECENT_SQL = `
  select id, user_id, operation, model, total_tokens, estimated_cost, success,
         (select email from users where users.id = ai_usage.user_id) as email,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
  from ai_usage
  order by ai_usage.created_at desc
  limit ?`;

/**
 * Every day of the range (from + 0 .. from + n days: plain date arithmetic, no session time zone
 * involved) joined to the per-day rollup sums, so days without calls show zeros. Parameters: from, to,
 * then the range (from, to).
 */
const DAILY_COSTS_SQL = `
  select to_char(days.day, 'YYYY-MM-DD') as date,
         coalesce(sums.total_cost, 0) as total_cost,
         coalesce(sums.total_tokens, 0) as total_tokens,
         coalesce(sums.requests, 0) as requests
  from (select (?::date) + offset_days as day from generate_series(0, (?::date) - (?::date)) as offset_days) as days
  left join (
    select day, sum(total_cost) as total_cost, sum(total_tokens) as total_tokens, sum(requests) as requests
    from ai_usage_daily_totals
    where ${IN_DAYS}
    group by day
  ) as sums on sums.day = days.day
  order by days.day`;

/** PostgreSQL returns count/sum(int) as bigint and sum(numeric) as numeric, both as text: convert once here. */
type Numeric = string | number;
const toNumber = (value: Numeric | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

interface StatsRow {
  total_requests: Numeric;
  successful_requests: Numeric;
  total_cost: Numeric;
  total_tokens: Numeric;
}
interface TotalsRow {
  total_requests: Numeric;
  total_tokens: Numeric;
  total_cost: Numeric;
}
interface RecentRow {
  id: string;
  /** ISO 8601 text: the ORM connection hands timestamps back as strings, so the SQL formats them unambiguously. */
  created_at: string;
  user_id: string | null;
  email: string | null;
  operation: string;
  model: string;
  total_tokens: Numeric;
  estimated_cost: Numeric | null;
  success: boolean;
}
interface DailyRow {
  date: string;
  total_cost: Numeric;
  total_tokens: Numeric;
  requests: Numeric;
}

/**
 * Admin analytics over ai_usage (issue 5). Every figure is aggregated by PostgreSQL in one
 * statement; nothing is summed over loaded rows. Dates are UTC calendar days, both ends inclusive:
 * ranges read the daily rollups, the recent list reads the raw rows.
 */
export class UsageAnalyticsService {
  /** `now` is injectable so "today" can be pinned in tests. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  private today(): string {
    return utcDay(this.now());
  }

  private rows<Row extends object>(context: RequestContext, sql: string, params: unknown[]): Promise<Row[]> {
    return context.em.getConnection().execute<Row[]>(sql, params);
  }

  async usageStats(context: RequestContext, input: { from?: unknown; to?: unknown }): Promise<UsageStats> {
    requireAdmin(context);
    const range = parseDayRange(input, this.today());
    const [row] = await this.rows<StatsRow>(context, STATS_SQL, rangeParams(range));
    const totalRequests = toNumber(row?.total_requests);
    const successfulRequests = toNumber(row?.successful_requests);
    const totalTokens = toNumber(row?.total_tokens);
    return {
      totalRequests,
      successfulRequests,
      failedRequests: totalRequests - successfulRequests,
      totalCost: toNumber(row?.total_cost),
      totalTokens,
      avgTokensPerRequest: totalRequests === 0 ? 0 : totalTokens / totalRequests,
    };
  }

  /** Per operation, highest cost first. */
  async usageByOperation(context: RequestContext, input: { from?: unknown; to?: unknown }): Promise<OperationUsage[]> {
    requireAdmin(context);
    const range = parseDayRange(input, this.today());
    const rows = await this.rows<TotalsRow & { operation: string }>(context, BY_OPERATION_SQL, rangeParams(range));
    return rows.map((row) => ({ operation: row.operation, ...totals(row) }));
  }

  /** The top `limit` users by cost (default 10); calls without a user form one row with userId null. */
  async usageByUser(context: RequestContext, input: { from?: unknown; to?: unknown; limit?: unknown }): Promise<UserUsage[]> {
    requireAdmin(context);
    const range = parseDayRange(input, this.today());
    const limit = parseCount('limit', input.limit, DEFAULT_TOP_USERS);
    const rows = await this.rows<TotalsRow & { user_id: string | null; email: string | null }>(context, BY_USER_SQL, [
      ...rangeParams(range),
      limit,
    ]);
    return rows.map((row) => ({ userId: row.user_id, email: row.email, ...totals(row) }));
  }

  /** The latest `limit` calls (default 50), newest first, over all time. */
  async recentUsage(context: RequestContext, input: { limit?: unknown }): Promise<UsageRecord[]> {
    requireAdmin(context);
    const limit = parseCount('limit', input.limit, DEFAULT_RECENT_LIMIT);
    const rows = await this.rows<RecentRow>(context, RECENT_SQL, [limit]);
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      userId: row.user_id,
      email: row.email,
      operation: row.operation,
      model: row.model,
      totalTokens: toNumber(row.total_tokens),
      // null: the model that answered is not in the price table ("not priced"); the sums leave such rows out.
      estimatedCost: row.estimated_cost === null ? null : toNumber(row.estimated_cost),
      success: row.success,
    }));
  }

  /** One row per UTC day for the last `days` days ending today (default 30), oldest first, empty days as zeros. */
  async dailyCosts(context: RequestContext, input: { days?: unknown }): Promise<DailyCost[]> {
    requireAdmin(context);
    const days = parseCount('days', input.days, DEFAULT_DAILY_COST_DAYS);
    const to = this.today();
    const range = { from: addDays(to, -(days - 1)), to };
    const rows = await this.rows<DailyRow>(context, DAILY_COSTS_SQL, [range.from, range.to, range.from, ...rangeParams(range)]);
    return rows.map((row) => ({
      date: row.date,
      totalCost: toNumber(row.total_cost),
      totalTokens: toNumber(row.total_tokens),
      requests: toNumber(row.requests),
    }));
  }
}

function rangeParams(range: DayRange): [string, string] {
  return [range.from, range.to];
}

function totals(row: TotalsRow): { totalRequests: number; totalTokens: number; totalCost: number } {
  return { totalRequests: toNumber(row.total_requests), totalTokens: toNumber(row.total_tokens), totalCost: toNumber(row.total_cost) };
}
