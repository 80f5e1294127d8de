import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, PROJECT_FIELDS, RESULTS_FIELDS, eventually } from './research-support.js';

describe('projects and research over GraphQL', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  const researchResults = async (projectId: string) => {
    const result = await owner.client.graphql(`query($id: ID!) { researchResults(projectId: $id) { ${RESULTS_FIELDS} } }`, {
      id: projectId,
    });
    expect(result.errors).toBeUndefined();
    return result.data.researchResults;
  };

  it('generates a description, creates the project and researches it to COMPLETE', async () => {
    const generated = await owner.client.graphql(
      `mutation($input: GenerateIdeaInput!) { generateIdeaDescription(input: $input) { name description category targetMarket keyFeatures source } }`,
      { input: { name: 'PetPal Walks', category: 'Mobile App', notes: 'Dog owners' } },
    );
    expect(generated.errors).toBeUndefined();
    const idea = generated.data.generateIdeaDescription;
    // No model: the user's own words to complete (the notes), nothing generated.
    expect(idea).toMatchObject({
      source: 'USER',
      name: 'PetPal Walks',
      category: 'Mobile App',
      description: 'Dog owners',
      targetMarket: '',
      keyFeatures: [],
    });

    const created = await owner.client.graphql(
      `mutation($input: ProjectInput!, $options: ResearchOptionsInput) { createProject(input: $input, options: $options) { ${PROJECT_FIELDS} } }`,
      {
        input: {
          name: idea.name,
          category: idea.category,
          description: idea.description,
          targetMarket: idea.targetMarket,
          keyFeatures: idea.keyFeatures,
          notes: 'Dog owners',
        },
        options: { competitorAnalysisDepth: 'BASIC', domainExtensions: ['.com'] },
      },
    );
    expect(created.errors).toBeUndefined();
    const project = created.data.createProject;
    expect(project).toMatchObject({ currentStep: 2, status: 'RESEARCHING', score: null, scoreBreakdown: null, notes: 'Dog owners' });

    const results = await eventually(async () => {
      const current = await researchResults(project.id);
      return current.status === 'COMPLETE' ? current : undefined;
    });
    expect(results.domains.every((domain: { domain: string }) => domain.domain.endsWith('.com'))).toBe(true);
    // No source and no model: nothing invented.
    expect(results.competitors).toEqual([]);
    expect(results.keywords).toEqual([]);
    expect(results.legal).toMatchObject({ conflicts: false });
    expect(results.sections.domains).toMatchObject({ status: 'COMPLETE', source: 'NONE', error: null, updatedAt: expect.any(String) });
    expect(results.sections.legal.status).toBe('COMPLETE');

    const fetched = await owner.client.graphql(`query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: project.id });
    // Nothing measured: no total, and the assessment says what would complete it.
    expect(fetched.data.project).toMatchObject({ status: 'COMPLETE', currentStep: 5, score: null });
    const breakdown = fetched.data.project.scoreBreakdown;
    expect(breakdown.marketOpportunity.score).toBeLessThanOrEqual(25);
    expect(breakdown.competitionLevel.score).toBeLessThanOrEqual(20);
    expect(typeof breakdown.legalRisk.reason).toBe('string');

    const list = await owner.client.graphql(`{ projects { id name status } }`);
    expect(list.data.projects[0]).toEqual({ id: project.id, name: idea.name, status: 'COMPLETE' });
  });

  it('updateProject restarts research, startResearch keeps an active run, deleteProject removes the project', async () => {
    const created = await owner.client.graphql(`mutation($input: ProjectInput!) { createProject(input: $input) { id } }`, {
      input: { name: IDEA.name, description: IDEA.description },
    });
    const id = created.data.createProject.id;
    const updated = await owner.client.graphql(
      `mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id name description status currentStep } }`,
      {
        id,
        input: { name: 'Renamed', category: 'Other', description: 'Edited description' },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateProject).toMatchObject({
      id,
      name: 'Renamed',
      description: 'Edited description',
      status: 'RESEARCHING',
      currentStep: 2,
    });
    const again = await owner.client.graphql(`mutation($id: ID!) { startResearch(projectId: $id) { status } }`, { id });
    expect(again.errors).toBeUndefined();
    await eventually(async () => ((await researchResults(id)).status === 'COMPLETE' ? true : undefined));
    const results = await researchResults(id);
    expect(results.description).toBe('Edited description');

    const deleted = await owner.client.graphql(`mutation($id: ID!) { deleteProject(id: $id) }`, { id });
    expect(deleted.data).toEqual({ deleteProject: true });
    const gone = await owner.client.graphql(`query($id: ID!) { project(id: $id) { id } }`, { id });
    expect(gone.errors?.[0]).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('tells whether AI is live or on fallback; the reason, in setting names, is for admins only', async () => {
    const status = await owner.client.graphql(`{ aiStatus { live state model reason } }`);
    expect(status.errors).toBeUndefined();
    expect(status.data.aiStatus).toMatchObject({ live: false, state: 'NO_KEY', reason: null });
  });
});
