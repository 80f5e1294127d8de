/**
 * An upgrade: a database holding the previous release's schema and data (migrations up to that
 * release's last one, rows written in that release's shapes) is migrated by two processes at once,
 * as `docker compose up` starts an API and a worker. The advisory lock lets one migrate while the
 * other waits; afterwards the old data is served by the new code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashApiTokenSecret, issueApiTokenSecret } from '../../api/src/auth/api-token.secret.js';
import { hashPassword } from '../../api/src/auth/password.js';
import { migrationsList } from '../../api/src/database/migrations/index.js';
import { migrateToLatest, openDatabase } from '../../api/src/database/orm.js';
import { entitySchemas } from '../../api/src/app/entities.js';
import { createEmptyTestDatabase } from '../support/database.js';
import { TestClient } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { queryDatabase } from './research-support.js';

/** The last migration of the previous release (migrations/index.ts at 8e01b85). */
const PREVIOUS_RELEASE_LAST_MIGRATION = 'Migration20261121064256_UserEmailChangedAt';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function createEmptyDatabase(): Promise<string> {
  const database = await createEmptyTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'), 'upgrade');
  cleanups.push(database.drop);
  return database.url;
}

/** Rows as the previous release wrote them: a user, a session, an API token, a researched project, AI usage. */
async function seedPreviousRelease(databaseUrl: string) {
  const userId = randomUUID();
  const projectId = randomUUID();
  const runId = randomUUID();
  const password = 'previous-release-password';
  const token = issueApiTokenSecret();
  const statements: [string, unknown[]][] = [
    [
      `insert into users (id, email, password_hash, first_name, last_name, plan, role, created_at, updated_at)
       values ($1, 'old@example.com', $2, 'Old', 'Release', 'free', 'user', now() - interval '30 days', now() - interval '30 days')`,
      [userId, await hashPassword(password)],
    ],
    [
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '10 days')`,
      [randomBytes(32).toString('hex'), userId],
    ],
    [
      `insert into api_tokens (id, owner_id, name, token_hash, prefix, created_at) values ($1, $2, 'old script', $3, $4, now())`,
      [randomUUID(), userId, hashApiTokenSecret(token.secret), token.prefix],
    ],
    [
      `insert into projects (id, owner_id, name, category, description, target_market, key_features, notes, current_step, status, score,
                             score_breakdown, current_run_id, created_at, updated_at)
       values ($1, $2, 'PetPal Walks', 'Mobile App', 'Dog walkers on demand.', 'Dog owners', '["Matching","GPS"]', null, 5, 'complete', 71,
               $3, $4, now() - interval '20 days', now() - interval '20 days')`,
      [
        projectId,
        userId,
        JSON.stringify(
          Object.fromEntries(
            ['marketOpportunity', 'competitionLevel', 'domainAvailability', 'keywordOpportunity', 'legalRisk', 'businessViability'].map(
              (part) => [part, { score: 10, reason: 'seeded by the previous release' }],
            ),
          ),
        ),
        runId,
      ],
    ],
    [
      `insert into research_runs (id, project_id, status, options, attempts, created_at, started_at, finished_at)
       values ($1, $2, 'complete', '{}', 1, now() - interval '20 days', now() - interval '20 days', now() - interval '20 days')`,
      [runId, projectId],
    ],
  ];
  const sections: Record<string, unknown> = {
    domains: [{ domain: 'petpalwalks.com', available: false, price: null, source: 'rdap' }],
    competitors: [
      {
        name: 'Rover',
        website: 'https://www.rover.com',
        description: 'Pet care marketplace',
        strengths: ['Brand'],
        weaknesses: ['Fees'],
        marketShare: null,
      },
    ],
    keywords: [{ keyword: 'dog walker app', searchVolume: 1200, difficulty: 'Medium', cpc: 1.2, trend: 'stable' }],
    legal: { conflicts: false, trademarks: [], patents: [], trademarksSearched: true, patentsSearched: true },
  };
  for (const [section, data] of Object.entries(sections)) {
    statements.push([
      `insert into research_sections (id, project_id, section, run_id, status, source, data, attempts, started_at, finished_at, updated_at)
       values ($1, $2, $3, $4, 'complete', 'fallback', $5, 1, now(), now(), now())`,
      [randomUUID(), projectId, section, runId, JSON.stringify(data)],
    ]);
  }
  statements.push([
    `insert into ai_usage (id, created_at, user_id, project_id, operation, model, estimated_cost, success, duration_ms)
     values ($1, now() - interval '20 days', $2, $3, 'competitors', 'gpt-4o-mini', 0.0012, true, 900)`,
    [randomUUID(), userId, projectId],
  ]);
  for (const [text, values] of statements) await queryDatabase(databaseUrl, text, values);
  return { userId, projectId, password, token: token.secret };
}

describe('upgrading a database of the previous release', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop({ keepDatabase: true });
  });

  it('applies the new migrations over its schema and data, from two processes at once, and serves the old data', async () => {
    const databaseUrl = await createEmptyDatabase();
    const previous = await openDatabase(databaseUrl, { entities: entitySchemas, poolSize: 2 });
    await previous.getMigrator().up({ to: PREVIOUS_RELEASE_LAST_MIGRATION });
    await previous.close(true);
    const seeded = await seedPreviousRelease(databaseUrl);
    const pending = migrationsList.slice(migrationsList.findIndex((migration) => migration.name === PREVIOUS_RELEASE_LAST_MIGRATION) + 1);
    expect(pending.length).toBeGreaterThan(0);

    // An API and a worker starting together on the old database: both migrate, neither fails.
    const processes = await Promise.all([
      openDatabase(databaseUrl, { entities: entitySchemas, poolSize: 2 }),
      openDatabase(databaseUrl, { entities: entitySchemas, poolSize: 2 }),
    ]);
    try {
      const outcomes = await Promise.allSettled(processes.map((orm) => migrateToLatest(orm)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'migrated'))).toEqual([
        'migrated',
        'migrated',
      ]);
      const executed = (await processes[0]!.getMigrator().getExecutedMigrations()).map((migration) => migration.name);
      expect(executed).toEqual(migrationsList.map((migration) => migration.name));
    } finally {
      for (const orm of processes) await orm.close(true);
    }

    server = await startTestServer({ RUN_WORKERS: 'false' }, { databaseUrl });
    const browser = new TestClient(server.url);
    expect((await browser.post('/auth/login', { email: 'old@example.com', password: seeded.password })).status).toBe(200);
    const projects = await browser.get('/api/projects');
    expect(projects.status).toBe(200);
    expect(JSON.stringify(projects.body)).toContain(seeded.projectId);
    const project = await browser.get(`/api/projects/${seeded.projectId}`);
    // The previous release stored its 71 with no basis for any part: nothing measured it, so the upgrade
    // withholds the total ("Not enough evidence to score yet") and reads every part as UNKNOWN.
    expect(project.body).toMatchObject({ id: seeded.projectId, name: 'PetPal Walks', status: 'complete', score: null });
    expect(project.body.scoreAssessment).toMatchObject({ measuredPoints: 0, enoughEvidence: false });
    expect(project.body.scoreAssessment).not.toHaveProperty('withheldScore');
    expect(project.body.scoreBreakdown.legalRisk).toEqual({ score: 10, reason: 'seeded by the previous release', basis: 'UNKNOWN' });
    const results = await browser.get(`/api/projects/${seeded.projectId}/results`);
    expect(results.status).toBe(200);
    expect(results.body.status).toBe('complete');
    expect(results.body.domains[0]).toMatchObject({ domain: 'petpalwalks.com', available: false });
    expect(results.body.competitors[0]).toMatchObject({ name: 'Rover' });
    expect(results.body.keywords[0]).toMatchObject({ keyword: 'dog walker app' });
    const script = new TestClient(server.url);
    script.bearerToken = seeded.token;
    expect((await script.get(`/api/projects/${seeded.projectId}`)).status).toBe(200);
    const usage = await queryDatabase<{ count: string }>(databaseUrl, 'select count(*) from ai_usage where user_id = $1', [seeded.userId]);
    expect(Number(usage[0]!.count)).toBe(1);
  }, 60_000);
});
