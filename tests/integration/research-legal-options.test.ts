/**
 * Legal searches turned off in the research settings must not read as clean results: the legal
 * section says which searches ran (trademarksSearched, patentsSearched; REST, GraphQL, export) and
 * the score gives a neutral legal risk when trademarks were not searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from './research-support.js';

const NOT_SEARCHED_REASON = 'Trademark search was turned off, so conflicts are unknown.';

let server: TestServer;
let owner: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.stop();
});

describe('trademark search turned off (REST)', () => {
  it('reports trademarksSearched false, and Legal Risk is a neutral 5/10 saying conflicts are unknown', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'No marks idea', options: { includeTrademarks: false } });
    expect(created.status).toBe(201);
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.legal).toEqual({
      conflicts: false,
      trademarks: [],
      patents: expect.any(Array),
      trademarksSearched: false,
      patentsSearched: true,
    });

    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.legalRisk).toEqual({ score: 5, reason: NOT_SEARCHED_REASON });

    const exported = await owner.client.get(`/api/projects/${created.body.id}/export`);
    expect(exported.body.results.legal).toMatchObject({ trademarksSearched: false, patentsSearched: true });
    expect(exported.body.score.breakdown.legalRisk).toEqual({ score: 5, reason: NOT_SEARCHED_REASON });
  });

  it('with both searches off, says neither ran and still scores legal risk neutrally', async () => {
    const created = await owner.client.post('/api/projects', {
      ...IDEA,
      name: 'No legal idea',
      options: { includeTrademarks: false, includePatents: false },
    });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.legal).toEqual({ conflicts: false, trademarks: [], patents: [], trademarksSearched: false, patentsSearched: false });
    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.legalRisk).toEqual({ score: 5, reason: NOT_SEARCHED_REASON });
  });
});

describe('the searched flags over GraphQL', () => {
  it('are true by default, and patentsSearched is false after startResearch without patents', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Flags idea' });
    const projectId = created.body.id as string;
    await waitForResults(owner.client, projectId);
    const read = () =>
      owner.client.graphql(
        `query($id: ID!) {
          researchResults(projectId: $id) { legal { conflicts trademarksSearched patentsSearched patents { number } } }
          project(id: $id) { scoreBreakdown { legalRisk { score reason } } }
        }`,
        { id: projectId },
      );
    const defaults = await read();
    expect(defaults.data.researchResults.legal).toMatchObject({ trademarksSearched: true, patentsSearched: true });
    expect(defaults.data.project.scoreBreakdown.legalRisk.reason).not.toBe(NOT_SEARCHED_REASON);

    const restarted = await owner.client.graphql(
      'mutation($id: ID!, $options: ResearchOptionsInput) { startResearch(projectId: $id, options: $options) { id } }',
      { id: projectId, options: { includePatents: false } },
    );
    expect(restarted.errors).toBeUndefined();
    await waitForResults(owner.client, projectId);
    const withoutPatents = await read();
    expect(withoutPatents.data.researchResults.legal).toMatchObject({ trademarksSearched: true, patentsSearched: false, patents: [] });
    expect(withoutPatents.data.project.scoreBreakdown.legalRisk.reason).toMatch(/Patent search was turned off\.$/);
  });
});
