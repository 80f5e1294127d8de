import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { notFound } from '../shared/errors.js';
import { migrationsList } from './migrations/index.js';

export type { EntityManager } from '@mikro-orm/postgresql';
export { MikroORM };

export interface OrmSettings {
  /** The entity list comes from the composition root (app/entities.ts), so no feature depends on every other. */
  entities: NonNullable<Options['entities']>;
  /** Where `db:migration:create` writes new migration files. */
  migrationsPath?: string;
  poolSize?: number;
  /** Bounds for the request path (a hung database is a 503, not a wait); none for migrations and scripts. */
  timeouts?: { acquireMs: number; statementMs: number };
}

export function ormOptions(clientUrl: string, settings: OrmSettings): Options {
  const { timeouts } = settings;
  return defineConfig({
    clientUrl,
    entities: settings.entities,
    extensions: [Migrator],
    // No file scanning: entities and migrations are listed explicitly, so tsx, vitest and the compiled build behave alike.
    discovery: { disableDynamicFileAccess: true, warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      path: settings.migrationsPath,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
    },
    // Tables written only with raw SQL (research/trademarks, the AI token budget in usage-meter.ts), so the entity diff leaves them alone.
    schemaGenerator: {
      skipTables: [
        'uspto_trademarks',
        'trademark_imports',
        'ai_token_reservations',
        'ai_usage_daily',
        'ai_usage_daily_totals',
        'ai_usage_running_series',
        'ai_usage_running_totals',
        'rate_limits',
        'research_source_pacing',
        'research_source_status',
        'website_visit_salts',
        'website_visits',
        'website_signups',
        'billing_accounts',
        'stripe_events',
        'plan_changes',
        'validations',
      ],
    },
    forceUtcTimezone: true,
    // A row a service reads with findOneOrFail can be gone by then (a concurrent request deleted the project):
    // that is the feature's own "not found" (404 / NOT_FOUND, "Project not found"), as for an id that never existed, not a 500.
    findOneOrFailHandler: (entityName: string) => notFound(`${entityName} not found`),
    findExactlyOneOrFailHandler: (entityName: string) => notFound(`${entityName} not found`),
    pool: {
      min: 0,
      max: settings.poolSize ?? 10,
      ...(timeouts ? { acquireTimeoutMillis: timeouts.acquireMs, createTimeoutMillis: timeouts.acquireMs } : {}),
    },
    driverOptions: {
      ...(timeouts ? { acquireConnectionTimeout: timeouts.acquireMs } : {}),
      connection: {
        // A peer that vanished without a FIN is noticed by the kernel instead of never.
        keepAlive: true,
        ...(timeouts
          ? {
              connectionTimeoutMillis: timeouts.acquireMs,
              statement_timeout: timeouts.statementMs,
              // The server cannot cancel what it never received: the client gives up a little later.
              query_timeout: timeouts.statementMs + 500,
            }
          : {}),
      },
    },
    allowGlobalContext: false,
    debug: false,
  });
}

export async function openDatabase(clientUrl: string, settings: OrmSettings): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, settings));
}

/** One key for every IdeaScope process on a database: "migrations" in ASCII. */
const MIGRATIONS_LOCK_KEY = 0x6d6967726174696fn;

/**
 * Applies every committed migration that has not run yet. The API and the workers all migrate at
 * start, so the work is serialised by a PostgreSQL advisory lock held on a connection of its own:
 * the first process migrates, the others wait and then find nothing pending.
 */
export async function migrateToLatest(orm: MikroORM): Promise<void> {
  const lockConnection = new pg.Client({ connectionString: orm.config.get('clientUrl'), application_name: 'ideascope-migrations' });
  await lockConnection.connect();
  try {
    await lockConnection.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY.toString()]);
    // On a pool of its own when the process's pool bounds statements: a migration may take longer.
    const bounded = orm.config.get('driverOptions')?.connection?.statement_timeout !== undefined;
    const migrating = bounded
      ? await openDatabase(orm.config.get('clientUrl')!, { entities: orm.config.get('entities'), poolSize: 1 })
      : orm;
    try {
      await migrating.getMigrator().up();
    } finally {
      if (migrating !== orm) await migrating.close(true);
    }
  } finally {
    // Ending the session releases the lock even when the unlock cannot be sent.
    await lockConnection.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY.toString()]).catch(() => undefined);
    await lockConnection.end().catch(() => undefined);
  }
}
