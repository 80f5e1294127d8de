/**
 * Toasts in chromium (QA bug, spec §9 "at most 1 toast at a time"): a new toast replaces the one
 * showing at once (react-toastify's `limit` queued it instead, and a queued toast survives dismiss(),
 * so toasts showed late), and toasts sit at the top right below the header's height (at the top on phones),
 * clear of the page header's buttons and of forms (toast-placement.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { animationsEnded } from '../support/animations.js';

let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;
let projectId: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { firstName: 'Hedy', lastName: 'Lamarr' });
  const created = await user.client.post('/api/projects', { name: 'Signal Hop', description: 'Frequency hopping radios for drones.' });
  projectId = created.body.id;
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

/** Toasts in place (a replaced one fades out behind the new one). */
const showing = (page: Page) => page.locator('.Toastify__toast:not([class*="toast-leave"])');

describe('toasts (chromium)', () => {
  test("the last of two toasts raised together shows at once, not after the first one's 5 s", async () => {
    const { page } = session;
    await page.goto(`/?project=${projectId}`);
    await showing(page).filter({ hasText: 'Project Loaded' }).waitFor();
    // Confirming an edit raises 'Project updated successfully' then 'Project Updated' (spec §8) in one go;
    // with react-toastify's limit the second waited in a queue for the first one's whole 5 s.
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    const updated = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('UpdateProject'),
    );
    await page.getByRole('button', { name: 'Confirm & Restart Research' }).click();
    await updated;
    // Well under the 5 s a queued toast waited: this is about order of display, not speed.
    await showing(page).filter({ hasText: 'your project has been updated and research restarted!' }).waitFor({ timeout: 2500 });
    expect(await showing(page).count()).toBe(1);
    await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(1);

    // A burst of toasts leaves exactly one.
    await page.getByRole('button', { name: 'Save Project' }).focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
    await showing(page).filter({ hasText: 'Project Saved' }).waitFor();
    expect(await showing(page).count()).toBe(1);
    await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(1);
  });

  test('toasts sit at the top right below the header on desktop, below the top bar on phones, clear of the page header buttons', async () => {
    const { page } = session;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/?project=${projectId}`);
      const toast = showing(page).filter({ hasText: 'Project Loaded' });
      await toast.waitFor();
      await animationsEnded(toast);
      const toastBox = (await toast.boundingBox())!;
      if (viewport.width > 480) {
        expect(toastBox.y).toBeGreaterThanOrEqual(64);
        expect(toastBox.x + toastBox.width).toBeGreaterThan(viewport.width - 40);
      } else {
        // Signed in on a phone: below the top bar, so its menu button stays usable.
        const menu = (await page.getByRole('button', { name: 'Open navigation' }).boundingBox())!;
        expect(toastBox.y).toBeGreaterThanOrEqual(menu.y + menu.height);
      }
      for (const name of ['Save Project', 'Export Results']) {
        const button = (await page.getByRole('button', { name }).boundingBox())!;
        const overlaps =
          toastBox.x < button.x + button.width &&
          button.x < toastBox.x + toastBox.width &&
          toastBox.y < button.y + button.height &&
          button.y < toastBox.y + toastBox.height;
        expect(overlaps, `${name} at ${viewport.width} px`).toBe(false);
      }
    }
  });
});
