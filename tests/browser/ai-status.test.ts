/** The AI path tells the truth, on screen (chromium): the progress shows a wait for the AI provider; Settings and Admin say a key was rejected; an unpriced model's cost says "not priced". */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RESEARCH_OPTIONS } from '../../api/src/research/research.types.js';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { IDEA, queryDatabase, waitForResults } from '../integration/research-support.js';

const ADMIN_EMAIL = 'ai-status-admin@example.com';

let fakeAi: FakeOpenAi;
let server: TestServer;
let admin: SignedUpUser;
let session: BrowserSession | undefined;

beforeAll(async () => {
  // Long enough a wait to be seen on screen.
  fakeAi = await startFakeOpenAi({ retryAfterSeconds: 6 });
  server = await startTestServer({
    WEB_DIST_DIR,
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: fakeAi.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    RESEARCH_POLL_INTERVAL_MS: '200',
  });
  admin = await createSignedInUser(server, { email: ADMIN_EMAIL });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, admin, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeAi?.close();
});

describe('AI status on screen (chromium)', () => {
  test('the research progress says the keywords wait for the rate-limited AI provider, then completes', async () => {
    fakeAi.setMode('rate-limited', 'keywords', 1);
    const created = await admin.client.post('/api/projects', { ...IDEA, name: 'Rate limited on screen' });
    const { page } = session!;
    await page.goto(`/?project=${created.body.id}`);
    const note = page.getByTestId('research-wait-notes');
    await note.waitFor({ timeout: 10_000 });
    expect(await note.textContent()).toContain('Keywords: Waiting for the AI provider (rate limited), retrying in 6 s');
    await checkScreen(page, 'research-progress-waiting-for-ai');
    const results = await waitForResults(admin.client, created.body.id);
    expect(results.sections.keywords).toMatchObject({ source: 'openai', basis: 'ESTIMATED' });
  });

  test('Settings and Admin say the OpenAI key was rejected (401), not that the quota is used up; an unpriced cost says "not priced"', async () => {
    fakeAi.setMode('unauthorized');
    await server.application.services.intelligence.researchKeywords({
      userId: admin.id,
      projectId: null,
      name: 'PetPal',
      category: 'Mobile App',
      description: 'Dog walking.',
      targetMarket: null,
      keyFeatures: [],
      notes: null,
      options: { ...DEFAULT_RESEARCH_OPTIONS },
    });
    await queryDatabase(
      server.databaseUrl,
      `insert into ai_usage (id, created_at, user_id, operation, model, prompt_tokens, completion_tokens, total_tokens, estimated_cost, success, duration_ms)
       values ($1, now() - interval '1 minute', $2, 'keywords', 'mystery-model-1', 150, 50, 200, null, true, 10)`,
      [randomUUID(), admin.id],
    );
    const { page } = session!;
    await page.goto('/settings');
    const card = page.locator('[aria-labelledby="api-integration-title"]');
    await card.getByText('AI API key rejected').waitFor();
    expect(await card.textContent()).toContain('The OpenAI key was rejected (401): check OPENAI_API_KEY.');
    expect(await card.textContent()).not.toContain('hit its quota');
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'settings-ai-key-rejected');

    await page.goto('/admin');
    await page.getByText('AI API key rejected').waitFor();
    const unpricedRow = page.locator('tr', { hasText: 'mystery-model-1' });
    await unpricedRow.waitFor();
    expect(await unpricedRow.textContent()).toContain('not priced');
    await checkScreen(page, 'admin-ai-key-rejected-not-priced');
  });
});
