/**
 * A plan caps the competitors shown, never what the Competition tile reads. A Free user whose
 * research found 8 competitors (SearXNG fake) sees "Medium" (spec §9: more than 5) and, on the
 * Competitors tab, that 5 of the 8 are shown.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from '../integration/research-support.js';

let searxng: FakeSearxng;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  searxng = await startFakeSearxng();
  server = await startTestServer({ WEB_DIST_DIR, SEARXNG_URL: searxng.url, RESEARCH_STAGE_RETRY_DELAY_MS: '20' });
  user = await createSignedInUser(server, { plan: 'free' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await searxng?.close();
});

function tile(page: Page, label: string) {
  return page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

describe('competitors capped by the plan (chromium)', () => {
  test('the Competition tile reads every competitor found; the tab says how many are shown', async () => {
    const created = await user.client.post('/api/projects', IDEA);
    const results = await waitForResults(user.client, created.body.id);
    expect({ shown: results.competitors.length, found: results.competitorCount }).toEqual({ shown: 5, found: 8 });

    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    await tile(page, 'Competition Level')
      .filter({ hasText: /^(Low|Medium|High)/ })
      .waitFor({ timeout: 30_000 });
    expect(await tile(page, 'Competition Level').textContent()).toMatch(/^Medium/);

    await page.getByRole('tab', { name: 'Competitors' }).click();
    const notice = page.getByRole('note').filter({ hasText: 'competitors found' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Showing 5 of 8 competitors found. Upgrade to see all.');
    expect(await notice.getByRole('link', { name: 'Upgrade to see all.' }).getAttribute('href')).toBe('/pricing');
  });
});
