/**
 * The JSON API's request bodies: a body in another content type is 415, a JSON body that is not an object
 * (an array) is 400, each with a message saying so, and neither changes anything (an edit restarts the
 * research only when it is one). Requests without a body keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from './research-support.js';
import { DESIGN } from './websites-fixtures.js';

const NOT_JSON = { message: 'Send the request body as JSON (Content-Type: application/json)' };
const NOT_AN_OBJECT = { message: 'The request body must be a JSON object' };

describe('request bodies of the JSON API', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    const created = await owner.client.post('/api/projects', IDEA);
    expect(created.status).toBe(201);
    projectId = created.body.id;
    // Its research done, so nothing but these requests could change the project.
    await waitForResults(owner.client, projectId);
  });
  afterAll(async () => {
    await server.stop();
  });

  const runCount = async () =>
    (
      await queryDatabase<{ count: number }>(server.databaseUrl, 'select count(*)::int as count from research_runs where project_id = $1', [
        projectId,
      ])
    )[0]!.count;

  it('PATCH with a text/plain, form or untyped body is 415, changes nothing and starts no research', async () => {
    const before = await owner.client.get(`/api/projects/${projectId}`);
    const runs = await runCount();
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await owner.client.request('PATCH', `/api/projects/${projectId}`, {
        rawBody: '{"name":"x"}',
        headers: { 'content-type': contentType },
      });
      expect({ contentType, status: response.status, body: response.body }).toEqual({ contentType, status: 415, body: NOT_JSON });
    }
    const after = await owner.client.get(`/api/projects/${projectId}`);
    expect(after.body.name).toBe(before.body.name);
    expect(after.body.updatedAt).toBe(before.body.updatedAt);
    expect(await runCount()).toBe(runs);
  });

  it('PATCH with a JSON array is 400, changes nothing and starts no research', async () => {
    const runs = await runCount();
    for (const rawBody of ['[1,2]', '[]', '[{"name":"x"}]']) {
      const response = await owner.client.request('PATCH', `/api/projects/${projectId}`, { rawBody });
      expect({ rawBody, status: response.status, body: response.body }).toEqual({ rawBody, status: 400, body: NOT_AN_OBJECT });
    }
    expect((await owner.client.get(`/api/projects/${projectId}`)).body.name).toBe(IDEA.name);
    expect(await runCount()).toBe(runs);
  });

  it('POST /api/projects with a text/plain body is 415, not "Name is required", and creates nothing', async () => {
    const response = await owner.client.request('POST', '/api/projects', {
      rawBody: JSON.stringify({ ...IDEA, name: 'Plain Text Idea' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect({ status: response.status, body: response.body }).toEqual({ status: 415, body: NOT_JSON });
    const array = await owner.client.request('POST', '/api/projects', { rawBody: JSON.stringify([IDEA]) });
    expect({ status: array.status, body: array.body }).toEqual({ status: 400, body: NOT_AN_OBJECT });
    const list = await owner.client.get('/api/projects');
    expect(list.body.map((project: { name: string }) => project.name)).toEqual([IDEA.name]);
  });

  it('the same rule holds on the other JSON routes (auth, websites, research, API tokens)', async () => {
    const visitor = server.client();
    const signup = await visitor.request('POST', '/auth/signup', {
      rawBody: JSON.stringify({ email: 'plain@example.com', password: 'secret12', firstName: 'P', lastName: 'T' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect({ status: signup.status, body: signup.body }).toEqual({ status: 415, body: NOT_JSON });
    const token = await owner.client.request('POST', '/api/api-tokens', { rawBody: '["token"]' });
    expect({ status: token.status, body: token.body }).toEqual({ status: 400, body: NOT_AN_OBJECT });
    const research = await owner.client.request('POST', `/api/projects/${projectId}/research`, {
      rawBody: 'includePatents=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect({ status: research.status, body: research.body }).toEqual({ status: 415, body: NOT_JSON });
  });

  it('requests without a body keep working: publish, restart research, log out; JSON with a charset too', async () => {
    const generated = await owner.client.request('POST', `/api/projects/${projectId}/generate-website`, {
      rawBody: JSON.stringify(DESIGN),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(generated.status).toBe(200);
    const published = await owner.client.request('POST', `/api/websites/${generated.body.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    // A content type with an empty body is no body at all.
    const unpublished = await owner.client.request('POST', `/api/websites/${generated.body.id}/unpublish`, {
      rawBody: '',
      headers: { 'content-type': 'text/plain' },
    });
    expect(unpublished.status).toBe(200);
    expect((await owner.client.request('POST', `/api/projects/${projectId}/research`)).status).toBe(202);
    const user = await createSignedInUser(server);
    expect((await user.client.request('POST', '/auth/logout')).status).toBe(200);
  });
});
