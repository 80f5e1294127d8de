/**
 * `pnpm db:migrate` applies pending migrations; `pnpm db:migration:create [name]` writes a new one
 * from the difference between the entities and the migrated database, and lists it in database/migrations/index.ts.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/config.js';
import { createLogger } from '../shared/logger.js';
import { resolveDatabase } from '../database/resolve-database.js';
import { migrateToLatest, openDatabase } from '../database/orm.js';
import { entitySchemas } from './entities.js';

const migrationsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), '../database/migrations');

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await resolveDatabase(config, logger);
  const orm = await openDatabase(database.url, { entities: entitySchemas, migrationsPath: migrationsDirectory });
  try {
    await migrateToLatest(orm);
    if (command === 'create') {
      const result = await orm.getMigrator().createMigration(migrationsDirectory, false, false, name);
      if (!result.fileName) {
        logger.info('entities and database agree: no migration needed');
        return;
      }
      await registerMigration(result.fileName);
      logger.info({ file: result.fileName }, 'migration created');
    } else {
      logger.info('database is up to date');
    }
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

async function registerMigration(fileName: string): Promise<void> {
  const moduleName = path.basename(fileName).replace(/\.ts$/, '');
  const indexPath = path.join(migrationsDirectory, 'index.ts');
  const index = await readFile(indexPath, 'utf8');
  const className = moduleName;
  const withImport = `import { ${className} } from './${moduleName}.js';\n${index}`;
  const withEntry = withImport.replace(/export const migrationsList: MigrationObject\[\] = \[([\s\S]*?)\];/, (_match, entries: string) => {
    const existing = entries.trim() ? `${entries.trimEnd()}\n` : '\n';
    return `export const migrationsList: MigrationObject[] = [${existing}  { name: '${moduleName}', class: ${className} },\n];`;
  });
  await writeFile(indexPath, withEntry);
  await appendFile(indexPath, '');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
