/**
 * The landing page arrives pre-rendered (web/build/prerenderLanding.ts) to a browser without a session:
 * it reads before any script has run, then hydrates without a mismatch and without asking `me`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEB_DIST_DIR, withBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
});

afterAll(async () => {
  await server?.stop();
});

describe('pre-rendered landing page (chromium)', () => {
  test('shows the hero, the sections below it and the footer with no script at all', async () => {
    await withBrowser(server.url, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.title()).resolves.toBe('IdeaScope – Validate your business idea in minutes');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Validate your business idea in minutes, not months');
      await page.getByLabel('Describe your business idea').waitFor();
      await page.getByRole('contentinfo').getByText('All rights reserved.', { exact: false }).waitFor();
      expect(await page.getByText('Loading...').count()).toBe(0);
    });
  });

  test('hydrates without an error and without asking who is signed in; typing then validates', async () => {
    await withBrowser(server.url, async (session) => {
      const { page } = session;
      const graphqlOperations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphqlOperations.push(request.postDataJSON()?.operationName ?? '?');
      });
      await page.goto('/');
      await page.getByLabel('Describe your business idea').fill('Locally roasted coffee subscriptions for remote teams');
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
      expect(session.pageErrors).toEqual([]);
      expect(graphqlOperations).not.toContain('Me');
    });
  });

  test('a campaign link (/?utm_source=...) gets the same page, hydrated without a mismatch; the tags stay in the address', async () => {
    await withBrowser(server.url, async (session) => {
      const { page } = session;
      const documents: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'document') documents.push(await response.text());
      });
      await page.goto('/?utm_source=newsletter&utm_campaign=spring');
      await page.getByLabel('Describe your business idea').fill('Meal plans for night-shift nurses');
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
      expect(documents).toHaveLength(1);
      expect(documents[0]).toContain('data-prerendered="landing"');
      expect(session.pageErrors).toEqual([]);
      expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
    });
  });

  test('an idea kept from before a Google round trip is back in the box after hydration', async () => {
    await withBrowser(server.url, async (session) => {
      const { page } = session;
      await page.addInitScript(() => window.localStorage.setItem('pendingIdeaResearch', 'Bike repair vans for office parks'));
      await page.goto('/');
      await expect
        .poll(() => page.getByLabel('Describe your business idea').inputValue(), { timeout: 15_000 })
        .toBe('Bike repair vans for office parks');
      expect(session.pageErrors).toEqual([]);
    });
  });
});
