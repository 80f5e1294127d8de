/**
 * The landing page's idea in chromium (QA bugs): a long idea becomes a short project name with the
 * whole idea as notes (names are at most 120 characters on the server).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEB_DIST_DIR, withBrowser, type BrowserSession } from '../support/browser.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let fakeOpenAi: FakeOpenAi;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
});

afterAll(async () => {
  await server?.stop();
  await fakeOpenAi?.close();
});

async function signUp(session: BrowserSession, email: string): Promise<void> {
  const { page } = session;
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('analytical');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('landing idea (chromium)', () => {
  test('a 200-character idea becomes a short project name with the whole idea as notes', async () => {
    const idea =
      'A marketplace where retired engineers mentor teenagers through weekend robotics projects, ' +
      'with kits shipped to their homes, video sessions, a parent dashboard and a showcase at the end of each school term.';
    expect(idea.length).toBeGreaterThanOrEqual(200);

    await withBrowser(server.url, async (session) => {
      const { page } = session;
      await page.goto('/');
      await page.getByLabel('Describe your business idea').fill(idea);
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await signUp(session, `long-idea-${Date.now()}@example.com`);

      const confirm = page.getByRole('button', { name: 'Confirm & Start Research' });
      await confirm.waitFor({ timeout: 30_000 });
      const nameInput = page.getByLabel('Idea name');
      const name = await nameInput.inputValue();
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(60);
      expect(idea.startsWith(name)).toBe(true);
      // The limit is shown by a counter, never applied by cutting.
      expect(await nameInput.getAttribute('maxlength')).toBeNull();
      expect(await page.getByText(`${name.length} / 120 characters`).count()).toBe(1);
      expect(await page.getByLabel('Notes').inputValue()).toBe(idea);

      await confirm.click();
      await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
      expect(await page.getByText('Name must be at most 120 characters').count()).toBe(0);
      const projects = await page.evaluate(async () => (await fetch('/api/projects')).json());
      expect(projects).toHaveLength(1);
      expect(projects[0]).toMatchObject({ name, notes: idea });
    });
  });

  test('Continue with Google, when Google is not configured, keeps the typed idea for after sign-up', async () => {
    const idea = 'Bike repair vans that come to your office';
    await withBrowser(server.url, async (session) => {
      const { page } = session;
      await page.goto('/');
      await page.getByLabel('Describe your business idea').fill(idea);
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      // A full-page navigation to /auth/google, which redirects to /?error=google_unavailable here.
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await page.getByText('Google sign-in unavailable').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('pendingIdeaResearch'))).toBe(idea);
      expect(await page.getByLabel('Describe your business idea').inputValue()).toBe(idea);

      // Signing up with email instead researches that idea, and consumes it.
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      await signUp(session, `google-less-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Confirm & Start Research' }).waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('Idea name').inputValue()).toBe(idea);
      expect(await page.evaluate(() => window.localStorage.getItem('pendingIdeaResearch'))).toBeNull();
    });
  });

  test('Enter in the idea box validates the idea; Shift+Enter types a new line', async () => {
    await withBrowser(server.url, async (session) => {
      const { page } = session;
      await page.goto('/');
      const ideaBox = page.getByLabel('Describe your business idea');
      await ideaBox.focus();
      // Empty: nothing happens (the button is disabled too), and no newline is typed.
      await page.keyboard.press('Enter');
      expect(await ideaBox.inputValue()).toBe('');
      expect(await page.getByText('Analysing your idea...').count()).toBe(0);
      await page.keyboard.type('Plant sitting while you travel');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Weekly photos included');
      expect(await ideaBox.inputValue()).toBe('Plant sitting while you travel\nWeekly photos included');
      await page.keyboard.press('Enter');
      await page.getByText('Analysing your idea...').waitFor();
      // The gate's toast, watched for from now (it closes after 5 s).
      const gateToast = page.locator('.Toastify__toast').filter({ hasText: 'Sign up to see results!' });
      const toastShown = gateToast.waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await toastShown;
      const toastText = await gateToast.textContent();
      // The preview's sources are off on this server: nothing measured, so nothing claimed.
      expect(toastText).toContain('We couldn’t check your idea just now. Create an account to run the full research.');
      expect(toastText).not.toContain('great insights');
      await page.getByText('Domain availability: we couldn’t check just now.').waitFor();
      expect(await page.getByText('Similar launches: we couldn’t check just now.').count()).toBe(1);
      await page.getByText('Create a free account to run the full research on your idea.').waitFor();
      expect(await page.getByText(/analysis is ready/).count()).toBe(0);
    });
  });
  test('an idea typed into the pre-rendered page before its script has run is kept and can be validated', async () => {
    await withBrowser(server.url, async ({ page }) => {
      // The page's scripts wait until the visitor has typed, as on a slow connection.
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const ideaBox = page.getByLabel('Describe your business idea');
      await ideaBox.fill('Repair cafes for broken headphones');
      releaseScripts();
      const validate = page.getByRole('button', { name: 'Validate My Idea' });
      await expect.poll(() => validate.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await ideaBox.inputValue()).toBe('Repair cafes for broken headphones');
      await validate.click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
});
