import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN, updateProjectRow } from './websites-fixtures.js';

describe('websites: copy from the AI provider, with fallback and metering', () => {
  let openAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    openAi = await startFakeOpenAi();
    server = await startTestServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openAi.url });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await openAi.close();
  });

  async function usageRows(projectId: string) {
    return server.application.services.orm.em
      .getConnection()
      .execute<{ operation: string; user_id: string; success: boolean }[]>(
        'select operation, user_id, success from ai_usage where project_id = ? order by created_at',
        [projectId],
      );
  }

  it('writes the page from the AI answer and meters the call as website-copy', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Copy Cat' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Copy Cat' });
    expect(generated.status).toBe(200);
    expect(openAi.countFor('website-copy')).toBe(1);

    await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    const page = await server.client().get('/site/copy-cat');
    expect(page.text).toContain('A fake tagline.');
    expect(page.text).toContain('Fake about text.');
    expect(page.text).toContain('Meal planning that starts from what is already in your fridge.'); // the project's description
    for (const feature of ['Fake benefit one', 'Fake benefit two', 'Fake benefit three'])
      expect(page.text).toContain(`<li>${feature}</li>`);
    expect(page.text).toContain('Try it now');

    expect(await usageRows(project.id)).toEqual([{ operation: 'website-copy', user_id: owner.id, success: true }]);
  });

  it('falls back to generated copy when the provider fails, and still makes the site', async () => {
    openAi.setMode('quota');
    const project = await createProject(server, owner.id, { name: 'Quota Hit', keyFeatures: ['Offline mode', 'Team sharing'] });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Quota Hit' });
    expect(generated.status).toBe(200);
    const preview = await owner.client.get(`/api/websites/${generated.body.id}/preview`);
    expect(preview.text).toContain('<li>Offline mode</li>');
    expect(preview.text).not.toContain('Fake about text.');
    const rows = await usageRows(project.id);
    expect(rows.map((row) => [row.operation, row.success])).toEqual([['website-copy', false]]);
    openAi.setMode('success');
  });

  it('asks the provider again only when the project changed', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Thrifty' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Thrifty' });
    const before = openAi.countFor('website-copy');

    await owner.client.put(`/api/websites/${generated.body.id}`, { projectId: project.id, ...DESIGN, title: 'Thrifty', layout: 'minimal' });
    expect(openAi.countFor('website-copy')).toBe(before); // design only: the copy is kept

    await updateProjectRow(server, project.id, { description: 'Second-hand furniture, delivered.' });
    await owner.client.put(`/api/websites/${generated.body.id}`, { projectId: project.id, ...DESIGN, title: 'Thrifty', layout: 'minimal' });
    expect(openAi.countFor('website-copy')).toBe(before + 1);
  });
});
