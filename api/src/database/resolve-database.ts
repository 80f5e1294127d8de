import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../shared/logger.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface ResolvedDatabase {
  url: string;
  /** Stops the embedded server when this process started one; a no-op for DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

// api/src/database or api/dist/database: three levels up is the repository, whichever directory pnpm ran in.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under EMBEDDED_POSTGRES_DIR. */
export async function resolveDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined, embedded: false };
  const embedded = await startEmbeddedPostgres(path.resolve(repositoryRoot, config.EMBEDDED_POSTGRES_DIR), logger);
  return { url: embedded.url, stop: embedded.stop, embedded: true };
}
