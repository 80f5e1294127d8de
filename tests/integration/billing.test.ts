import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, setPlan } from '../support/factories.js';
import { startBillingServer } from '../support/billing-server.js';
import type { FakeStripe } from '../support/fake-stripe.js';
import { connectSocket } from '../support/test-websocket.js';
import { sameBrowserOn, startTestServer, type TestServer } from '../support/test-server.js';
import { bearerClient, issueToken, ME } from './api-tokens.support.js';
import { IDEA, queryDatabase } from './research-support.js';
import { createProject, writeResearchSection } from './websites-fixtures.js';

const NOW = new Date().toISOString();

/** Stripe billing against a fake written from Stripe's API reference, exports, account actions. */
describe('billing, exports and account actions', () => {
  let stripe: FakeStripe;
  let server: TestServer;

  beforeAll(async () => {
    ({ stripe, server } = await startBillingServer());
  });
  afterAll(async () => {
    await server.stop();
    await stripe.close();
  });

  /** Checkout through the fake's hosted page, as a browser would: the page posts the signed events and redirects back. */
  async function checkout(client: ReturnType<TestServer['client']>, body: Record<string, unknown>) {
    const started = await client.post('/api/billing/checkout', body);
    expect(started.status, started.text).toBe(200);
    const page = await fetch(started.body.url);
    expect(await page.text()).toContain('Fake Stripe Checkout');
    const paid = await fetch(started.body.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    return paid.headers.get('location')!;
  }

  it('takes a Free user to a Basic trial through Checkout, refuses the same plan again, and opens the portal', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    expect((await user.client.get('/api/billing')).body).toMatchObject({
      plan: 'free',
      onlinePayments: true,
      canManage: false,
      trialAvailable: true,
    });

    const back = await checkout(user.client, { plan: 'basic', interval: 'month', trial: true });
    expect(back).toMatch(new RegExp(`^${server.url}/settings\\?checkout=success&session_id=cs_test_`));
    const customerCall = stripe.requests.find(
      (request) => request.path === '/v1/customers' && request.form['metadata[userId]'] === user.id,
    );
    expect(customerCall?.form.email).toBe(user.email);
    const sessionCall = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(sessionCall.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[trial_period_days]': '14',
    });

    const status = (await user.client.get('/api/billing')).body;
    expect(status).toMatchObject({
      plan: 'basic',
      planLabel: 'Basic',
      status: 'trialing',
      canManage: true,
      trialAvailable: false,
      endsAt: null,
    });
    const trialDays = (new Date(status.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    const again = await user.client.post('/api/billing/checkout', { plan: 'basic', interval: 'year' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already on the Basic plan. Use Manage billing in Settings to change or cancel it.');

    // GraphQL answers from the same service.
    const overGraphQL = await user.client.graphql(`{ billingStatus { plan planLabel status canManage } }`);
    expect(overGraphQL.data?.billingStatus).toEqual({ plan: 'basic', planLabel: 'Basic', status: 'trialing', canManage: true });
    const sameOverGraphQL = await user.client.graphql(`mutation { startCheckout(plan: "basic") }`);
    expect(sameOverGraphQL.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const portalOverGraphQL = await user.client.graphql(`mutation { openBillingPortal }`);
    expect(portalOverGraphQL.data?.openBillingPortal).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));

    const portal = await user.client.post('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));

    const yearly = await createSignedInUser(server, { plan: 'free' });
    await checkout(yearly.client, { plan: 'pro', interval: 'year' });
    expect(stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '79000',
    });
    expect((await yearly.client.get('/api/billing')).body).toMatchObject({ plan: 'pro', status: 'active', trialEndsAt: null });
  });

  it('refuses a wrong signature with 400 and no change, and handles a replayed event once', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    await checkout(user.client, { plan: 'basic' });
    const subscription = [...stripe.subscriptions.values()].find(
      (candidate) => (candidate.metadata as Record<string, string>).userId === user.id,
    )!;

    const forged = stripe.event('customer.subscription.deleted', subscription);
    const refused = await stripe.postEvent(forged, { secret: 'whsec_wrong' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Invalid Stripe signature' });
    expect((await user.client.get('/api/billing')).body.plan).toBe('basic');
    const [recorded] = await queryDatabase<{ count: number }>(
      server.databaseUrl,
      'select count(*)::int as count from stripe_events where id = $1',
      [forged.id],
    );
    expect(recorded!.count).toBe(0);

    // Cancelled in the portal: the plan stays until the period ends, then Free.
    const cancelled = stripe.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    expect((await stripe.postEvent(cancelled)).status).toBe(200);
    const afterCancel = (await user.client.get('/api/billing')).body;
    expect(afterCancel.plan).toBe('basic');
    expect(afterCancel.endsAt).not.toBeNull();
    expect(afterCancel.renewsAt).toBeNull();

    const deleted = stripe.event('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    expect(JSON.parse((await stripe.postEvent(deleted)).body)).toEqual({ received: true, duplicate: false });
    expect((await user.client.get('/api/billing')).body.plan).toBe('free');
    // Subscribed again, then the old deletion event replayed: nothing changes.
    const renewed = stripe.event('customer.subscription.created', { ...subscription, status: 'active', cancel_at_period_end: false });
    await stripe.postEvent(renewed);
    expect((await user.client.get('/api/billing')).body.plan).toBe('basic');
    expect(JSON.parse((await stripe.postEvent(deleted)).body)).toEqual({ received: true, duplicate: true });
    expect((await user.client.get('/api/billing')).body.plan).toBe('basic');
  });

  it('keeps the plan after a failed payment until the period ends, then Free with the data kept', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    await checkout(user.client, { plan: 'basic' });
    const project = await user.client.post('/api/projects', IDEA);
    expect(project.status).toBe(201);
    const customer = [...stripe.customers.values()].find((candidate) => (candidate.metadata as Record<string, string>).userId === user.id)!;
    await stripe.postEvent(
      stripe.event('invoice.payment_failed', { id: 'in_test_1', object: 'invoice', customer: customer.id, status: 'open' }),
    );
    const pastDue = (await user.client.get('/api/billing')).body;
    expect(pastDue).toMatchObject({ plan: 'basic', status: 'past_due' });
    expect(new Date(pastDue.endsAt).getTime()).toBeGreaterThan(Date.now());

    await queryDatabase(server.databaseUrl, `update billing_accounts set plan_ends_at = now() - interval '1 minute' where user_id = $1`, [
      user.id,
    ]);
    expect((await user.client.get('/api/billing')).body.plan).toBe('free');
    expect((await user.client.get(`/api/projects/${project.body.id}`)).status).toBe(200);
  });

  it('exports a PDF report and an Excel workbook on Basic and Pro only', async () => {
    const user = await createSignedInUser(server, { plan: 'basic' });
    const project = await createProject(server, user.id, { name: 'Pantry Pal' });
    await queryDatabase(server.databaseUrl, `update projects set score = 64, score_breakdown = $2::jsonb where id = $1`, [
      project.id,
      JSON.stringify({
        marketOpportunity: { score: 15, reason: 'Searches for meal planning grow', basis: 'MEASURED', evidence: [] },
        competitionLevel: { score: 11, reason: '7 competitors found: competition level Medium', basis: 'MEASURED', evidence: [] },
        domainAvailability: { score: 5, reason: 'Domains unknown (neutral midpoint)', basis: 'UNKNOWN', evidence: [] },
        keywordOpportunity: { score: 8, reason: 'Keywords estimated', basis: 'ESTIMATED', evidence: [] },
        legalRisk: { score: 10, reason: 'No live trademark conflicts', basis: 'MEASURED', evidence: [] },
        businessViability: { score: 15, reason: 'Clear audience', basis: 'ESTIMATED', evidence: [] },
      }),
    ]);
    const source = (url: string) => ({ basis: 'MEASURED', source: { provider: 'searxng', url, retrievedAt: NOW } });
    await writeResearchSection(server, project.id, 'competitors', [
      {
        name: 'Mealime',
        website: 'https://www.mealime.com',
        description: 'Meal plans',
        strengths: ['Free'],
        weaknesses: ['US only'],
        marketShare: null,
        assessmentBasis: 'ESTIMATED',
        ...source('https://www.mealime.com/'),
      },
    ]);
    await writeResearchSection(server, project.id, 'keywords', [
      {
        keyword: 'meal planner',
        searchVolume: 12000,
        difficulty: 'Medium',
        cpc: 1.25,
        trend: 'Rising',
        ...source('https://ads.google.com/keyword/meal-planner'),
      },
    ]);

    const pdf = await user.client.request('GET', `/api/projects/${project.id}/export.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfBytes = Buffer.from(
      await (
        await fetch(`${server.url}/api/projects/${project.id}/export.pdf`, { headers: { cookie: user.client.cookieHeader() } })
      ).arrayBuffer(),
    );
    const parser = new PDFParse({ data: pdfBytes });
    const text = (await parser.getText()).text;
    const info = await parser.getInfo({ parsePageInfo: true });
    await parser.destroy();
    for (const expected of [
      'Pantry Pal',
      '64 / 100',
      'Market Opportunity',
      'Searches for meal planning grow',
      'Competitors',
      'Mealime',
      'Keywords',
      'meal planner',
      'Domains',
      'Trademarks',
      'Patents',
      'Unknown',
    ]) {
      expect(text).toContain(expected);
    }
    const links = JSON.stringify(info);
    expect(links).toContain('https://www.mealime.com/');
    expect(links).toContain('https://ads.google.com/keyword/meal-planner');

    const workbookBytes = await (
      await fetch(`${server.url}/api/projects/${project.id}/export.xlsx`, { headers: { cookie: user.client.cookieHeader() } })
    ).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(workbookBytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Score',
      'Domains',
      'Competitors',
      'Keywords',
      'Trademarks',
      'Patents',
    ]);
    const competitors = workbook.getWorksheet('Competitors')!;
    expect(competitors.getRow(2).values).toContain('Source URL');
    expect(competitors.getRow(3).getCell(1).value).toBe('Mealime');
    const sourceUrlColumn = (competitors.getRow(2).values as unknown[]).indexOf('Source URL');
    expect(JSON.stringify(competitors.getRow(3).getCell(sourceUrlColumn).value)).toContain('https://www.mealime.com/');
    // The AI's strengths and weaknesses carry their own basis, not the search result's "Measured".
    const assessmentColumn = (competitors.getRow(2).values as unknown[]).indexOf('Strengths and weaknesses basis');
    expect(competitors.getRow(3).getCell(assessmentColumn).value).toBe('Estimated');

    await setPlan(server, user.id, 'free');
    const refused = await user.client.get(`/api/projects/${project.id}/export.pdf`);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('PDF and Excel export are not included in the Free plan. Upgrade your plan to export reports.');
    const stranger = await createSignedInUser(server, { plan: 'pro' });
    expect((await stranger.client.get(`/api/projects/${project.id}/export.xlsx`)).status).toBe(404);
  });

  it('exports the account as JSON and deletes it: password checked, subscription cancelled, cookie and tokens refused', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    await checkout(user.client, { plan: 'basic', trial: true });
    const project = await user.client.post('/api/projects', IDEA);
    const token = await issueToken(user.client);
    const exported = await user.client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="ideascope-my-data-/);
    expect(exported.body.profile).toMatchObject({ email: user.email, plan: 'basic' });
    expect(exported.body.projects.map((row: { id: string }) => row.id)).toEqual([project.body.id]);
    expect(exported.body).toHaveProperty('research');
    expect(exported.body).toHaveProperty('evidence');
    expect(exported.body).toHaveProperty('websites');
    expect(exported.body).toHaveProperty('signups');
    expect(JSON.stringify(exported.body)).not.toContain('password');

    const wrong = await user.client.request('DELETE', '/api/account', { body: { password: 'not it' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The password is not correct');

    const other = server.client();
    for (const [name, value] of user.client.cookies) other.cookies.set(name, value);
    const deleted = await user.client.request('DELETE', '/api/account', { body: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await bearerClient(server, token.secret).graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const subscription = [...stripe.subscriptions.values()].find(
      (candidate) => (candidate.metadata as Record<string, string>).userId === user.id,
    )!;
    expect(subscription.status).toBe('canceled');
    const [left] = await queryDatabase<{ count: number }>(
      server.databaseUrl,
      `select (select count(*) from users where id = $1) + (select count(*) from projects where owner_id = $1) + (select count(*) from billing_accounts where user_id = $1) as count`,
      [user.id],
    );
    expect(Number(left!.count)).toBe(0);
  });
});

describe('validations a plan counts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RESEARCH_STAGE_RETRY_DELAY_MS: '10', SIGNUPS_PER_IP_PER_HOUR: '12' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('counts different ideas wherever research starts; deleting gives nothing back; rewording is free', async () => {
    const user = await createSignedInUser(server, { plan: 'free' });
    const first = await user.client.post('/api/projects', { ...IDEA, name: 'Idea One' });
    expect(first.status).toBe(201);
    expect((await user.client.delete(`/api/projects/${first.body.id}`)).status).toBeLessThan(300);
    const second = await user.client.post('/api/projects', { ...IDEA, name: 'Idea Two' });
    // The same idea again (case and punctuation aside) is free.
    expect((await user.client.post('/api/projects', { ...IDEA, name: 'idea-two!' })).status).toBe(201);
    expect(
      (await user.client.patch(`/api/projects/${second.body.id}`, { description: 'A reworded description of idea two.' })).status,
    ).toBe(200);
    const third = await user.client.post('/api/projects', { ...IDEA, name: 'Idea Three' });
    expect(third.status).toBe(201);
    const fourth = await user.client.post('/api/projects', { ...IDEA, name: 'Idea Four' });
    expect(fourth.status).toBe(402);
    expect(fourth.body.message).toBe(
      'Your Free plan includes 3 validations per month, and you have used them all. Upgrade your plan to validate more ideas.',
    );
    // Editing a project into another idea is a new validation too.
    const edited = await user.client.patch(`/api/projects/${third.body.id}`, { name: 'Idea Four' });
    expect(edited.status).toBe(402);
    expect((await user.client.post(`/api/projects/${second.body.id}/research`)).status).toBeLessThan(300);
    // Restarting the deleted idea's name again is the first idea: already counted.
    expect((await user.client.post('/api/projects', { ...IDEA, name: 'Idea One' })).status).toBe(201);
  });

  it('limits sign-ups per IP address across the process (PostgreSQL counter)', async () => {
    const client = server.client();
    const answers = [];
    for (let index = 0; index < 14; index += 1) {
      answers.push(
        (
          await client.post('/auth/signup', {
            email: `burst${index}-${Date.now()}@example.com`,
            password: 'correct horse',
            firstName: 'B',
            lastName: 'U',
          })
        ).status,
      );
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
  });
});

describe('self-hosted plans (no STRIPE_SECRET_KEY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEFAULT_PLAN: 'pro', ADMIN_EMAILS: 'owner@example.com' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives new accounts DEFAULT_PLAN, explains upgrades, and lets an admin change a plan, recorded with who and when', async () => {
    const admin = await createSignedInUser(server, { email: 'owner@example.com', plan: 'free' });
    const member = server.client();
    const signedUp = await member.post('/auth/signup', {
      email: 'member@example.com',
      password: 'correct horse',
      firstName: 'M',
      lastName: 'E',
    });
    expect(signedUp.body.plan).toBe('pro');
    const status = (await member.get('/api/billing')).body;
    expect(status).toMatchObject({ plan: 'pro', onlinePayments: false });
    const checkout = await member.post('/api/billing/checkout', { plan: 'basic' });
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toBe(
      'Online payments are not set up on this IdeaScope. Ask your administrator to change your plan in Admin.',
    );

    expect((await member.post('/api/admin/plan', { email: 'owner@example.com', plan: 'pro' })).status).toBe(403);
    const changed = await admin.client.post('/api/admin/plan', { email: 'Member@example.com', plan: 'basic' });
    expect(changed.status).toBe(200);
    expect((await member.get('/api/auth/user')).body.plan).toBe('basic');
    const history = await admin.client.get('/api/admin/plan-changes');
    expect(history.body[0]).toMatchObject({ email: 'member@example.com', plan: 'basic', source: 'admin', changedBy: 'owner@example.com' });
    expect((await admin.client.post('/api/admin/plan', { email: 'nobody@example.com', plan: 'basic' })).status).toBe(404);
  });
});

describe('a deleted account on two replicas', () => {
  let replicaA: TestServer;
  let replicaB: TestServer;
  beforeAll(async () => {
    replicaA = await startTestServer({ RUN_WORKERS: 'false', WEBSOCKET_SESSION_CHECK_SECONDS: '3600' });
    replicaB = await startTestServer(
      { RUN_WORKERS: 'false', WEBSOCKET_SESSION_CHECK_SECONDS: '3600' },
      { databaseUrl: replicaA.databaseUrl },
    );
  });
  afterAll(async () => {
    await replicaB?.stop();
    await replicaA?.stop();
  });

  it('refuses the cookie and the API token on the other replica at once, and closes its socket', async () => {
    const user = await createSignedInUser(replicaA);
    const token = await issueToken(user.client);
    const onB = sameBrowserOn(replicaB, user.client);
    expect((await onB.get('/api/auth/user')).status).toBe(200);
    const socket = connectSocket(replicaB.url, { cookie: user.client.cookieHeader() });
    expect((await socket.execute('{ me { id } }')).data).toEqual({ me: { id: user.id } });

    expect((await user.client.request('DELETE', '/api/account', { body: { password: user.password } })).status).toBe(200);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
    expect((await bearerClient(replicaB, token.secret).graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const closed = await Promise.race([
      socket.closed.then(({ code }) => code),
      // Both replicas sweep once an hour: a close within this wait is the notice's doing.
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 10_000)),
    ]);
    expect(closed).toBe(4401);
    await socket.dispose();
  });
});
