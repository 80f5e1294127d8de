import { inject } from 'vitest';
import { entitySchemas } from '../../api/src/app/entities.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { createEmptyTestDatabase } from '../support/database.js';
import { queryDatabase } from './research-support.js';

/**
 * A migration over rows an earlier version stored: a new database migrated up to `before`, `seedSql` run in it,
 * then migrated to the latest. The caller drops it (also when this fails, it is dropped here).
 */
export async function upgradedOver(before: string, label: string, seedSql: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createEmptyTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'), label);
  try {
    const orm = await openDatabase(database.url, { entities: entitySchemas, poolSize: 2 });
    try {
      await orm.getMigrator().up({ to: before });
      await queryDatabase(database.url, seedSql);
      await migrateToLatest(orm);
    } finally {
      await orm.close(true);
    }
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}
