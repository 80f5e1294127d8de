import type { AppConfig } from '../../config/config.js';
import type { Sql } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { SourceClient } from '../evidence/source-client.js';
import { pacingFor, sourceDefinition } from './registry.js';

export interface SourceClientDependencies {
  config: AppConfig;
  sql: Sql;
  logger: Logger;
}

/** Per provider, overriding the registry's timeout (tests, the RDAP client's own setting) or the statuses that are answers. */
export interface SourceClientOverrides {
  timeoutMs?: number;
  answerStatuses?: readonly number[];
  attempts?: number;
  reuseAnswers?: boolean;
}

// One client per provider per database handle (one per application), so the provider's concurrency
// limit is shared by every run in the process; pacing is shared by every process through PostgreSQL.
const clients = new WeakMap<Sql, Map<string, SourceClient>>();

/** The source client of a provider listed in registry.ts, with its timeout, concurrency and pacing. */
export function sourceClient(
  dependencies: SourceClientDependencies,
  provider: string,
  overrides: SourceClientOverrides = {},
): SourceClient {
  let byProvider = clients.get(dependencies.sql);
  if (!byProvider) {
    byProvider = new Map();
    clients.set(dependencies.sql, byProvider);
  }
  let client = byProvider.get(provider);
  if (!client) {
    const http = sourceDefinition(provider)?.http;
    if (!http) throw new Error(`research source ${provider} is not an HTTP source in registry.ts`);
    client = new SourceClient({
      provider,
      sql: dependencies.sql,
      logger: dependencies.logger,
      timeoutMs: overrides.timeoutMs ?? http.timeoutMs(dependencies.config),
      concurrency: http.concurrency(dependencies.config),
      pacing: pacingFor(dependencies.config, provider),
      ...(overrides.answerStatuses ? { answerStatuses: overrides.answerStatuses } : {}),
      ...(overrides.attempts ? { attempts: overrides.attempts } : {}),
      ...(overrides.reuseAnswers === false ? { reuseAnswers: false } : {}),
    });
    byProvider.set(provider, client);
  }
  return client;
}
