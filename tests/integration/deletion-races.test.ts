/**
 * A project (or an account) deleted while another request on it runs: the other request answers as it
 * would for a project that does not exist (404 "Project not found" / NOT_FOUND, or 401 for an account
 * that is gone), never a 500 / INTERNAL_SERVER_ERROR.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitySchemas } from '../../api/src/app/entities.js';
import { openDatabase } from '../../api/src/database/orm.js';
import { Project } from '../../api/src/projects/project.entity.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { TestResponse } from '../support/test-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { eventually, queryDatabase } from './research-support.js';
import { createProject, DESIGN } from './websites-fixtures.js';

/** Concurrent pairs per request kind: enough for the deletion to land inside the other request. */
const PAIRS = 20;

function summary(response: TestResponse): string {
  return `${response.status} ${response.text.slice(0, 120)}`;
}

describe('deleting a project while another request on it runs', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ SESSION_REQUESTS_PER_MINUTE: '1000000' });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Runs `request` against a fresh project PAIRS times, each alongside its DELETE; the answers that are not 200 or 404. */
  async function race(
    request: (projectId: string, websiteId: string | null) => Promise<TestResponse>,
    options: { website?: boolean } = {},
  ): Promise<string[]> {
    const problems: string[] = [];
    const answers = new Set<number>();
    await Promise.all(
      Array.from({ length: PAIRS }, async (_, index) => {
        const project = await createProject(server, owner.id, { name: `Race ${index}` });
        let websiteId: string | null = null;
        if (options.website) {
          // Titles of their own: websites of one title take turns for its slug.
          const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: `Race ${index}` });
          expect(generated.status).toBe(200);
          websiteId = generated.body.id;
        }
        const [answer, deleted] = await Promise.all([request(project.id, websiteId), owner.client.delete(`/api/projects/${project.id}`)]);
        expect(deleted.status).toBe(200);
        answers.add(answer.status);
        if (answer.status !== 200 && answer.status !== 202 && answer.status !== 404) problems.push(summary(answer));
        if (answer.status === 404 && answer.body?.message !== 'Project not found' && answer.body?.message !== 'Website not found') {
          problems.push(summary(answer));
        }
      }),
    );
    return problems;
  }

  // The races below only sometimes land the deletion inside the other request; this is the rule they rely on.
  it('a row gone between its reads is the feature’s not-found (404), not an unexpected error', async () => {
    const orm = await openDatabase(server.databaseUrl, { entities: entitySchemas, poolSize: 1 });
    try {
      const missing = orm.em.fork().findOneOrFail(Project, { id: randomUUID() });
      await expect(missing).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
    } finally {
      await orm.close(true);
    }
  });

  it('PATCH /api/projects/:id answers 200 or 404, never 500', { timeout: 120_000 }, async () => {
    expect(await race((id) => owner.client.patch(`/api/projects/${id}`, { name: 'Renamed during deletion' }))).toEqual([]);
  });

  it('POST /api/projects/:id/research answers 202 or 404, never 500', { timeout: 120_000 }, async () => {
    expect(await race((id) => owner.client.post(`/api/projects/${id}/research`, {}))).toEqual([]);
  });

  it('POST /api/projects/:id/generate-website answers 200 or 404, never 500', { timeout: 120_000 }, async () => {
    expect(await race((id) => owner.client.post(`/api/projects/${id}/generate-website`, DESIGN))).toEqual([]);
  });

  it('PUT /api/websites/:id answers 200 or 404, never 500', { timeout: 120_000 }, async () => {
    expect(
      await race((id, websiteId) => owner.client.put(`/api/websites/${websiteId}`, { projectId: id, ...DESIGN, title: 'Changed' }), {
        website: true,
      }),
    ).toEqual([]);
  });

  it('a PATCH whose project is deleted while it waits to count a validation counts none', { timeout: 60_000 }, async () => {
    // The PATCH has found the project and waits for its owner's turn (the lock held here) when the DELETE lands.
    const user = await createSignedInUser(server, { plan: 'free' });
    const project = await createProject(server, user.id, { name: 'Counted Before' });
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtextextended('project-quota:' || $1, 0))`, [user.id]);
      const patched = user.client.patch(`/api/projects/${project.id}`, { name: 'A New Idea Meanwhile' });
      await eventually(
        async () => {
          const { rows } = await holder.query(`select 1 from pg_locks where locktype = 'advisory' and not granted`);
          return rows.length > 0 ? true : undefined;
        },
        20_000,
        'the PATCH to wait for the owner’s lock',
      );
      expect((await user.client.delete(`/api/projects/${project.id}`)).status).toBe(200);
      await holder.query('commit');
      const answer = await patched;
      expect(summary(answer)).toBe('404 {"message":"Project not found"}');
    } finally {
      await holder.end();
    }
    const counted = await queryDatabase<{ idea_key: string }>(server.databaseUrl, 'select idea_key from validations where user_id = $1', [
      user.id,
    ]);
    expect(counted).toEqual([]);
  });

  it('GraphQL updateProject answers the project or NOT_FOUND, never INTERNAL_SERVER_ERROR', { timeout: 120_000 }, async () => {
    const problems = await race(async (id) => {
      const response = await owner.client.request('POST', '/graphql', {
        body: {
          query: 'mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id name } }',
          variables: { id, input: { name: 'Renamed during deletion', description: 'D' } },
        },
      });
      const error = response.body?.errors?.[0];
      if (!error) return response;
      // A GraphQL error as REST would answer it, so the race's rule applies: NOT_FOUND "Project not found" only.
      const status = error.extensions?.code === 'NOT_FOUND' ? 404 : 500;
      return { ...response, status, body: { message: error.message }, text: JSON.stringify(response.body) };
    });
    expect(problems).toEqual([]);
  });
});

describe('deleting an account while another request of it runs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SESSION_REQUESTS_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('PATCH /api/auth/profile answers 200 or 401, never 500', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    await Promise.all(
      Array.from({ length: PAIRS }, async () => {
        const user = await createSignedInUser(server);
        const [answer, deleted] = await Promise.all([
          user.client.request('PATCH', '/api/auth/profile', { body: { firstName: 'Renamed', lastName: 'Meanwhile', email: user.email } }),
          user.client.request('DELETE', '/api/account', { body: { password: user.password } }),
        ]);
        expect(deleted.status).toBe(200);
        if (answer.status !== 200 && !(answer.status === 401 && answer.body?.message === 'Authentication required')) {
          problems.push(summary(answer));
        }
      }),
    );
    expect(problems).toEqual([]);
  });
});
