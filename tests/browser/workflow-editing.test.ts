/**
 * Edit & Refine in chromium (QA bug): confirming without regenerating the description saves the
 * edited name, category and notes (spec §4), checked through the API after the UI flow.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { firstName: 'Katherine', lastName: 'Johnson' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('Edit & Refine (chromium)', () => {
  test('confirming saves the edited name, category and notes with the kept description', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'Orbit Tutors',
      category: 'Service Business',
      description: 'Maths tutoring by former engineers.',
      notes: 'Start with high schools',
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;

    const { page } = session;
    await page.goto(`/?project=${id}`);
    await page.getByRole('region', { name: 'Orbit Tutors' }).waitFor();
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    await page.getByRole('heading', { name: 'Edit & Refine Your Idea' }).waitFor();
    await page.getByLabel('Idea name').fill('Orbit Maths Club');
    await page.getByLabel('Category').selectOption('Content/Media');
    await page.getByLabel('Notes').fill('Start with middle schools');
    // The description card shows what confirming will save.
    await page.getByRole('region', { name: 'Orbit Maths Club' }).getByText('Content/Media').waitFor();
    await page.getByRole('button', { name: 'Confirm & Restart Research' }).click();
    await page.getByText('your project has been updated and research restarted!').waitFor();
    await page.getByRole('region', { name: 'Orbit Maths Club' }).waitFor();

    const saved = await user.client.get(`/api/projects/${id}`);
    expect(saved.body).toMatchObject({
      name: 'Orbit Maths Club',
      category: 'Content/Media',
      description: 'Maths tutoring by former engineers.',
      notes: 'Start with middle schools',
    });
  });

  test('a name cleared after the description exists disables confirming', async () => {
    const created = await user.client.post('/api/projects', { name: 'Quiet Rooms', description: 'Bookable silent rooms in cafes.' });
    const { page } = session;
    await page.goto(`/?project=${created.body.id}`);
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    await page.getByLabel('Idea name').fill('   ');
    expect(await page.getByRole('button', { name: 'Confirm & Restart Research' }).isDisabled()).toBe(true);
  });
});
