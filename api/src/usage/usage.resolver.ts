import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { UsageAnalyticsService } from './usage-analytics.service.js';
import { ADMIN_ROLE } from '../auth/admin-emails.js';
import type { DailyCost, OperationUsage, UsageRecord, UsageStats, UserUsage } from './usage-analytics.types.js';
import { DailyCostType, OperationUsageType, UsageRecordType, UsageStatsType, UserUsageType } from './usage.graphql-types.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ usageAnalytics: UsageAnalyticsService }>;

const FROM = { nullable: true, description: 'yyyy-MM-dd, UTC, inclusive; default 29 days before `to`.' } as const;
const TO = { nullable: true, description: 'yyyy-MM-dd, UTC, inclusive; default today.' } as const;

/** Admin-only usage analytics; each query is one UsageAnalyticsService call (which checks admin again). */
@Resolver()
export class UsageResolver {
  @Authorized(ADMIN_ROLE)
  @Query(() => UsageStatsType)
  usageStats(
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
    @Ctx() context: Context,
  ): Promise<UsageStats> {
    return context.services.usageAnalytics.usageStats(context, { from, to });
  }

  @Authorized(ADMIN_ROLE)
  @Query(() => [OperationUsageType], { description: 'Per operation, highest cost first.' })
  usageByOperation(
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
    @Ctx() context: Context,
  ): Promise<OperationUsage[]> {
    return context.services.usageAnalytics.usageByOperation(context, { from, to });
  }

  @Authorized(ADMIN_ROLE)
  @Query(() => [UserUsageType], { description: 'The top users by cost; calls without a user form one row (userId null).' })
  usageByUser(
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
    @Arg('limit', () => Int, { nullable: true, description: '1..500, default 10.' }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<UserUsage[]> {
    return context.services.usageAnalytics.usageByUser(context, { from, to, limit });
  }

  @Authorized(ADMIN_ROLE)
  @Query(() => [UsageRecordType], { description: 'The latest calls, newest first.' })
  recentUsage(
    @Arg('limit', () => Int, { nullable: true, description: '1..500, default 50.' }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<UsageRecord[]> {
    return context.services.usageAnalytics.recentUsage(context, { limit });
  }

  @Authorized(ADMIN_ROLE)
  @Query(() => [DailyCostType], { description: 'One row per UTC day ending today, oldest first; days without calls included.' })
  dailyCosts(
    @Arg('days', () => Int, { nullable: true, description: '1..500, default 30.' }) days: number | null,
    @Ctx() context: Context,
  ): Promise<DailyCost[]> {
    return context.services.usageAnalytics.dailyCosts(context, { days });
  }
}
