import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

// GraphQL Int is 32-bit; token sums over many calls pass 2^31, so sums are Float (always whole numbers).
const TOKEN_SUM = 'Tokens summed over the calls (a whole number).';
const GROUP_COST =
  'USD of the priced calls; null when calls were made and none was priced (a model missing from the price table), never 0 for them.';
const UNPRICED = 'Calls whose model is not in the price table: left out of totalCost, which is then a lower bound.';

/** GraphQL shapes of the admin usage figures (contract: admin usage). Fields mirror usage-analytics.types.ts. */

@ObjectType('UsageStats', { description: 'Totals over a date range (UTC days, both ends inclusive).' })
export class UsageStatsType {
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int) successfulRequests!: number;
  @Field(() => Int) failedRequests!: number;
  @Field(() => Float, { nullable: true, description: GROUP_COST }) totalCost!: number | null;
  @Field(() => Int, { description: UNPRICED }) unpricedRequests!: number;
  @Field(() => Float, { description: TOKEN_SUM }) totalTokens!: number;
  @Field(() => Float, { description: '0 when there were no requests.' }) avgTokensPerRequest!: number;
}

@ObjectType('OperationUsage')
export class OperationUsageType {
  @Field(() => String) operation!: string;
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int, { description: UNPRICED }) unpricedRequests!: number;
  @Field(() => Float, { description: TOKEN_SUM }) totalTokens!: number;
  @Field(() => Float, { nullable: true, description: GROUP_COST }) totalCost!: number | null;
}

@ObjectType('UserUsage', { description: 'One user, or (userId null) every call made without a signed-in user.' })
export class UserUsageType {
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int, { description: UNPRICED }) unpricedRequests!: number;
  @Field(() => Float, { description: TOKEN_SUM }) totalTokens!: number;
  @Field(() => Float, { nullable: true, description: GROUP_COST }) totalCost!: number | null;
}

@ObjectType('UsageRecord', { description: 'One call to the AI provider.' })
export class UsageRecordType {
  @Field(() => ID) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => String, { nullable: true, description: "The user's email; null for anonymous calls or deleted users." })
  email!: string | null;
  @Field(() => String) operation!: string;
  @Field(() => String) model!: string;
  @Field(() => Int) totalTokens!: number;
  @Field(() => Float, { nullable: true, description: 'USD; null when the model that answered is not in the price table (not priced).' })
  estimatedCost!: number | null;
  @Field(() => Boolean) success!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why a failed call failed, as the provider answered (admins only, like the whole list); null for successes.',
  })
  error!: string | null;
}

@ObjectType('DailyCost')
export class DailyCostType {
  @Field(() => String, { description: 'yyyy-MM-dd (UTC).' }) date!: string;
  @Field(() => Float, { nullable: true, description: GROUP_COST }) totalCost!: number | null;
  @Field(() => Int, { description: UNPRICED }) unpricedRequests!: number;
  @Field(() => Float, { description: TOKEN_SUM }) totalTokens!: number;
  @Field(() => Int) requests!: number;
}
