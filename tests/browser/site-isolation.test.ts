/**
 * A published site in a real browser: it renders its title and content, runs no script (even with
 * script-looking user text), cannot read the app's cookies, and makes no request off its own origin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, saveScreenshot, type BrowserSession } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN } from '../integration/websites-fixtures.js';

const HOSTILE_TITLE = '</title><script>alert(1)</script>';

interface PageRecord {
  requests: string[];
  dialogs: string[];
  consoleMessages: string[];
  pageErrors: string[];
}

describe('published site isolation (chromium)', () => {
  let server: TestServer;
  let owner: SignedUpUser;
  let browser: BrowserSession;
  let context: BrowserContext;
  let websiteId: string;
  let publicUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createSignedInUser(server);
    const project = await createProject(server, owner.id, {
      name: 'Script Free',
      description: 'A site with <img src="//127.0.0.2/pixel.png" onerror="alert(2)"> in its description.',
      keyFeatures: ['<script>alert(3)</script>', '<iframe src="http://127.0.0.2/frame"></iframe>', 'Plain feature'],
    });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, {
      ...DESIGN,
      title: HOSTILE_TITLE,
      layout: 'classic',
    });
    expect(generated.status).toBe(200);
    websiteId = generated.body.id;
    publicUrl = new URL(generated.body.publicUrl, server.url).toString();
    expect((await owner.client.post(`/api/websites/${websiteId}/publish`)).status).toBe(200);

    browser = await openBrowser(server.url);
    context = browser.context;
    // The owner's session cookie is in the browser, as it would be for a signed-in visitor.
    await context.addCookies([...owner.client.cookies].map(([name, value]) => ({ name, value, url: server.url, httpOnly: false })));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openRecorded(url: string): Promise<{ page: Page; record: PageRecord }> {
    const page = await context.newPage();
    const record: PageRecord = { requests: [], dialogs: [], consoleMessages: [], pageErrors: [] };
    page.on('request', (request) => record.requests.push(request.url()));
    page.on('dialog', (dialog) => {
      record.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => record.consoleMessages.push(message.text()));
    page.on('pageerror', (error) => record.pageErrors.push(error.message));
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.waitForTimeout(300); // let any late resource or timer show itself
    return { page, record };
  }

  it('shows the title, runs no script and requests nothing off its origin', async () => {
    const { page, record } = await openRecorded(publicUrl);

    expect(await page.title()).toBe(HOSTILE_TITLE);
    await saveScreenshot(page, 'published-site-classic');
    await expect(page.locator('.brand').textContent()).resolves.toBe(HOSTILE_TITLE);
    await expect(page.locator('#about').textContent()).resolves.toContain('<img src="//127.0.0.2/pixel.png" onerror="alert(2)">');
    await expect(page.locator('#features li').allTextContents()).resolves.toEqual([
      '<script>alert(3)</script>',
      '<iframe src="http://127.0.0.2/frame"></iframe>',
      'Plain feature',
    ]);

    // No script element, image or frame came out of the user text, and nothing ran.
    const dom = await page.evaluate(() => ({
      scripts: document.scripts.length,
      images: document.images.length,
      frames: document.querySelectorAll('iframe').length,
      origin: window.origin,
    }));
    expect(dom).toEqual({ scripts: 0, images: 0, frames: 0, origin: 'null' }); // sandboxed: an opaque origin
    expect(record.dialogs).toEqual([]);
    expect(record.pageErrors).toEqual([]);

    // Every request the page made stayed on the page's origin: the page itself and its self-hosted font.
    const siteOrigin = new URL(publicUrl).origin;
    expect(record.requests.length).toBeGreaterThan(0);
    for (const url of record.requests) expect(new URL(url).origin).toBe(siteOrigin);
    expect(record.requests.filter((url) => !url.endsWith('/favicon.ico') && !url.includes('/site/_fonts/'))).toEqual([publicUrl]);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((font) => `${font.family} ${font.weight} ${font.status}`);
    });
    expect(fonts).toContain('Inter 400 loaded');
    await page.close();
  });

  it("cannot read the app's cookies or call its API with them", async () => {
    const { page } = await openRecorded(publicUrl);
    const cookieAccess = await page.evaluate(() => {
      try {
        return `readable:${document.cookie}`;
      } catch (error) {
        return `blocked:${(error as Error).name}`;
      }
    });
    expect(cookieAccess).toBe('blocked:SecurityError');
    // Even a request made on the page's behalf leaves from the opaque origin, so the API refuses it.
    const status = await page.evaluate(
      async (apiUrl) => {
        try {
          const response = await fetch(apiUrl, { method: 'POST', credentials: 'include' });
          return response.status;
        } catch {
          return 'network error';
        }
      },
      new URL(`/api/websites/${websiteId}/unpublish`, server.url).toString(),
    );
    expect(status === 'network error' || status === 403).toBe(true);
    const stillPublished = await owner.client.get(`/site/${new URL(publicUrl).pathname.split('/').pop()}`);
    expect(stillPublished.status).toBe(200);
    await page.close();
  });

  it('would block script and off-origin loads even if markup slipped into the page (the headers alone)', async () => {
    // A listener on another origin counts every request that really reaches it.
    const hits: string[] = [];
    const outside = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.2', resolve));
    const outsideOrigin = `http://127.0.0.2:${(outside.address() as AddressInfo).port}`;

    const page = await context.newPage();
    const failures: string[] = [];
    const dialogs: string[] = [];
    page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Serve the real response (real headers) with attacker markup added to its body.
    await page.route(publicUrl, async (route) => {
      const response = await route.fetch();
      const injected = (await response.text()).replace(
        '</body>',
        `<script>alert("inline")</script><script src="${outsideOrigin}/script.js"></script>` +
          `<img src="${outsideOrigin}/pixel.png" onerror="alert('img')"><link rel="stylesheet" href="${outsideOrigin}/style.css">` +
          `<iframe src="${outsideOrigin}/frame"></iframe><div style="background:url(${outsideOrigin}/background.png)">x</div></body>`,
      );
      await route.fulfill({ response, body: injected });
    });
    try {
      await page.goto(publicUrl, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.scripts.length)).toBe(2); // the elements are there, but never ran
      expect(dialogs).toEqual([]);
      expect(hits).toEqual([]); // nothing reached the other origin
      // The page's own font may fail here (the page is served through the test's route); nothing else may load.
      for (const failure of failures.filter((line) => !line.includes('/site/_fonts/')))
        expect(failure).toMatch(/csp|ERR_BLOCKED_BY_CSP|ERR_BLOCKED_BY_RESPONSE|ERR_ABORTED/i);
    } finally {
      await page.close();
      outside.closeAllConnections(); // the preload scanner may have opened an idle socket
      await new Promise((resolve) => outside.close(resolve));
    }
  });

  it("shows the owner's preview of the draft with the same isolation", async () => {
    const { page, record } = await openRecorded(new URL(`/api/websites/${websiteId}/preview`, server.url).toString());
    expect(await page.title()).toBe(HOSTILE_TITLE);
    await expect(page.locator('.preview-banner').textContent()).resolves.toContain('Preview');
    expect(await page.evaluate(() => ({ scripts: document.scripts.length, origin: window.origin }))).toEqual({
      scripts: 0,
      origin: 'null',
    });
    expect(record.dialogs).toEqual([]);
    for (const url of record.requests) expect(new URL(url).origin).toBe(new URL(server.url).origin);
    await page.close();
  });
});
