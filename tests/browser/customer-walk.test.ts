/**
 * Every screen at 1280x800 and 375x812, with no keys and no network (every
 * outside host fails to resolve, as "getaddrinfo ENOTFOUND"), read as a customer would. No setting
 * names, commands or raw errors on customer screens; one reason per tab; no contradicting states;
 * long input counted, never cut; the footer's pages name the operator; Admin readable; toasts clear
 * of the subtitle and the menu button; profile errors at their field; two tabs kept in step.
 * Screenshots go to artifacts/screenshots/ (customer-walk-*).
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { queryDatabase, waitForResults } from '../integration/research-support.js';
import { animationsEnded } from '../support/animations.js';

const ADMIN_EMAIL = 'walk-admin-with-a-rather-long-address@operations.example.com';
const OPERATOR = { OPERATOR_NAME: 'Walk Test Operator Ltd', OPERATOR_EMAIL: 'privacy@walk-operator.example' };
/** What only an operator should read: setting names, commands, raw network errors. */
const OPERATOR_WORDS = [/[A-Z]{3,}_[A-Z_]{3,}/, /pnpm /, /ENOTFOUND/, /getaddrinfo/, /ECONNREFUSED/];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

let server: TestServer;
let customer: SignedUpUser;
let admin: SignedUpUser;
let projectId: string;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  // Production defaults for the keyless sources (registries, Wikipedia, …): with no network they all fail.
  server = await startTestServer({
    WEB_DIST_DIR,
    ADMIN_EMAILS: ADMIN_EMAIL,
    DOMAIN_CHECK: 'online',
    WIKIPEDIA_TRENDS: 'on',
    HACKER_NEWS_SEARCH: 'on',
    GITHUB_SEARCH: 'on',
    ...OPERATOR,
  });
  customer = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  const created = await customer.client.post('/api/projects', {
    name: 'Parcel Lockers',
    category: 'Service Business',
    description: 'Shared parcel lockers for apartment blocks, paid monthly by building managers.',
  });
  expect(created.status).toBe(201);
  projectId = created.body.id;
  await waitForResults(customer.client, projectId, ['complete', 'failed'], 90_000);
  // Usage rows whose costs differ only past the second decimal, and a failed call with its reason.
  const rows: unknown[][] = [
    [customer.id, 0.0123, true, null],
    [admin.id, 0.0117, true, null],
    [customer.id, 0.0004, false, '429 insufficient_quota: You exceeded your current quota'],
  ];
  for (const [userId, cost, success, error] of rows)
    await queryDatabase(
      server.databaseUrl,
      `insert into ai_usage (id, created_at, user_id, operation, model, prompt_tokens, completion_tokens, total_tokens, estimated_cost, success, duration_ms, error)
       values ($1, now() - interval '1 minute', $2, 'competitors', 'gpt-4o-mini', 100, 50, 150, $3, $4, 10, $5)`,
      [randomUUID(), userId, cost, success, error],
    );
}, 120_000);

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function browser(viewport: { width: number; height: number }, user?: SignedUpUser): Promise<BrowserSession> {
  const session = await openBrowser(server.url, { viewport });
  sessions.push(session);
  if (user) await addSessionCookies(session.context, user, server.url);
  return session;
}

/** Fails naming any operator wording visible on the page. */
async function expectCustomerLanguage(page: Page, screen: string) {
  const text = await page.locator('body').innerText();
  for (const pattern of OPERATOR_WORDS) expect(text, `${screen} shows ${pattern}`).not.toMatch(pattern);
}

/** No sentence of a panel is said twice (the same reason repeated). */
async function expectEachSentenceOnce(panel: Locator, screen: string) {
  const sentences = (await panel.innerText())
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 24);
  const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
  expect(repeated, `${screen} repeats itself`).toEqual([]);
}

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of VIEWPORTS) {
  const shot = (name: string) => `customer-walk-${name}-${viewport.name}`;

  describe(`a customer's walk at ${viewport.width}x${viewport.height} (chromium, no keys, no network)`, () => {
    test('landing: a long idea is counted, never cut; the sign-up chip keeps the heading on screen', async () => {
      const { page } = await browser(viewport);
      await page.goto('/');
      const idea = page.getByLabel('Describe your business idea');
      await idea.waitFor();
      await checkScreen(page, shot('landing'));
      await expectCustomerLanguage(page, 'landing');

      const longIdea =
        `A booking platform connecting dog owners with vetted local walkers and sitters. ${'Walkers set their own hours and prices. '.repeat(130)}`.slice(
          0,
          5000,
        );
      await idea.fill(longIdea);
      expect((await idea.inputValue()).length).toBe(5000);
      expect(await page.getByTestId('character-counter').innerText()).toBe('5,000 / 2,000 characters: remove 3,000 to continue');
      expect(await idea.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('button', { name: 'Validate My Idea' }).isDisabled()).toBe(true);

      await idea.fill(longIdea.slice(0, 1500));
      expect(await page.getByTestId('character-counter').innerText()).toBe('1,500 / 2,000 characters');
      await page.getByRole('button', { name: 'Validate My Idea' }).click();
      const chip = page.getByTestId('idea-chip');
      await chip.waitFor({ timeout: 10_000 });
      const heading = page.locator('#validate h2').first();
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const headingBox = (await heading.boundingBox())!;
      const chipBox = (await chip.boundingBox())!;
      // Two lines at most, within the screen's width; the heading stays in view with it.
      expect(chipBox.height).toBeLessThan(64);
      expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(viewport.width);
      expect(headingBox.x).toBeGreaterThanOrEqual(0);
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(viewport.width);
      expect(chipBox.y + chipBox.height).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await chip.getAttribute('title')).toBe(longIdea.slice(0, 1500).trim());
      await checkScreen(page, shot('sign-up'));
    });

    test('the footer’s Privacy, Terms and Security are real public pages naming the operator', async () => {
      const { page } = await browser(viewport);
      await page.goto('/pricing');
      // Enterprise enquiries go to the operator's address.
      const contactSales = page.getByRole('link', { name: 'Contact Sales' });
      await contactSales.waitFor();
      expect(await contactSales.getAttribute('href')).toBe(`mailto:${OPERATOR.OPERATOR_EMAIL}?subject=IdeaScope%20Enterprise`);
      const footer = page.locator('footer');
      await footer.waitFor();
      for (const [label, path, title] of [
        ['Privacy Policy', '/privacy', 'Privacy Policy'],
        ['Terms of Service', '/terms', 'Terms of Service'],
        ['Security', '/security', 'Security'],
      ] as const) {
        expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(path);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const contact = page.getByTestId('operator-contact');
        await contact.waitFor();
        expect(await contact.innerText()).toContain(OPERATOR.OPERATOR_NAME);
        expect(await contact.getByRole('link', { name: OPERATOR.OPERATOR_EMAIL }).getAttribute('href')).toBe(
          `mailto:${OPERATOR.OPERATOR_EMAIL}`,
        );
        await expectCustomerLanguage(page, path);
        await checkScreen(page, shot(path.slice(1)));
      }
      await page.goto('/privacy');
      await page.getByTestId('operator-contact').waitFor();
      expect(await page.locator('main').innerText()).toMatch(/What IdeaScope stores[\s\S]*Where it is stored[\s\S]*PostgreSQL database/);
    });

    test('the results say each reason once, in the customer’s words, and agree with themselves', async () => {
      const { page } = await browser(viewport, customer);
      await page.goto(`/?project=${projectId}`);
      const results = page.getByRole('region', { name: 'Research Results' });
      await results.waitFor();
      await page
        .getByText('5 of 5 sections complete')
        .or(page.getByText(/\d of 5 sections complete/))
        .first()
        .waitFor();
      // One function: the summary's step and the progress card's count.
      const completeCount = Number((await page.getByText(/\d of 5 sections complete/).innerText()).charAt(0));
      const step = Number(/Step (\d) of 5/.exec(await page.locator('main').innerText())![1]);
      expect(step).toBeLessThanOrEqual(completeCount + 1);
      await results.getByTestId('section-provenance').first().waitFor();
      await expectCustomerLanguage(page, 'results');
      await checkScreen(page, shot('results-domains'));

      // Domains: no registry answered; the reason, the status and the action say the same thing.
      const domainPanel = results.getByRole('tabpanel');
      const domainText = await domainPanel.innerText();
      expect(domainText).toMatch(/We couldn’t reach the domain registries just now; try again later\./);
      expect(domainText).not.toContain('Not checked');
      expect(await domainPanel.getByText('No answer', { exact: true }).count()).toBeGreaterThan(0);
      // Why, in a footnote under the table that each "No answer" names as its description (no hover-only tooltip).
      const noAnswer = domainPanel.getByText('No answer', { exact: true }).first();
      expect(await noAnswer.getAttribute('title')).toBeNull();
      const why = page.locator(`[id="${await noAnswer.getAttribute('aria-describedby')}"]`);
      expect(await why.innerText()).toBe('The domain registry gave no answer; try again later.');
      expect(await why.isVisible()).toBe(true);
      expect(await domainPanel.getByText('Taken', { exact: true }).count()).toBe(0);

      for (const tab of ['Competitors', 'Keywords', 'Legal Research']) {
        await results.getByRole('tab', { name: tab }).click();
        const panel = results.getByRole('tabpanel');
        await expectEachSentenceOnce(panel, tab);
        await expectCustomerLanguage(page, tab);
        await checkScreen(page, shot(`results-${tab.toLowerCase().replace(/\s+/g, '-')}`));
      }
      await results.getByRole('tab', { name: 'Competitors' }).click();
      const competitorText = await results.getByRole('tabpanel').innerText();
      // Each cause once (the AI service and the web search are two causes, each said a single time).
      expect(competitorText.match(/Live web search isn’t connected yet/g)).toHaveLength(1);
      expect(competitorText.match(/The AI service isn’t connected yet/g)?.length ?? 0).toBeLessThanOrEqual(1);

      // Warning banners and reason lines wrap at word boundaries (never inside a word) and stay compact on a phone.
      for (const banner of await results.locator('[data-testid="sample-data-notice"], [data-testid="section-reason"]').all()) {
        expect(await banner.evaluate((element) => getComputedStyle(element).overflowWrap)).not.toBe('anywhere');
        if (viewport.name === 'phone') expect((await banner.boundingBox())!.height).toBeLessThan(220);
      }
    });

    test('settings: customer words on the AI and source cards; profile errors at their field; the toast clear of the subtitle and menu', async () => {
      const { page } = await browser(viewport, customer);
      await page.goto('/settings');
      const sources = page.locator('[aria-labelledby="research-sources-title"]');
      const rdap = sources.getByTestId('research-source-rdap');
      await rdap.waitFor();
      // 16 lookups without an answer: never "not used yet".
      expect(await rdap.innerText()).not.toMatch(/not (used|asked) yet/);
      // Customers get no error text (lastError is null for them): the card says when it was tried, and no made-up reason.
      expect(await rdap.innerText()).toMatch(/No answer\nLast tried .+, without an answer\.$/);
      expect(await page.getByTestId('operator-detail').count()).toBe(0);
      await expectCustomerLanguage(page, 'settings');
      await checkScreen(page, shot('settings'));

      const firstName = page.getByLabel('First Name');
      await firstName.fill('');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      expect(await firstName.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await firstName.getAttribute('aria-describedby'))!;
      const message = page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`);
      expect(await message.innerText()).toBe('Enter your first name.');
      expect(await page.getByLabel('Last Name').getAttribute('aria-invalid')).toBeNull();
      const toast = page.locator('.Toastify__toast:not([class*="toast-leave"])').first();
      await toast.getByText('Validation Error').waitFor();
      await animationsEnded(toast);
      const toastBox = (await toast.boundingBox())!;
      if (viewport.name === 'desktop') {
        await page.evaluate(() => window.scrollTo(0, 0));
        const subtitle = (await page.locator('main header p').first().boundingBox())!;
        expect(intersects(toastBox, subtitle), 'the toast covers the page subtitle').toBe(false);
      } else {
        const menu = (await page.getByRole('button', { name: 'Open navigation' }).boundingBox())!;
        expect(intersects(toastBox, menu), 'the toast covers the menu button').toBe(false);
      }
      await checkScreen(page, shot('settings-profile-error'));
    });

    test('My Ideas, Analytics, Admin (denied) and the 404 page speak the customer’s language', async () => {
      const { page } = await browser(viewport, customer);
      for (const [path, ready] of [
        ['/projects', page.getByText('Parcel Lockers').first()],
        ['/analytics', page.getByRole('heading', { level: 1 })],
        ['/admin', page.getByText('Access Denied')],
        ['/no-such-page', page.getByText('404 Page Not Found')],
      ] as const) {
        await page.goto(path);
        await ready.waitFor();
        await expectCustomerLanguage(page, path);
        await checkScreen(page, shot(path.slice(1) || 'home'));
      }
    });

    test('admin: emails end in an ellipsis, one date format, failed rows say why, costs can be ranked', async () => {
      const { page } = await browser(viewport, admin);
      await page.goto('/admin');
      const recent = page.locator('[aria-labelledby="recent-usage-title"]');
      await recent.getByText('Failed').first().waitFor();
      expect(await recent.getByTestId('failure-reason').first().innerText()).toContain('You exceeded your current quota');
      const users = page.locator('[aria-labelledby="by-user-title"]');
      const costs = await users.locator('li span').allInnerTexts();
      const shown = costs.filter((text) => text.startsWith('$'));
      // $0.0127 and $0.0117 would both read "$0.01" at two decimals.
      expect(shown.length).toBeGreaterThanOrEqual(2);
      expect(new Set(shown).size).toBe(shown.length);
      const email = users.locator('strong', { hasText: ADMIN_EMAIL.slice(0, 12) }).first();
      expect(await email.getAttribute('title')).toBe(ADMIN_EMAIL);
      expect(await email.evaluate((element) => [getComputedStyle(element).whiteSpace, getComputedStyle(element).textOverflow])).toEqual([
        'nowrap',
        'ellipsis',
      ]);
      // Every date and time on the screen in one style: "Nov 25, 2026" (with ", 10:31 PM" for times).
      const dates = (await page.locator('main').innerText()).match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
      expect(dates, 'another date format').toEqual([]);
      // Admins read the operator's detail on the source cards.
      await page.getByTestId('operator-detail').first().waitFor();
      await checkScreen(page, shot('admin'));
    });
  });
}

describe('two tabs (chromium)', () => {
  test('a project edited in another tab updates when this tab is shown again; a draft changed elsewhere shows a choice', async () => {
    const first = await browser({ width: 1280, height: 800 }, customer);
    const second = await first.context.newPage();
    await first.page.goto(`/?project=${projectId}`);
    await first.page.locator('#project-summary-title').waitFor();
    const renamed = await customer.client.patch(`/api/projects/${projectId}`, {
      name: 'Parcel Lockers Plus',
      category: 'Service Business',
      description: 'Shared parcel lockers for apartment blocks and offices, paid monthly by building managers.',
    });
    expect(renamed.status).toBe(200);
    // The tab comes back into view.
    await first.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await first.page.locator('#project-summary-title', { hasText: 'Parcel Lockers Plus' }).waitFor();

    // Unconfirmed drafts: both tabs on a new idea; typing in one shows the other a notice with a choice.
    await first.page.goto('/');
    await second.goto('/');
    await first.page.getByLabel('Idea name').fill('Tab one idea');
    await second.getByLabel('Idea name').waitFor();
    await second.getByLabel('Idea name').fill('Tab two idea');
    const notice = first.page.getByTestId('draft-conflict');
    await notice.getByText('This draft was changed in another tab.').waitFor();
    expect(await notice.innerText()).toContain('“Tab two idea”');
    await checkScreen(first.page, 'customer-walk-draft-conflict-desktop');
    await notice.getByRole('button', { name: 'Use the other tab’s version' }).click();
    expect(await first.page.getByLabel('Idea name').inputValue()).toBe('Tab two idea');
    expect(await first.page.getByTestId('draft-conflict').count()).toBe(0);
  });
});
