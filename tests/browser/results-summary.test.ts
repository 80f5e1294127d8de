/**
 * The four summary tiles in chromium (QA bug): no verdict before a section's data arrives. While
 * the keywords stage is held (slow fake OpenAI), Keyword Opportunity is 'Pending…', not a level.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let fakeOpenAi: FakeOpenAi;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success', slowMs: 8000 });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
  user = await createSignedInUser(server, { firstName: 'Annie', lastName: 'Easley' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeOpenAi?.close();
});

function tile(page: Page, label: string) {
  return page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

describe('results summary tiles (chromium)', () => {
  test('a tile says Pending… until its section is complete, then gives its verdict', async () => {
    fakeOpenAi.setMode('slow', 'keywords');
    const created = await user.client.post('/api/projects', {
      name: 'Parcel Lockers',
      description: 'Shared parcel lockers for apartment blocks.',
    });
    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    await page.getByRole('region', { name: 'Parcel Lockers' }).waitFor();

    // Competitors arrive first; keywords are still running.
    await tile(page, 'Competition Level')
      .filter({ hasText: /^(Low|Medium|High)/ })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Parcel Lockers' }).getByText('Researching...').count()).toBe(1);
    expect(await tile(page, 'Keyword Opportunity').textContent()).toBe('Pending…');

    // Then its verdict: with only a model, no source measured a keyword's competition, so it is Unknown, never a level.
    await tile(page, 'Keyword Opportunity')
      .filter({ hasText: /^Unknown/ })
      .waitFor({ timeout: 30_000 });
    for (const label of ['Legal Status', 'Domains']) expect(await tile(page, label).textContent()).not.toBe('Pending…');
  });
});
