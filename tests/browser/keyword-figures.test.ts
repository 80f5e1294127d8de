/**
 * The Keywords tab (chromium) shows no figure nobody measured: Google's missing competition or CPC and an AI-suggested
 * keyword's figures read "No data" (why, under the table), never "Low" or $0.00; the spec's "Difficulty" column
 * says what it is (advertisers' competition on Google).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, writeResearchSection } from '../integration/websites-fixtures.js';

const NOW = new Date().toISOString();
const MEASURED = { basis: 'MEASURED', source: { provider: 'dataforseo', url: null, retrievedAt: NOW } };

let server: TestServer;
let user: SignedUpUser;
let projectId: string;
let measuredProjectId: string;
let session: BrowserSession | undefined;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server);
  projectId = (await createProject(server, user.id, { name: 'PetPal' })).id;
  await writeResearchSection(server, projectId, 'keywords', [
    { keyword: 'dog walking', searchVolume: 1300, difficulty: 'Medium', cpc: 2.41, trend: null, ...MEASURED },
    // Google reported no competition and no CPC for it.
    { keyword: 'dog walking service', searchVolume: 5000, difficulty: null, cpc: null, trend: null, ...MEASURED },
    // Suggested by the AI, looked up by no keyword source.
    {
      keyword: 'walk my dog',
      searchVolume: null,
      difficulty: null,
      cpc: null,
      trend: null,
      basis: 'ESTIMATED',
      source: { provider: 'openai', url: null, retrievedAt: NOW },
    },
  ]);
  // Every figure measured: nothing reads "No data", so no footnote says why.
  measuredProjectId = (await createProject(server, user.id, { name: 'CatSit' })).id;
  await writeResearchSection(server, measuredProjectId, 'keywords', [
    { keyword: 'cat sitting', searchVolume: 2400, difficulty: 'Low', cpc: 1.2, trend: 'Rising', ...MEASURED },
    { keyword: 'cat sitter near me', searchVolume: 880, difficulty: 'High', cpc: 3.05, trend: 'Stable', ...MEASURED },
  ]);
}, 60_000);

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('keyword figures on the Keywords tab (chromium)', () => {
  test('"No data" for what nobody measured, said why; "Difficulty" explained as advertisers’ competition', async () => {
    session = await openBrowser(server.url, { viewport: { width: 1280, height: 900 } });
    await addSessionCookies(session.context, user, server.url);
    const { page } = session;
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('tab', { name: 'Keywords' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const cells = async (keyword: string) =>
      (await table.getByRole('row').filter({ hasText: keyword }).first().getByRole('cell').allTextContents()).map((text) => text.trim());

    const unreported = await cells('dog walking service');
    expect(unreported.slice(1, 4)).toEqual(['5,000', 'No data', 'No data']);
    const suggested = await cells('walk my dog');
    expect(suggested.slice(1)).toEqual(['No data', 'No data', 'No data', 'No data']);
    expect(await table.textContent()).not.toContain('$0.00');

    const notes = await page.getByTestId('table-footnotes').textContent();
    expect(notes).toContain('Difficulty: How much advertisers compete for the keyword on Google');
    expect(notes).toContain('Google reported no advertiser data for this keyword');
    expect(notes).toContain('the AI suggested the words only');
    // The spec's column name, word for word.
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Keyword', 'Search Volume', 'Difficulty', 'CPC', 'Trend']);
    await checkScreen(page, 'keyword-figures-no-data');
  }, 60_000);

  test('a fully measured table has no "No data" footnote, only what its columns mean', async () => {
    const { page } = session!;
    await page.goto(`/?project=${measuredProjectId}`);
    await page.getByRole('tab', { name: 'Keywords' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.textContent()).not.toContain('No data');
    const notes = await page.getByTestId('table-footnotes').textContent();
    expect(notes).toContain('Difficulty: How much advertisers compete for the keyword on Google');
    expect(notes).not.toContain('No data');
    expect(notes).not.toContain('Google reported no advertiser data');
  }, 60_000);
});
