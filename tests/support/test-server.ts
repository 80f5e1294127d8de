import { inject } from 'vitest';
import { startApplication, type RunningApplication } from '../../api/src/app/application.js';
import { loadConfig } from '../../api/src/config/config.js';
import { createLogger } from '../../api/src/shared/logger.js';
import { createTestDatabase } from './database.js';
import { TestClient } from './test-client.js';

export interface TestServer {
  url: string;
  databaseUrl: string;
  application: RunningApplication;
  /** A new client with its own cookie jar (a different browser). */
  client(): TestClient;
  /** Stops the application; pass keepDatabase to start a new one on the same data. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/**
 * Starts the real application in this process on a free port, against a fresh database cloned
 * from the run's migrated template. `environment` overrides settings (fake provider URLs, etc.).
 */
export async function startTestServer(
  environment: Record<string, string | undefined> = {},
  options: { databaseUrl?: string } = {},
): Promise<TestServer> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DOMAIN_CHECK: 'offline',
    // A developer's own Ollama must not answer the tests; tests that want a local model start the fake.
    OLLAMA_URL: 'off',
    // Interest over time is on by default in production; tests turn it on with a fake Wikimedia.
    WIKIPEDIA_TRENDS: 'off',
    // Keyless sources are on by default; tests turn them on with a fake's base URL.
    HACKER_NEWS_SEARCH: 'off',
    GITHUB_SEARCH: 'off',
    // Every test signs up from 127.0.0.1; the sign-up limit has its own test.
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    ...environment,
    DATABASE_URL: database.url,
  });
  const application = await startApplication(config, createLogger(config.LOG_LEVEL));
  return {
    url: application.url,
    databaseUrl: database.url,
    application,
    client: () => new TestClient(application.url),
    stop: async ({ keepDatabase = false } = {}) => {
      await application.stop();
      if (!keepDatabase) await database.drop();
    },
  };
}

/** Two API processes on one database, as behind a load balancer; stop them with `stopReplicas`. */
export async function startReplicas(environment: Record<string, string | undefined> = {}): Promise<[TestServer, TestServer]> {
  const first = await startTestServer(environment);
  try {
    return [first, await startTestServer(environment, { databaseUrl: first.databaseUrl })];
  } catch (error) {
    await first.stop();
    throw error;
  }
}

/** Stops replicas from `startReplicas`, the first last: its stop drops the shared database. */
export async function stopReplicas(...replicas: (TestServer | undefined)[]): Promise<void> {
  for (const replica of replicas.reverse()) await replica?.stop();
}

/** A client on `server` carrying the same cookies as `client`: the same browser, routed to another replica. */
export function sameBrowserOn(server: TestServer, client: TestClient): TestClient {
  const other = server.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}
