/**
 * Keyboard focus in chromium (QA bug): 'Skip to content' is the first focusable element of the public
 * and the signed-in layout, and after signing up, and after 'Confirm & Start Research', the focus
 * moves to the main heading of the view that replaced the form.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, expectNoSeriousA11yViolations, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let fakeOpenAi: FakeOpenAi;
let server: TestServer;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
  await fakeOpenAi?.close();
});

async function browser(): Promise<BrowserSession> {
  const session = await openBrowser(server.url);
  sessions.push(session);
  return session;
}

/** The focused element: its tag, id and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), id: element?.id, text: element?.textContent?.trim() };
  });
}

async function expectSkipLinkFirst(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });
  await expectNoSeriousA11yViolations(page, 'skip link');
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
}

describe('focus management (chromium)', () => {
  test('Skip to content comes first on the public pages and in the signed-in layout', async () => {
    const { page, context } = await browser();
    for (const path of ['/', '/pricing', '/no/such/page']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await expectSkipLinkFirst(page);
    }
    const user = await createSignedInUser(server, { firstName: 'Mary', lastName: 'Keller' });
    await addSessionCookies(context, user, server.url);
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'My Ideas' }).waitFor();
    await expectSkipLinkFirst(page);
  });

  test('after sign-up the workflow heading has the focus, after confirming the project name has it', async () => {
    const { page } = await browser();
    await page.goto('/');
    await page.getByLabel('Describe your business idea').fill('Compiler lessons for kids');
    await page.getByRole('button', { name: 'Validate My Idea' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(`focus-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('cobol-rules');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idea Research' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Idea Research' });

    await page.getByRole('button', { name: 'Confirm & Start Research' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'project-summary-title' });
  });
});
