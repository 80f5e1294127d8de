/**
 * A signed-in page's HTML lists its layout and screen chunks for preloading (web/build/signedInPages.ts), so the
 * browser fetches them beside the entry chunk instead of once the entry has run and asked for them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, WEB_DIST_DIR, withBrowser } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { firstName: 'Katherine', lastName: 'Johnson' });
  const created = await user.client.post('/api/projects', { name: 'Orbit Snacks', category: 'E-commerce', description: 'Snacks.' });
  expect(created.status).toBeLessThan(300);
});

afterAll(async () => {
  await server?.stop();
});

/** The entry script, the modulepreload links and the style preloads of the page the server sends this user for `pagePath`. */
async function pageScripts(pagePath: string): Promise<{ entry: string; preloads: string[]; styles: string[] }> {
  const response = await user.client.get(pagePath, { accept: 'text/html' });
  expect(response.status).toBe(200);
  const entry = response.text.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  const preloads = [...response.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const styles = [...response.text.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  expect(entry).toBeDefined();
  return { entry: entry!, preloads, styles };
}

describe('signed-in pages preload their code (chromium)', () => {
  test('each signed-in page lists the layout and its own screen chunk, and every listed file is served as an immutable script', async () => {
    const screens = { '/': 'Workflow', '/projects': 'MyIdeas', '/analytics': 'Analytics', '/settings': 'Settings', '/admin': 'Admin' };
    for (const [pagePath, screen] of Object.entries(screens)) {
      const { entry, preloads, styles } = await pageScripts(pagePath);
      expect({ pagePath, preloads }).toEqual({
        pagePath,
        preloads: expect.arrayContaining([
          expect.stringMatching(/^\/assets\/ApolloRoot-[\w-]+\.js$/),
          expect.stringMatching(new RegExp(`^/assets/${screen}-[\\w-]+\\.js$`)),
        ]),
      });
      expect(preloads).not.toContain(entry);
      for (const file of preloads) {
        const response = await server.client().get(file);
        expect({ file, status: response.status }).toEqual({ file, status: 200 });
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      for (const file of styles) {
        const response = await server.client().get(file);
        expect({ file, status: response.status }).toEqual({ file, status: 200 });
        expect(response.headers.get('content-type')).toMatch(/text\/css/);
      }
    }
    const signedOut = await server.client().get('/projects', { accept: 'text/html' });
    expect(signedOut.text).not.toContain('modulepreload');
  });

  test('My Ideas fetches its layout and screen chunks while the entry chunk is still downloading, each once, and renders normally', async () => {
    const { entry, preloads } = await pageScripts('/projects');
    await withBrowser(server.url, async (session) => {
      const { page, context } = session;
      await addSessionCookies(context, user, server.url);
      const events: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        events.push(url.pathname === '/graphql' ? `graphql ${request.postDataJSON()?.operationName ?? '?'}` : url.pathname);
      });
      // The entry arrives late: anything requested before it is in came from the HTML, not from the entry's code.
      await page.route(`**${entry}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        events.push('entry delivered');
        await route.continue();
      });
      await page.goto('/projects');
      await page.getByRole('heading', { level: 1, name: 'My Ideas' }).waitFor();
      await page.locator('tbody tr').getByText('Orbit Snacks').waitFor();

      const delivered = events.indexOf('entry delivered');
      expect(delivered).toBeGreaterThan(-1);
      const layoutAndScreen = events.filter((event) => /^\/assets\/(ApolloRoot|MyIdeas)-[\w-]+\.js$/.test(event));
      expect(layoutAndScreen).toHaveLength(2);
      for (const file of new Set([...layoutAndScreen, ...preloads])) {
        expect({ file, requests: events.filter((event) => event === file).length }).toEqual({ file, requests: 1 });
        expect({ file, beforeEntryDelivered: events.indexOf(file) < delivered }).toEqual({ file, beforeEntryDelivered: true });
      }
      expect(events.indexOf('graphql Me')).toBeGreaterThan(delivered);
      expect(session.pageErrors).toEqual([]);
    });
  });

  test('the signed-in workflow at / uses its preloaded chunks and stylesheet without fetching any of them twice', async () => {
    const { preloads, styles } = await pageScripts('/');
    expect(styles).toEqual([expect.stringMatching(/^\/assets\/Workflow-[\w-]+\.css$/)]);
    await withBrowser(server.url, async (session) => {
      const { page, context } = session;
      await addSessionCookies(context, user, server.url);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Idea Research' }).waitFor();
      for (const file of [...preloads, ...styles]) {
        expect({ file, requests: requested.filter((path) => path === file).length }).toEqual({ file, requests: 1 });
      }
      expect(session.pageErrors).toEqual([]);
    });
  });
});
