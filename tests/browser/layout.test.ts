/**
 * Every screen at 1280 and 375 px in chromium: no sideways scrolling, a screenshot each (for a person
 * to look at) and axe; the signed-in side navigation spans the page and stays in view on long
 * pages; keyboard focus is visible on links, buttons, tabs and inputs.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const ADMIN_EMAIL = 'layout-admin@example.com';
const WIDTHS = [1280, 375] as const;

let server: TestServer;
let admin: SignedUpUser;
let projectId: string;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR, ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL, firstName: 'Dorothy', lastName: 'Vaughan' });
  // A project whose research (seeded fallback data) makes the workflow a long page.
  const created = await admin.client.post('/api/projects', {
    name: 'Neighbourhood tool library with a very long name for wrapping checks',
    category: 'Service Business',
    description: 'Members borrow drills, ladders and garden tools from a shared library instead of buying them.',
  });
  expect(created.status).toBe(201);
  projectId = (created.body as { id: string }).id;
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function browser(width: number, signedIn: boolean): Promise<BrowserSession> {
  const session = await openBrowser(server.url, { viewport: { width, height: 800 } });
  sessions.push(session);
  if (signedIn) await addSessionCookies(session.context, admin, server.url);
  return session;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const publicScreens: Screen[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('button', { name: 'Validate My Idea' }).waitFor() },
  { name: 'pricing', path: '/pricing', ready: (page) => page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor() },
  { name: 'not-found', path: '/no/such/page', ready: (page) => page.getByText('404 Page Not Found').waitFor() },
];

const signedInScreens: Screen[] = [
  { name: 'workflow-step1', path: '/', ready: (page) => page.getByRole('heading', { name: 'Recent Projects' }).waitFor() },
  {
    name: 'workflow-results',
    path: `/?project=PROJECT`,
    ready: async (page) => {
      await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: 'Website Generator' }).waitFor();
    },
  },
  { name: 'my-ideas', path: '/projects', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { name: 'analytics', path: '/analytics', ready: (page) => page.getByRole('heading', { name: 'Popular Categories' }).waitFor() },
  { name: 'settings', path: '/settings', ready: (page) => page.getByRole('heading', { name: 'API Integration' }).waitFor() },
  { name: 'admin', path: '/admin', ready: (page) => page.getByRole('heading', { name: 'Recent Usage (Last 50)' }).waitFor() },
  {
    name: 'pricing-signed-in',
    path: '/pricing',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor(),
  },
];

describe('layout at 1280 and 375 px (chromium)', () => {
  for (const width of WIDTHS) {
    test(`public screens fit ${width} px`, async () => {
      const { page } = await browser(width, false);
      for (const screen of publicScreens) {
        await page.goto(screen.path);
        await screen.ready(page);
        expect(await horizontalOverflow(page), `${screen.name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await checkScreen(page, `layout-${screen.name}-${width}`);
      }
    });

    test(`signed-in screens fit ${width} px`, async () => {
      const { page } = await browser(width, true);
      for (const screen of signedInScreens) {
        await page.goto(screen.path.replace('PROJECT', projectId));
        await screen.ready(page);
        expect(await horizontalOverflow(page), `${screen.name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await checkScreen(page, `layout-${screen.name}-${width}`);
        if (screen.name !== 'workflow-results') continue;
        for (const tab of ['Competitors', 'Keywords', 'Legal Research']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('tabpanel').waitFor();
          expect(await horizontalOverflow(page), `${tab} tab at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
          await checkScreen(page, `layout-${screen.name}-${tab}-${width}`);
        }
      }
    });
  }

  test('the side navigation spans the whole page and stays in view while a long page scrolls', async () => {
    const { page } = await browser(1280, true);
    await page.goto(`/?project=${projectId}`);
    await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Website Generator' }).waitFor();
    const panel = page.locator('#side-navigation');
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(1600);
    const panelBox = await panel.boundingBox();
    expect(panelBox?.height).toBeGreaterThanOrEqual(pageHeight - 1);

    // Scrolled to the bottom: the navigation and Log Out are still on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const viewportHeight = 800;
    for (const target of [panel.getByRole('link', { name: 'My Ideas' }), panel.getByRole('button', { name: 'Log Out' })]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewportHeight);
    }
  });

  test('keyboard focus is visible on links, buttons, tabs and inputs', async () => {
    const { page } = await browser(1280, true);
    await page.goto(`/?project=${projectId}`);
    await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });

    /** Tabs until `isTarget` holds for the focused element, then reports how its focus shows. */
    async function focusIndicator(description: string, isTarget: (element: Element) => boolean): Promise<string> {
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(`(${isTarget.toString()})(document.activeElement)`);
        if (!found) continue;
        return page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          return outline ? 'outline' : style.boxShadow !== 'none' ? 'shadow' : 'none';
        });
      }
      throw new Error(`never reached ${description} by keyboard`);
    }

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await focusIndicator('a side navigation link', (element) => element.textContent?.trim() === 'My Ideas')).not.toBe('none');
    expect(await focusIndicator('the Export Results button', (element) => element.textContent?.trim() === 'Export Results')).not.toBe(
      'none',
    );
    expect(await focusIndicator('a results tab', (element) => element.getAttribute('role') === 'tab')).not.toBe('none');
    expect(await focusIndicator('the website title input', (element) => element.tagName === 'INPUT')).not.toBe('none');
    await checkScreen(page, 'layout-focus-visible');
  });
});
