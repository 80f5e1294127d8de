import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA } from './research-support.js';
import { createProject } from './websites-fixtures.js';

/** Every array and string in inputs is bounded; domain extensions are real TLDs. */
describe('input bounds', () => {
  let server: TestServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  const createWith = (domainExtensions: unknown) => user.client.post('/api/projects', { ...IDEA, options: { domainExtensions } });

  it('refuses a 500,000-character domain extension with a 400 naming the field, and writes nothing', async () => {
    const response = await createWith([`.${'a'.repeat(500_000)}`]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^domainExtensions/);
    expect(response.body.message.length).toBeLessThan(200);
    const listed = await user.client.get('/api/projects');
    const projects = Array.isArray(listed.body) ? listed.body : listed.body.projects;
    expect(projects).toHaveLength(0);
  });

  it.each([
    ['.-com', 'syntax'],
    ['.com-', 'syntax'],
    ['.c', 'syntax'],
    ['.co.uk', 'syntax'],
    [`.${'a'.repeat(64)}`, 'syntax'],
    ['.notarealtld', 'unknown'],
    ['.zz', 'unknown'],
  ])('refuses the extension %s (%s)', async (extension) => {
    const response = await createWith([extension]);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('domainExtensions');
  });

  it('refuses more than 10 extensions and anything but a list of text', async () => {
    const eleven = ['.com', '.net', '.org', '.io', '.ai', '.co', '.app', '.dev', '.xyz', '.tech', '.shop'];
    expect((await createWith(eleven)).status).toBe(400);
    expect((await createWith('.com')).status).toBe(400);
    expect((await createWith([42])).status).toBe(400);
  });

  it('accepts known extensions with or without the dot, in any case', async () => {
    const response = await createWith(['.COM', 'io', '.App']);
    expect(response.status).toBe(201);
  });

  it('refuses the same over GraphQL with BAD_USER_INPUT', async () => {
    const result = await user.client.graphql(
      `mutation($input: ProjectInput!, $options: ResearchOptionsInput) { createProject(input: $input, options: $options) { id } }`,
      { input: IDEA, options: { domainExtensions: [`.${'x'.repeat(100_000)}`] } },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('domainExtensions'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('bounds the domain check inputs: each domain and each extension', async () => {
    const longExtension = await user.client.post('/api/domains/check', { name: 'Pet Pal', extensions: [`.${'a'.repeat(100_000)}`] });
    expect(longExtension.status).toBe(400);
    expect(longExtension.body.message).toContain('extensions');
    const longDomain = await user.client.post('/api/domains/check', { domains: [`${'a'.repeat(100_000)}.com`] });
    expect(longDomain.status).toBe(400);
    expect(longDomain.body.message.length).toBeLessThan(200);
  });

  it('bounds website design fields, naming the field', async () => {
    const project = await createProject(server, user.id);
    const colour = await user.client.post(`/api/projects/${project.id}/generate-website`, { primaryColor: `#${'f'.repeat(100_000)}` });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toMatch(/primaryColor/i);
    const font = await user.client.post(`/api/projects/${project.id}/generate-website`, { fontFamily: 'x'.repeat(100_000) });
    expect(font.status).toBe(400);
    expect(font.body.message).toMatch(/fontFamily/i);
  });
});
