/**
 * The demand test where this installation sends no email (no SMTP_URL), over HTTP against a real server and
 * PostgreSQL: nobody can confirm, so every signup made counts and every text that states the figure says they are
 * not confirmed by email; the form promises no email and the thank-you gives the visitor the deletion link instead.
 * With email: demand-test.test.ts.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { completeWithScore, demandTest, marketPart, postForm, publishedSite, visitorHeaders } from './demand-test-fixtures.js';

let server: TestServer;
let owner: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({
    SMTP_URL: undefined,
    TRUST_PROXY: 'true',
    DEMAND_TEST_MIN_VISITORS: '3',
    DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR: '5',
  });
  owner = await createSignedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
});

afterAll(async () => {
  await server?.stop();
});

describe('demand test without email', () => {
  it('promises no email: the thank-you gives a new signup its own deletion link, which deletes it', async () => {
    const { projectId, websiteId, slug } = await publishedSite(server, owner, 'No Mail Form');
    const visitor = server.client();
    const page = await visitor.get(`/site/${slug}`, visitorHeaders('198.51.100.10'));
    const noEmailConsent = 'Your email is not shared; after you sign up, this page gives you a link to delete your signup.';
    expect(page.text).not.toContain('confirmation email');
    expect(page.text).toContain(noEmailConsent);
    // The owner's preview shows the form as visitors get it.
    const preview = await owner.client.get(`/api/websites/${websiteId}/preview`);
    expect(preview.text).not.toContain('confirmation email');
    expect(preview.text).toContain(noEmailConsent);

    const thanks = await postForm(visitor, `/site/${slug}/signup`, { email: 'Lin@Example.com', wouldPay: '9' }, '198.51.100.10');
    expect(thanks.status).toBe(200);
    expect(thanks.text).not.toMatch(/inbox|we sent you/i);
    expect(thanks.text).toContain(
      'You are on the list. No confirmation email is sent, so keep this link in case you want to delete your signup later:',
    );
    // The page holds the visitor's secret: no cache keeps it.
    expect(thanks.headers.get('cache-control')).toBe('private, no-store');
    const href = /<a class="signup-forget" href="([^"]+)">Delete my signup<\/a>/.exec(thanks.text)?.[1];
    expect(href).toBeDefined();
    const forgetUrl = new URL(href!.replace(/&amp;/g, '&'));
    expect(forgetUrl.origin).toBe(server.url);
    expect(forgetUrl.pathname).toBe(`/site/${slug}/forget`);

    // The same address again and the honeypot: on the list, no link (there is no new secret to give).
    for (const [fields, ip] of [
      [{ email: 'lin@example.com' }, '198.51.100.10'],
      [{ email: 'bot@example.com', website: 'http://spam.example' }, '198.51.100.11'],
    ] as const) {
      const again = await postForm(visitor, `/site/${slug}/signup`, fields, ip);
      expect(again.status).toBe(200);
      expect(again.text).toContain('<p>You are on the list.</p>');
      expect(again.text).not.toContain('/forget?');
    }
    let result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ emailConfirmation: false, signups: 1, confirmedSignups: 0, unconfirmedSignups: 1 });

    const ask = await visitor.get(forgetUrl.pathname + forgetUrl.search);
    expect(ask.text).toContain('Delete my signup');
    const deleted = await postForm(
      visitor,
      forgetUrl.pathname,
      { signup: forgetUrl.searchParams.get('signup')!, token: forgetUrl.searchParams.get('token')! },
      '198.51.100.10',
    );
    expect(deleted.status).toBe(200);
    expect(deleted.text).toContain('Signup deleted');
    result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ signups: 0 });
  });

  it("counts the signups made as measured demand and says they are not confirmed by email (score, owner's figures, exports)", async () => {
    const { projectId, slug } = await publishedSite(server, owner, 'No Mail Score');
    await completeWithScore(server, projectId);
    const visitor = server.client();
    for (const ip of ['192.0.2.41', '192.0.2.42', '192.0.2.43']) await visitor.get(`/site/${slug}`, visitorHeaders(ip));
    await postForm(visitor, `/site/${slug}/signup`, { email: 'one@example.com' }, '192.0.2.41');
    await postForm(visitor, `/site/${slug}/signup`, { email: 'two@example.com' }, '192.0.2.42');

    // The signup itself rescored the project: nobody had to open the owner's view.
    const market = await marketPart(server, projectId);
    expect(market.basis).toBe('MEASURED');
    expect(market.reason).toBe(
      'Measured demand: 67% of 3 visits (each visitor counted once a day) led to a signup (2 signups, not confirmed by email because no confirmation email was sent); WordStream’s published average for landing pages is 2.35%.',
    );
    expect(market.evidence[0]?.label).toBe(
      'Demand test: 2 signups (not confirmed by email) from 3 visits (each visitor counted once a day)',
    );
    expect(market.score).toBe(25);

    const result = await demandTest(owner.client, projectId);
    expect(result.data.demandTest).toMatchObject({ visits: 3, signups: 2, confirmedSignups: 0, emailConfirmation: false });
    expect(result.data.demandTest.conversionRate).toBeCloseTo(2 / 3);

    const workbook = new ExcelJS.Workbook();
    const bytes = await (
      await fetch(`${server.url}/api/projects/${projectId}/export.xlsx`, { headers: { cookie: owner.client.cookieHeader() } })
    ).arrayBuffer();
    await workbook.xlsx.load(bytes);
    const scoreRows = workbook
      .getWorksheet('Score')!
      .getSheetValues()
      .map((row) => (Array.isArray(row) ? row.join('|') : ''));
    expect(scoreRows.some((row) => row.includes('2 signups, not confirmed by email because no confirmation email was sent'))).toBe(true);
  });
});
