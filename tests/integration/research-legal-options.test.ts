/**
 * Legal searches turned off in the research settings must not read as clean results: each search
 * says it did not run and why (REST, GraphQL, export, in the customer's words; stored in the operator's), and the
 * score gives a neutral legal risk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, storedSection, waitForResults } from './research-support.js';

/** As the pipeline stores them (research_sections), and as every API says them to the customer. */
const TRADEMARKS_OFF = 'Trademark search is turned off in the research settings';
const PATENTS_OFF = 'Patent search is turned off in the research settings';
const TRADEMARKS_OFF_SAID = 'Trademark search is turned off in your research settings, so trademarks were not checked.';
const PATENTS_OFF_SAID = 'Patent search is turned off in your research settings, so patents were not checked.';

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
  it('says the trademark search did not run, and Legal Risk is a neutral 5/10', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'No marks idea', options: { includeTrademarks: false } });
    expect(created.status).toBe(201);
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.status).toBe('complete');
    expect(results.legal).toMatchObject({
      conflicts: false,
      trademarks: [],
      trademarksSearched: false,
      trademarkSearch: { basis: 'UNKNOWN', reason: TRADEMARKS_OFF_SAID },
    });
    expect((await storedSection(server, created.body.id, 'legal')).data.trademarkSearch).toMatchObject({
      basis: 'UNKNOWN',
      reason: TRADEMARKS_OFF,
    });

    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.legalRisk.score).toBe(5);

    const exported = await owner.client.get(`/api/projects/${created.body.id}/export`);
    // The export is the customer's document: the same reason in the customer's words.
    expect(exported.body.results.legal).toMatchObject({ trademarksSearched: false, trademarkSearch: { reason: TRADEMARKS_OFF_SAID } });
    expect(exported.body.score.breakdown.legalRisk.score).toBe(5);
  });

  it('with both searches off, says neither ran and still scores legal risk neutrally', async () => {
    const created = await owner.client.post('/api/projects', {
      ...IDEA,
      name: 'No legal idea',
      options: { includeTrademarks: false, includePatents: false },
    });
    const results = await waitForResults(owner.client, created.body.id);
    expect(results.legal).toMatchObject({
      conflicts: false,
      trademarks: [],
      patents: [],
      trademarksSearched: false,
      patentsSearched: false,
      trademarkSearch: { reason: TRADEMARKS_OFF_SAID },
      patentSearch: { reason: PATENTS_OFF_SAID },
    });
    expect((await storedSection(server, created.body.id, 'legal')).data).toMatchObject({
      trademarkSearch: { reason: TRADEMARKS_OFF },
      patentSearch: { reason: PATENTS_OFF },
    });
    expect(results.sections.legal).toMatchObject({ basis: 'UNKNOWN', source: 'none' });
    const project = await owner.client.get(`/api/projects/${created.body.id}`);
    expect(project.body.scoreBreakdown.legalRisk.score).toBe(5);
  });
});

describe('the search summaries over GraphQL', () => {
  it('say why each search did not run, after startResearch without patents too', async () => {
    const created = await owner.client.post('/api/projects', { ...IDEA, name: 'Flags idea' });
    const projectId = created.body.id as string;
    await waitForResults(owner.client, projectId);
    const read = () =>
      owner.client.graphql(
        `query($id: ID!) { researchResults(projectId: $id) { legal { conflicts trademarksSearched patentsSearched
          trademarkSearch { basis reason } patentSearch { basis reason } patents { number } } } }`,
        { id: projectId },
      );
    const defaults = await read();
    expect(defaults.data.researchResults.legal).toMatchObject({
      trademarkSearch: { basis: 'UNKNOWN' },
      patentSearch: { basis: 'UNKNOWN' },
    });
    expect((await storedSection(server, projectId, 'legal')).data.patentSearch.reason).toMatch(/EPO_OPS_KEY/);
    expect(defaults.data.researchResults.legal.patentSearch.reason).toBe('Patent search isn’t set up yet, so patents were not checked.');

    const restarted = await owner.client.graphql(
      'mutation($id: ID!, $options: ResearchOptionsInput) { startResearch(projectId: $id, options: $options) { id } }',
      { id: projectId, options: { includePatents: false } },
    );
    expect(restarted.errors).toBeUndefined();
    await waitForResults(owner.client, projectId);
    const withoutPatents = await read();
    expect(withoutPatents.data.researchResults.legal).toMatchObject({
      patentsSearched: false,
      patents: [],
      patentSearch: { basis: 'UNKNOWN', reason: PATENTS_OFF_SAID },
    });
    expect((await storedSection(server, projectId, 'legal')).data.patentSearch).toMatchObject({ basis: 'UNKNOWN', reason: PATENTS_OFF });
  });
});
