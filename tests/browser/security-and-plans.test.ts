/**
 * The built app works under its Content-Security-Policy (no violation while
 * researching live over graphql-ws), a plan limit offers "Upgrade Plan", and a failed Google sign-in
 * comes back to the landing page with a toast.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { plan: 'free', firstName: 'Hedy', lastName: 'Lamarr' });
  session = await openBrowser(server.url);
  // Every CSP violation the page sees, recorded before any of its scripts run.
  await session.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

const violations = () => session.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('security headers and plans (chromium)', () => {
  test('a failed Google sign-in lands on the log-in form with a toast, under the CSP', async () => {
    const { page } = session;
    const response = await page.goto('/auth/google/callback?code=x&state=y');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Google sign-in did not complete. Please try again, or sign in with your email and password.').waitFor();
    await page
      .getByRole('heading', { name: 'Welcome back' })
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first()
      .waitFor();
    expect(await violations()).toEqual([]);
  });

  test('researches live under the CSP, and the 4th project of the month on Free offers "Upgrade Plan"', async () => {
    const { page } = session;
    await addSessionCookies(session.context, user, server.url);
    await page.goto('/');
    await page.getByLabel('Idea name').fill('Lamp Lighter');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    // No model here: the description is the user's own words.
    await page.getByLabel('The problem').fill('Old gas lamps need lighting every evening.');
    await page.getByRole('button', { name: 'Confirm & Start Research' }).click();
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });
    expect(await violations()).toEqual([]);

    // Two more this month, then the fourth is refused with the way out.
    for (const name of ['Second', 'Third'])
      expect((await user.client.post('/api/projects', { name, description: 'An idea.' })).status).toBe(201);
    await page.getByRole('button', { name: 'Start New Idea' }).click();
    await page.getByLabel('Idea name').fill('One Too Many');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await page.getByLabel('The problem').fill('One idea too many this month.');
    await page.getByRole('button', { name: 'Confirm & Start Research' }).click();
    await page
      .getByText('Your Free plan includes 3 validations per month, and you have used them all. Upgrade your plan to validate more ideas.')
      .waitFor();
    const upgrade = page.locator('.Toastify').getByRole('link', { name: 'Upgrade Plan' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    await upgrade.click();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await violations()).toEqual([]);
    expect(session.pageErrors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });
});
