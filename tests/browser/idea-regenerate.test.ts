/**
 * The idea step keeps what the user typed (new-user audit): regenerating the description without a
 * model never empties the fields they filled (a new idea, and Edit & Refine of a saved one); with a
 * model, a new draft replaces text they edited only when they choose so. A short idea typed on the
 * landing page reaches the form as their words (notes and "The solution"), ready to confirm, and the
 * 'Research Started!' toast says what really happens with and without a model.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR, withBrowser } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const showingToast = (page: Page) => page.locator('.Toastify__toast:not([class*="toast-leave"])');

async function signUpFromLanding(page: Page, idea: string, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Describe your business idea').fill(idea);
  await page.getByRole('button', { name: 'Validate My Idea' }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('compilers');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const SHORT_IDEA = 'Subscription box of locally roasted coffee for remote teams';

describe('the idea step without a model (chromium)', () => {
  let server: TestServer;
  let user: SignedUpUser;
  let session: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: undefined });
    user = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
    session = await openBrowser(server.url);
    await addSessionCookies(session.context, user, server.url);
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  test('generating again keeps every field the user filled, and confirming saves them', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByLabel('Idea name').fill('PawPal');
    await page.getByLabel('Notes').fill('A dog walking app with vetted neighbours');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await page.getByTestId('own-description').waitFor();
    await page.getByLabel('Who it is for').fill('Dog owners who work late');
    await page.getByLabel('The problem').fill('Dog owners who work late do not trust strangers');
    await page.getByLabel('How it earns money').fill('A 20% commission on every booked walk');
    await page.getByLabel('Key features').fill('Vetted neighbours\nLive updates');

    await page.getByRole('button', { name: 'Generate Description' }).click();
    await showingToast(page).filter({ hasText: 'Your description is kept' }).waitFor();
    expect(await page.getByLabel('Who it is for').inputValue()).toBe('Dog owners who work late');
    expect(await page.getByLabel('The problem').inputValue()).toBe('Dog owners who work late do not trust strangers');
    expect(await page.getByLabel('The solution').inputValue()).toBe('A dog walking app with vetted neighbours');
    expect(await page.getByLabel('How it earns money').inputValue()).toBe('A 20% commission on every booked walk');
    expect(await page.getByLabel('Key features').inputValue()).toBe('Vetted neighbours\nLive updates');

    await page.getByRole('button', { name: 'Confirm & Start Research' }).click();
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    const projects = await user.client.get('/api/projects');
    const saved = projects.body.find((project: { name: string }) => project.name === 'PawPal');
    expect(saved).toMatchObject({
      // Each part ends as a sentence: the published text does not run on.
      description:
        'Dog owners who work late do not trust strangers. A dog walking app with vetted neighbours. A 20% commission on every booked walk.',
      targetMarket: 'Dog owners who work late',
      keyFeatures: ['Vetted neighbours', 'Live updates'],
    });
  });

  test('Edit & Refine → Regenerate Description keeps the saved description, market and features', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'Orbit Tutors',
      category: 'Service Business',
      description: 'Maths tutoring by former engineers.',
      targetMarket: 'Parents of high-school students',
      keyFeatures: ['Weekly sessions'],
      notes: 'Start with high schools',
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const { page } = session;
    await page.goto(`/?project=${id}`);
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    await page.getByRole('button', { name: 'Regenerate Description' }).click();
    await page.getByTestId('own-description').waitFor();
    expect(await page.getByLabel('Who it is for').inputValue()).toBe('Parents of high-school students');
    expect(await page.getByLabel('The solution').inputValue()).toBe('Maths tutoring by former engineers.');
    expect(await page.getByLabel('Key features').inputValue()).toBe('Weekly sessions');
    await page.getByRole('button', { name: 'Confirm & Restart Research' }).click();
    await page.getByText('your project has been updated and research restarted!').waitFor();
    const saved = await user.client.get(`/api/projects/${id}`);
    expect(saved.body).toMatchObject({
      description: 'Maths tutoring by former engineers.',
      targetMarket: 'Parents of high-school students',
      keyFeatures: ['Weekly sessions'],
      notes: 'Start with high schools',
    });
  });

  test('a short landing-page idea reaches the form as the user’s words, ready to confirm', async () => {
    await withBrowser(server.url, async ({ page }) => {
      await signUpFromLanding(page, SHORT_IDEA, `short-idea-${Date.now()}@example.com`);
      const toast = showingToast(page).filter({ hasText: 'Research Started!' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toContain('Your idea is filled in from your own words: check it, then confirm.');
      expect(await toast.textContent()).not.toContain('Generating');
      await page.getByTestId('own-description').waitFor();
      expect(await page.getByLabel('Idea name').inputValue()).toBe(SHORT_IDEA);
      expect(await page.getByLabel('Notes').inputValue()).toBe(SHORT_IDEA);
      expect(await page.getByLabel('The solution').inputValue()).toBe(SHORT_IDEA);
      const confirm = page.getByRole('button', { name: 'Confirm & Start Research' });
      expect(await confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
      const projects = await page.evaluate(async () => (await fetch('/api/projects')).json());
      expect(projects[0]).toMatchObject({ name: SHORT_IDEA, notes: SHORT_IDEA, description: `${SHORT_IDEA}.` });
    });
  });
});

describe('the idea step with a model (chromium)', () => {
  let fakeOpenAi: FakeOpenAi;
  let server: TestServer;
  let user: SignedUpUser;
  let session: BrowserSession;

  beforeAll(async () => {
    fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
    server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
    user = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
    session = await openBrowser(server.url);
    await addSessionCookies(session.context, user, server.url);
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
    await fakeOpenAi?.close();
  });

  test('a new draft replaces text the user edited only when they choose so', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByLabel('Idea name').fill('BrewCrate');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await page.getByTestId('ai-draft').waitFor();
    const description = page.getByLabel('Description', { exact: true });
    await description.fill('My own description of BrewCrate.');

    await page.getByRole('button', { name: 'Generate Description' }).click();
    const offer = page.getByTestId('replace-draft');
    await offer.waitFor();
    expect(await description.inputValue()).toBe('My own description of BrewCrate.');
    await page.getByRole('button', { name: 'Keep my text' }).click();
    expect(await offer.count()).toBe(0);
    expect(await description.inputValue()).toBe('My own description of BrewCrate.');

    await page.getByRole('button', { name: 'Generate Description' }).click();
    await offer.waitFor();
    await page.getByRole('button', { name: 'Use the new draft' }).click();
    expect(await description.inputValue()).toContain('(from the fake AI)');
    expect(await offer.count()).toBe(0);
  });

  test('the landing-page idea’s toast says the description is being drafted', async () => {
    await withBrowser(server.url, async ({ page }) => {
      await signUpFromLanding(page, SHORT_IDEA, `short-idea-model-${Date.now()}@example.com`);
      const toast = showingToast(page).filter({ hasText: 'Research Started!' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toMatch(/Generating a description for your idea\.\.\.|A description of your idea is drafted/);
      await page.getByTestId('ai-draft').waitFor();
      expect(await page.getByLabel('Notes').inputValue()).toBe(SHORT_IDEA);
    });
  });
});
