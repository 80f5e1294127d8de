import type { MikroORM } from '@mikro-orm/postgresql';
import { validateBootstrapDocument, type BootstrapDocument } from './rdap-bootstrap-document.js';

/**
 * The last good copy of IANA's RDAP bootstrap file, one row in rdap_bootstrap_copies. Every process (API
 * replicas, workers, `pnpm rdap:refresh`) reads and writes the same row, so they all route lookups alike.
 */

const COPY_ID = 1;

export interface StoredBootstrap {
  document: BootstrapDocument;
  fetchedAt: Date;
}

/** The stored copy, or null when none was stored yet. A stored copy that fails the checks is an error. */
export async function loadStoredBootstrap(orm: MikroORM): Promise<StoredBootstrap | null> {
  // Raw SQL like storeBootstrap (the table's entity, rdap-bootstrap-copy.entity.ts, only describes it for migrations).
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ document: unknown; fetched_at: Date }[]>('select document, fetched_at from rdap_bootstrap_copies where id = ?', [COPY_ID]);
  if (!row) return null;
  return { document: validateBootstrapDocument(row.document), fetchedAt: new Date(row.fetched_at) };
}

/**
 * Stores a validated document unless the stored copy was published later (one statement, so two processes
 * refreshing at once cannot put an older file over a newer one). True when the document is now the stored copy.
 */
export async function storeBootstrap(orm: MikroORM, document: BootstrapDocument): Promise<boolean> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `insert into rdap_bootstrap_copies (id, document, fetched_at) values (?, ?::jsonb, now())
       on conflict (id) do update set document = excluded.document, fetched_at = excluded.fetched_at
       where (rdap_bootstrap_copies.document ->> 'publication')::timestamptz <= (excluded.document ->> 'publication')::timestamptz
       returning id`,
      [COPY_ID, JSON.stringify(document)],
    );
  return rows.length > 0;
}
