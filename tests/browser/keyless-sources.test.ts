/** The keyless sources on the results tabs (chromium): Hacker News launches and GitHub alternatives on Competitors, Hacker News attention on Keywords, in the customer's words. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeGithub, type FakeGithub } from '../support/fake-github.js';
import { startFakeHackerNews, type FakeHackerNews } from '../support/fake-hacker-news.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, waitForResults } from '../integration/research-support.js';

let hackerNews: FakeHackerNews;
let github: FakeGithub;
let server: TestServer;
let user: SignedUpUser;
let projectId: string;
let session: BrowserSession | undefined;

beforeAll(async () => {
  [hackerNews, github] = await Promise.all([startFakeHackerNews(), startFakeGithub()]);
  server = await startTestServer({
    WEB_DIST_DIR,
    HACKER_NEWS_SEARCH: 'on',
    HACKER_NEWS_BASE_URL: hackerNews.url,
    GITHUB_SEARCH: 'on',
    GITHUB_BASE_URL: github.url,
  });
  user = await createSignedInUser(server);
  const created = await user.client.post('/api/projects', IDEA);
  projectId = created.body.id;
  await waitForResults(user.client, projectId, ['complete', 'failed'], 40_000);
}, 60_000);

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await Promise.all([hackerNews?.close(), github?.close()]);
});

describe('keyless sources on the results tabs (chromium)', () => {
  for (const width of [1280, 375]) {
    test(`at ${width}px: launches and open-source alternatives on Competitors, attention on Keywords`, async () => {
      session = await openBrowser(server.url, { viewport: { width, height: 900 } });
      await addSessionCookies(session.context, user, server.url);
      const { page } = session;
      await page.goto(`/?project=${projectId}`);
      await page.getByRole('tab', { name: 'Competitors' }).click();
      const launches = page.getByTestId('hacker-news-launches');
      await launches.waitFor();
      expect(await launches.textContent()).toContain('Show HN: Walkies');
      expect(await launches.getByRole('link', { name: /Show HN: Walkies/ }).getAttribute('href')).toBe(
        'https://news.ycombinator.com/item?id=39001',
      );
      const alternatives = page.getByTestId('open-source-alternatives');
      expect(await alternatives.textContent()).toMatch(/openpaws\/dogwalk.*1,840 stars.*Last updated Oct 2026/s);
      await alternatives.scrollIntoViewIfNeeded();
      await checkScreen(page, `keyless-competitors-${width}`);

      await page.getByRole('tab', { name: 'Keywords' }).click();
      const attention = page.getByTestId('attention-chart');
      await attention.waitFor();
      expect(await attention.textContent()).toMatch(/Talked about on Hacker News: “dog walking”.*stories and .* comments/s);
      // Customer language: no setting names or raw provider errors.
      expect(await page.locator('main').textContent()).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}|hackernews answered/);
      await checkScreen(page, `keyless-keywords-${width}`);
      await session.close();
      session = undefined;
    }, 60_000);
  }
});
