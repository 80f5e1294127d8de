/**
 * Research with no keys and no model: the description step is the user's own words in a
 * guided template, nothing is written for them anywhere, sections no source covered say so with what
 * would fill them, and with too little measured the score says "Not enough evidence to score yet" (the
 * summary and My Ideas). A crowded idea and a niche one get different measured findings from the fake
 * registry (the crowded name's .com is taken). Screenshots at 1280 and 375. Last, a finished run's results
 * are not replaced by an older answer that arrives late.
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeRdap, type FakeRdap } from '../support/fake-rdap.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let rdap: FakeRdap;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

const CROWDED = { name: 'PawPal', notes: 'Dog walking for busy owners' };
const NICHE = { name: 'Hivelend', notes: 'Beekeepers rent hives to orchards for pollination' };

beforeAll(async () => {
  // The crowded name's domains are all registered; the niche name's are free.
  rdap = await startFakeRdap({
    answers: { 'pawpal.com': 200, 'pawpal.net': 200, 'pawpal.org': 200, 'pawpal.io': 200 },
    defaultAnswer: 404,
  });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: undefined, DOMAIN_CHECK: 'online', RDAP_BASE_URL: rdap.url });
  user = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await rdap?.close();
});

/** Describes an idea in the guided template, confirms it and waits for the research to finish. */
async function research(idea: { name: string; notes: string }, parts: { who: string; problem: string; earning: string }): Promise<void> {
  const { page } = session;
  await page.goto('/');
  await page.getByLabel('Idea name').fill(idea.name);
  await page.getByLabel('Notes').fill(idea.notes);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  const own = page.getByTestId('own-description');
  await own.waitFor();
  expect(await own.textContent()).toBe('Your description');
  // Prefilled only with what the user typed: the notes, nothing else.
  expect(await page.getByLabel('The solution').inputValue()).toBe(idea.notes);
  for (const label of ['Who it is for', 'The problem', 'How it earns money']) expect(await page.getByLabel(label).inputValue()).toBe('');
  await page.getByLabel('Who it is for').fill(parts.who);
  await page.getByLabel('The problem').fill(parts.problem);
  await page.getByLabel('How it earns money').fill(parts.earning);
  await page.getByRole('button', { name: 'Confirm & Start Research' }).click();
  await page.getByTestId('not-enough-evidence').waitFor({ timeout: 60_000 });
}

describe("research in the user's own words (chromium, no keys)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`a crowded and a niche idea at ${viewport.width}px: own words, no invented text, not enough evidence`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await research(CROWDED, {
        who: 'Dog owners who work long hours',
        problem: 'Their dogs wait alone all day.',
        earning: 'A fee per walk.',
      });
      const summary = page.getByTestId('not-enough-evidence');
      expect(await summary.textContent()).toContain('Not enough evidence to score yet');
      expect(await summary.textContent()).toContain('Measured so far: Domain Availability');
      expect(await summary.textContent()).toContain('Competition Level: A web search for businesses like this one');
      // The description is exactly the user’s sentences, each ending as a sentence (a full stop added where they typed none).
      const body = await page.locator('main').textContent();
      expect(body).toContain('Their dogs wait alone all day. Dog walking for busy owners. A fee per walk.');
      await checkScreen(page, `own-words-crowded-${viewport.width}`);

      await page.getByRole('tab', { name: /Competitors/ }).click();
      expect(await page.locator('main').textContent()).toContain('No competitor data available');
      await page.getByRole('tab', { name: /Keywords/ }).click();
      expect(await page.locator('main').textContent()).toContain('No keyword data available');
      await page.getByRole('tab', { name: /Domain/ }).click();
      const domainRow = (domain: string) => page.locator('main tr', { has: page.getByRole('cell', { name: domain, exact: true }) });
      expect(await domainRow('pawpal.com').textContent()).toContain('Taken');

      await research(NICHE, {
        who: 'Commercial beekeepers',
        problem: 'Hives sit idle between seasons.',
        earning: 'A share of each rental.',
      });
      await page.getByRole('tab', { name: /Domain/ }).click();
      expect(await domainRow('hivelend.com').textContent()).toContain('Available');
      await checkScreen(page, `own-words-niche-${viewport.width}`);

      await page.goto('/projects');
      const marks = page.getByTestId('not-enough-evidence');
      await marks.first().waitFor();
      expect(await marks.count()).toBeGreaterThanOrEqual(2);
      await checkScreen(page, `own-words-my-ideas-${viewport.width}`);
    });
  }

  // The workflow reads the results again after each progress event. A later read must not wait for an
  // earlier one still on its way and take its older answer: the page would say "Complete" above sections
  // still "Pending..." until a reload. The first results answer is held back until the run has finished.
  test('an older results answer arriving late does not replace the finished results', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    let holdNextResults = true;
    let heldAnswers = 0;
    let releaseHeld: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (releaseHeld = resolve));
    const holdFirstResults = async (route: Route) => {
      const body = route.request().method() === 'POST' ? (route.request().postDataJSON() as { operationName?: string } | null) : null;
      if (!holdNextResults || body?.operationName !== 'ResearchResults') return route.fallback();
      holdNextResults = false;
      // The server answers now (every section still pending); the page gets that answer only later.
      const response = await route.fetch();
      heldAnswers += 1;
      await released;
      await route.fulfill({ response });
    };
    await page.route('**/graphql', holdFirstResults);
    try {
      // No results are read before the project exists, so the first one held is the run's.
      await research(CROWDED, {
        who: 'Dog owners who work long hours',
        problem: 'Their dogs wait alone all day.',
        earning: 'A fee per walk.',
      });
      // Its answer may still be on its way from the server when the run shows finished.
      await expect.poll(() => heldAnswers).toBe(1);
      releaseHeld();
      await page.getByRole('tab', { name: /Domain/ }).click();
      const domainRow = page.locator('main tr', { has: page.getByRole('cell', { name: 'pawpal.com', exact: true }) });
      expect(await domainRow.textContent({ timeout: 10_000 })).toContain('Taken');
      expect(await page.locator('main').textContent()).not.toContain('Pending...');
      expect(session.pageErrors).toEqual([]);
    } finally {
      releaseHeld();
      await page.unroute('**/graphql', holdFirstResults);
    }
  });
});
