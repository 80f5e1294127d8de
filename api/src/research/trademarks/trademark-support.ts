import type { Sql } from '../../jobs/sql.js';

/** What the database can do for the trademark search. */
export interface TrademarkDatabaseSupport {
  /** The uspto_trademarks and trademark_imports tables exist (migrations applied). */
  tables: boolean;
  /** Extensions created in this database (pg_trgm: similar marks; fuzzystrmatch: sounds-alike marks). */
  trigram: boolean;
  phonetic: boolean;
  /** Extensions the server could create but this database lacks (re-run the migrations). */
  availableButMissing: string[];
}

export const REQUIRED_EXTENSIONS = ['pg_trgm', 'fuzzystrmatch'] as const;

export async function detectTrademarkSupport(sql: Sql): Promise<TrademarkDatabaseSupport> {
  const {
    rows: [state],
  } = await sql.query<{ tables: boolean; installed: string[] }>(
    `select to_regclass('uspto_trademarks') is not null and to_regclass('trademark_imports') is not null as tables,
            array(select extname::text from pg_extension where extname = any($1::text[])) as installed`,
    [[...REQUIRED_EXTENSIONS]],
  );
  const installed = new Set(state?.installed ?? []);
  const missing = REQUIRED_EXTENSIONS.filter((name) => !installed.has(name));
  // pg_available_extensions reads every control file on the server's disk: asked only when something is missing.
  const available =
    missing.length === 0
      ? []
      : (await sql.query<{ name: string }>('select name from pg_available_extensions where name = any($1::text[])', [missing])).rows.map(
          (row) => row.name,
        );
  return {
    tables: state?.tables === true,
    trigram: installed.has('pg_trgm'),
    phonetic: installed.has('fuzzystrmatch'),
    availableButMissing: missing.filter((name) => available.includes(name)),
  };
}

/**
 * Why the trademark search cannot run on this database, in words an operator can act on; null when it can.
 * (The migration creates the extensions only where the server ships them.)
 */
export function trademarkSupportProblem(support: TrademarkDatabaseSupport): string | null {
  if (!support.tables) return 'the trademark tables do not exist: run `pnpm db:migrate`';
  const missing = [...(support.trigram ? [] : ['pg_trgm']), ...(support.phonetic ? [] : ['fuzzystrmatch'])];
  if (missing.length === 0) return null;
  const names = `PostgreSQL extension${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}`;
  const are = missing.length > 1 ? 'are' : 'is';
  if (missing.every((name) => support.availableButMissing.includes(name))) {
    return `${names} ${are} available but not created in this database: run \`pnpm db:migrate\` (or ${missing.map((name) => `CREATE EXTENSION ${name}`).join('; ')})`;
  }
  return `${names} ${are} not installed on this server (the trademark search needs pg_trgm and fuzzystrmatch, from the postgresql-contrib package); install ${missing.length > 1 ? 'them' : 'it'}, then run \`pnpm db:migrate\``;
}

export class TrademarkSupportError extends Error {
  override name = 'TrademarkSupportError';
}

/** Throws TrademarkSupportError with the reason when the database cannot hold a searchable import. */
export async function assertTrademarkSupport(sql: Sql): Promise<void> {
  const problem = trademarkSupportProblem(await detectTrademarkSupport(sql));
  if (problem) throw new TrademarkSupportError(`Cannot import trademarks: ${problem}`);
}
