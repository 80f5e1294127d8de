import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';

describe('project ownership, sign-in and validation', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    stranger = await createSignedInUser(server);
    const created = await owner.client.post('/api/projects', IDEA);
    projectId = created.body.id;
    await waitForResults(owner.client, projectId);
  });
  afterAll(async () => {
    await server.stop();
  });

  const restPaths = (id: string): [string, string, unknown?][] => [
    ['GET', `/api/projects/${id}`],
    ['PATCH', `/api/projects/${id}`, { name: 'Hijacked' }],
    ['POST', `/api/projects/${id}/research`, {}],
    ['GET', `/api/projects/${id}/results`],
    ['GET', `/api/projects/${id}/export`],
    ['DELETE', `/api/projects/${id}`],
  ];

  it('answers 404 "Project not found" to another user on every REST path, and changes nothing', async () => {
    for (const [method, path, body] of restPaths(projectId)) {
      const response = await stranger.client.request(method, path, { body });
      expect({ method, path, status: response.status, body: response.body }).toEqual({
        method,
        path,
        status: 404,
        body: { message: 'Project not found' },
      });
    }
    const list = await stranger.client.get('/api/projects');
    expect(list.body).toEqual([]);
    const [row] = await queryDatabase(
      server.databaseUrl,
      'select name, (select count(*) from research_runs where project_id = $1)::int as runs from projects where id = $1',
      [projectId],
    );
    expect(row).toEqual({ name: IDEA.name, runs: 1 });
  });

  it('answers unknown and malformed ids like another user’s', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      for (const [method, path, body] of restPaths(id)) {
        const response = await owner.client.request(method, path, { body });
        expect({ path, status: response.status, message: response.body?.message }).toEqual({
          path,
          status: 404,
          message: 'Project not found',
        });
      }
    }
  });

  it('answers NOT_FOUND to another user on every GraphQL operation', async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { project(id: $id) { id } }', { id: projectId }],
      ['query($id: ID!) { researchResults(projectId: $id) { status } }', { id: projectId }],
      ['mutation($id: ID!) { updateProject(id: $id, input: { name: "x", description: "y" }) { id } }', { id: projectId }],
      ['mutation($id: ID!) { startResearch(projectId: $id) { id } }', { id: projectId }],
      ['mutation($id: ID!) { deleteProject(id: $id) }', { id: projectId }],
      ['query($id: ID!) { project(id: $id) { id } }', { id: 'garbage' }],
    ];
    for (const [query, variables] of operations) {
      const result = await stranger.client.graphql(query, variables);
      expect({ query, error: result.errors?.[0] }).toMatchObject({
        query,
        error: { message: 'Project not found', extensions: { code: 'NOT_FOUND' } },
      });
    }
    const projects = await stranger.client.graphql('{ projects { id } }');
    expect(projects.data.projects).toEqual([]);
  });

  it('answers 401 / UNAUTHENTICATED when signed out', async () => {
    const anonymous = server.client();
    const paths: [string, string][] = [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ...restPaths(projectId).map(([method, path]) => [method, path] as [string, string]),
      ['POST', '/api/ideas/generate'],
      ['POST', '/api/domains/check'],
    ];
    for (const [method, path] of paths) {
      const response = await anonymous.request(method, path, method === 'GET' ? {} : { body: {} });
      expect({ path, status: response.status, message: response.body?.message }).toEqual({
        path,
        status: 401,
        message: 'Authentication required',
      });
    }
    for (const query of ['{ projects { id } }', '{ aiStatus { live } }', `{ project(id: "${projectId}") { id } }`]) {
      const result = await anonymous.graphql(query);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('rejects invalid input with 400 and a clear message', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/projects', { description: 'd' }, 'Name is required'],
      ['POST', '/api/projects', { name: '   ', description: 'd' }, 'Name is required'],
      ['POST', '/api/projects', { name: 'x'.repeat(121), description: 'd' }, 'Name must be at most 120 characters'],
      ['POST', '/api/projects', { name: 'Idea' }, 'Description is required'],
      ['POST', '/api/projects', { name: 'Idea', description: 'd', notes: 'n'.repeat(2001) }, 'Notes must be at most 2000 characters'],
      ['POST', '/api/projects', { name: 'Idea', description: 'd', category: 'c'.repeat(61) }, 'Category must be at most 60 characters'],
      ['POST', '/api/projects', { name: 42, description: 'd' }, 'Name must be text'],
      ['POST', '/api/ideas/generate', { name: '' }, 'Name is required'],
      ['POST', '/api/ideas/generate', { name: 'Idea', notes: 'n'.repeat(2001) }, 'Notes must be at most 2000 characters'],
      [
        'POST',
        `/api/projects/${projectId}/research`,
        { competitorAnalysisDepth: 'huge' },
        'competitorAnalysisDepth must be basic, medium or comprehensive',
      ],
      [
        'POST',
        `/api/projects/${projectId}/research`,
        { domainExtensions: ['.c_m'] },
        'domainExtensions.0: ".c_m" is not a valid domain extension',
      ],
      ['POST', `/api/projects/${projectId}/research`, { includePatents: 'yes' }, 'includePatents must be true or false'],
      ['PATCH', `/api/projects/${projectId}`, { description: '  ' }, 'Description is required'],
      ['POST', '/api/domains/check', {}, 'Send {"name": "..."} or {"domains": ["example.com"]}'],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await owner.client.request(method, path, { body });
      expect({ path, body, status: response.status, message: response.body?.message }).toEqual({ path, body, status: 400, message });
    }
    const graphql = await owner.client.graphql(`mutation { createProject(input: { name: "", description: "d" }) { id } }`);
    expect(graphql.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('stores a spec category in its spelling and free text as given', async () => {
    const spec = await owner.client.post('/api/projects', { name: 'Shop', description: 'd', category: ' e-COMMERCE ' });
    expect(spec.body.category).toBe('E-commerce');
    const free = await owner.client.post('/api/projects', { name: 'Farm', description: 'd', category: 'Agritech' });
    expect(free.body.category).toBe('Agritech');
    await waitForResults(owner.client, spec.body.id);
    await waitForResults(owner.client, free.body.id);
  });
});
