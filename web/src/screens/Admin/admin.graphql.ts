import { gql } from '@apollo/client';

export const USAGE_STATS = gql`
  query UsageStats($from: String, $to: String) {
    usageStats(from: $from, to: $to) {
      totalRequests
      successfulRequests
      failedRequests
      totalCost
      unpricedRequests
      totalTokens
      avgTokensPerRequest
    }
  }
`;

export const USAGE_BREAKDOWNS = gql`
  query UsageBreakdowns($from: String, $to: String) {
    usageByOperation(from: $from, to: $to) {
      operation
      totalRequests
      unpricedRequests
      totalTokens
      totalCost
    }
    usageByUser(from: $from, to: $to, limit: 10) {
      userId
      email
      totalRequests
      unpricedRequests
      totalTokens
      totalCost
    }
  }
`;

export const RECENT_USAGE = gql`
  query RecentUsage {
    recentUsage(limit: 50) {
      id
      createdAt
      userId
      email
      operation
      model
      totalTokens
      estimatedCost
      success
      error
    }
  }
`;
