/**
 * Each API process keeps recent answers to project reads in memory (projects/read-cache/): a
 * repeated `projects` query needs neither the database nor GraphQL execution, yet any change to a
 * user's projects, made by any replica, a research worker or plain SQL, reaches every replica
 * through `projects_changed` notices within moments, and the replica that made it at once.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWhileLocked } from '../support/database.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { TestClient } from '../support/test-client.js';
import { sameBrowserOn, startReplicas, stopReplicas, type TestServer } from '../support/test-server.js';
import { ProjectsDocument } from '../../web/src/generated/graphql.js';
import { queryDatabase } from './research-support.js';

let replicaA: TestServer;
let replicaB: TestServer;

beforeAll(async () => {
  [replicaA, replicaB] = await startReplicas({ RUN_WORKERS: 'false' });
});
afterAll(async () => {
  await stopReplicas(replicaA, replicaB);
});

/** Notices travel through PostgreSQL: a replica sees a change within milliseconds; two seconds is the test's patience. */
const PROMPTLY = { timeout: 2000, interval: 20 };

const LIST = '{ projects { id name score } }';
const PAGE = '{ projectsConnection(first: 2) { totalCount edges { node { id name } } pageInfo { hasNextPage } } }';

async function projectNames(client: TestClient): Promise<string[]> {
  const result = await client.graphql(LIST);
  expect(result.errors).toBeUndefined();
  return result.data.projects.map((project: { name: string }) => project.name);
}

async function createProject(user: SignedUpUser, name: string): Promise<string> {
  const created = await user.client.post('/api/projects', { name, description: `What ${name} does, for whom.` });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** Whether `client` answers `query` while the projects table is locked: only an answer from the cache can. */
async function answersWhileProjectsLocked(server: TestServer, client: TestClient, query: string): Promise<boolean> {
  const { answeredWhileLocked, answer } = await askWhileLocked(server.databaseUrl, 'projects', () => client.graphql(query), 1000);
  expect(answer.errors).toBeUndefined();
  return answeredWhileLocked;
}

describe('the project read cache', () => {
  it('answers a repeated projects query without the database, and only a query that reads nothing else', async () => {
    const user = await createSignedInUser(replicaA);
    await createProject(user, 'Cached idea');
    expect(await projectNames(user.client)).toEqual(['Cached idea']);
    // The first read after a change may be refused a place (a notice may still be on its way); a later one is kept.
    await expect.poll(() => answersWhileProjectsLocked(replicaA, user.client, LIST), { timeout: 15_000, interval: 50 }).toBe(true);

    // The query My Ideas, the dashboard and Analytics send is one the cache answers.
    const webProjectsQuery = print(ProjectsDocument);
    expect((await user.client.graphql(webProjectsQuery)).errors).toBeUndefined();
    await expect.poll(() => answersWhileProjectsLocked(replicaA, user.client, webProjectsQuery), { timeout: 15_000, interval: 50 }).toBe(true);

    await user.client.graphql(`{ projects { id } me { id } }`);
    expect(await answersWhileProjectsLocked(replicaA, user.client, `{ projects { id } me { id } }`)).toBe(false);
    await user.client.graphql(`{ projects { id } projectStats { totalProjects } }`);
    expect(await answersWhileProjectsLocked(replicaA, user.client, `{ projects { id } projectStats { totalProjects } }`)).toBe(false);
  });

  it('shows a write on the replica that made it at once, and on the others within moments', async () => {
    const user = await createSignedInUser(replicaA);
    const onB = sameBrowserOn(replicaB, user.client);
    await createProject(user, 'First idea');
    expect(await projectNames(user.client)).toEqual(['First idea']);
    expect(await projectNames(user.client)).toEqual(['First idea']);
    expect(await projectNames(onB)).toEqual(['First idea']);
    expect(await projectNames(onB)).toEqual(['First idea']);

    const secondId = await createProject(user, 'Second idea');
    expect(await projectNames(user.client)).toEqual(['Second idea', 'First idea']);
    await expect.poll(() => projectNames(onB), PROMPTLY).toEqual(['Second idea', 'First idea']);

    const page = await onB.graphql(PAGE);
    expect(page.data.projectsConnection).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect((await onB.delete(`/api/projects/${secondId}`)).status).toBe(200);
    expect(await projectNames(onB)).toEqual(['First idea']);
    expect((await onB.graphql(PAGE)).data.projectsConnection.totalCount).toBe(1);
    await expect.poll(() => projectNames(user.client), PROMPTLY).toEqual(['First idea']);
  });

  it('sees what a research worker or plain SQL writes', async () => {
    const user = await createSignedInUser(replicaA);
    const onB = sameBrowserOn(replicaB, user.client);
    const projectId = await createProject(user, 'Scored idea');
    const scores = async (client: TestClient) => (await client.graphql(LIST)).data.projects.map((project: { score: number | null }) => project.score);
    expect(await scores(user.client)).toEqual([null]);
    expect(await scores(onB)).toEqual([null]);

    await queryDatabase(replicaA.databaseUrl, `update projects set score = 71, status = 'complete' where id = $1`, [projectId]);
    await expect.poll(() => scores(user.client), PROMPTLY).toEqual([71]);
    await expect.poll(() => scores(onB), PROMPTLY).toEqual([71]);

    await queryDatabase(replicaA.databaseUrl, `insert into projects (id, owner_id, name, description, key_features, current_step, status, created_at, updated_at)
      values (gen_random_uuid(), $1, 'Imported idea', 'Written by SQL.', '[]'::jsonb, 2, 'draft', now(), now())`, [user.id]);
    await expect.poll(() => projectNames(onB), PROMPTLY).toEqual(['Imported idea', 'Scored idea']);
  });

  it('never answers one user with another user’s cached projects, nor anyone signed out', async () => {
    const first = await createSignedInUser(replicaA);
    const second = await createSignedInUser(replicaA);
    await createProject(first, 'First user’s idea');
    await createProject(second, 'Second user’s idea');
    for (let round = 0; round < 3; round += 1) {
      expect(await projectNames(first.client)).toEqual(['First user’s idea']);
      expect(await projectNames(second.client)).toEqual(['Second user’s idea']);
    }

    expect((await first.client.post('/auth/logout')).status).toBe(200);
    const signedOut = await first.client.graphql(LIST);
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
