import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { waitForResults } from './research-support.js';
import { createProject, DESIGN, updateProjectRow, WEBSITE_FIELDS, writeResearchSection } from './websites-fixtures.js';

const SITE_HEADERS = {
  'content-security-policy':
    "sandbox allow-forms; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
};

describe('websites: generate, update, publish, visit, unpublish', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('runs the whole lifecycle over REST', async () => {
    const project = await createProject(server, owner.id, { name: 'Pantry Pal' });
    const visitor = server.client();

    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, DESIGN);
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({
      projectId: project.id,
      slug: 'pantry-pal',
      title: 'Pantry Pal',
      isPublished: false,
      metadata: { primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' },
      publicUrl: '/site/pantry-pal',
      previewUrl: `/api/websites/${generated.body.id}/preview`,
    });
    const websiteId: string = generated.body.id;

    // A draft is not public, but its owner can preview it.
    expect((await visitor.get('/site/pantry-pal')).status).toBe(404);
    const preview = await owner.client.get(`/api/websites/${websiteId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<title>Pantry Pal</title>');
    expect(preview.text).toContain('this draft is not published yet');

    const updated = await owner.client.put(`/api/websites/${websiteId}`, {
      projectId: project.id,
      title: 'Pantry Pal Plus',
      primaryColor: 'rebeccapurple',
      secondaryColor: 'rgb(20, 40, 60)',
      fontFamily: 'Lato',
      layout: 'classic',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: websiteId,
      projectId: project.id,
      title: 'Pantry Pal Plus',
      slug: 'pantry-pal', // the address never changes with the title
      metadata: { primaryColor: 'rebeccapurple', secondaryColor: 'rgb(20, 40, 60)', fontFamily: 'Lato', layout: 'classic' },
    });

    const published = await owner.client.post(`/api/websites/${websiteId}/publish`);
    expect(published.status).toBe(200);
    // The whole website, as PUT answered it, now published.
    expect(published.body).toEqual({ ...updated.body, isPublished: true, updatedAt: expect.any(String) });

    const page = await visitor.get('/site/pantry-pal');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(page.headers.get(name)).toBe(value);
    expect(page.text).toContain('<title>Pantry Pal Plus</title>');
    expect(page.text).toContain('class="layout-classic"');
    expect(page.text).toContain('--primary:rebeccapurple;--secondary:rgb(20, 40, 60);--font:"Lato"');
    expect(page.text).toContain('Meal planning that starts from what is already in your fridge.');
    for (const feature of ['Scan groceries', 'Recipe ideas from leftovers', 'Shopping list sync']) expect(page.text).toContain(feature);
    expect(page.text).toMatch(/id="get-started"/);
    expect(page.text).not.toMatch(/<script/i);

    const unpublished = await owner.client.post(`/api/websites/${websiteId}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toEqual({ ...updated.body, isPublished: false, updatedAt: expect.any(String) });

    const gone = await visitor.get('/site/pantry-pal');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('<title>404 Page Not Found</title>');
    expect(gone.text).toContain('404 Page Not Found');
    expect(gone.text).not.toContain('Pantry Pal');

    const status = await owner.client.get(`/api/projects/${project.id}/website-status`);
    expect(status.status).toBe(200);
    expect(status.body.hasChanges).toBe(false);
    expect(status.body.websites).toHaveLength(1);
    expect(status.body.websites[0]).toMatchObject({ id: websiteId, isPublished: false, title: 'Pantry Pal Plus' });
  });

  it('runs the whole lifecycle over GraphQL', async () => {
    const project = await createProject(server, owner.id, { name: 'Dog Walk Club' });
    const visitor = server.client();

    const empty = await owner.client.graphql(`query($id: ID!) { websiteStatus(projectId: $id) { hasChanges websites { id } } }`, {
      id: project.id,
    });
    expect(empty).toEqual({ data: { websiteStatus: { hasChanges: false, websites: [] } } });

    const generated = await owner.client.graphql(
      `mutation($projectId: ID!, $input: WebsiteDesignInput!) { generateWebsite(projectId: $projectId, input: $input) { ${WEBSITE_FIELDS} } }`,
      { projectId: project.id, input: { ...DESIGN, title: 'Dog Walk Club', layout: 'minimal', fontFamily: 'Open Sans' } },
    );
    expect(generated.errors).toBeUndefined();
    const website = generated.data.generateWebsite;
    expect(website).toMatchObject({ projectId: project.id, slug: 'dog-walk-club', isPublished: false, publicUrl: '/site/dog-walk-club' });
    expect(website.metadata).toEqual({ primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Open Sans', layout: 'minimal' });

    const updated = await owner.client.graphql(
      `mutation($id: ID!, $input: WebsiteDesignInput!) { updateWebsite(id: $id, input: $input) { ${WEBSITE_FIELDS} } }`,
      { id: website.id, input: { ...DESIGN, title: 'Dog Walk Club!', primaryColor: 'hsl(200 50% 40%)', layout: 'minimal' } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateWebsite).toMatchObject({ id: website.id, title: 'Dog Walk Club!', slug: 'dog-walk-club' });

    const published = await owner.client.graphql(`mutation($id: ID!) { publishWebsite(id: $id) { id isPublished } }`, { id: website.id });
    expect(published).toEqual({ data: { publishWebsite: { id: website.id, isPublished: true } } });

    const page = await visitor.get('/site/dog-walk-club');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Dog Walk Club!</title>');
    expect(page.text).toContain('class="layout-minimal"');

    const unpublished = await owner.client.graphql(`mutation($id: ID!) { unpublishWebsite(id: $id) { id isPublished } }`, {
      id: website.id,
    });
    expect(unpublished).toEqual({ data: { unpublishWebsite: { id: website.id, isPublished: false } } });
    expect((await visitor.get('/site/dog-walk-club')).status).toBe(404);

    const status = await owner.client.graphql(
      `query($id: ID!) { websiteStatus(projectId: $id) { hasChanges websites { id isPublished } } }`,
      { id: project.id },
    );
    expect(status).toEqual({ data: { websiteStatus: { hasChanges: false, websites: [{ id: website.id, isPublished: false }] } } });
  });

  it('fills in the spec defaults (title = project name, #3B82F6, #1E40AF, Inter, modern) when REST omits fields', async () => {
    const project = await createProject(server, owner.id, { name: 'Garden Share' });
    const response = await owner.client.post(`/api/projects/${project.id}/generate-website`, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Garden Share',
      slug: 'garden-share',
      metadata: { primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' },
    });
  });

  it('regenerating rewrites the draft and keeps its slug and publish state; the public page changes when published again', async () => {
    const project = await createProject(server, owner.id, { name: 'Bike Fixers' });
    const first = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Bike Fixers' });
    await owner.client.post(`/api/websites/${first.body.id}/publish`);
    const again = await owner.client.post(`/api/projects/${project.id}/generate-website`, {
      ...DESIGN,
      title: 'Totally New Title',
      layout: 'classic',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, slug: 'bike-fixers', title: 'Totally New Title', isPublished: true });
    const status = await owner.client.get(`/api/projects/${project.id}/website-status`);
    expect(status.body.websites).toHaveLength(1);
    expect(again.body.hasUnpublishedChanges).toBe(true);
    const live = await server.client().get('/site/bike-fixers');
    expect(live.text).toContain('<title>Bike Fixers</title>');
    expect((await owner.client.get(`/api/websites/${first.body.id}/preview`)).text).toContain('<title>Totally New Title</title>');
    const republished = await owner.client.post(`/api/websites/${first.body.id}/publish`);
    expect(republished.body.hasUnpublishedChanges).toBe(false);
    const page = await server.client().get('/site/bike-fixers');
    expect(page.text).toContain('<title>Totally New Title</title>');
    expect(page.text).toContain('class="layout-classic"');
  });

  it('deleting the project takes its website (and public page) with it', async () => {
    const project = await createProject(server, owner.id, { name: 'Short Lived' });
    const website = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Short Lived' });
    await owner.client.post(`/api/websites/${website.body.id}/publish`);
    expect((await server.client().get('/site/short-lived')).status).toBe(200);
    expect((await owner.client.delete(`/api/projects/${project.id}`)).status).toBeLessThan(300);
    expect((await server.client().get('/site/short-lived')).status).toBe(404);
    expect((await owner.client.get(`/api/websites/${website.body.id}/preview`)).status).toBe(404);
  });

  it('renders each layout with its own structure', async () => {
    const bodies: Record<string, string> = {};
    for (const layout of ['modern', 'classic', 'minimal']) {
      const project = await createProject(server, owner.id, { name: `Layout ${layout}` });
      const website = await owner.client.post(`/api/projects/${project.id}/generate-website`, {
        ...DESIGN,
        title: `Layout ${layout}`,
        layout,
      });
      await owner.client.post(`/api/websites/${website.body.id}/publish`);
      bodies[layout] = (await server.client().get(`/site/${website.body.slug}`)).text;
    }
    expect(bodies.modern).toContain('<header class="hero">');
    expect(bodies.modern).toContain('class="feature-grid"');
    expect(bodies.classic).toContain('<header class="masthead">');
    expect(bodies.classic).toContain('<aside id="features">');
    expect(bodies.minimal).toContain('<hr class="rule">');
    expect(bodies.minimal).toContain('class="plain-list"');
    expect(bodies.minimal).not.toContain('class="hero"');
  });
});

describe('websites: hasChanges', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  async function hasChanges(projectId: string): Promise<boolean> {
    const response = await owner.client.get(`/api/projects/${projectId}/website-status`);
    expect(response.status).toBe(200);
    return response.body.hasChanges;
  }

  it('turns true after a project edit and false again after regenerating', async () => {
    const project = await createProject(server, owner.id, { name: 'Quiet Hours' });
    expect(await hasChanges(project.id)).toBe(false); // nothing generated yet
    await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Quiet Hours' });
    expect(await hasChanges(project.id)).toBe(false);

    await updateProjectRow(server, project.id, { notes: 'notes are not on the site' });
    expect(await hasChanges(project.id)).toBe(false);

    for (const change of [{ name: 'Quiet Hours Pro' }, { description: 'Now with focus timers.' }, { category: 'SaaS/Software' }]) {
      await updateProjectRow(server, project.id, change);
      expect(await hasChanges(project.id)).toBe(true);
      await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Quiet Hours' });
      expect(await hasChanges(project.id)).toBe(false);
    }
  });

  it('turns true when research results change, and updateWebsite brings the site up to date', async () => {
    const project = await createProject(server, owner.id, { name: 'Tool Library' });
    await writeResearchSection(server, project.id, 'keywords', [
      { keyword: 'tool library', searchVolume: 900, difficulty: 'Low', cpc: 1.2, trend: 'up' },
    ]);
    const website = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Tool Library' });
    expect(await hasChanges(project.id)).toBe(false);

    await writeResearchSection(server, project.id, 'domains', [
      { domain: 'toollibrary.io', available: true, price: 35, source: 'fallback' },
    ]);
    expect(await hasChanges(project.id)).toBe(true);

    await updateProjectRow(server, project.id, { description: 'Borrow a drill from your neighbours.' });
    const updated = await owner.client.put(`/api/websites/${website.body.id}`, { projectId: project.id, ...DESIGN, title: 'Tool Library' });
    expect(updated.status).toBe(200);
    expect(await hasChanges(project.id)).toBe(false);
    const preview = await owner.client.get(`/api/websites/${website.body.id}/preview`);
    expect(preview.text).toContain('Borrow a drill from your neighbours.');
  });

  it('turns true after PATCH /api/projects/:id, through the real projects API and research run', async () => {
    const created = await owner.client.post('/api/projects', {
      name: 'Lamp Lender',
      category: 'Service Business',
      description: 'Borrow lamps.',
    });
    expect(created.status).toBe(201);
    const projectId: string = created.body.id;
    await waitForResults(owner.client, projectId);
    await owner.client.post(`/api/projects/${projectId}/generate-website`, { ...DESIGN, title: 'Lamp Lender' });
    expect(await hasChanges(projectId)).toBe(false);

    const patched = await owner.client.patch(`/api/projects/${projectId}`, {
      name: 'Lamp Lender',
      category: 'Service Business',
      description: 'Borrow lamps and shades.',
    });
    expect(patched.status).toBe(200);
    expect(await hasChanges(projectId)).toBe(true);

    await waitForResults(owner.client, projectId); // the edit restarted the research
    expect(await hasChanges(projectId)).toBe(true);
    await owner.client.post(`/api/projects/${projectId}/generate-website`, { ...DESIGN, title: 'Lamp Lender' });
    expect(await hasChanges(projectId)).toBe(false);
  });

  it('is also reported over GraphQL', async () => {
    const project = await createProject(server, owner.id, { name: 'Sock Swap' });
    await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Sock Swap' });
    await updateProjectRow(server, project.id, { name: 'Sock Swap Deluxe' });
    const status = await owner.client.graphql(`query($id: ID!) { websiteStatus(projectId: $id) { hasChanges } }`, { id: project.id });
    expect(status).toEqual({ data: { websiteStatus: { hasChanges: true } } });
  });
});

describe('websites: slugs', () => {
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives colliding titles a numeric suffix, across users', async () => {
    const other = await createSignedInUser(server);
    const slugs: string[] = [];
    for (const user of [owner, other, owner]) {
      const project = await createProject(server, user.id, { name: 'Same Name' });
      const response = await user.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Same Name' });
      expect(response.status).toBe(200);
      slugs.push(response.body.slug);
    }
    expect(slugs).toEqual(['same-name', 'same-name-2', 'same-name-3']);
  });

  it('stays unique when many projects generate at the same time', async () => {
    const projects = await Promise.all(Array.from({ length: 6 }, () => createProject(server, owner.id, { name: 'Rush Hour' })));
    const responses = await Promise.all(
      projects.map((project) => owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Rush Hour' })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const slugs = responses.map((response) => response.body.slug as string);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(/^rush-hour(-\d+)?$/);
  });

  it('makes a slug from any title (accents folded, symbols dropped, a fallback when nothing is left)', async () => {
    const cases: Array<[string, string]> = [
      ['Café Crème: For Teams!', 'cafe-creme-for-teams'],
      ['日本語', 'site'],
      ['  --Hello   World--  ', 'hello-world'],
    ];
    for (const [title, slug] of cases) {
      const project = await createProject(server, owner.id, { name: title });
      const response = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title });
      expect(response.body.slug).toBe(slug);
    }
  });

  it('one project generating twice at once still has one website', async () => {
    const project = await createProject(server, owner.id, { name: 'Double Click' });
    const responses = await Promise.all(
      [1, 2].map(() => owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Double Click' })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(responses[0]!.body.id).toBe(responses[1]!.body.id);
    const status = await owner.client.get(`/api/projects/${project.id}/website-status`);
    expect(status.body.websites).toHaveLength(1);
  });
});
