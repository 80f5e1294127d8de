/**
 * The header's Sign Up without an idea speaks of signing up, not
 * of an analysis; a generated but unconfirmed description survives a reload until confirmed or
 * discarded, and the Category select agrees with the description card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let member: SignedUpUser;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  // No OPENAI key: descriptions come from the seeded fallback, which names the idea's own category.
  server = await startTestServer({ WEB_DIST_DIR });
  member = await createSignedInUser(server, { firstName: 'Katherine', lastName: 'Johnson' });
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function browser(signedIn: SignedUpUser | null): Promise<Page> {
  const session = await openBrowser(server.url);
  sessions.push(session);
  if (signedIn) await addSessionCookies(session.context, signedIn, server.url);
  return session.page;
}

const showingToast = (page: Page) => page.locator('.Toastify__toast:not([class*="toast-leave"])');

describe('account form without an idea', () => {
  test("the header's Sign Up offers an account, not an analysis, and its toast starts no research", async () => {
    const page = await browser(null);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.waitFor();
    await form.getByText('Create a free account to research your business ideas.').waitFor();
    expect(await form.getByText(/analysis is ready/).count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Back to your idea' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Describe an idea first' }).waitFor();

    await form.getByLabel('First Name').fill('Dorothy');
    await form.getByLabel('Last Name').fill('Vaughan');
    await form.getByLabel('Email').fill(`dorothy-${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('computing');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const toast = showingToast(page).filter({ hasText: 'Account created!' });
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Starting research');
    await page.getByRole('heading', { level: 1, name: 'Idea Research' }).waitFor();
  });

  test('with an idea but nothing measured the form promises the research, not a ready analysis, and goes back to it', async () => {
    const page = await browser(null);
    await page.goto('/');
    await page.getByLabel('Describe your business idea').fill('Meal plans for night-shift nurses');
    await page.getByRole('button', { name: 'Validate My Idea' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    // The preview's sources are off on this server: nothing was analysed, so nothing is "ready".
    await form.getByText('Create a free account to run the full research on your idea.').waitFor();
    expect(await form.getByText(/analysis is ready/).count()).toBe(0);
    await form.getByRole('button', { name: 'Back to your idea' }).waitFor();
  });
});

describe('idea draft', () => {
  test('a generated description survives a reload until it is discarded, and the category select follows it', async () => {
    const page = await browser(member);
    await page.goto('/');
    await page.getByLabel('Idea name').fill('Dog walking for busy professionals');
    await page.getByLabel('Category').selectOption('SaaS/Software');
    await page.getByLabel('Notes').fill('Urban professionals, weekday walks');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    const card = page.locator('[aria-labelledby="description-title"]');
    await page.getByRole('button', { name: 'Confirm & Start Research' }).waitFor({ timeout: 30_000 });
    const cardText = await card.textContent();
    // No model: the card is the user's own description, in the category they chose (the select and the card agree).
    const category = await page.getByLabel('Category').inputValue();
    expect(category).toBe('SaaS/Software');
    await card.getByText('SaaS/Software', { exact: true }).waitFor();
    expect(await card.getByLabel('The solution').inputValue()).toBe('Urban professionals, weekday walks');

    await page.reload();
    await page.getByRole('button', { name: 'Confirm & Start Research' }).waitFor();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('Dog walking for busy professionals');
    expect(await page.getByLabel('Category').inputValue()).toBe('SaaS/Software');
    expect(await page.getByLabel('Notes').inputValue()).toBe('Urban professionals, weekday walks');
    expect((await card.textContent())?.split('Description')).toEqual(cardText?.split('Description'));

    // Another user on the same browser never sees it.
    const otherKeys = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('ideaDraft:')));
    expect(otherKeys).toEqual([`ideaDraft:${member.id}`]);

    await page.getByRole('button', { name: 'Discard Draft' }).click();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('');
    await page.reload();
    await page.getByLabel('Idea name').waitFor();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Confirm & Start Research' }).count()).toBe(0);
  });

  test('confirming the draft removes it: a reload after Start New Idea shows an empty form', async () => {
    const page = await browser(member);
    await page.goto('/');
    await page.getByLabel('Idea name').fill('Tool library for neighbours');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    // No model and no notes: the description is theirs to write, and the research needs one.
    const confirm = page.getByRole('button', { name: 'Confirm & Start Research' });
    await confirm.waitFor({ timeout: 30_000 });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('The solution').fill('Neighbours lend each other tools through a shared shelf.');
    await confirm.click();
    const draftKeys = () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('ideaDraft:')));
    // Confirmed: the form now holds the project, and nothing of it is kept as a draft (a reload here once found it).
    await page.getByRole('button', { name: 'Start New Idea' }).waitFor();
    expect(await draftKeys()).toEqual([]);
    await page.getByRole('button', { name: 'Start New Idea' }).click();
    await page.reload();
    await page.getByLabel('Idea name').waitFor();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('');
    expect(await draftKeys()).toEqual([]);
  });
});
