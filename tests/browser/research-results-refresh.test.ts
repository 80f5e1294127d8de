/**
 * The workflow reads the research results again after each progress event. When an earlier read of the
 * results is still on its way (a slow network, a busy server), the later reads must not wait for it and
 * take its older answer: the page would then say "Complete" above sections still "Pending..." until a
 * reload. Here the first results answer after confirming is held back until the research has finished.
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let rdap: FakeRdap;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  rdap = await startFakeRdap({ answers: { 'pawpal.com': 200 }, defaultAnswer: 404 });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: undefined, DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
  user = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await rdap?.close();
});

describe('research results refresh (chromium, no keys)', () => {
  test('an older results answer arriving late does not replace the finished results', async () => {
    const { page } = session;
    let holdNextResults = false;
    let releaseHeld: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (releaseHeld = resolve));
    let heldAnswers = 0;
    await page.route('**/graphql', async (route: Route) => {
      const body = route.request().method() === 'POST' ? (route.request().postDataJSON() as { operationName?: string } | null) : null;
      if (!holdNextResults || body?.operationName !== 'ResearchResults') return route.fallback();
      holdNextResults = false;
      // The server answers now (every section still pending); the page gets that answer only later.
      const response = await route.fetch();
      heldAnswers += 1;
      await released;
      await route.fulfill({ response });
    });

    await page.goto('/');
    await page.getByLabel('Idea name').fill('PawPal');
    await page.getByLabel('Notes').fill('Dog walking for busy owners');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await page.getByTestId('own-description').waitFor();
    await page.getByLabel('Who it is for').fill('Dog owners who work long hours');
    await page.getByLabel('The problem').fill('Their dogs wait alone all day.');
    await page.getByLabel('How it earns money').fill('A fee per walk.');
    holdNextResults = true;
    await page.getByRole('button', { name: 'Confirm & Start Research' }).click();

    // The project finished (its summary says so) while that first results answer was held back.
    await page.getByTestId('not-enough-evidence').waitFor({ timeout: 60_000 });
    expect(heldAnswers).toBe(1);
    releaseHeld();

    await page.getByRole('tab', { name: /Domain/ }).click();
    const domainRow = page.locator('main tr', { has: page.getByRole('cell', { name: 'pawpal.com', exact: true }) });
    expect(await domainRow.textContent({ timeout: 10_000 })).toContain('Taken');
    expect(await page.locator('main').textContent()).not.toContain('Pending...');
    expect(session.pageErrors).toEqual([]);
  });
});
