/**
 * The score explains itself in chromium: each part with its basis badge, reason and
 * evidence links; the confidence beside the total (domains are unknown here: DOMAIN_CHECK=offline asks nobody). Competitors come from a fake SearXNG,
 * keywords from a fake DataForSEO (MEASURED), the viability judge from a fake OpenAI (AI estimate).
 * With the USPTO fixture imported, an identical live mark caps the label at Needs Work and says why.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importTrademarks } from '../../api/src/research/trademarks/index.js';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startFakeSearxng, type FakeSearxng } from '../support/fake-searxng.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let fakeOpenAi: FakeOpenAi;
let searxng: FakeSearxng;
let dataForSeo: FakeDataForSeo;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  [fakeOpenAi, searxng, dataForSeo] = await Promise.all([
    startFakeOpenAi({ mode: 'success' }),
    startFakeSearxng({ reportedTotal: 48_000 }),
    startFakeDataForSeo(),
  ]);
  server = await startTestServer({
    WEB_DIST_DIR,
    OPENAI_API_KEY: 'sk-test-browser',
    OPENAI_BASE_URL: fakeOpenAi.url,
    SEARXNG_URL: searxng.url,
    ...dataForSeo.environment,
  });
  user = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  try {
    await importTrademarks(pool, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/uspto/apc261120-sample.xml'));
  } finally {
    await pool.end();
  }
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await Promise.all([fakeOpenAi?.close(), searxng?.close(), dataForSeo?.close()]);
});

describe('score explanation (chromium)', () => {
  test('each part shows its basis badge, reason and evidence; the total shows its confidence', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'Dog Walking',
      description: 'On-demand dog walking for busy city professionals.',
    });
    expect(created.status).toBe(201);
    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    const score = page.getByRole('region', { name: 'Idea score' }).or(page.locator('[aria-label="Idea score"]'));
    await score.first().waitFor({ timeout: 60_000 });

    const confidence = await page.getByTestId('score-confidence').textContent();
    expect(confidence).toMatch(/^Confidence (\d+)%: \1 of 100 points from measured data$/);
    const measuredPoints = Number(/Confidence (\d+)%/.exec(confidence!)![1]);
    expect(measuredPoints).toBe(70); // market 25, competition 20, keywords 15 and legal 10 are measured
    expect(await page.getByTestId('sample-score').count()).toBe(0);

    const badge = (part: string) => page.getByTestId(`score-part-${part}`).locator('[data-basis]').getAttribute('data-basis');
    expect(await badge('marketOpportunity')).toBe('MEASURED');
    expect(await badge('competitionLevel')).toBe('MEASURED');
    expect(await badge('keywordOpportunity')).toBe('MEASURED');
    expect(await badge('domainAvailability')).toBe('UNKNOWN');
    expect(await badge('legalRisk')).toBe('MEASURED'); // the imported USPTO fixture was searched
    expect(await badge('businessViability')).toBe('ESTIMATED');
    expect(await page.getByTestId('score-part-businessViability').getByText('AI estimate').count()).toBe(1);
    // "Dog Walking" only describes its trade: PAWPAL DOG WALKING shares those words, not a distinctive part, so no conflict.
    expect(await page.getByTestId('score-part-legalRisk').textContent()).not.toContain('PAWPAL DOG WALKING');

    // The competitors' evidence links to the search results behind them.
    const links = page.getByTestId('score-part-competitionLevel').getByRole('list', { name: 'Evidence' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.first().getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');

    await page.locator('[aria-label="Idea score"]').scrollIntoViewIfNeeded();
    await checkScreen(page, 'score-explanation');
  });

  test('an identical live trademark caps the label at Needs Work and says why', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'PawPal',
      category: 'SaaS/Software',
      description: 'Software that matches dog owners with vetted walkers.',
    });
    expect(created.status).toBe(201);
    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    const cap = page.getByTestId('score-label-cap');
    await cap.waitFor({ timeout: 60_000 });
    expect(await cap.textContent()).toMatch(
      /^Capped at Needs Work: legal risk \d\/10 is below a third of its maximum because of a (registered|pending) identical mark "PAWPAL"/,
    );
    expect(await page.locator('[aria-label="Idea score"]').getByText('Needs Work', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('score-part-legalRisk').locator('[data-basis]').getAttribute('data-basis')).toBe('MEASURED');
    const tsdr = page.getByTestId('score-part-legalRisk').getByRole('link').first();
    expect(await tsdr.getAttribute('href')).toContain('tsdr.uspto.gov');
    await checkScreen(page, 'score-label-cap');
  });
});
