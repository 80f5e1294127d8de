/**
 * The demand test on published sites, over HTTP against a real server, PostgreSQL and a real
 * SMTP server (smtp-server): visits, the signup form (no script), double opt-in, the visitor's own
 * deletion, limits, the owner's figures (GraphQL and REST, owner only) and the score's Market Opportunity.
 * Without email: demand-test-no-email.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { linksIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { DESIGN } from './websites-fixtures.js';
import {
  completeWithScore as completeProjectWithScore,
  demandTest,
  HEADLESS_CHROME,
  marketPart,
  postForm,
  publishedSite as publishSite,
  visitorHeaders,
} from './demand-test-fixtures.js';

let smtp: SmtpCapture;
let server: TestServer;
let owner: SignedUpUser;
let stranger: SignedUpUser;

const publishedSite = (name: string) => publishSite(server, owner, name);
const completeWithScore = (projectId: string) => completeProjectWithScore(server, projectId);
const marketReason = (projectId: string) => marketPart(server, projectId);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    DEMAND_TEST_MIN_VISITORS: '3',
    DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR: '5',
  });
  owner = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  stranger = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe('demand test', () => {
  it('counts each visitor once a day without cookies, leaving out bots and the owner, with source and referrer', async () => {
    const { projectId, slug } = await publishedSite('Visitor Counting');
    const visitor = server.client();
    const page = await visitor.get(`/site/${slug}?utm_source=reddit`, {
      ...visitorHeaders('203.0.113.1'),
      referer: 'https://www.reddit.com/r/SaaS/',
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('<input type="hidden" name="utm_source" value="reddit">');
    // The same visitor again, a bot, and the signed-in owner: none of them counts.
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.1'));
    await visitor.get(
      `/site/${slug}`,
      visitorHeaders('203.0.113.2', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    );
    await owner.client.get(`/site/${slug}`, visitorHeaders('203.0.113.3'));
    await visitor.get(`/site/${slug}?utm_source=x`, visitorHeaders('203.0.113.4'));

    const result = await demandTest(owner.client, projectId);
    expect(result.errors).toBeUndefined();
    expect(result.data.demandTest).toMatchObject({ visits: 2, uniqueVisitors: 2, signups: 0, conversionRate: 0, minVisitors: 3 });
    expect(result.data.demandTest.bySource).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'reddit', visitors: 1 }),
        expect.objectContaining({ source: 'x', visitors: 1 }),
      ]),
    );
    expect(result.data.demandTest.shareLinks.map((link: { source: string }) => link.source)).toEqual(['x', 'reddit', 'linkedin', 'email']);
    // No IP anywhere: visits hold a hash, and the salt behind it changes each day.
    const sql = server.application.services.database.sql;
    const { rows } = await sql.query(`select * from website_visits`);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    // A new day: its first visit makes a new salt and drops the old one, so old hashes cannot be made again.
    await sql.query(`update website_visit_salts set day = current_date - 1`);
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.1'));
    const salts = await sql.query<{ today: boolean }>(`select day = current_date as today from website_visit_salts`);
    expect(salts.rows).toEqual([{ today: true }]);
  });

  it('counts a visitor who returns on another day again: the figure is visits, and every text says so', async () => {
    const { projectId, slug } = await publishedSite('Returning Visitor');
    await completeWithScore(projectId);
    const sql = server.application.services.database.sql;
    const visitor = server.client();
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.60'));
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.60'));
    // The next day: yesterday's visit and salt are yesterday's, and the same visitor cannot be recognised again.
    await sql.query(`update website_visits set day = current_date - 1 where website_id = (select id from websites where slug = $1)`, [
      slug,
    ]);
    await sql.query(`update website_visit_salts set day = current_date - 1`);
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.60'));
    const result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 2, uniqueVisitors: 2 });
    expect(result.data.demandTest.byDay.map((day: { visitors: number }) => day.visitors)).toEqual([1, 1]);
    expect((await marketReason(projectId)).reason).toMatch(/^Demand test running: 2 of 3 visits \(each visitor counted once a day\)\. /);
    const schema = await owner.client.graphql(
      `{ __type(name: "DemandTest") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
    );
    const fields = schema.data.__type.fields as Array<{ name: string; isDeprecated: boolean; deprecationReason: string | null }>;
    expect(fields.find((field) => field.name === 'uniqueVisitors')).toMatchObject({
      isDeprecated: true,
      deprecationReason: 'Use visits: each visitor is counted once a day, not once overall.',
    });
  });

  it('sends the daily summary to owners who asked for it (pg-boss schedule in place)', async () => {
    const { projectId, slug } = await publishedSite('Daily Figures');
    const sql = server.application.services.database.sql;
    const visitor = server.client();
    await visitor.get(`/site/${slug}`, visitorHeaders('203.0.113.50'));
    await sql.query(`update website_visits set day = current_date - 1 where website_id = (select id from websites where slug = $1)`, [
      slug,
    ]);
    const enabled = await owner.client.graphql(`mutation($p: ID!) { setDemandTestDailySummary(projectId: $p, enabled: true) }`, {
      p: projectId,
    });
    expect(enabled).toEqual({ data: { setDemandTestDailySummary: true } });
    const before = smtp.messages.length;
    expect(await server.application.services.demandTest.sendDailySummaries()).toBe(1);
    const summary = smtp.messages.slice(before).find((message) => message.to.includes(owner.email));
    expect(summary?.raw).toContain('Demand test for Daily Figures: yesterday');
    expect(summary?.raw).toContain('1 unique visitors, 0 signups, 0 confirmed.');
    expect(summary?.raw).toContain('So far: 1 visit (each visitor counted once a day), 0 confirmed signups.');
    const schedules = await sql.query<{ name: string; cron: string }>(`select name, cron from pgboss.schedule`);
    expect(schedules.rows).toContainEqual({ name: 'demand-test-daily-summary', cron: '0 7 * * *' });
  });

  it('signs up through the plain form, confirms by the emailed link, and the visitor can delete the signup', async () => {
    const { projectId, slug } = await publishedSite('Signup Flow');
    await completeWithScore(projectId);
    const visitor = server.client();
    const page = await visitor.get(`/site/${slug}`, visitorHeaders('198.51.100.1'));
    expect(page.text).toContain(`<form class="signup" id="signup" method="post" action="/site/${slug}/signup#signup"`);
    expect(page.text).toContain('Ada Lovelace, who runs this page');
    expect(page.text).toContain('you can delete your signup with the link in the confirmation email.');
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-forms;');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const invalid = await postForm(visitor, `/site/${slug}/signup`, { email: 'not-an-email', wouldPay: '20', useCase: '' }, '198.51.100.1');
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('Enter a valid email address');
    expect(invalid.text).toContain('value="not-an-email"');

    const thanks = await postForm(
      visitor,
      `/site/${slug}/signup`,
      { email: 'Grace@Example.com', wouldPay: '$25', useCase: 'Team <b>notes</b>', website: '' },
      '198.51.100.1',
    );
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Check your inbox');
    // With email the deletion link is in the email, not on the page.
    expect(thanks.text).not.toContain('/forget?');
    // The same address again: the same thank-you, nothing new stored.
    const duplicate = await postForm(visitor, `/site/${slug}/signup`, { email: 'grace@example.com' }, '198.51.100.1');
    expect(duplicate.status).toBe(200);
    expect(duplicate.text).toBe(thanks.text);
    // The honeypot: a thank-you, nothing stored.
    await postForm(visitor, `/site/${slug}/signup`, { email: 'bot@example.com', website: 'http://spam.example' }, '198.51.100.9');

    let result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({
      visits: 1,
      signups: 1,
      confirmedSignups: 0,
      unconfirmedSignups: 1,
      emailConfirmation: true,
    });
    expect(result.data.demandTest.signupList).toEqual([
      expect.objectContaining({ email: 'grace@example.com', confirmed: false, wouldPay: 25, useCase: 'Team <b>notes</b>' }),
    ]);
    expect((await marketReason(projectId)).reason).toMatch(/^Demand test running: 1 of 3 visits \(each visitor counted once a day\)\./);

    const mail = await smtp.waitFor('grace@example.com');
    const [confirmLink, forgetLink] = [
      linksIn(mail).find((link) => link.includes('/confirm?')),
      linksIn(mail).find((link) => link.includes('/forget?')),
    ];
    expect(confirmLink).toBeDefined();
    expect(forgetLink).toBeDefined();
    // An altered link confirms nothing.
    expect((await visitor.get(confirmLink!.replace(/token=[^&]+/, 'token=forged'))).status).toBe(404);
    const confirmed = await visitor.get(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Email confirmed');

    // Two more visitors: the test reaches its minimum and the rate becomes measured demand.
    await visitor.get(`/site/${slug}`, visitorHeaders('198.51.100.2'));
    await visitor.get(`/site/${slug}`, visitorHeaders('198.51.100.3'));
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 3, confirmedSignups: 1, unconfirmedSignups: 0 });
    expect(result.data.demandTest.conversionRate).toBeCloseTo(1 / 3);
    expect(result.data.demandTest.wouldPay).toEqual({ answers: 1, median: 25, low: 25, high: 25 });
    const market = await marketReason(projectId);
    expect(market.basis).toBe('MEASURED');
    expect(market.reason).toBe(
      'Measured demand: 33% of 3 visits (each visitor counted once a day) led to a confirmed signup (1 confirmed signup); WordStream’s published average for landing pages is 2.35%.',
    );
    expect(market.evidence[0]?.label).toBe('Demand test: 1 confirmed signup from 3 visits (each visitor counted once a day)');
    expect(market.score).toBe(25);

    // An unconfirmed signup does not count while this installation sends email.
    await postForm(visitor, `/site/${slug}/signup`, { email: 'later@example.com' }, '198.51.100.2');
    await smtp.waitFor('later@example.com');
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ signups: 2, confirmedSignups: 1, unconfirmedSignups: 1 });
    expect(result.data.demandTest.conversionRate).toBeCloseTo(1 / 3);
    expect((await marketReason(projectId)).reason).toContain('33% of 3 visits (each visitor counted once a day) led to a confirmed signup');

    // The visitor's own deletion: the link asks, the button deletes.
    const forgetUrl = new URL(forgetLink!);
    const ask = await visitor.get(forgetUrl.pathname + forgetUrl.search);
    expect(ask.text).toContain('Delete my signup');
    const deleted = await postForm(
      visitor,
      forgetUrl.pathname,
      { signup: forgetUrl.searchParams.get('signup')!, token: forgetUrl.searchParams.get('token')! },
      '198.51.100.1',
    );
    expect(deleted.status).toBe(200);
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ signups: 1, confirmedSignups: 0 });
    expect((await marketReason(projectId)).reason).toContain(
      '0.0% of 3 visits (each visitor counted once a day) led to a confirmed signup',
    );
  });

  it('takes "would pay per month" only from the signups that count, as the rate does: an unconfirmed answer is not in it', async () => {
    const { projectId, slug } = await publishedSite('Would Pay');
    const visitor = server.client();
    for (const ip of ['198.51.100.81', '198.51.100.82', '198.51.100.83', '198.51.100.84'])
      await visitor.get(`/site/${slug}`, visitorHeaders(ip));
    await postForm(visitor, `/site/${slug}/signup`, { email: 'pay-a@example.com', wouldPay: '900' }, '198.51.100.81');
    await postForm(visitor, `/site/${slug}/signup`, { email: 'pay-b@example.com', wouldPay: '800' }, '198.51.100.82');
    await postForm(visitor, `/site/${slug}/signup`, { email: 'pay-c@example.com', wouldPay: '5' }, '198.51.100.83');
    const confirmLink = linksIn(await smtp.waitFor('pay-c@example.com')).find((link) => link.includes('/confirm?'));
    expect((await visitor.get(new URL(confirmLink!).pathname + new URL(confirmLink!).search)).status).toBe(200);

    const test = (await demandTest(owner.client, projectId)).data.demandTest;
    expect(test).toMatchObject({
      visits: 4,
      signups: 3,
      confirmedSignups: 1,
      unconfirmedSignups: 2,
      countedSignups: 1,
      conversionRate: 0.25,
    });
    // The $900 and $800 of the two unconfirmed signups are not anyone's measured answer yet.
    expect(test.wouldPay).toEqual({ answers: 1, median: 5, low: 5, high: 5 });
    // The chart and the score read the same signups: the one confirmed.
    expect(test.byDay).toEqual([expect.objectContaining({ visitors: 4, signups: 3, confirmed: 1, counted: 1 })]);
    expect(test.bySource).toEqual([expect.objectContaining({ source: 'direct', signups: 3, counted: 1 })]);
    // The list and the CSV still hold every signup, each saying whether it counts.
    expect(test.signupList.map((signup: { wouldPay: number; counted: boolean }) => [signup.wouldPay, signup.counted])).toEqual(
      expect.arrayContaining([
        [900, false],
        [800, false],
        [5, true],
      ]),
    );
  });

  it('counts the visit of a visitor whose signup is stored though its browser was not counted (Visits 0 / Signups 1 cannot happen)', async () => {
    const { projectId, slug } = await publishedSite('Headless Visitor');
    const visitor = server.client();
    // Headless Chrome's page view is not counted: its user agent says bot.
    const page = await visitor.get(`/site/${slug}?utm_source=linkedin`, visitorHeaders('198.51.100.70', HEADLESS_CHROME));
    expect(page.status).toBe(200);
    let result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 0, signups: 0 });

    // Its signup passed the honeypot, the limits and the form's checks: it is stored, and the visit behind it counts.
    const thanks = await postForm(
      visitor,
      `/site/${slug}/signup`,
      { email: 'headless@example.com', utm_source: 'linkedin', website: '' },
      '198.51.100.70',
      HEADLESS_CHROME,
    );
    expect(thanks.status).toBe(200);
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 1, signups: 1 });
    expect(result.data.demandTest.byDay).toEqual([expect.objectContaining({ visitors: 1, signups: 1 })]);
    expect(result.data.demandTest.bySource).toEqual([expect.objectContaining({ source: 'linkedin', visitors: 1, signups: 1 })]);

    // A visitor already counted today is not counted twice when signing up; a honeypot post counts nothing.
    await visitor.get(`/site/${slug}`, visitorHeaders('198.51.100.71'));
    await postForm(visitor, `/site/${slug}/signup`, { email: 'counted@example.com' }, '198.51.100.71');
    await postForm(visitor, `/site/${slug}/signup`, { email: 'trap@example.com', website: 'http://spam.example' }, '198.51.100.72');
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 2, signups: 2 });
  });

  it('throttles one IP with nothing stored past the limit', async () => {
    const { projectId, slug } = await publishedSite('Flood Guard');
    const visitor = server.client();
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push((await postForm(visitor, `/site/${slug}/signup`, { email: `flood${index}@example.com` }, '192.0.2.77')).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const list = await owner.client.get(`/api/projects/${projectId}/demand-test/signups`);
    expect(list.body.signups).toHaveLength(5);
    // Another IP still gets through.
    expect((await postForm(visitor, `/site/${slug}/signup`, { email: 'other@example.com' }, '192.0.2.78')).status).toBe(200);
  });

  it('10,000 posts from one IP: the first 5 stored, every other one refused with 429', { timeout: 240_000 }, async () => {
    const { projectId, slug } = await publishedSite('Big Flood');
    const visitor = server.client();
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < 10_000) {
          const index = (next += 1);
          const status = (await postForm(visitor, `/site/${slug}/signup`, { email: `wave${index}@example.com` }, '192.0.2.99')).status;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 5, 429: 9_995 });
    const list = await owner.client.get(`/api/projects/${projectId}/demand-test/signups`);
    expect(list.body.signups).toHaveLength(5);
  });

  it('refuses the form of an unpublished or unknown site and keeps nothing', async () => {
    const { projectId, websiteId, slug } = await publishedSite('Gone Soon');
    await owner.client.post(`/api/websites/${websiteId}/unpublish`);
    const visitor = server.client();
    expect((await postForm(visitor, `/site/${slug}/signup`, { email: 'late@example.com' }, '192.0.2.10')).status).toBe(404);
    expect((await visitor.get(`/site/${slug}`, visitorHeaders('192.0.2.10'))).status).toBe(404);
    expect((await postForm(visitor, `/site/no-such-site/signup`, { email: 'late@example.com' }, '192.0.2.10')).status).toBe(404);
    const result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ uniqueVisitors: 0, signups: 0 });
  });

  it('gives the owner the list, CSV and delete; anyone else gets "not found"', async () => {
    const { projectId, slug } = await publishedSite('Owner Only');
    const visitor = server.client();
    await postForm(visitor, `/site/${slug}/signup`, { email: 'csv@example.com', wouldPay: '10', useCase: '=HYPERLINK("x")' }, '192.0.2.20');
    const csv = await owner.client.get(`/api/projects/${projectId}/demand-test/signups.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('email,confirmed,counted,would_pay_per_month,use_case,utm_source,referrer,signed_up_at');
    expect(csv.text).toContain('csv@example.com,no,no,10,"\'=HYPERLINK(""x"")"');

    for (const path of [`/api/projects/${projectId}/demand-test/signups`, `/api/projects/${projectId}/demand-test/signups.csv`]) {
      const refused = await stranger.client.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Project not found' });
    }
    const strangerQuery = await demandTest(stranger.client, projectId);
    expect(strangerQuery.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const signupId: string = (await demandTest(owner.client, projectId)).data.demandTest.signupList[0].id;
    const strangerDelete = await stranger.client.graphql(
      `mutation($p: ID!, $s: ID!) { deleteDemandTestSignup(projectId: $p, signupId: $s) }`,
      { p: projectId, s: signupId },
    );
    expect(strangerDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ownerDelete = await owner.client.graphql(`mutation($p: ID!, $s: ID!) { deleteDemandTestSignup(projectId: $p, signupId: $s) }`, {
      p: projectId,
      s: signupId,
    });
    expect(ownerDelete).toEqual({ data: { deleteDemandTestSignup: true } });
    expect((await demandTest(owner.client, projectId)).data.demandTest.signups).toBe(0);
  });

  it('serves the chosen font from the app with long cache headers, and the page changes only when published again', async () => {
    const { websiteId, slug } = await publishedSite('Font Check');
    await owner.client.put(`/api/websites/${websiteId}`, { ...DESIGN, title: 'Font Check', fontFamily: 'Lato' });
    const live = await server.client().get(`/site/${slug}`, visitorHeaders('192.0.2.30'));
    expect(live.text).toContain('font-family:"Inter"');
    const preview = await owner.client.get(`/api/websites/${websiteId}/preview`);
    expect(preview.text).toContain('src:url(/site/_fonts/lato-latin-400-normal.woff2)');
    // The form as visitors get it where email is sent.
    expect(preview.text).toContain('you can delete your signup with the link in the confirmation email.');
    await owner.client.post(`/api/websites/${websiteId}/publish`);
    const republished = await server.client().get(`/site/${slug}`, visitorHeaders('192.0.2.30'));
    expect(republished.text).toContain('src:url(/site/_fonts/lato-latin-400-normal.woff2)');
    const font = await server.client().get('/site/_fonts/lato-latin-400-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(font.headers.get('access-control-allow-origin')).toBe('*');
    expect((await server.client().get('/site/_fonts/..%2Fpackage.json')).status).toBe(404);
  });
});
