/** The admin dashboard's figures (spec §3 usage entities), as plain data for REST and GraphQL alike. */

export interface UsageStats {
  totalRequests: number;
  successfulRequests: number;
  failedRequests: number;
  /** USD, of the priced calls; null when calls were made and none was priced (0 when there were none). */
  totalCost: number | null;
  /** Calls whose model is not in the price table: left out of totalCost (which is then a lower bound). */
  unpricedRequests: number;
  totalTokens: number;
  /** 0 when there were no requests. */
  avgTokensPerRequest: number;
}

/** A group's cost is that of its priced calls: null when none was priced; unpricedRequests were left out. */
export interface OperationUsage {
  operation: string;
  totalRequests: number;
  unpricedRequests: number;
  totalTokens: number;
  totalCost: number | null;
}

export interface UserUsage {
  /** null: the one row of calls made without a signed-in user. */
  userId: string | null;
  /** null for the anonymous row, or when the user has since been deleted. */
  email: string | null;
  totalRequests: number;
  unpricedRequests: number;
  totalTokens: number;
  totalCost: number | null;
}

export interface UsageRecord {
  id: string;
  createdAt: Date;
  userId: string | null;
  /** The user's email (extra to spec §3, for the admin table's User column); null as in UserUsage. */
  email: string | null;
  operation: string;
  model: string;
  totalTokens: number;
  /** null: not priced (the model is missing from the price table). */
  estimatedCost: number | null;
  success: boolean;
  /** Why a failed call failed (the provider's error as recorded); null for successes. */
  error: string | null;
}

export interface DailyCost {
  /** yyyy-MM-dd, UTC. */
  date: string;
  /** Null when the day had calls and none was priced. */
  totalCost: number | null;
  unpricedRequests: number;
  totalTokens: number;
  requests: number;
}
