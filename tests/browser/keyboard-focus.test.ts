/**
 * Keyboard focus after an action whose button goes away or is disabled (keyboard audit on a phone): the
 * focus never falls back to the page. Edit & Refine, Start New Idea and Discard Draft give it to the idea
 * form's heading, Cancel to the project's name; Generate Website keeps it on the button (now Regenerate),
 * Publish and Unpublish hand it to each other; Save Profile keeps it while saving; deleting a project in
 * My Ideas gives it to the next row's actions. The side navigation promises unlimited research only to
 * plans that do not have it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createResearchedProject, createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PHONE = { width: 390, height: 844 };

let fakeOpenAi: FakeOpenAi;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
  user = await createSignedInUser(server, { firstName: 'Katherine', lastName: 'Johnson' });
  session = await openBrowser(server.url, { viewport: PHONE });
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeOpenAi?.close();
});

/** The focused element: its tag, id, accessible label and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id,
      label: element?.getAttribute('aria-label') ?? undefined,
      text: element?.textContent?.trim(),
    };
  });
}

/** Focuses the button (as Tab would) and presses Enter on it. */
async function pressWithKeyboard(page: Page, name: string | RegExp, exact = true): Promise<void> {
  const button = page.getByRole('button', { name, exact });
  await button.focus();
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

describe('keyboard focus after an action (chromium, phone)', () => {
  test('Workflow: Edit & Refine, Cancel, Start New Idea and Discard Draft move the focus to the view that replaced them', async () => {
    const created = await user.client.post('/api/projects', { name: 'Slide Rule Club', description: 'Maths by hand for teenagers.' });
    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    await page.getByRole('region', { name: 'Slide Rule Club' }).waitFor();

    await pressWithKeyboard(page, 'Edit & Refine');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'idea-form-title', text: 'Edit & Refine Your Idea' });

    await pressWithKeyboard(page, 'Cancel');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'project-summary-title', text: 'Slide Rule Club' });

    await pressWithKeyboard(page, 'Start New Idea');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'idea-form-title', text: 'Describe Your Idea' });

    await page.getByLabel('Idea name').fill('Abacus Lessons');
    await pressWithKeyboard(page, 'Discard Draft');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'idea-form-title', text: 'Describe Your Idea' });
    expect(await page.getByLabel('Idea name').inputValue()).toBe('');
  });

  test('Website: Generate Website keeps the focus on its button (now Regenerate); Publish and Unpublish hand it to each other', async () => {
    const projectId = await createResearchedProject(user, { name: 'Orrery Kits', description: 'Build-your-own solar system models.' });
    const { page } = session;
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Orrery Kits' }).waitFor();

    await pressWithKeyboard(page, 'Generate Website');
    await page.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Regenerate' });

    await pressWithKeyboard(page, 'Publish');
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Unpublish' });

    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Publish' });
  });

  test('Settings: Save Profile keeps the focus while saving and after', async () => {
    const { page } = session;
    await page.goto('/settings');
    const company = page.getByLabel('Company');
    await company.waitFor();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Katherine');
    await company.fill('Langley Research');
    await pressWithKeyboard(page, 'Save Profile');
    await page.getByText('Your profile information has been saved successfully.').waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Save Profile' });
    const me = await user.client.graphql('{ me { company } }');
    expect(me.data.me.company).toBe('Langley Research');
  });

  test('My Ideas: after Delete is confirmed the next row’s actions have the focus; Cancel gives it back to the row', async () => {
    const owner = await createSignedInUser(server, { firstName: 'Mary', lastName: 'Jackson' });
    for (const name of ['Wind Tunnel Toys', 'Rocket Sketches', 'Star Charts']) {
      const created = await owner.client.post('/api/projects', { name, description: `${name} for curious children.` });
      expect(created.status).toBe(201);
    }
    const phone = await openBrowser(server.url, { viewport: PHONE });
    try {
      await addSessionCookies(phone.context, owner, server.url);
      const { page } = phone;
      await page.goto('/projects');
      const menus = page.getByRole('button', { name: /^Actions for / });
      await expect.poll(() => menus.count()).toBe(3);
      const labels = await menus.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

      // Cancel: the focus goes back to the menu's button of the same row.
      await pressWithKeyboard(page, labels[1]!);
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete project?' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', label: labels[1] });

      // Delete: the row is gone; the row that took its place has the focus on its actions.
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Cancel' });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Delete' });
      await page.keyboard.press('Enter');
      await page.getByText('Project Deleted').waitFor();
      await expect.poll(() => menus.count()).toBe(2);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', label: labels[2] });

      // The last row deleted: the row before it takes the focus.
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => menus.count()).toBe(1);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', label: labels[0] });
    } finally {
      await phone.close();
    }
  });

  test('the side navigation says "Unlock unlimited research" on Free and Basic, not on Pro (unlimited already)', async () => {
    const seen: Record<string, boolean> = {};
    for (const plan of ['free', 'basic', 'pro'] as const) {
      const member = await createSignedInUser(server, { plan });
      const desktop = await openBrowser(server.url);
      try {
        await addSessionCookies(desktop.context, member, server.url);
        await desktop.page.goto('/projects');
        const upgrade = desktop.page.getByRole('link', { name: /Upgrade Plan/ });
        await upgrade.waitFor();
        expect(await upgrade.getAttribute('href')).toBe('/pricing');
        seen[plan] = (await upgrade.textContent())?.includes('Unlock unlimited research') ?? false;
      } finally {
        await desktop.close();
      }
    }
    expect(seen).toEqual({ free: true, basic: true, pro: false });
  });
});
