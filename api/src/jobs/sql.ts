import type { MikroORM } from '@mikro-orm/postgresql';

export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number | null;
}

/**
 * A statement each connection parses and plans once (a node-postgres named statement): for the
 * statements every research run sends, whose planning costs PostgreSQL more than running them. Only
 * for fixed text whose result columns are listed (a `*` could change shape under a migration).
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

export function prepared(name: string, text: string): PreparedStatement {
  return { name, text };
}

/** A plain node-postgres style query function ($1, $2 placeholders), as pg-boss expects too. */
export interface Sql {
  query<Row = Record<string, unknown>>(statement: string | PreparedStatement, values?: unknown[]): Promise<SqlResult<Row>>;
}

interface PgConnection {
  query(statement: string | PreparedStatement, values?: unknown[]): Promise<SqlResult<never>>;
}

/**
 * Raw SQL on the ORM's own connection pool (no extra connections). Used where a write must be
 * conditional in one statement, and for transactions shared with pg-boss (`send` with `db`).
 * Note: the ORM's pool returns timestamps as ISO strings, not Dates.
 */
export class Database {
  constructor(private readonly orm: MikroORM) {}

  /** One statement on a pooled connection (autocommit). */
  readonly sql: Sql = {
    query: async <Row>(statement: string | PreparedStatement, values?: unknown[]) => {
      const { client, connection } = await this.acquire();
      try {
        return (await connection.query(statement, values)) as SqlResult<Row>;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };

  /** Runs `work` inside one transaction on one connection; commits when it resolves, rolls back when it throws. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const { client, connection } = await this.acquire();
    const sql: Sql = {
      query: async <Row>(statement: string | PreparedStatement, values?: unknown[]) =>
        (await connection.query(statement, values)) as SqlResult<Row>,
    };
    try {
      await connection.query('begin');
      const result = await work(sql);
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  /**
   * The columns an entity maps, quoted, for statements that name their result columns (prepared
   * ones): a column a migration adds later cannot change their shape under a running process.
   * `except` names properties to leave out.
   */
  columnsOf(entityName: string, alias?: string, except: readonly string[] = []): string[] {
    return this.orm
      .getMetadata()
      .get(entityName)
      .props.flatMap((property) => (except.includes(property.name) ? [] : (property.fieldNames ?? [])))
      .map((column) => (alias ? `${alias}."${column}"` : `"${column}"`));
  }

  private async acquire(): Promise<{ client: { releaseConnection(connection: unknown): Promise<unknown> }; connection: PgConnection }> {
    const client = this.orm.em.getKnex().client;
    const connection = (await client.acquireConnection()) as PgConnection;
    return { client, connection };
  }
}
