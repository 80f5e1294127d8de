import { SourceClient } from '../evidence/source-client.js';
import type { StageDependencies } from '../intelligence/stages/stage-context.js';

export interface SourceClientLimits {
  timeoutMs: number;
  /** Requests in flight at once from this process (shared by every run). */
  concurrency: number;
}

// One client per provider per research intelligence (one per process in production), so the
// provider's concurrency limit is shared by every run; keyed by the dependencies object so
// two applications in one process (tests) never write evidence into each other's database.
const clients = new WeakMap<StageDependencies, Map<string, SourceClient>>();

export function sourceClient(dependencies: StageDependencies, provider: string, limits: SourceClientLimits): SourceClient {
  let byProvider = clients.get(dependencies);
  if (!byProvider) {
    byProvider = new Map();
    clients.set(dependencies, byProvider);
  }
  let client = byProvider.get(provider);
  if (!client) {
    client = new SourceClient({ provider, sql: dependencies.sql, logger: dependencies.logger, timeoutMs: limits.timeoutMs, concurrency: limits.concurrency });
    byProvider.set(provider, client);
  }
  return client;
}
