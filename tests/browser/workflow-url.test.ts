/**
 * The open project in the URL (QA bug): while a project is open the workflow's address is
 * /?project=<id>, so a reload and Back/Forward keep it; Start New Idea removes it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let fakeOpenAi: FakeOpenAi;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
  user = await createSignedInUser(server, { firstName: 'Dorothy', lastName: 'Vaughan' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeOpenAi?.close();
});

const openProjectId = (page: Page) => new URL(page.url()).searchParams.get('project');

describe('workflow URL (chromium)', () => {
  test('a loaded project survives a reload and Back/Forward; Start New Idea leaves it', async () => {
    const created = await user.client.post('/api/projects', { name: 'Fortran Tutor', description: 'Legacy code lessons for new hires.' });
    const id: string = created.body.id;
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Load Fortran Tutor' }).click();
    const summary = page.getByRole('region', { name: 'Fortran Tutor' });
    await summary.waitFor();
    expect(openProjectId(page)).toBe(id);

    await page.reload();
    await summary.waitFor();
    expect(openProjectId(page)).toBe(id);

    await page.getByRole('button', { name: 'Start New Idea' }).click();
    await page.getByRole('heading', { name: 'Describe Your Idea' }).waitFor();
    expect(openProjectId(page)).toBeNull();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('');

    await page.goBack();
    await summary.waitFor();
    expect(openProjectId(page)).toBe(id);
    await page.goForward();
    await page.getByRole('heading', { name: 'Describe Your Idea' }).waitFor();
    expect(await summary.count()).toBe(0);
  });

  test('a project created here is in the URL at once, without a "Project Loaded" toast', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByLabel('Idea name').fill('Punch Card Art');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await page.getByRole('button', { name: 'Confirm & Start Research' }).click();
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    await page.getByText('Comprehensive research has been initiated').waitFor();
    const id = openProjectId(page);
    const projects = (await user.client.get('/api/projects')).body as { id: string; name: string }[];
    expect(projects.find((project) => project.id === id)?.name).toBe('Punch Card Art');
    expect(await page.getByText('Project Loaded').count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
    expect(openProjectId(page)).toBe(id);
  });

  test('an unknown project in the URL says so and shows a new idea', async () => {
    const { page } = session;
    await page.goto('/?project=00000000-0000-4000-8000-000000000000');
    await page.getByText('Project not found').waitFor();
    await page.getByRole('heading', { name: 'Describe Your Idea' }).waitFor();
    expect(openProjectId(page)).toBeNull();
  });
});
