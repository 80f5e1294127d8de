/**
 * Issue 10 in chromium: a fresh install (no AI key, registries out of reach) shows sample data as
 * sample data where the eye is (results overview, each tab, the tiles, My Ideas), Unknown domains
 * as Unknown (never Taken, no Register button), and legal as not searched (never Clear).
 * Screenshots at 1280x800 and 375x812 go to artifacts/screenshots/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkScreen, openBrowser, WEB_DIST_DIR, type BrowserSession } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { waitForResults } from '../integration/research-support.js';

let rdap: FakeRdap;
let server: TestServer;
let user: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  rdap = await startFakeRdap({ defaultAnswer: 500 });
  server = await startTestServer({ WEB_DIST_DIR, DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
  user = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
  const created = await user.client.post('/api/projects', {
    name: 'Parcel Lockers',
    category: 'Service Business',
    description: 'Shared parcel lockers for apartment blocks, paid monthly by building managers.',
  });
  projectId = created.body.id;
  await waitForResults(user.client, projectId, ['complete'], 60_000);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rdap?.close();
});

function tile(page: Page, label: string) {
  return page.locator('dl').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
}

async function signedIn(viewport: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openBrowser(server.url, { viewport });
  await session.context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
  return session;
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  describe(`sample data at ${width}x${height} (chromium)`, () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await signedIn({ width, height });
    });
    afterAll(async () => {
      await session?.close();
    });

    test('the results say "Sample data — not research" with the reason, on the overview, the tabs and the tiles', async () => {
      const { page } = session;
      await page.goto(`/?project=${projectId}`);
      const results = page.getByRole('region', { name: 'Research Results' });
      await results.waitFor();
      const notice = results.getByTestId('sample-data-notice').first();
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/Sample data — not research\. Parts of this report \(.*Competitors.*\) come from the offline sample generator/);
      // The reason is said in the customer's words, never as a setting name.
      expect(await results.textContent()).toMatch(/The AI service isn’t connected yet\./);
      expect(await results.textContent()).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
      // The tiles from sample sections say so; legal without a real search is never Clear.
      expect(await tile(page, 'Competition Level').textContent()).toMatch(/^(Low|Medium|High) Sample$/);
      expect(await tile(page, 'Legal Status').textContent()).toMatch(/^Not checked/);
      expect(await tile(page, 'Domains').textContent()).toMatch(/^Unknown/);
      await checkScreen(page, `sample-data-results-${width}`);

      // Domains: Unknown, no price, no Register button; the filter hides them.
      expect(await results.getByText('Taken').count()).toBe(0);
      expect(await results.getByText('Unknown', { exact: true }).count()).toBeGreaterThan(0);
      expect(await results.getByRole('link', { name: /^Register / }).count()).toBe(0);
      await results.getByRole('switch', { name: 'Show available domains only' }).click();
      await results.getByText('No available domains found. Try turning off the filter to see all suggestions.').waitFor();

      await results.getByRole('tab', { name: 'Competitors' }).click();
      await results.getByTestId('sample-data-notice').filter({ hasText: 'This section comes from the offline sample generator.' }).first().waitFor();
      expect(await results.locator('[data-basis="SAMPLE"]').count()).toBeGreaterThan(0);

      await results.getByRole('tab', { name: 'Legal Research' }).click();
      await results.getByText(/Trademark search isn’t set up yet, so trademarks were not checked\./).waitFor();
      await results.getByText(/Patent search isn’t set up yet, so patents were not checked\./).waitFor();
      expect(await results.getByText('No trademark conflicts found').count()).toBe(0);
      await checkScreen(page, `sample-data-legal-${width}`);
    });

    test('My Ideas marks the score of a sample run', async () => {
      const { page } = session;
      await page.goto('/projects');
      const row = page.getByRole('row').filter({ hasText: 'Parcel Lockers' });
      await row.waitFor();
      await row.locator('[data-basis="SAMPLE"]').first().waitFor();
      await checkScreen(page, `sample-data-my-ideas-${width}`);
    });
  });
}
