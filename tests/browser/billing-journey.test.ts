/**
 * A Free user takes a Basic trial through (fake) Stripe Checkout, generates a website,
 * downloads the PDF report and the Excel workbook, exports their data and deletes their account.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, saveScreenshot, WEB_DIST_DIR } from '../support/browser.js';
import { startBillingServer } from '../support/billing-server.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import type { FakeStripe } from '../support/fake-stripe.js';
import type { TestServer } from '../support/test-server.js';

let stripe: FakeStripe;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  ({ stripe, server } = await startBillingServer({ WEB_DIST_DIR }));
  user = await createSignedInUser(server, { plan: 'free', firstName: 'Grace', lastName: 'Hopper' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await stripe?.close();
});

describe('plans, exports and account actions (chromium)', () => {
  test('Free to a Basic trial through Checkout, a website, PDF and Excel, data export, account deletion', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.getByText('Free Plan Member').waitFor();

    await page.goto('/pricing');
    // Free, Basic, Pro: the first trial button is Basic's.
    await page.getByRole('button', { name: 'Start Free Trial (14 days)' }).first().click();
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await page.getByText('IdeaScope Basic: $29.00 / month').waitFor();
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.waitForURL(/\/settings\?checkout=success&session_id=cs_test_/);
    await page.getByText('Basic Plan Member').waitFor();
    await page
      .getByTestId('plan-summary')
      .getByText(/^Basic Plan, trial ends \d{1,2} [A-Z][a-z]{2}/)
      .waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await saveScreenshot(page, 'billing-settings-basic-trial');

    const created = await user.client.post('/api/projects', {
      name: 'Harbor Hours',
      category: 'Service Business',
      description: 'Booking for small marinas.',
    });
    expect(created.status).toBe(201);
    await page.goto(`/?project=${created.body.id}`);
    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();

    await page.getByRole('button', { name: 'More export formats' }).click();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export PDF Report' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('ideascope-harbor-hours.pdf');
    const parser = new PDFParse({ data: readFileSync((await pdf.path())!) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const expected of ['Harbor Hours', 'Score', 'Market Opportunity', 'Domains', 'Competitors', 'Keywords', 'Trademarks', 'Patents'])
      expect(text).toContain(expected);

    await page.getByRole('button', { name: 'More export formats' }).click();
    const workbookDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export Excel Workbook' }).click();
    const workbookFile = await workbookDownload;
    expect(workbookFile.suggestedFilename()).toBe('ideascope-harbor-hours.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await workbookFile.path())!);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Score',
      'Domains',
      'Competitors',
      'Keywords',
      'Trademarks',
      'Patents',
    ]);

    await page.goto('/settings');
    const dataDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const data = JSON.parse(readFileSync((await (await dataDownload).path())!, 'utf8'));
    expect(data.profile.email).toBe(user.email);
    expect(data.projects.map((project: { name: string }) => project.name)).toEqual(['Harbor Hours']);
    expect(data.websites).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Validate My Idea' }).waitFor();
    expect((await user.client.get('/api/auth/user')).status).toBe(401);
    const subscription = [...stripe.subscriptions.values()].find(
      (candidate) => (candidate.metadata as Record<string, string>).userId === user.id,
    )!;
    expect(subscription.status).toBe('canceled');
  });

  test('a visitor who chooses the Pro trial before having an account signs up and continues to Checkout', async () => {
    const visitor = await openBrowser(server.url);
    try {
      const { page } = visitor;
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Yearly' }).click();
      // Free, Basic, Pro: the last trial button is Pro's.
      await page.getByRole('button', { name: 'Start Free Trial (14 days)' }).last().click();
      await page.getByLabel('First Name').fill('Katherine');
      await page.getByLabel('Last Name').fill('Johnson');
      await page.getByLabel('Email').fill('katherine@example.com');
      await page.getByLabel('Password').fill('orbital mechanics');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
      await page.getByText(/^IdeaScope Pro: \$\d+\.\d{2} \/ year/).waitFor();
      await page.getByRole('button', { name: 'Start trial' }).click();
      await page.waitForURL(/\/settings\?checkout=success&session_id=cs_test_/);
      await page.getByText('Pro Plan Member').waitFor();
      // Taken once: the app's home is the workflow again, not the pricing page (followed as a link, no reload).
      await page.getByRole('link', { name: 'New Idea' }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await visitor.close();
    }
  });
});
