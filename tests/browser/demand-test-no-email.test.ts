/**
 * The demand test where this installation sends no email: a visitor signs up on the published site and gets
 * the deletion link on the thank-you (no email is promised), and it works; the owner's panel and the score's
 * reason count the signups made and say they are not confirmed by email. Screenshots go to artifacts/screenshots/.
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
import { startTestServer, type TestServer } from '../support/test-server.js';
import { DESIGN } from '../integration/websites-fixtures.js';

let server: TestServer;
let owner: SignedUpUser;
let ownerBrowser: BrowserSession;
let visitorBrowser: BrowserSession;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR, SMTP_URL: undefined, DEMAND_TEST_MIN_VISITORS: '1' });
  owner = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  ownerBrowser = await openBrowser(server.url);
  await addSessionCookies(ownerBrowser.context, owner, server.url);
  visitorBrowser = await openBrowser(server.url, { userAgent: VISITOR_USER_AGENT });
});

afterAll(async () => {
  await visitorBrowser?.close();
  await ownerBrowser?.close();
  await server?.stop();
});

describe('demand test without email (chromium)', () => {
  test('the thank-you gives the deletion link, and the owner sees signups counted as not confirmed by email', async () => {
    const projectId = await createResearchedProject(owner, {
      name: 'Harbour Slots',
      category: 'SaaS/Software',
      description: 'Berth booking for small harbours, shared with every boat owner.',
    });
    const generated = await owner.client.post(`/api/projects/${projectId}/generate-website`, { ...DESIGN, title: 'Harbour Slots' });
    expect((await owner.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(200);
    const slug: string = generated.body.slug;

    const visitor = visitorBrowser.page;
    await visitor.goto(`/site/${slug}`);
    await visitor.getByText('after you sign up, this page gives you a link to delete your signup.').waitFor();
    expect(await visitor.getByText('confirmation email').count()).toBe(0);
    await visitor.getByLabel('Email').fill('first@example.com');
    await visitor.locator('form.signup button[type=submit]').click();
    await visitor.getByText('No confirmation email is sent, so keep this link').waitFor();
    await saveScreenshot(visitor, 'demand-test-no-email-thanks-1280');
    await visitor.getByRole('link', { name: 'Delete my signup' }).click();
    await visitor.getByRole('button', { name: 'Delete my signup' }).click();
    await visitor.getByText('Your signup and your answers are deleted.').waitFor();

    await visitor.goto(`/site/${slug}`);
    await visitor.getByLabel('Email').fill('second@example.com');
    await visitor.locator('form.signup button[type=submit]').click();
    await visitor.getByRole('link', { name: 'Delete my signup' }).waitFor();

    const { page } = ownerBrowser;
    await page.goto(`/?project=${projectId}`);
    const panel = page.getByRole('region', { name: 'Demand Test' });
    await panel.getByTestId('demand-no-email').waitFor();
    expect(await panel.getByTestId('demand-no-email').textContent()).toContain(
      'This IdeaScope sends no email, so signups are not confirmed by email.',
    );
    await panel.getByText('Enough visits: your signup rate now counts as measured demand in the score').waitFor();
    expect(await panel.getByTestId('demand-signups').textContent()).toBe('1not confirmed by email');
    await panel.getByRole('cell', { name: 'second@example.com', exact: true }).waitFor();
    expect(await panel.getByRole('columnheader', { name: 'Status' }).count()).toBe(0);
    expect(await panel.getByRole('columnheader', { name: 'Confirmed' }).count()).toBe(0);
    expect(await panel.getByLabel(/daily summary/).count()).toBe(0);
    await expect
      .poll(() => panel.getByTestId('demand-score-reason').textContent())
      .toContain(
        'Measured demand: 100% of 1 visit (each visitor counted once a day) led to a signup (1 signup, not confirmed by email because no confirmation email was sent); WordStream’s published average for landing pages is 2.35%.',
      );
    await panel.scrollIntoViewIfNeeded();
    await checkScreen(page, 'demand-test-no-email-owner-1280');
  });
});
