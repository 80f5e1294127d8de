/**
 * The website generator in chromium once a site exists (QA bugs): Regenerate and Update Website send
 * only the WebsiteDesignInput fields (the cached metadata's __typename made every call a 400), the
 * "project data has changed" alert appears without a reload, after Edit & Refine and when research ends,
 * and colours follow the server's rules (named colours in the picker; 'Invalid colour' blocks generating);
 * the owner's text is never lost: unsaved edits block Regenerate, and their own words are replaced only when they choose.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Long enough for the page to open and generate a site while the legal stage is still running. */
const SLOW_LEGAL_MS = 8000;

let fakeOpenAi: FakeOpenAi;
let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

async function waitForResearch(id: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await user.client.get(`/api/projects/${id}`);
    if (response.body.status === 'complete') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('research did not complete');
}

async function savedWebsite(projectId: string): Promise<{ title: string; metadata: { layout: string } }> {
  const result = await user.client.graphql(
    'query($projectId: ID!) { websiteStatus(projectId: $projectId) { websites { title metadata { layout } } } }',
    { projectId },
  );
  return result.data.websiteStatus.websites[0];
}

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success', slowMs: SLOW_LEGAL_MS });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: fakeOpenAi.url });
  user = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  await fakeOpenAi?.close();
});

describe('website generator (chromium)', () => {
  test('Regenerate after changing the layout, and Update Website after editing the project, both succeed', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'Regen Test',
      category: 'SaaS/Software',
      description: 'A compiler-as-a-service for small teams.',
    });
    expect(created.status).toBe(201);
    const projectId: string = created.body.id;
    await waitForResearch(projectId);

    const { page } = session;
    // The toast showing (a replaced one fades out behind it).
    const toast = page.locator('.Toastify__toast:not([class*="toast-leave"])');
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Regen Test' }).waitFor();

    await page.getByRole('button', { name: 'Generate Website' }).click();
    await toast.getByText('Website Generated!').waitFor();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();

    // Regenerate with another layout: the saved design (with its __typename) is the starting point.
    await page.getByLabel('Layout').selectOption('minimal');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(async () => (await savedWebsite(projectId)).metadata.layout).toBe('minimal');
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
    await expect.poll(async () => (await savedWebsite(projectId)).title).toBe('Regen Test Two');
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
  });

  test('the "project data has changed" alert appears without a reload when research ends and after Edit & Refine', async () => {
    const { page } = session;
    const alert = page.getByText('Your project data has changed since this website was generated.');
    fakeOpenAi.setMode('slow', 'keywords');
    const created = await user.client.post('/api/projects', { name: 'Lab Notes', description: 'Shared lab notebooks for student teams.' });
    const projectId: string = created.body.id;

    // A site generated while the keywords section is still running is out of date once research ends.
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Lab Notes' }).getByText('Researching...').waitFor();
    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    expect(await alert.count()).toBe(0);
    await alert.waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Lab Notes' }).getByText('Complete', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update Website' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    expect(await alert.count()).toBe(0);

    // Edit & Refine: the new name makes the site out of date as soon as the update is confirmed.
    fakeOpenAi.setMode('success', 'keywords');
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    await page.getByLabel('Idea name').fill('Lab Notes Pro');
    await page.getByRole('button', { name: 'Confirm & Restart Research' }).click();
    await page.getByRole('region', { name: 'Lab Notes Pro' }).waitFor();
    await alert.waitFor();
    await page.getByRole('button', { name: 'Update Website' }).waitFor();
  });

  test('colour fields: a named colour shows in the picker, an invalid one is named and blocks Generate', async () => {
    const created = await user.client.post('/api/projects', { name: 'Tomato Farm', description: 'Heirloom tomatoes by subscription.' });
    const projectId: string = created.body.id;
    const { page } = session;
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Tomato Farm' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate Website' });

    await page.getByLabel('Primary colour', { exact: true }).fill('tomato');
    expect(await page.getByLabel('Primary colour picker').inputValue()).toBe('#ff6347');
    const secondary = page.getByLabel('Secondary colour', { exact: true });
    await secondary.fill('not a colour; } body{display:none');
    await page.getByText('Invalid colour').waitFor();
    expect(await secondary.getAttribute('aria-invalid')).toBe('true');
    expect(await generate.isDisabled()).toBe(true);

    await secondary.fill('rgb(0 128 0)');
    expect(await page.getByText('Invalid colour').count()).toBe(0);
    expect(await page.getByLabel('Secondary colour picker').inputValue()).toBe('#008000');
    await generate.click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    const result = await user.client.graphql(
      'query($projectId: ID!) { websiteStatus(projectId: $projectId) { websites { metadata { primaryColor secondaryColor } } } }',
      {
        projectId,
      },
    );
    expect(result.data.websiteStatus.websites[0].metadata).toEqual({ primaryColor: 'tomato', secondaryColor: 'rgb(0 128 0)' });
  });

  test('Publish puts the design shown in the form live: unsaved colour and layout are saved first, never silently lost', async () => {
    const created = await user.client.post('/api/projects', { name: 'Green Pages', description: 'Plant care reminders for busy people.' });
    const projectId: string = created.body.id;
    await waitForResearch(projectId);
    const { page } = session;
    const toast = page.locator('.Toastify__toast:not([class*="toast-leave"])');
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Green Pages' }).waitFor();
    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    const slug: string = (
      await user.client.graphql('query($projectId: ID!) { websiteStatus(projectId: $projectId) { websites { slug } } }', { projectId })
    ).data.websiteStatus.websites[0].slug;
    const live = async () => {
      const response = await server.client().get(`/site/${slug}`);
      return {
        layout: /<body class="layout-([a-z]+)">/.exec(response.text)?.[1],
        primary: /--primary:([^;]+);/.exec(response.text)?.[1],
      };
    };

    // The owner changes the design and clicks Publish without Update Website: the live site has the new design.
    await page.getByLabel('Primary colour', { exact: true }).fill('#16a34a');
    await page.getByLabel('Layout').selectOption('classic');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast.getByText('Website Published!').waitFor();
    expect(await live()).toEqual({ layout: 'classic', primary: '#16a34a' });
    await page.reload();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect(await page.getByLabel('Primary colour', { exact: true }).inputValue()).toBe('#16a34a');
    expect(await page.getByLabel('Layout').inputValue()).toBe('classic');

    // Published: a design change offers Publish Changes, which puts it live too.
    expect(await page.getByRole('button', { name: 'Publish Changes' }).count()).toBe(0);
    await page.getByLabel('Layout').selectOption('minimal');
    await page.getByRole('button', { name: 'Publish Changes' }).click();
    await toast.getByText('Website Published!').waitFor();
    expect(await live()).toEqual({ layout: 'minimal', primary: '#16a34a' });
    await page.getByRole('button', { name: 'Publish Changes' }).waitFor({ state: 'detached' });

    // While the project has changed, Update Website saves the design (it asks about the owner's words); Publish says so and waits.
    const patched = await user.client.patch(`/api/projects/${projectId}`, { description: 'Plant care reminders for busy offices.' });
    expect(patched.status).toBe(200);
    await waitForResearch(projectId);
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('button', { name: 'Update Website' }).waitFor();
    await page.getByLabel('Layout').selectOption('modern');
    await page.getByText('Click Update Website to save your design changes before you publish').waitFor();
    expect(await page.getByRole('button', { name: 'Publish Changes' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Update Website' }).click();
    await toast.getByText('Website Updated!').waitFor();
    await page.getByRole('button', { name: 'Publish Changes' }).click();
    await toast.getByText('Website Published!').waitFor();
    expect(await live()).toEqual({ layout: 'modern', primary: '#16a34a' });
  });

  test('says the headline and text were drafted by AI, and lets the owner edit and save them before publishing', async () => {
    const created = await user.client.post('/api/projects', {
      name: 'Text Check',
      description: 'Hand-bound notebooks for field biologists.',
    });
    const projectId: string = created.body.id;
    await waitForResearch(projectId);
    const { page } = session;
    const toast = page.locator('.Toastify__toast:not([class*="toast-leave"])');
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Text Check' }).waitFor();
    await page.getByText('Generating writes the headline and text from your project description').waitFor();

    await page.getByRole('button', { name: 'Generate Website' }).click();
    await page.getByRole('button', { name: 'Regenerate' }).waitFor();
    const aiNotice = page.getByTestId('website-text-ai-notice');
    await aiNotice.getByText('Drafted by AI').waitFor();
    const headline = page.getByLabel('Headline', { exact: true });
    expect(await headline.inputValue()).toContain('the fake headline');

    await headline.fill('Notebooks that survive the field');
    await page.getByLabel('Features (optional)', { exact: true }).fill('Waterproof paper\nLay-flat binding');
    await page.getByText('Save your text before you publish').waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Save Text' }).click();
    await toast.getByText('Website Updated!').waitFor();
    const saved = async () =>
      (
        await user.client.graphql(
          'query($projectId: ID!) { websiteStatus(projectId: $projectId) { websites { copy { headline features draftedByAi } } } }',
          { projectId },
        )
      ).data.websiteStatus.websites[0].copy;
    await expect.poll(saved).toEqual({
      headline: 'Notebooks that survive the field',
      features: ['Waterproof paper', 'Lay-flat binding'],
      draftedByAi: false,
    });
    await aiNotice.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(false);
  });

  test('unsaved text blocks Regenerate until saved or discarded, and the owner’s own text is replaced only when they choose', async () => {
    const created = await user.client.post('/api/projects', { name: 'Own Text', description: 'Repair cafés for broken bicycles.' });
    const projectId: string = created.body.id;
    await waitForResearch(projectId);
    const { page } = session;
    const toast = page.locator('.Toastify__toast:not([class*="toast-leave"])');
    const copyNow = async () =>
      (
        await user.client.graphql(
          'query($projectId: ID!) { websiteStatus(projectId: $projectId) { hasChanges websites { metadata { layout } copy { headline draftedByAi } } } }',
          { projectId },
        )
      ).data.websiteStatus;
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('region', { name: 'Own Text' }).waitFor();
    await page.getByRole('button', { name: 'Generate Website' }).click();
    const regenerate = page.getByRole('button', { name: 'Regenerate' });
    await regenerate.waitFor();

    // Unsaved edits: Regenerate waits, the screen says why, and Discard changes brings the saved words back.
    const headline = page.getByLabel('Headline', { exact: true });
    const draftHeadline = await headline.inputValue();
    await headline.fill('Bikes fixed while you wait');
    expect(await regenerate.isDisabled()).toBe(true);
    await page.getByText('Save your text before you publish, regenerate or update the website, or discard your changes').waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect(await headline.inputValue()).toBe(draftHeadline);
    expect(await regenerate.isDisabled()).toBe(false);

    // Each problem is said under its own field.
    const features = page.getByLabel('Features (optional)', { exact: true });
    await features.fill(`Same-day repairs\n${'x'.repeat(201)}`);
    await page.getByText('Line 2 is 201 characters long: each feature must be at most 200.').waitFor();
    expect(await features.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await features.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent()).toContain('Line 2 is 201 characters long');
    await headline.fill('');
    await page.getByText('A headline is required.').waitFor();
    expect(await headline.getAttribute('aria-invalid')).toBe('true');

    // The owner's own words: Regenerate asks, and keeping applies only the design.
    await headline.fill('Bikes fixed while you wait');
    await features.fill('Same-day repairs');
    await page.getByRole('button', { name: 'Save Text' }).click();
    await toast.getByText('Website Updated!').waitFor();
    await expect.poll(async () => (await copyNow()).websites[0].copy.draftedByAi).toBe(false);
    await page.getByLabel('Layout').selectOption('classic');
    await regenerate.click();
    const dialog = page.getByRole('dialog', { name: 'Keep your website text?' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Keep my text and apply only the design and project changes').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await toast.getByText('Website Updated!').waitFor();
    await expect.poll(async () => (await copyNow()).websites[0].metadata.layout).toBe('classic');
    expect((await copyNow()).websites[0].copy).toEqual({ headline: 'Bikes fixed while you wait', draftedByAi: false });

    // Cancel changes nothing; choosing a new draft replaces the words.
    await regenerate.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await copyNow()).websites[0].copy.headline).toBe('Bikes fixed while you wait');
    await regenerate.click();
    await dialog.getByLabel('Replace my text with a new draft').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await toast.getByText('Website Generated!').waitFor();
    await expect.poll(async () => (await copyNow()).websites[0].copy.draftedByAi).toBe(true);
    expect(await headline.inputValue()).toContain('the fake headline');

    // After Save Text while the project changed, the site is up to date: nothing asks to overwrite the saved words.
    const patched = await user.client.patch(`/api/projects/${projectId}`, { description: 'Repair cafés for bicycles and scooters.' });
    expect(patched.status).toBe(200);
    await waitForResearch(projectId);
    await page.goto(`/?project=${projectId}`);
    await page.getByRole('button', { name: 'Update Website' }).waitFor();
    await headline.fill('Bikes and scooters fixed');
    await page.getByRole('button', { name: 'Save Text' }).click();
    await toast.getByText('Website Updated!').waitFor();
    await regenerate.waitFor();
    expect(await page.getByText('Your project data has changed since this website was generated.').count()).toBe(0);
    expect((await copyNow()).hasChanges).toBe(false);
  });
});
