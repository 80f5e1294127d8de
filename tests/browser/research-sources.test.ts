/** The "Research sources" card in Settings (chromium): each source connected or not and its last answer, in the customer's words (what to set is for admins). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
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
  test('Settings lists every source: SearXNG connected with its last answer, the others not connected, no setting names', async () => {
    session = await openBrowser(server.url);
    await addSessionCookies(session.context, user, server.url);
    const { page } = session;
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Research sources' }).or(page.locator('[aria-labelledby="research-sources-title"]'));
    await card.getByText('SearXNG', { exact: true }).waitFor();
    const searxngRow = card.locator('li', { hasText: 'SearXNG' });
    expect(await searxngRow.textContent()).toMatch(/Connected.*Last answered/);
    expect(await card.locator('li', { hasText: 'Tavily' }).textContent()).toContain('Not connected on this IdeaScope');
    // The AI model's own row does not say its facts would be estimated by a model.
    const aiRow = card.getByTestId('research-source-openai');
    expect(await aiRow.textContent()).toContain('Not connected on this IdeaScope: nothing is written or judged by AI');
    expect(await aiRow.textContent()).not.toContain('estimated by a model');
    // Nor does the AI status name the key a customer cannot set.
    const aiStatus = page.locator('[aria-labelledby="api-integration-title"]');
    await aiStatus.getByText('No AI service connected').waitFor();
    expect(await page.getByText('No AI API key configured').count()).toBe(0);
    // Setting names are the operator's: a customer's card has none (admins read them in operatorDetail).
    expect(await card.textContent()).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'settings-research-sources');
  });
});
