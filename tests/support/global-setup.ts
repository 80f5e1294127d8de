/**
 * Once per test run: find a PostgreSQL server (DATABASE_URL, else an embedded one), create a
 * uniquely named template database with every migration applied, and drop everything this run
 * created at the end. Each test file then clones the template (see database.ts).
 */
import type { TestProject } from 'vitest/node';
import { createAdminPool, TEMPLATE_SUFFIX, finishRun } from './database.js';
import { loadConfig } from '../../api/src/config/config.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../api/src/database/embedded-postgres.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { entitySchemas } from '../../api/src/app/entities.js';

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres('.data/test-postgres', createLogger('warn'));
    serverUrl = embedded.url;
  }
  const runId = `ideascope_test_${Date.now().toString(36)}_${process.pid}`;
  const templateName = `${runId}${TEMPLATE_SUFFIX}`;
  const adminPool = createAdminPool(serverUrl);
  await adminPool.query(`create database "${templateName}"`);
  const templateUrl = withDatabase(serverUrl, templateName);
  const orm = await openDatabase(templateUrl, { entities: entitySchemas, poolSize: 2 });
  await migrateToLatest(orm);
  await orm.close(true);
  await adminPool.end();
  loadConfig(); // fail early on a broken environment

  project.provide('databaseServerUrl', serverUrl);
  project.provide('databaseRunId', runId);

  return () => finishRun(serverUrl, runId, async () => embedded?.stop());
}

export function withDatabase(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    databaseRunId: string;
  }
}
