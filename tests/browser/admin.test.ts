/** Admin in chromium: an admin (ADMIN_EMAILS) sees the usage dashboard; anyone else sees Access Denied. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool } from '../support/usage-factory.js';

const ADMIN_EMAIL = 'boss@example.com';

let server: TestServer;
let admin: SignedUpUser;
let member: SignedUpUser;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR, ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  member = await createSignedInUser(server, { firstName: 'Mo', lastName: 'Member' });
  const pool = openDatabasePool(server.databaseUrl);
  const now = Date.now();
  try {
    await insertUsageRows(pool, [
      {
        createdAt: new Date(now - 60_000),
        userId: member.id,
        operation: 'generate-description',
        estimatedCost: '0.012345',
        promptTokens: 400,
        completionTokens: 200,
      },
      {
        createdAt: new Date(now - 120_000),
        userId: member.id,
        operation: 'competitors',
        estimatedCost: '0.020000',
        promptTokens: 800,
        completionTokens: 400,
      },
      { createdAt: new Date(now - 180_000), userId: null, operation: 'keywords', estimatedCost: '0.005000', success: false },
      { createdAt: new Date(now - 40 * 86_400_000), userId: admin.id, operation: 'legal', estimatedCost: '1.000000' },
    ]);
  } finally {
    await pool.end();
  }
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function signedInBrowser(user: SignedUpUser, viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openBrowser(server.url, viewport ? { viewport } : {});
  sessions.push(session);
  await addSessionCookies(session.context, user, server.url);
  return session;
}

describe('Admin (chromium)', () => {
  test('an admin sees the totals, breakdowns and recent usage, and Update applies the date range to the stats', async () => {
    const { page } = await signedInBrowser(admin);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'OpenAI Usage Admin' }).waitFor();
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Admin' }).waitFor();

    const today = await page.evaluate(() => {
      const date = new Date();
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    });
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Last 30 days: the three recent rows, not the 40-day-old one.
    await page.getByText('2 successful, 1 failed').waitFor();
    await page.getByText('$0.04', { exact: true }).first().waitFor();
    await page.getByText('67%', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Usage by Operation' }).waitFor();
    await page.getByText('Anonymous').first().waitFor();
    await page.getByText(member.email).first().waitFor();
    const recentRows = page.getByRole('region', { name: 'Recent Usage (Last 50)' }).locator('tbody tr');
    expect(await recentRows.count()).toBe(4);
    await page.getByText('$0.0123', { exact: true }).waitFor();
    await page.getByText('Failed', { exact: true }).waitFor();
    await checkScreen(page, 'admin');

    // A range covering the old row too: the stats change.
    const from = new Date(Date.now() - 60 * 86_400_000);
    await page
      .getByLabel('From', { exact: true })
      .fill(`${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('3 successful, 1 failed').waitFor();
    await page.getByText('$1.04', { exact: true }).waitFor();
  });

  test('a range without requests shows no success rate rather than 0%', async () => {
    const { page } = await signedInBrowser(admin);
    await page.goto('/admin');
    await page.getByText('2 successful, 1 failed').waitFor();
    const day = new Date(Date.now() - 100 * 86_400_000);
    const isoDay = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await page.getByLabel('From', { exact: true }).fill(isoDay);
    await page.getByLabel('To', { exact: true }).fill(isoDay);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('0 successful, 0 failed').waitFor();
    const successRate = page.locator('div', { has: page.getByRole('heading', { name: 'Success Rate' }) }).last();
    await successRate.getByText('No requests').waitFor();
    expect(await successRate.textContent()).toContain('—');
    expect(await successRate.getByText('0%').count()).toBe(0);
  });

  test('the dashboard fits a phone screen', async () => {
    const { page } = await signedInBrowser(admin, { width: 375, height: 800 });
    await page.goto('/admin');
    await page.getByText('2 successful, 1 failed').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'admin-mobile');
  });

  test('on a phone the recent usage records are cards showing every value, the model on one line', async () => {
    const { page } = await signedInBrowser(admin, { width: 375, height: 812 });
    await page.goto('/admin');
    const frame = page.getByRole('region', { name: 'Recent usage table' });
    await frame.waitFor();
    // Every column is in view at phone width: nothing waits behind a sideways scroll.
    const sideways = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    const firstRecord = frame.locator('tbody tr').first();
    for (const label of ['User', 'Operation', 'Model', 'Tokens', 'Cost']) {
      expect(await firstRecord.locator(`td[data-label="${label}"]`).isVisible(), label).toBe(true);
    }
    const model = firstRecord.locator('td[data-label="Model"]');
    const lineHeight = await model.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
    // The label above the value is one line, the value one more: 'gpt-4o-mini' is not broken up.
    expect((await model.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 4);
    await firstRecord.getByText('Success').waitFor();
  });

  test('the Success Rate icon follows the figure: 67% is no green check', async () => {
    const { page } = await signedInBrowser(admin);
    await page.goto('/admin');
    await page.getByText('2 successful, 1 failed').waitFor();
    // The Success Rate card: the nearest box around its heading that holds an icon.
    const successRate = page.getByRole('heading', { name: 'Success Rate' }).locator('xpath=ancestor::*[.//*[@data-tone]][1]');
    await successRate.getByText('67%').waitFor();
    expect(await successRate.locator('[data-tone]').getAttribute('data-tone')).toBe('danger');
  });

  test('a normal user sees Access Denied and no Admin link', async () => {
    const { page } = await signedInBrowser(member);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByText('OpenAI Usage Admin').count()).toBe(0);
    await checkScreen(page, 'admin-access-denied');
  });
});
