/**
 * Toasts never cover the action the user is about to take: at 1280x800 and 375x812 the
 * showing toast's box does not intersect any field, button or link of the landing account form (sign up
 * and sign in) or of the workflow's idea form.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { addSessionCookies, type BrowserSession, openBrowser, SCREENSHOT_DIR, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { animationsEnded } from '../support/animations.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

let server: TestServer;
let member: SignedUpUser;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  member = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function browser(viewport: { width: number; height: number }): Promise<Page> {
  const session = await openBrowser(server.url, { viewport });
  sessions.push(session);
  return session.page;
}

/** The toast in place (a replaced one fades out behind the new one). */
const showingToast = (page: Page) => page.locator('.Toastify__toast:not([class*="toast-leave"])');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails naming every control of `form` that the showing toast covers. */
async function expectToastClearOf(page: Page, form: Locator, screen: string) {
  const toast = showingToast(page).first();
  await toast.waitFor();
  await animationsEnded(toast);
  const toastBox = (await toast.boundingBox())!;
  const controls = form.locator('input, select, textarea, button, a');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && intersects(toastBox, box)) covered.push((await control.getAttribute('name')) ?? (await control.textContent()) ?? '?');
  }
  // What the person sees (the viewport, where the toast is), for a person to look at.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `toast-placement-${screen}.png`) });
  expect(covered, `${screen}: toast at ${JSON.stringify(toastBox)}`).toEqual([]);
}

describe('toast placement (chromium)', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: 'Sign up to see results!' leaves the account form free`, async () => {
      const page = await browser(viewport);
      await page.goto('/');
      await page.getByLabel('Describe your business idea').fill('Dog walking for busy professionals');
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      const form = page.getByRole('form', { name: 'Create your account' });
      await form.waitFor();
      await showingToast(page).filter({ hasText: 'Sign up to see results!' }).waitFor();
      await expectToastClearOf(page, form, `signup-${viewport.name}`);
    });

    test(`${viewport.name}: a failed sign-in's toast leaves the sign-in form free`, async () => {
      const page = await browser(viewport);
      await page.goto('/?auth=login');
      const form = page.getByRole('form', { name: 'Welcome back' });
      await form.waitFor();
      await form.getByLabel('Email').fill(member.email);
      await form.getByLabel('Password').fill('not-the-password');
      await form.getByRole('button', { name: 'Sign In', exact: true }).click();
      await showingToast(page).filter({ hasText: 'Error' }).waitFor();
      await expectToastClearOf(page, form, `login-${viewport.name}`);
    });

    test(`${viewport.name}: the workflow's toasts leave the idea form free`, async () => {
      const page = await browser(viewport);
      await addSessionCookies(page.context(), member, server.url);
      // An idea brought from the landing page: 'Research Started!' shows while the form is on screen.
      await page.goto('/pricing');
      await page.evaluate(() => window.localStorage.setItem('pendingIdeaResearch', 'Dog walking for busy professionals'));
      await page.goto('/');
      const form = page.locator('form', { has: page.getByLabel('Idea name') });
      await form.waitFor();
      await showingToast(page).filter({ hasText: 'Research Started!' }).waitFor();
      await expectToastClearOf(page, form, `workflow-${viewport.name}`);
    });
  }
});
