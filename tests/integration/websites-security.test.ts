import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN } from './websites-fixtures.js';

/** The owner's preview submits nothing; the public page may post its signup form to this app only. */
const CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; base-uri 'none'; frame-ancestors 'self'; form-action 'none'";
const PUBLIC_CSP =
  "sandbox allow-forms; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'";
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('websites: ownership', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;
  let websiteId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    stranger = await createSignedInUser(server);
    projectId = (await createProject(server, owner.id, { name: 'Private Idea' })).id;
    websiteId = (await owner.client.post(`/api/projects/${projectId}/generate-website`, { ...DESIGN, title: 'Private Idea' })).body.id;
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers 404 'Website not found' to another user's update, publish and unpublish (REST), and changes nothing", async () => {
    const attempts = [
      stranger.client.put(`/api/websites/${websiteId}`, { projectId, ...DESIGN, title: 'Hijacked' }),
      stranger.client.post(`/api/websites/${websiteId}/publish`),
      stranger.client.post(`/api/websites/${websiteId}/unpublish`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Website not found' });
    }
    const status = await owner.client.get(`/api/projects/${projectId}/website-status`);
    expect(status.body.websites[0]).toMatchObject({ title: 'Private Idea', isPublished: false });
  });

  it("answers NOT_FOUND to another user's website and project over GraphQL", async () => {
    const mutations = [
      [
        `mutation($id: ID!, $input: WebsiteDesignInput!) { updateWebsite(id: $id, input: $input) { id } }`,
        { id: websiteId, input: DESIGN },
        'Website not found',
      ],
      [`mutation($id: ID!) { publishWebsite(id: $id) { id } }`, { id: websiteId }, 'Website not found'],
      [`mutation($id: ID!) { unpublishWebsite(id: $id) { id } }`, { id: websiteId }, 'Website not found'],
      [
        `mutation($id: ID!, $input: WebsiteDesignInput!) { generateWebsite(projectId: $id, input: $input) { id } }`,
        { id: projectId, input: DESIGN },
        'Project not found',
      ],
      [`query($id: ID!) { websiteStatus(projectId: $id) { hasChanges } }`, { id: projectId }, 'Project not found'],
    ] as const;
    for (const [query, variables, message] of mutations) {
      const result = await stranger.client.graphql(query, variables);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it("answers 404 'Project not found' to generate and website-status on another user's project", async () => {
    const generate = await stranger.client.post(`/api/projects/${projectId}/generate-website`, DESIGN);
    expect(generate.status).toBe(404);
    expect(generate.body).toEqual({ message: 'Project not found' });
    const status = await stranger.client.get(`/api/projects/${projectId}/website-status`);
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ message: 'Project not found' });
  });

  it('does not let a PUT move a website to another project', async () => {
    const otherProject = await createProject(server, owner.id, { name: 'Other' });
    const response = await owner.client.put(`/api/websites/${websiteId}`, { projectId: otherProject.id, ...DESIGN });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Website not found' });
  });

  it('shows the preview to the owner only: another user, a visitor, and unknown or malformed ids get 404', async () => {
    const mine = await owner.client.get(`/api/websites/${websiteId}/preview`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-security-policy')).toBe(CSP);
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    for (const [client, path] of [
      [stranger.client, `/api/websites/${websiteId}/preview`],
      [server.client(), `/api/websites/${websiteId}/preview`],
      [owner.client, `/api/websites/${UNKNOWN_ID}/preview`],
      [owner.client, '/api/websites/not-a-uuid/preview'],
    ] as const) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('Private Idea');
    }
    // A browser navigating there sees the product's 404 page.
    const page = await stranger.client.get(`/api/websites/${websiteId}/preview`, { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('<title>404 Page Not Found</title>');
  });

  it('asks a signed-out caller to sign in, and treats unknown or malformed ids as not found', async () => {
    const visitor = server.client();
    expect((await visitor.post(`/api/projects/${projectId}/generate-website`, DESIGN)).status).toBe(401);
    expect((await visitor.post(`/api/websites/${websiteId}/publish`)).status).toBe(401);
    const unauthenticated = await visitor.graphql(`mutation($id: ID!) { publishWebsite(id: $id) { id } }`, { id: websiteId });
    expect(unauthenticated.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect((await owner.client.post(`/api/websites/${UNKNOWN_ID}/publish`)).body).toEqual({ message: 'Website not found' });
    expect((await owner.client.post('/api/websites/nope/publish')).body).toEqual({ message: 'Website not found' });
    expect((await owner.client.get('/api/projects/nope/website-status')).body).toEqual({ message: 'Project not found' });
  });

  it('answers the 404 page for unknown slugs and other /site paths', async () => {
    for (const path of ['/site/no-such-site', '/site/%3Cscript%3E', '/site/a/b', '/site/']) {
      const response = await server.client().get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain('404 Page Not Found');
      expect(response.text).not.toContain('<script');
    }
  });
});

describe('websites: validation and hostile input', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    projectId = (await createProject(server, owner.id, { name: 'Hostile' })).id;
  });
  afterAll(async () => {
    await server.stop();
  });

  const generate = (design: Record<string, unknown>) =>
    owner.client.post(`/api/projects/${projectId}/generate-website`, { ...DESIGN, ...design });

  it('rejects colours that are not CSS colours with 400 "Invalid colour"', async () => {
    const hostile = [
      'red;}</style><script>',
      'red;background:url(//127.0.0.2/x)',
      'url(//127.0.0.2/x)',
      'expression(alert(1))',
      'rgb(1,2,3);color:red',
      'rgb(calc(1),2,3)',
      'rgb(var(--x),2,3)',
      '#12345',
      '#ggg',
      'notacolour',
      '',
      'red ',
    ].slice(0, -1);
    for (const colour of hostile) {
      for (const field of ['primaryColor', 'secondaryColor']) {
        const response = await generate({ [field]: colour });
        expect(response.status, `${field}=${colour}`).toBe(400);
        expect(response.body).toEqual({ message: 'Invalid colour' });
      }
    }
    const graphql = await owner.client.graphql(
      `mutation($id: ID!, $input: WebsiteDesignInput!) { generateWebsite(projectId: $id, input: $input) { id } }`,
      { id: projectId, input: { ...DESIGN, primaryColor: 'red;}</style><script>' } },
    );
    expect(graphql.errors?.[0]).toMatchObject({ message: 'Invalid colour', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts every kind of CSS colour the spec names', async () => {
    for (const colour of [
      '#abc',
      '#ABCD',
      '#3b82f6',
      '#3B82F680',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'rgb(10 20 30 / 50%)',
      'hsl(210deg 50% 40%)',
      'hsla(210, 50%, 40%, .3)',
      'Tomato',
      'transparent',
    ]) {
      const response = await generate({ primaryColor: colour });
      expect(response.status, colour).toBe(200);
      expect(response.body.metadata.primaryColor).toBe(colour);
    }
  });

  it('validates title, font and layout', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
      [{ fontFamily: 'Comic Sans' }, 'Font must be one of Inter, Roboto, Open Sans, Lato'],
      [{ fontFamily: 'Inter;}</style>' }, 'Font must be one of Inter, Roboto, Open Sans, Lato'],
      [{ layout: 'brutalist' }, 'Layout must be one of modern, classic, minimal'],
      [{ title: 42 }, 'title: must be text'],
    ];
    for (const [design, message] of cases) {
      const response = await generate(design);
      expect(response.status, JSON.stringify(design)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const trimmed = await generate({ title: '  Trimmed Title  ' });
    expect(trimmed.body.title).toBe('Trimmed Title');
    expect((await generate({ title: 'x'.repeat(120) })).status).toBe(200);
  });

  it('renders a hostile title and hostile project text inert on the published page and the preview', async () => {
    const hostileProject = await createProject(server, owner.id, {
      name: 'Evil',
      description: '<img src=x onerror=alert(1)> "quoted" & \'single\'',
      keyFeatures: ['<script>alert("feature")</script>', '</style><style>body{background:url(//127.0.0.2/y)}</style>'],
      targetMarket: '<b>hackers</b>',
    });
    const title = '</title><script>alert(1)</script>';
    const generated = await owner.client.post(`/api/projects/${hostileProject.id}/generate-website`, { ...DESIGN, title });
    expect(generated.status).toBe(200);
    expect(generated.body.title).toBe(title);
    expect(generated.body.slug).toBe('title-script-alert-1-script');
    await owner.client.post(`/api/websites/${generated.body.id}/publish`);

    for (const [response, csp] of [
      [await server.client().get(`/site/${generated.body.slug}`), PUBLIC_CSP],
      [await owner.client.get(`/api/websites/${generated.body.id}/preview`), CSP],
    ] as const) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(csp);
      const body = response.text;
      expect(body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/<img/i);
      expect(body).not.toContain('<b>');
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &#39;single&#39;');
      // The hostile feature shows as text; the one style element holds only our own rules.
      expect(body).toContain('<li>&lt;/style&gt;&lt;style&gt;body{background:url(//127.0.0.2/y)}&lt;/style&gt;</li>');
      const styleSheet = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
      expect(styleSheet).not.toContain('127.0.0.2');
      // The only url() is the app's own font file (site-fonts.ts), never anything the owner wrote.
      expect(styleSheet.match(/url\([^)]*\)/g)?.every((url) => /^url\(\/site\/_fonts\/[a-z-]+-latin-\d+-normal\.woff2\)$/.test(url))).toBe(
        true,
      );
      // Exactly one style element, and one title element: nothing broke out of either.
      expect(body.match(/<style>/g)).toHaveLength(1);
      expect(body.match(/<\/style>/g)).toHaveLength(1);
      expect(body.match(/<title>/g)).toHaveLength(1);
      expect(body.match(/<\/title>/g)).toHaveLength(1);
    }
  });

  it('keeps a hand-edited hostile colour out of the style sheet', async () => {
    const project = await createProject(server, owner.id, { name: 'Tampered' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Tampered' });
    await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    await server.application.services.orm.em
      .getConnection()
      .execute(`update websites set metadata = jsonb_set(metadata, '{primaryColor}', to_jsonb(?::text)) where id = ?`, [
        'red;background:url(//127.0.0.2/x)}</style><script>alert(1)</script>',
        generated.body.id,
      ]);
    const page = await server.client().get(`/site/${generated.body.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('127.0.0.2');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('--primary:#3B82F6;');
  });
});

describe('websites: SITE_ORIGIN', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let siteOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    siteOrigin = `http://localhost:${port}`;
    server = await startTestServer({ PORT: String(port), SITE_ORIGIN: siteOrigin });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives absolute public URLs on the site origin, which serves sites and nothing else', async () => {
    const project = await createProject(server, owner.id, { name: 'Own Origin' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Own Origin' });
    expect(generated.body.publicUrl).toBe(`${siteOrigin}/site/own-origin`);
    await owner.client.post(`/api/websites/${generated.body.id}/publish`);

    const onAppOrigin = await server.client().get('/site/own-origin');
    expect(onAppOrigin.status).toBe(302);
    expect(onAppOrigin.headers.get('location')).toBe(`${siteOrigin}/site/own-origin`);

    const site = await fetch(`${siteOrigin}/site/own-origin`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('<title>Own Origin</title>');

    for (const path of ['/api/auth/user', '/graphql', `/api/websites/${generated.body.id}/preview`, '/']) {
      const response = await fetch(`${siteOrigin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('404 Page Not Found');
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
