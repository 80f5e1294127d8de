/**
 * One domain price format on the landing page and in the results, a Pricing
 * toggle that stays put when 'Save 17%' appears, "404" said once on the 404 page, and a focus ring on the
 * idea textarea that meets WCAG 2.2 focus appearance (at least 2 px, 3:1 against the unfocused look).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, saveScreenshot, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let member: SignedUpUser;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  member = await createSignedInUser(server, { firstName: 'Annie', lastName: 'Easley' });
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await server?.stop();
});

async function browser(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const session = await openBrowser(server.url, { viewport });
  sessions.push(session);
  return session.page;
}

/** WCAG relative luminance contrast of two rgb()/rgba() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('polish (chromium)', () => {
  test('domain prices read the same on the landing page and in the results ("$12.99/yr"), each said to be a typical price', async () => {
    const page = await browser();
    await page.goto('/');
    const sample = page.getByRole('region', { name: 'Sample domain results' });
    await sample.getByText('$12.99/yr').waitFor();
    expect(await sample.locator('td', { hasText: '$12.99/yr' }).innerText()).toBe('$12.99/yr\ntypical price');
    // What the price is, as its description (a title tooltip reaches neither keyboard, touch nor screen reader).
    const samplePrice = sample.locator('td', { hasText: '$12.99/yr' }).locator('[aria-describedby]');
    expect(await page.locator(`[id="${await samplePrice.getAttribute('aria-describedby')}"]`).textContent()).toMatch(
      /not a registrar’s quote/,
    );

    await addSessionCookies(page.context(), member, server.url);
    // No registry is reachable here, so the results' domains are made available at a known price on the way in.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('ResearchResults')) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { researchResults?: { domains: { status: string; price: number | null }[] } } };
      for (const domain of body.data?.researchResults?.domains ?? [])
        Object.assign(domain, { status: 'AVAILABLE', price: 10.99, priceListDate: 'late 2024', priceNote: 'A typical price from a list' });
      await route.fulfill({ response, json: body });
    });
    const created = await member.client.post('/api/projects', {
      name: 'Brew Crate',
      description: 'Coffee subscription boxes for offices.',
    });
    await page.goto(`/?project=${(created.body as { id: string }).id}`);
    const prices = page.getByRole('region', { name: 'Domains' }).locator('td', { hasText: /^\$\d/ });
    for (let attempt = 0; attempt < 30 && (await prices.count()) === 0; attempt += 1) {
      await page.waitForTimeout(2000);
      const tab = page.getByRole('tab', { name: /Domain/ }).first();
      if (await tab.isVisible()) await tab.click();
    }
    await prices.first().waitFor();
    // A listed price, never shown as a registrar's quote: its list's date under it, what it is in a visible
    // footnote under the table, said once and named by each price as its description (it was a hover-only title).
    for (const price of await prices.allInnerTexts()) expect(price).toBe('$10.99/yr\ntypical price, late 2024 list');
    const noteId = await prices.first().locator('[aria-describedby]').getAttribute('aria-describedby');
    expect(await prices.last().locator('[aria-describedby]').getAttribute('aria-describedby')).toBe(noteId);
    const note = page.locator(`[id="${noteId}"]`);
    expect(await note.innerText()).toBe('A typical price from a list');
    expect(await note.isVisible()).toBe(true);
    expect(await page.getByTestId('table-footnotes').innerText()).toBe('Prices: A typical price from a list');
  });

  test("the Pricing toggle does not move when 'Save 17%' appears", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const page = await browser(viewport);
      await page.goto('/pricing');
      const monthly = page.getByRole('button', { name: 'Monthly' });
      await monthly.waitFor();
      const before = (await monthly.boundingBox())!;
      await page.getByRole('button', { name: 'Yearly' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Save 17%').first().waitFor();
      const after = (await monthly.boundingBox())!;
      expect(Math.abs(after.x - before.x), `${viewport.width} px`).toBeLessThan(1);
      expect(Math.abs(after.y - before.y), `${viewport.width} px`).toBeLessThan(1);
      await saveScreenshot(page, `pricing-yearly-${viewport.width}`);
    }
  });

  test('the 404 page says 404 once, in its title', async () => {
    const page = await browser();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    const visibleText = await page.locator('body').innerText();
    expect(visibleText.match(/404/g)).toHaveLength(1);
  });

  test('the idea textarea shows a focus ring of at least 2 px with 3:1 contrast', async () => {
    const page = await browser();
    await page.goto('/');
    const idea = page.getByLabel('Describe your business idea');
    await idea.waitFor();
    const look = () =>
      idea.evaluate((element) => {
        const style = getComputedStyle(element);
        const background = getComputedStyle(element.closest('form')!).backgroundColor;
        return {
          boxShadow: style.boxShadow,
          outlineWidth: style.outlineWidth,
          outlineStyle: style.outlineStyle,
          outlineColor: style.outlineColor,
          border: style.borderTopColor,
          background,
        };
      });
    await idea.focus();
    await page.waitForTimeout(300);
    const focused = await look();
    // The ring: an outline or a spread box-shadow ("rgb(...) 0px 0px 0px 2px").
    const shadow = focused.boxShadow.match(/(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/);
    const ringColour = shadow?.[1] ?? (focused.outlineStyle !== 'none' ? focused.outlineColor : null);
    const ringWidth = shadow ? Number(shadow[2]) : parseFloat(focused.outlineWidth);
    expect(ringColour, JSON.stringify(focused)).not.toBeNull();
    expect(ringWidth).toBeGreaterThanOrEqual(2);
    // Against the white panel it sits on (rgba(0,0,0,0) means the page's white surface).
    const surface = focused.background.startsWith('rgba(0, 0, 0, 0)') ? 'rgb(255, 255, 255)' : focused.background;
    expect(contrast(ringColour!, surface)).toBeGreaterThanOrEqual(3);
  });
});
