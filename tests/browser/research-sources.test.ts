/** The "Research sources" card in Settings (chromium): each source configured or not, what to set, last answer. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkScreen, openBrowser, WEB_DIST_DIR, type BrowserSession } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from '../integration/research-support.js';

let searxng: FakeSearxng;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession | undefined;

beforeAll(async () => {
  searxng = await startFakeSearxng();
  server = await startTestServer({ WEB_DIST_DIR, SEARXNG_URL: searxng.url });
  user = await createSignedInUser(server);
  // One run, so SearXNG has a last success to show.
  const created = await user.client.post('/api/projects', IDEA);
  await waitForResults(user.client, created.body.id);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await searxng?.close();
});

describe('Research sources card (chromium)', () => {
  test('Settings lists every source: SearXNG configured with its last answer, the others say what to set', async () => {
    session = await openBrowser(server.url);
    await session.context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    const { page } = session;
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Research sources' }).or(page.locator('[aria-labelledby="research-sources-title"]'));
    await card.getByText('SearXNG', { exact: true }).waitFor();
    const searxngRow = card.locator('li', { hasText: 'SearXNG' });
    expect(await searxngRow.textContent()).toMatch(/Configured.*Last answered/);
    expect(await card.locator('li', { hasText: 'Tavily' }).textContent()).toContain('Not configured: set TAVILY_API_KEY.');
    expect(await card.locator('li', { hasText: 'EPO Open Patent Services' }).textContent()).toContain('EPO_OPS_KEY and EPO_OPS_SECRET');
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'settings-research-sources');
  });
});
