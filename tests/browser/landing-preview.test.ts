/**
 * The landing page's analysing step with its sources answering: the account form shows
 * the typed idea's measured facts, each linking to its record, from fakes of RDAP and Hacker News.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { startFakeHackerNews, type FakeHackerNews } from '../support/fake-hacker-news.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let rdap: FakeRdap;
let hackerNews: FakeHackerNews;

beforeAll(async () => {
  [rdap, hackerNews] = await Promise.all([
    startFakeRdap({ answers: { 'dogwalking.com': 200 }, defaultAnswer: 404 }),
    startFakeHackerNews(),
  ]);
  server = await startTestServer({
    WEB_DIST_DIR,
    DOMAIN_CHECK: 'online',
    RDAP_BASE_URL: rdap.url,
    HACKER_NEWS_SEARCH: 'on',
    HACKER_NEWS_BASE_URL: hackerNews.url,
  });
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([rdap?.close(), hackerNews?.close()]);
});

describe('landing idea preview (chromium)', () => {
  test('the account form shows the .com and the similar launches, measured, above the form', async () => {
    const session = await openBrowser(server.url);
    try {
      const { page } = session;
      await page.goto('/');
      await page.getByLabel('Describe your business idea').fill('Dog walking');
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await page.getByRole('heading', { name: 'Analysing your idea...' }).waitFor();
      // Something was measured: the spec's toast and the ready analysis.
      const gateToast = page
        .getByText('We found great insights for your idea. Create an account to access the full report.')
        .waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByText('Sign up to see results!').waitFor();
      await gateToast;
      await page.getByText('Your idea analysis is ready. Create a free account to see the full report.').waitFor();
      const findings = page.getByTestId('idea-preview-findings');
      expect(await findings.getByText('dogwalking.com').count()).toBe(1);
      expect(await findings.textContent()).toContain('dogwalking.com is already registered.');
      expect(await findings.getByRole('link', { name: 'Registry record' }).getAttribute('href')).toBe(
        `${rdap.url.replace(/\/$/, '')}/domain/dogwalking.com`,
      );
      expect(await findings.textContent()).toMatch(
        /Hacker News has \d+ stories about “dog walking” \(2 Show HN launches among the most relevant\)\./i,
      );
      expect(await findings.getByRole('link', { name: 'See them on Hacker News' }).getAttribute('href')).toMatch(
        /^https:\/\/hn\.algolia\.com\/\?q=/,
      );
      await checkScreen(page, 'landing-account-form-findings');
    } finally {
      await session.close();
    }
  });
});
