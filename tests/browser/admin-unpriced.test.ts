/**
 * Admin in chromium with calls to a model missing from the price table: the costs they make say "not priced"
 * (never $0.00), and a total mixing them with priced calls is "≥ $x" with how many calls were not priced.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, checkScreen, openBrowser, WEB_DIST_DIR, type BrowserSession } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { insertUsageRows, openDatabasePool } from '../support/usage-factory.js';

const ADMIN_EMAIL = 'unpriced-boss@example.com';
const UNPRICED_MODEL = 'llama-3.1-70b-instruct';

let server: TestServer;
let admin: SignedUpUser;
let member: SignedUpUser;
let session: BrowserSession | undefined;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR, ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL });
  member = await createSignedInUser(server);
  const pool = openDatabasePool(server.databaseUrl);
  const now = Date.now();
  try {
    // The member's three calls had no price (estimated_cost NULL, as the metering writes them); the admin's one did.
    await insertUsageRows(pool, [
      ...[1, 2, 3].map((minutes) => ({
        createdAt: new Date(now - minutes * 60_000),
        userId: member.id,
        operation: 'generate-description',
        model: UNPRICED_MODEL,
        estimatedCost: null,
      })),
      {
        createdAt: new Date(now - 5 * 60_000),
        userId: admin.id,
        operation: 'competitors',
        model: 'gpt-4o-mini',
        estimatedCost: '0.012500',
      },
    ]);
  } finally {
    await pool.end();
  }
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('Admin costs without a price (chromium)', () => {
  test('unpriced calls read "not priced", and a total mixing them says it is a lower bound', async () => {
    session = await openBrowser(server.url);
    await addSessionCookies(session.context, admin, server.url);
    const { page } = session;
    await page.goto('/admin');
    await page.getByText('4 successful, 0 failed').waitFor();

    const totalCost = page.locator('section', { has: page.getByRole('heading', { name: 'Total Cost', exact: true }) });
    await totalCost.getByText('≥ $0.01', { exact: true }).waitFor();
    await totalCost.getByText('3 calls not priced', { exact: true }).waitFor();

    const operations = page.getByRole('region', { name: 'Usage by Operation' });
    const unpricedOperation = operations.locator('li', { hasText: 'generate-description' });
    await unpricedOperation.getByText('not priced', { exact: true }).waitFor();
    expect(await unpricedOperation.textContent()).toContain('3 calls not priced');
    expect(await operations.locator('li', { hasText: 'competitors' }).getByText('$0.01', { exact: true }).count()).toBe(1);

    const users = page.getByRole('region', { name: 'Top Users by Cost' });
    await users.locator('li', { hasText: member.email }).getByText('not priced', { exact: true }).waitFor();
    // No cost anywhere reads $0 for calls that had no price.
    expect(await page.getByText(/^\$0\.0+$/).count()).toBe(0);
    await checkScreen(page, 'admin-unpriced');
  });
});
