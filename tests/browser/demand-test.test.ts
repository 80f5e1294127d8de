/**
 * The owner publishes a site; a visitor in another browser signs up
 * through the real form (no script on the page), confirms through the email the test's SMTP server
 * received; the owner sees the count, the chart and the score's reason change. Screenshots at 1280 and
 * 375 px go to artifacts/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addSessionCookies,
  type BrowserSession,
  checkScreen,
  openBrowser,
  saveScreenshot,
  VISITOR_USER_AGENT,
  WEB_DIST_DIR,
} from '../support/browser.js';
import { createResearchedProject, createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { linksIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let smtp: SmtpCapture;
let server: TestServer;
let owner: SignedUpUser;
let ownerBrowser: BrowserSession;
let visitorBrowser: BrowserSession;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // One visit is enough for the rate to count here (the default is 100).
  server = await startTestServer({ WEB_DIST_DIR, SMTP_URL: smtp.url, DEMAND_TEST_MIN_VISITORS: '1' });
  owner = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  ownerBrowser = await openBrowser(server.url);
  await addSessionCookies(ownerBrowser.context, owner, server.url);
  visitorBrowser = await openBrowser(server.url, { userAgent: VISITOR_USER_AGENT });
});

afterAll(async () => {
  await visitorBrowser?.close();
  await ownerBrowser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('demand test (chromium)', () => {
  test('publish, sign up from another browser, confirm by email: the count, chart and score reason change', async () => {
    const projectId = await createResearchedProject(owner, {
      name: 'Tide Tables',
      category: 'SaaS/Software',
      description: 'Tide forecasts for kayak clubs, shared with the whole club.',
    });

    const { page } = ownerBrowser;
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Demand Test' });
    await panel.getByText('Demand test running: 0 of 1 visits (each visitor counted once a day)', { exact: true }).waitFor();
    expect(await panel.getByTestId('demand-visitors').textContent()).toBe('0');
    const marketPart = panel.getByTestId('demand-score-reason');
    const reasonBefore = await marketPart.textContent();
    expect(reasonBefore).not.toContain('Measured demand');
    const slug = (await owner.client.graphql(`query($id: ID!) { websiteStatus(projectId: $id) { websites { slug } } }`, { id: projectId }))
      .data.websiteStatus.websites[0].slug;

    // The owner's own visit is not counted.
    await page.goto(`/site/${slug}`);
    await page.goto(`/?project=${projectId}`);
    await panel.getByText('Demand test running: 0 of 1 visits (each visitor counted once a day)', { exact: true }).waitFor();
    await expect.poll(() => marketPart.textContent()).toContain('Demand test running: 0 of 1 visits (each visitor counted once a day).');

    // Another browser: the public page, its form, no script anywhere.
    const visitor = visitorBrowser.page;
    await visitor.goto(`/site/${slug}?utm_source=reddit`);
    expect(await visitor.locator('script').count()).toBe(0);
    await visitor.getByLabel('Email').fill('not an email');
    // The browser's own check is skipped so the server's inline error shows (as without a modern browser).
    await visitor.locator('form.signup').evaluate((form) => form.setAttribute('novalidate', ''));
    await visitor.getByRole('button', { name: /./ }).last().click();
    await visitor.getByText('Enter a valid email address').waitFor();
    await visitor.getByLabel('Email').fill('kayaker@example.com');
    await visitor.getByLabel(/What would you pay per month/).fill('12');
    await visitor.getByLabel(/What would you use it for/).fill('Planning club paddles around the tide');
    await visitor.locator('form.signup button[type=submit]').click();
    await visitor.getByText('Check your inbox').waitFor();
    await saveScreenshot(visitor, 'demand-test-site-thanks-1280');

    const mail = await smtp.waitFor('kayaker@example.com');
    expect(mail.raw).toContain('Tide Tables');
    const confirmLink = linksIn(mail).find((link) => link.includes('/confirm?'))!;
    expect(linksIn(mail).some((link) => link.includes('/forget?'))).toBe(true);
    await visitor.goto(confirmLink);
    await visitor.getByText('Email confirmed').waitFor();

    // The owner's view: the count, the chart and the score's reason have changed.
    await page.goto(`/?project=${projectId}`);
    await panel.getByText('Enough visits: your signup rate now counts as measured demand in the score').waitFor();
    expect(await panel.getByTestId('demand-visitors').textContent()).toBe('1');
    expect(await panel.getByTestId('demand-signups').textContent()).toContain('1 confirmed, 0 unconfirmed');
    expect(await panel.getByTestId('demand-would-pay').textContent()).toBe('$12median of 1 from confirmed signups; middle half $12–$12');
    await panel.getByTestId('demand-chart').locator('canvas').waitFor();
    // One day of data: the legend names that day and its figures (not "--").
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(await panel.getByTestId('demand-chart-legend').textContent()).toBe(`${today}Visits: 1Confirmed signups: 1`);
    // The share links show the full address, the one Copy writes.
    expect(await panel.getByTestId('demand-share-link').allTextContents()).toEqual(
      ['x', 'reddit', 'linkedin', 'email'].map((source) => `${server.url}/site/${slug}?utm_source=${source}`),
    );
    await panel.getByRole('cell', { name: 'kayaker@example.com', exact: true }).waitFor();
    await panel.getByRole('cell', { name: 'Reddit', exact: true }).waitFor();
    await expect
      .poll(() => marketPart.textContent())
      .toContain('Measured demand: 100% of 1 visit (each visitor counted once a day) led to a confirmed signup');

    await panel.getByLabel("Email me a daily summary of yesterday's visits and signups").click();
    await expect
      .poll(
        async () =>
          (await owner.client.graphql(`query($id: ID!) { demandTest(projectId: $id) { dailySummary } }`, { id: projectId })).data.demandTest
            .dailySummary,
      )
      .toBe(true);

    await panel.scrollIntoViewIfNeeded();
    await checkScreen(page, 'demand-test-owner-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/?project=${projectId}`);
    await panel.getByTestId('demand-chart').locator('canvas').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'demand-test-owner-375');
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.goto(`/site/${slug}`);
    await saveScreenshot(visitor, 'demand-test-site-375');
  });
});
