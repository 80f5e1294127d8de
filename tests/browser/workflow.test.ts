/**
 * The idea research workflow end to end in chromium: landing idea -> sign-up -> pending idea described
 * -> project created -> live research to completion with every tab filled -> export -> website
 * generated, published, visited and unpublished.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkScreen, openBrowser, WEB_DIST_DIR, type BrowserSession } from '../support/browser.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let fakeOpenAi: FakeOpenAi;
let session: BrowserSession;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success', activeTrademark: true });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
  session = await openBrowser(server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeOpenAi?.close();
});

describe('idea research workflow (chromium)', () => {
  test('a landing-page idea becomes a researched project with export and a published website', async () => {
    const { page } = session;
    const idea = 'Dog walking marketplace for busy city professionals';

    // Landing: type the idea, watch the fake analysis, create an account.
    await page.goto('/');
    await page.getByLabel('Describe your business idea').fill(idea);
    await page.getByRole('button', { name: 'Validate My Idea' }).click();
    await page.getByText('Checking domain availability').waitFor();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Parks');
    const email = `rosa-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('montgomery');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The workflow consumed the pending idea (removed from storage), asked for SaaS/Software, and the select
    // follows the category the description proposes (the card and the select agree).
    await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Idea Research' }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm & Start Research' });
    await confirm.waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Idea name').inputValue()).toBe(idea);
    const proposedCategory = await page.getByLabel('Category').inputValue();
    await page.locator('[aria-labelledby="description-title"]').getByText(proposedCategory, { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('pendingIdeaResearch'))).toBeNull();
    expect(await page.getByRole('button', { name: 'Export Results' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Project' }).isDisabled()).toBe(true);
    // A model wrote the description: it says so (an estimate, not research).
    await page.locator('[aria-labelledby="description-title"] [data-basis="ESTIMATED"]').first().waitFor();
    await page.getByText('Use descriptive, memorable names').waitFor();
    await checkScreen(page, 'workflow-step1-description');

    // Confirm: the project is created and research runs live to completion.
    await confirm.click();
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });
    const summary = page.getByRole('region', { name: idea });
    await summary.getByText('Complete', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('Step 5 of 5').waitFor();
    // Only a model's estimates and no measured source here: the score says so instead of a number.
    await page.getByTestId('not-enough-evidence').waitFor({ timeout: 30_000 });
    expect(await page.getByText(/^(Excellent|Good|Fair|Needs Work)$/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export Results' }).isDisabled()).toBe(false);
    await page.locator('dt', { hasText: 'Competition Level' }).waitFor();
    await page.locator('dt', { hasText: 'Legal Status' }).waitFor();
    await checkScreen(page, 'workflow-results-domains');

    // Every tab has data.
    const domainRows = page.getByRole('tabpanel').locator('tbody tr');
    expect(await domainRows.count()).toBeGreaterThan(0);
    const register = page.getByRole('link', { name: /^Register .* \(opens in a new tab\)$/ }).first();
    if ((await register.count()) > 0) {
      expect(await register.getAttribute('target')).toBe('_blank');
      expect(await register.getAttribute('rel')).toContain('noopener');
      expect(await register.getAttribute('href')).toMatch(/^https:\/\/www\.namecheap\.com\/domains\/registration\/results\/\?domain=/);
    }
    await page.getByRole('switch', { name: 'Show available domains only' }).check();
    const shownAvailable = await page.getByRole('tabpanel').locator('tbody tr').count();
    expect(await page.getByRole('tabpanel').getByText('Taken', { exact: true }).count()).toBe(0);
    if (shownAvailable === 0)
      await page.getByText('No available domains found. Try turning off the filter to see all suggestions.').waitFor();

    await page.getByRole('tab', { name: 'Competitors' }).click();
    expect(await page.getByRole('tabpanel').locator('article').count()).toBeGreaterThan(0);
    await page.getByRole('tabpanel').getByText('Strengths').first().waitFor();
    await checkScreen(page, 'workflow-results-competitors');

    await page.getByRole('tab', { name: 'Keywords' }).click();
    expect(await page.getByRole('tabpanel').locator('tbody tr').count()).toBeGreaterThan(0);
    // Only a model here: it suggests the keywords, never their CPC (no source measured one).
    expect(await page.getByRole('tabpanel').locator('tbody tr td:nth-child(4)').first().textContent()).toBe('No data');
    await checkScreen(page, 'workflow-results-keywords');

    await page.getByRole('tab', { name: 'Legal Research' }).click();
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Trademarks' }).waitFor();
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Patents' }).waitFor();
    await checkScreen(page, 'workflow-results-legal');

    // Export Results downloads research-export-<timestamp>.json.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Results' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^research-export-\d+\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(exported)).toContain(idea);
    await page.getByText('Research data has been downloaded').waitFor({ timeout: 30_000 });

    // Website: not on the Free plan a sign-up starts with: the toast offers "Upgrade Plan".
    expect(await page.getByLabel('Website title').inputValue()).toBe(idea);
    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByText('Website generation is not included in the Free plan. Upgrade your plan to generate a website.').waitFor();
    expect(await page.locator('.Toastify').getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/pricing');
    await setPlanByEmail(email, 'basic');

    // On Basic: generate, publish, visit /site/<slug>, unpublish.
    await page.getByRole('button', { name: 'Generate Website' }).click();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    await publish.click();
    const liveLink = page.getByRole('link', { name: /^View live site: \/site\// });
    await liveLink.waitFor();
    await checkScreen(page, 'workflow-website-published');
    const publicUrl = new URL((await liveLink.getAttribute('href'))!, server.url).toString();
    expect(publicUrl).toMatch(/\/site\/[a-z0-9-]+$/);
    const sitePage = await session.context.newPage();
    const siteResponse = await sitePage.goto(publicUrl);
    expect(siteResponse?.status()).toBe(200);
    expect(await sitePage.title()).toBe(idea);
    await sitePage.close();

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await publish.waitFor();
    expect(await liveLink.count()).toBe(0);
    const afterUnpublish = await page.evaluate(async (url) => (await fetch(url)).status, publicUrl);
    expect(afterUnpublish).toBe(404);

    // Save Project only confirms; the screen works at phone width.
    await page.getByRole('button', { name: 'Save Project' }).click();
    await page.getByText('Your research has been saved successfully').waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: 'Domain Analysis' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'workflow-mobile');
    // The app's Content-Security-Policy blocked nothing it needs (a violation is logged as a console error).
    expect(session.pageErrors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });
});

/** What a billing system would do after the user paid. */
async function setPlanByEmail(email: string, plan: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query('update users set plan = $2 where email = $1', [email.toLowerCase(), plan]);
  } finally {
    await client.end();
  }
}
