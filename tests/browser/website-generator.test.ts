/**
 * The website generator in chromium once a site exists (QA bugs): Regenerate and Update Website send
 * only the WebsiteDesignInput fields (the cached metadata's __typename made every call a 400).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBrowser, WEB_DIST_DIR, type BrowserSession } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;
let projectId: string;

async function waitForResearch(id: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await user.client.get(`/api/projects/${id}`);
    if (response.body.status === 'complete') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('research did not complete');
}

async function savedWebsite(): Promise<{ title: string; metadata: { layout: string } }> {
  const result = await user.client.graphql(
    'query($projectId: ID!) { websiteStatus(projectId: $projectId) { websites { title metadata { layout } } } }',
    { projectId },
  );
  return result.data.websiteStatus.websites[0];
}

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
  const created = await user.client.post('/api/projects', {
    name: 'Regen Test',
    category: 'SaaS/Software',
    description: 'A compiler-as-a-service for small teams.',
  });
  expect(created.status).toBe(201);
  projectId = created.body.id;
  await waitForResearch(projectId);
  session = await openBrowser(server.url);
  await session.context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('website generator (chromium)', () => {
  test('Regenerate after changing the layout, and Update Website after editing the project, both succeed', async () => {
    const { page } = session;
    const toast = page.locator('.Toastify__toast');
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Regen Test' }).waitFor();

    await page.getByRole('button', { name: 'Generate Website' }).click();
    await toast.getByText('Website Generated!').waitFor();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();

    // Regenerate with another layout: the saved design (with its __typename) is the starting point.
    await page.getByLabel('Layout').selectOption('minimal');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(async () => (await savedWebsite()).metadata.layout).toBe('minimal');
    await toast.getByText('Website Generated!').waitFor();
    expect(await page.getByText('Generation Failed').count()).toBe(0);

    // The project changes (here through the API): the site is out of date, Update Website sends the design again.
    const patched = await user.client.patch(`/api/projects/${projectId}`, { name: 'Regen Test Two' });
    expect(patched.status).toBe(200);
    await waitForResearch(projectId);
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('button', { name: 'Update Website' }).waitFor();
    await page.getByLabel('Website title').fill('Regen Test Two');
    await page.getByRole('button', { name: 'Update Website' }).click();
    await toast.getByText('Website Updated!').waitFor();
    expect(await page.getByText('Update Failed').count()).toBe(0);
    await expect.poll(async () => (await savedWebsite()).title).toBe('Regen Test Two');
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
  });
});
