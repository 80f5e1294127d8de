/** The built web app on the API's port: files, history fallback, and the paths the API keeps for itself. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const INDEX_HTML = '<!doctype html><title>IdeaScope web app</title>';

/** A web build in a scratch folder: file paths (relative to it) and their contents. */
async function scratchBuild(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ideascope-web-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
    await writeFile(path.join(directory, name), content);
  }
  return directory;
}

describe('serving the web app', () => {
  let server: TestServer;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = await scratchBuild({ 'index.html': INDEX_HTML, 'assets/app-1a2b3c.js': 'console.log("app")' });
    server = await startTestServer({ WEB_DIST_DIR: distDirectory });
  });
  afterAll(async () => {
    await server.stop();
    await rm(distDirectory, { recursive: true, force: true });
  });

  it('answers any other page a browser asks for with index.html, revalidated each time (the client shows its 404)', async () => {
    for (const page of ['/', '/projects', '/settings', '/no/such/page']) {
      const response = await server.client().get(page, { accept: 'text/html' });
      expect({ page, status: response.status, text: response.text }).toEqual({ page, status: 200, text: INDEX_HTML });
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await server.client().get('/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API paths for the API: unknown ones are 404 JSON, never the web app', async () => {
    for (const apiPath of ['/api/nothing', '/auth/nothing', '/api/projects/x/nothing']) {
      const response = await server.client().get(apiPath, { accept: 'text/html' });
      expect({ apiPath, status: response.status, body: response.body }).toEqual({ apiPath, status: 404, body: { message: 'Not found' } });
    }
  });

  it('does not answer a script asking for JSON with the web app', async () => {
    const response = await server.client().get('/no/such/page', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});

describe('the pre-rendered landing page', () => {
  const LANDING_HTML = '<!doctype html><title>IdeaScope</title><div id="root" data-prerendered="landing"><h1>Validate</h1></div>';
  let server: TestServer;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = await scratchBuild({ 'index.html': INDEX_HTML, '.prerendered/landing.html': LANDING_HTML });
    server = await startTestServer({ WEB_DIST_DIR: distDirectory });
  });
  afterAll(async () => {
    await server.stop();
    await rm(distDirectory, { recursive: true, force: true });
  });

  it('answers / without a session cookie with the landing page, revalidated, and says it depends on the cookie', async () => {
    const response = await server.client().get('/', { accept: 'text/html' });
    expect({ status: response.status, text: response.text }).toEqual({ status: 200, text: LANDING_HTML });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it('answers / with a session cookie with index.html: the app asks who is signed in', async () => {
    const response = await server.client().get('/', { accept: 'text/html', cookie: 'ideascope_session=anything' });
    expect({ status: response.status, text: response.text }).toEqual({ status: 200, text: INDEX_HTML });
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it('answers / with a query the landing page does not read (campaign tags) with the landing page too', async () => {
    for (const page of ['/?utm_source=newsletter&utm_medium=email', '/?gclid=abc123', '/?ref=producthunt&']) {
      const response = await server.client().get(page, { accept: 'text/html' });
      expect({ page, status: response.status, text: response.text }).toEqual({ page, status: 200, text: LANDING_HTML });
    }
  });

  it('answers / with a query (the account form, a sign-in error) and every other page with index.html', async () => {
    for (const page of ['/?auth=login', '/?utm_source=ad&error=google', '/projects', '/pricing', '/.prerendered/landing.html']) {
      const response = await server.client().get(page, { accept: 'text/html' });
      expect({ page, status: response.status, text: response.text }).toEqual({ page, status: 200, text: INDEX_HTML });
    }
  });
});

describe('the signed-in pages (index.html preloading the page code)', () => {
  const LANDING_HTML = '<!doctype html><title>IdeaScope</title><div id="root" data-prerendered="landing"></div>';
  const page = (screen: string) => `<!doctype html><link rel="modulepreload" crossorigin href="/assets/${screen}-1a2b.js">`;
  const PAGES: Record<string, string> = {
    '/': page('Workflow'),
    '/projects': page('MyIdeas'),
    '/analytics': page('Analytics'),
    '/settings': page('Settings'),
    '/admin': page('Admin'),
  };
  const SESSION = { accept: 'text/html', cookie: 'theme=dark; ideascope_session=anything' };
  let server: TestServer;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = await scratchBuild({
      'index.html': INDEX_HTML,
      '.prerendered/landing.html': LANDING_HTML,
      '.prerendered/signed-in/index.html': PAGES['/']!,
      '.prerendered/signed-in/projects.html': PAGES['/projects']!,
      '.prerendered/signed-in/analytics.html': PAGES['/analytics']!,
      '.prerendered/signed-in/settings.html': PAGES['/settings']!,
      '.prerendered/signed-in/admin.html': PAGES['/admin']!,
    });
    server = await startTestServer({ WEB_DIST_DIR: distDirectory });
  });
  afterAll(async () => {
    await server.stop();
    await rm(distDirectory, { recursive: true, force: true });
  });

  it('answers each signed-in page with a session cookie with its own page (a trailing slash or a query too), revalidated', async () => {
    for (const [pagePath, html] of Object.entries(PAGES)) {
      const variants = pagePath === '/' ? ['/', '/?project=p1'] : [pagePath, `${pagePath}/`, `${pagePath}?tab=all`];
      for (const url of variants) {
        const response = await server.client().get(url, SESSION);
        expect({ url, status: response.status, text: response.text }).toEqual({ url, status: 200, text: html });
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('vary')).toMatch(/cookie/i);
      }
    }
  });

  it('answers the same pages without a session cookie as before: the landing page for /, index.html, both varying by cookie', async () => {
    const landing = await server.client().get('/', { accept: 'text/html' });
    expect({ status: landing.status, text: landing.text }).toEqual({ status: 200, text: LANDING_HTML });
    for (const url of ['/projects', '/projects/', '/analytics', '/settings', '/admin', '/?auth=login']) {
      const response = await server.client().get(url, { accept: 'text/html', cookie: 'theme=dark' });
      expect({ url, status: response.status, text: response.text }).toEqual({ url, status: 200, text: INDEX_HTML });
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('answers other pages with index.html even with a session cookie, and never serves the signed-in pages by their own path', async () => {
    for (const url of ['/pricing', '/projects/p1', '/project', '/no/such/page', '/.prerendered/signed-in/projects.html']) {
      const response = await server.client().get(url, SESSION);
      expect({ url, status: response.status, text: response.text }).toEqual({ url, status: 200, text: INDEX_HTML });
    }
  });
});
