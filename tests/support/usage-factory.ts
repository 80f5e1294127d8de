import pg from 'pg';
import { randomUUID } from 'node:crypto';

/** One ai_usage row to seed; everything but createdAt has a plain default. */
export interface UsageRowSeed {
  createdAt: Date | string;
  userId?: string | null;
  projectId?: string | null;
  operation?: string;
  model?: string;
  promptTokens?: number;
  completionTokens?: number;
  /** Defaults to promptTokens + completionTokens. */
  totalTokens?: number;
  /** USD; a string keeps all six decimals exact. null: not priced (the model is missing from the price table). */
  estimatedCost?: number | string | null;
  success?: boolean;
  error?: string | null;
  durationMs?: number;
}

const COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'project_id',
  'operation',
  'model',
  'prompt_tokens',
  'completion_tokens',
  'total_tokens',
  'estimated_cost',
  'success',
  'error',
  'duration_ms',
] as const;

/** A pool on a test server's own database, for seeding and for the tests' independent SQL. */
export function openDatabasePool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: 2 });
}

/** Inserts usage rows with plain SQL (as the metering would have), in one statement, and returns their ids in order. A client: inside its transaction. */
export async function insertUsageRows(pool: pg.Pool | pg.PoolClient, seeds: UsageRowSeed[]): Promise<string[]> {
  const ids: string[] = [];
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (const seed of seeds) {
    const id = randomUUID();
    ids.push(id);
    const promptTokens = seed.promptTokens ?? 100;
    const completionTokens = seed.completionTokens ?? 50;
    const row = [
      id,
      seed.createdAt instanceof Date ? seed.createdAt.toISOString() : seed.createdAt,
      seed.userId ?? null,
      seed.projectId ?? null,
      seed.operation ?? 'generate-description',
      seed.model ?? 'gpt-4o-mini',
      promptTokens,
      completionTokens,
      seed.totalTokens ?? promptTokens + completionTokens,
      seed.estimatedCost === null ? null : String(seed.estimatedCost ?? '0.000100'),
      seed.success ?? true,
      seed.error ?? (seed.success === false ? 'upstream error' : null),
      seed.durationMs ?? 800,
    ];
    tuples.push(`(${row.map((_, index) => `$${values.length + index + 1}`).join(', ')})`);
    values.push(...row);
  }
  if (tuples.length > 0) {
    await pool.query(`insert into ai_usage (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`, values);
  }
  return ids;
}
