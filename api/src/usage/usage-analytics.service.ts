import type { RequestContext } from '../context/request-context.js';
import { viewerIsAdmin } from '../auth/admin-emails.js';
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
export function requireAdmin(context: RequestContext, adminEmails: ReadonlySet<string>): void {
  if (!context.viewer) throw unauthenticated();
  if (!viewerIsAdmin(context.viewer, adminEmails)) throw forbidden(ADMIN_ACCESS_REQUIRED);
}

/**
 * Whole UTC days, both ends inclusive, on the daily rollups that the ai_usage triggers keep exact
 * (migration AiUsageDailyRollups). Only the per-day list reads them: its answer grows with the range anyway.
 * Two parameters: from, to.
 */
const IN_DAYS = `day >= ?::date and day <= ?::date`;

/**
 * Each series' (a user's or an operation's, migration AiUsageRunningTotals) sums over the range: its running total
 * at the range's last day minus the one before its first day. Two index look-ups per series, so a year costs what a
 * day costs. A series without calls in the range has zero requests (also when its calls were all deleted).
 * Parameters: to, from.
 */
const seriesInRange = (which: string) => `
  select series.user_id, series.operation,
         through_end.requests - coalesce(before_start.requests, 0) as requests,
         through_end.successful_requests - coalesce(before_start.successful_requests, 0) as successful_requests,
         through_end.unpriced_requests - coalesce(before_start.unpriced_requests, 0) as unpriced_requests,
         through_end.total_tokens - coalesce(before_start.total_tokens, 0) as total_tokens,
         through_end.total_cost - coalesce(before_start.total_cost, 0) as total_cost
  from ai_usage_running_series as series
  cross join lateral (
    select requests, successful_requests, unpriced_requests, total_tokens, total_cost from ai_usage_running_totals as running
    where running.series_number = series.number and running.day <= ?::date
    order by running.day desc limit 1
  ) as through_end
  left join lateral (
    select requests, successful_requests, unpriced_requests, total_tokens, total_cost from ai_usage_running_totals as running
    where running.series_number = series.number and running.day < ?::date
    order by running.day desc limit 1
  ) as before_start on true
  where ${which}`;

/** Operation series have no user; user series (user_id NULL: the calls without a user) no operation. */
const PER_OPERATION = seriesInRange('series.user_id is null and series.operation is not null');
const PER_USER = seriesInRange('series.operation is null');

/**
 * Highest cost first. A group with no priced call goes last, after groups that cost $0: its total_cost is 0 only
 * because nothing was priced, and its cost is unknown (costOf, the one place of that rule, answers null).
 */
const BY_COST = `unpriced_requests >= requests, total_cost desc`;

const STATS_SQL = `
  select coalesce(sum(requests), 0) as total_requests,
         coalesce(sum(successful_requests), 0) as successful_requests,
         coalesce(sum(unpriced_requests), 0) as unpriced_requests,
         coalesce(sum(total_cost), 0) as total_cost,
         coalesce(sum(total_tokens), 0) as total_tokens
  from (${PER_OPERATION}) as per_operation`;

const BY_OPERATION_SQL = `
  select operation, requests as total_requests, unpriced_requests, total_tokens, total_cost
  from (${PER_OPERATION}) as per_operation
  where requests > 0
  order by ${BY_COST}, operation`;

/**
 * Calls without a user form one group: the anonymous row (user_id NULL). The email is a primary-key look-up
 * for the few rows kept, so it costs the same with 2,000 users or 2,000,000. Parameters: to, from, limit.
 */
const BY_USER_SQL = `
  select top.*, (select email from users where users.id = top.user_id) as email
  from (
    select user_id, requests as total_requests, unpriced_requests, total_tokens, total_cost
    from (${PER_USER}) as per_user
    where requests > 0
    order by ${BY_COST}, total_requests desc, user_id nulls first
    limit ?
  ) as top
  order by top.unpriced_requests >= top.total_requests, top.total_cost desc, top.total_requests desc, top.user_id nulls first`;

/**
 * Walks the created_at index backwards and stops after `limit` rows. No id tie-break: it would add an
 * incremental sort that costs more than the whole query; calls in the same microsecond come in any order.
 */
const RECENT_SQL = `
  select id, user_id, operation, model, total_tokens, estimated_cost, success, error,
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
         coalesce(sums.requests, 0) as requests,
         coalesce(sums.unpriced_requests, 0) as unpriced_requests
  from (select (?::date) + offset_days as day from generate_series(0, (?::date) - (?::date)) as offset_days) as days
  left join (
    select day, sum(total_cost) as total_cost, sum(total_tokens) as total_tokens, sum(requests) as requests,
           sum(unpriced_requests) as unpriced_requests
    from ai_usage_daily_totals
    where ${IN_DAYS}
    group by day
  ) as sums on sums.day = days.day
  order by days.day`;

/** PostgreSQL returns count/sum(int) as bigint and sum(numeric) as numeric, both as text: convert once here. */
type Numeric = string | number;
const toNumber = (value: Numeric | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * A sum of costs over `requests` calls of which `unpriced` had no price: null when calls were made and none was
 * priced (their cost is not known, never $0); otherwise the priced calls' sum (0 for no calls at all).
 */
function costOf(requests: number, unpriced: number, cost: Numeric | null | undefined): number | null {
  if (requests > 0 && unpriced >= requests) return null;
  return toNumber(cost);
}

interface StatsRow {
  total_requests: Numeric;
  successful_requests: Numeric;
  unpriced_requests: Numeric;
  total_cost: Numeric;
  total_tokens: Numeric;
}
interface TotalsRow {
  total_requests: Numeric;
  unpriced_requests: Numeric;
  total_tokens: Numeric;
  /** The priced calls' sum (0 when none was priced: costOf makes that null). */
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
  error: string | null;
}
interface DailyRow {
  date: string;
  total_cost: Numeric;
  total_tokens: Numeric;
  requests: Numeric;
  unpriced_requests: Numeric;
}

/**
 * Admin analytics over ai_usage. Every figure is aggregated by PostgreSQL in one
 * statement; nothing is summed over loaded rows. Dates are UTC calendar days, both ends inclusive:
 * range sums read the running totals, the per-day list the daily rollups, the recent list the raw rows.
 */
export class UsageAnalyticsService {
  /** `now` is injectable so "today" can be pinned in tests. */
  constructor(
    private readonly adminEmails: ReadonlySet<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return utcDay(this.now());
  }

  private rows<Row extends object>(context: RequestContext, sql: string, params: unknown[]): Promise<Row[]> {
    return context.em.getConnection().execute<Row[]>(sql, params);
  }

  async usageStats(context: RequestContext, input: { from?: unknown; to?: unknown }): Promise<UsageStats> {
    requireAdmin(context, this.adminEmails);
    const range = parseDayRange(input, this.today());
    const [row] = await this.rows<StatsRow>(context, STATS_SQL, seriesRangeParams(range));
    const totalRequests = toNumber(row?.total_requests);
    const successfulRequests = toNumber(row?.successful_requests);
    const totalTokens = toNumber(row?.total_tokens);
    const unpricedRequests = toNumber(row?.unpriced_requests);
    return {
      totalRequests,
      successfulRequests,
      failedRequests: totalRequests - successfulRequests,
      totalCost: costOf(totalRequests, unpricedRequests, row?.total_cost),
      unpricedRequests,
      totalTokens,
      avgTokensPerRequest: totalRequests === 0 ? 0 : totalTokens / totalRequests,
    };
  }

  /** Per operation, highest cost first. */
  async usageByOperation(context: RequestContext, input: { from?: unknown; to?: unknown }): Promise<OperationUsage[]> {
    requireAdmin(context, this.adminEmails);
    const range = parseDayRange(input, this.today());
    const rows = await this.rows<TotalsRow & { operation: string }>(context, BY_OPERATION_SQL, seriesRangeParams(range));
    return rows.map((row) => ({ operation: row.operation, ...totals(row) }));
  }

  /** The top `limit` users by cost (default 10); calls without a user form one row with userId null. */
  async usageByUser(context: RequestContext, input: { from?: unknown; to?: unknown; limit?: unknown }): Promise<UserUsage[]> {
    requireAdmin(context, this.adminEmails);
    const range = parseDayRange(input, this.today());
    const limit = parseCount('limit', input.limit, DEFAULT_TOP_USERS);
    const rows = await this.rows<TotalsRow & { user_id: string | null; email: string | null }>(context, BY_USER_SQL, [
      ...seriesRangeParams(range),
      limit,
    ]);
    return rows.map((row) => ({ userId: row.user_id, email: row.email, ...totals(row) }));
  }

  /** The latest `limit` calls (default 50), newest first, over all time. */
  async recentUsage(context: RequestContext, input: { limit?: unknown }): Promise<UsageRecord[]> {
    requireAdmin(context, this.adminEmails);
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
      error: row.success ? null : (row.error ?? 'No reason recorded'),
    }));
  }

  /** One row per UTC day for the last `days` days ending today (default 30), oldest first, empty days as zeros. */
  async dailyCosts(context: RequestContext, input: { days?: unknown }): Promise<DailyCost[]> {
    requireAdmin(context, this.adminEmails);
    const days = parseCount('days', input.days, DEFAULT_DAILY_COST_DAYS);
    const to = this.today();
    return this.readDailyCosts(context, { from: addDays(to, -(days - 1)), to });
  }

  private async readDailyCosts(context: RequestContext, range: DayRange): Promise<DailyCost[]> {
    const rows = await this.rows<DailyRow>(context, DAILY_COSTS_SQL, [range.from, range.to, range.from, ...rangeParams(range)]);
    return rows.map((row) => {
      const requests = toNumber(row.requests);
      const unpricedRequests = toNumber(row.unpriced_requests);
      return {
        date: row.date,
        totalCost: costOf(requests, unpricedRequests, row.total_cost),
        unpricedRequests,
        totalTokens: toNumber(row.total_tokens),
        requests,
      };
    });
  }
}

function rangeParams(range: DayRange): [string, string] {
  return [range.from, range.to];
}

/** The running-total queries look up the range's end first. */
function seriesRangeParams(range: DayRange): [string, string] {
  return [range.to, range.from];
}

function totals(row: TotalsRow): { totalRequests: number; unpricedRequests: number; totalTokens: number; totalCost: number | null } {
  const totalRequests = toNumber(row.total_requests);
  const unpricedRequests = toNumber(row.unpriced_requests);
  return {
    totalRequests,
    unpricedRequests,
    totalTokens: toNumber(row.total_tokens),
    totalCost: costOf(totalRequests, unpricedRequests, row.total_cost),
  };
}
