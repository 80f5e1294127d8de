/** My Ideas in chromium: stats, case-insensitive search by name or category, view, and a real delete. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { eventually, queryDatabase } from '../integration/research-support.js';

let server: TestServer;
let user: SignedUpUser;
let session: BrowserSession;

const PROJECTS = [
  { name: 'Bakery Subscription Box', category: 'E-commerce', description: 'Fresh bread delivered weekly from local bakers.' },
  { name: 'Tutor Match', category: 'Service Business', description: 'Matches students with vetted local tutors.' },
  { name: 'Podcast Clips', category: 'Content/Media', description: 'Turns long podcasts into short shareable clips.' },
];

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR });
  user = await createSignedInUser(server, { firstName: 'Mary', lastName: 'Jackson' });
  for (const project of PROJECTS) {
    const response = await user.client.post('/api/projects', project);
    expect(response.status).toBeLessThan(300);
  }
  // Once the three runs have ended, one is left as a run that failed for good leaves it.
  await eventually(
    async () => {
      const running = await queryDatabase(server.databaseUrl, `select 1 from projects where status in ('draft', 'researching')`);
      return running.length === 0 ? true : undefined;
    },
    30_000,
    'the research runs to end',
  );
  await queryDatabase(server.databaseUrl, `update projects set status = 'failed', current_step = 3 where name = 'Podcast Clips'`);
  session = await openBrowser(server.url);
  // The user's session cookie, as after signing in.
  await addSessionCookies(session.context, user, server.url);
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

async function projectNames(): Promise<string[]> {
  const response = await user.client.get('/api/projects');
  return (response.body as { name: string }[]).map((project) => project.name).sort();
}

describe('My Ideas (chromium)', () => {
  test('search filters by name or category, View Project opens it, Delete really deletes after confirmation', async () => {
    const { page } = session;
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'My Ideas' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    for (const label of ['Total Projects', 'Completed', 'This Month', 'Avg Score'])
      await page.getByRole('heading', { name: label }).waitFor();
    // No source answered on this server, so no project has a score: no average, not a 0.
    const averageCard = page.getByRole('heading', { name: 'Avg Score' }).locator('..');
    await expect.poll(() => averageCard.textContent()).toBe('Avg Score—');
    await page.getByText('Fresh bread delivered weekly from local bakers.').waitFor();
    // A failed run is not "In Progress": its results will not come.
    await rows.filter({ hasText: 'Podcast Clips' }).getByText('Research failed').waitFor();
    await checkScreen(page, 'my-ideas');

    const search = page.getByPlaceholder('Search projects...');
    await search.fill('TUTOR');
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('Tutor Match').waitFor();
    await search.fill('content/media');
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('Podcast Clips').waitFor();
    await search.fill('no such idea');
    await page.getByText('No projects match your search').waitFor();
    await checkScreen(page, 'my-ideas-no-match');
    await search.fill('');

    // View Project loads it into the workflow at /.
    await page.getByRole('button', { name: 'Actions for Tutor Match' }).click();
    await page.getByRole('menuitem', { name: 'View Project' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Tutor Match' }).waitFor();
    await page.getByText('Project Loaded').waitFor();

    // Edit & Refine goes back to step 1 with the project's description; confirming updates it.
    await page.getByRole('button', { name: 'Edit & Refine' }).click();
    await page.getByRole('heading', { name: 'Edit & Refine Your Idea' }).waitFor();
    expect(await page.getByLabel('Idea name').inputValue()).toBe('Tutor Match');
    await page.getByText('Matches students with vetted local tutors.').waitFor();
    await checkScreen(page, 'workflow-edit-mode');
    await page.getByRole('button', { name: 'Confirm & Restart Research' }).click();
    await page.getByText('your project has been updated and research restarted!').waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Tutor Match' }).waitFor();

    // Delete: the dialog can be cancelled by keyboard, then confirmed.
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'My Ideas' }).click();
    await rows.first().waitFor();
    const menuButton = page.getByRole('button', { name: 'Actions for Bakery Subscription Box' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete project?' });
    await dialog.waitFor();
    await checkScreen(page, 'my-ideas-delete-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await projectNames()).toHaveLength(3);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Bakery Subscription Box').waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(2);
    expect(await projectNames()).toEqual(['Podcast Clips', 'Tutor Match']);
  });

  test('a user without projects sees the empty state with Get Started; Analytics shows zeros', async () => {
    const newcomer = await createSignedInUser(server);
    const other = await openBrowser(server.url, { viewport: { width: 375, height: 800 } });
    try {
      await addSessionCookies(other.context, newcomer, server.url);
      await other.page.goto('/projects');
      await other.page.getByText('No projects yet').waitFor();
      await expect.poll(() => other.page.getByRole('heading', { name: 'Avg Score' }).locator('..').textContent()).toBe('Avg Score—');
      await other.page.getByRole('link', { name: 'Get Started' }).waitFor();
      await checkScreen(other.page, 'my-ideas-empty-mobile');
      await other.page.goto('/analytics');
      await other.page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      await other.page.getByText('N/A').waitFor();
      await checkScreen(other.page, 'analytics-empty-mobile');
    } finally {
      await other.close();
    }
  });

  test('45 projects: 20 at first, Load more adds the next pages; search finds a project not loaded yet', async () => {
    const owner = await createSignedInUser(server);
    await queryDatabase(
      server.databaseUrl,
      `insert into projects (id, owner_id, name, category, current_step, status, score, created_at, updated_at)
       select gen_random_uuid(), $1, 'Paged idea ' || n, case when n = 45 then 'Oldest Category' else 'SaaS/Software' end, 5, 'complete', 60 + n % 30,
              now() - n * interval '1 minute', now()
       from generate_series(1, 45) as n`,
      [owner.id],
    );
    const other = await openBrowser(server.url);
    try {
      await addSessionCookies(other.context, owner, server.url);
      const { page } = other;
      await page.goto('/projects');
      const rows = page.locator('tbody tr');
      await page.getByText('Showing 20 of 45').waitFor();
      expect(await rows.count()).toBe(20);
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText('Showing 40 of 45').waitFor();
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText('Paged idea 45', { exact: true }).waitFor();
      expect(await rows.count()).toBe(45);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

      // A fresh visit loads the first page only; the server finds the oldest project by its category.
      await page.reload();
      await page.getByText('Showing 20 of 45').waitFor();
      await page.getByPlaceholder('Search projects...').fill('oldest category');
      await page.getByText('Paged idea 45', { exact: true }).waitFor();
      expect(await rows.count()).toBe(1);
      await checkScreen(page, 'my-ideas-paged-search');
    } finally {
      await other.close();
    }
  });

  test('Analytics counts the projects by category', async () => {
    const { page } = session;
    await page.goto('/analytics');
    await page.getByRole('heading', { name: 'Popular Categories' }).waitFor();
    await page.getByRole('heading', { name: 'Research Impact' }).waitFor();
    await page.getByRole('heading', { name: 'Research Quality Insights' }).waitFor();
    // Real figures: no registry answered (domain checks are off here), so the unanswered domains are no facts:
    // no grade, not enough evidence, never in success green; and no domain was checked rather than "0 found".
    const gradeDetail = page.getByText(/^Not enough evidence to grade yet: \d+ lookups? got no answer$/);
    await gradeDetail.waitFor();
    expect(await gradeDetail.getAttribute('data-tone')).toBe('muted');
    expect(await page.getByText(/facts measured/).count()).toBe(0);
    await page.getByText('Domains found (not checked)').waitFor();
    // No real source found competitors or keywords either: not measured, never "0" or a model's guesses counted.
    await page.getByText('Competitors analysed (not measured)').waitFor();
    await page.getByText('Keywords researched (not measured)').waitFor();
    expect(await page.getByText('A+').count()).toBe(0);
    await page.getByText('—').first().waitFor();
    await page.getByText('1 project · 50%').first().waitFor();
    await checkScreen(page, 'analytics');
  });
});
