/**
 * Which demand-test signups count follows how each signup was made (asked to confirm by email or not), never the
 * SMTP_URL of the process that reads them: across a restart that adds or removes SMTP, and between two processes
 * on one database with different settings. With and without email alone: demand-test.test.ts,
 * demand-test-no-email.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { createTestDatabase } from '../support/database.js';
import { linksIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { sameBrowserOn, startTestServer, type TestServer } from '../support/test-server.js';
import type { TestClient } from '../support/test-client.js';
import { completeWithScore, demandTest, marketPart, postForm, publishedSite, visitorHeaders } from './demand-test-fixtures.js';

let smtp: SmtpCapture;
let database: { url: string; drop(): Promise<void> };
const running: TestServer[] = [];

const SETTINGS = { TRUST_PROXY: 'true', DEMAND_TEST_MIN_VISITORS: '2', DEMAND_TEST_SIGNUPS_PER_IP_PER_HOUR: '50' };

/** A server on this file's database, with email (the capture SMTP server) or without. */
async function serverWith(email: boolean): Promise<TestServer> {
  const server = await startTestServer({ ...SETTINGS, SMTP_URL: email ? smtp.url : undefined }, { databaseUrl: database.url });
  running.push(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.stop({ keepDatabase: true });
}

async function visits(server: TestServer, slug: string, ips: string[]): Promise<void> {
  const visitor = server.client();
  for (const ip of ips) await visitor.get(`/site/${slug}`, visitorHeaders(ip));
}

async function signup(server: TestServer, slug: string, email: string, ip: string): Promise<void> {
  const thanks = await postForm(server.client(), `/site/${slug}/signup`, { email }, ip);
  expect(thanks.status).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
});

afterEach(async () => {
  for (const server of [...running]) await stop(server);
});

afterAll(async () => {
  await database?.drop();
  await smtp?.close();
});

describe('demand test signups across email settings', () => {
  it('still counts a signup made without email after the server restarts with SMTP configured', async () => {
    let server = await serverWith(false);
    const owner = await createSignedInUser(server);
    const { projectId, slug } = await publishedSite(server, owner, 'Mail Added Later');
    await completeWithScore(server, projectId);
    await visits(server, slug, ['203.0.113.61', '203.0.113.62']);
    await signup(server, slug, 'early@example.com', '203.0.113.61');
    await demandTest(owner.client, projectId);
    const before = await marketPart(server, projectId);
    expect(before.reason).toContain('led to a signup (1 signup, not confirmed by email because no confirmation email was sent)');

    await stop(server);
    server = await serverWith(true);
    const client: TestClient = sameBrowserOn(server, owner.client);
    let result = await demandTest(client, projectId);
    expect(result.data.demandTest).toMatchObject({ emailConfirmation: true, signups: 1, confirmedSignups: 0, countedSignups: 1 });
    expect(result.data.demandTest.signupList).toEqual([
      expect.objectContaining({ email: 'early@example.com', confirmed: false, counted: true }),
    ]);
    expect(result.data.demandTest.byDay).toEqual([expect.objectContaining({ signups: 1, confirmed: 0, counted: 1 })]);
    expect(result.data.demandTest.conversionRate).toBeCloseTo(1 / 2);
    expect(await marketPart(server, projectId)).toEqual(before);
    const csv = await client.get(`/api/projects/${projectId}/demand-test/signups.csv`);
    expect(csv.text).toContain('early@example.com,no,yes,');

    // A signup made now is asked to confirm: it counts once confirmed, beside the earlier one.
    await signup(server, slug, 'later@example.com', '203.0.113.62');
    const mail = await smtp.waitFor('later@example.com');
    result = await demandTest(client, projectId);
    expect(result.data.demandTest).toMatchObject({ signups: 2, confirmedSignups: 0 });
    expect(result.data.demandTest.conversionRate).toBeCloseTo(1 / 2);
    const confirmLink = new URL(linksIn(mail).find((link) => link.includes('/confirm?'))!);
    expect((await server.client().get(confirmLink.pathname + confirmLink.search)).status).toBe(200);
    result = await demandTest(client, projectId);
    expect(result.data.demandTest).toMatchObject({ signups: 2, confirmedSignups: 1, countedSignups: 2 });
    expect(result.data.demandTest.conversionRate).toBeCloseTo(2 / 2);
    const market = await marketPart(server, projectId);
    expect(market.reason).toContain(
      'led to a signup (2 signups: 1 confirmed by email, 1 not confirmed by email because no confirmation email was sent)',
    );
    expect(market.evidence[0]?.label).toBe(
      'Demand test: 2 signups (1 not confirmed by email) from 2 visits (each visitor counted once a day)',
    );

    // The daily summary counts the earlier signup too, and says it was made without a confirmation email.
    const enabled = await client.graphql(`mutation($p: ID!) { setDemandTestDailySummary(projectId: $p, enabled: true) }`, { p: projectId });
    expect(enabled).toEqual({ data: { setDemandTestDailySummary: true } });
    const sentBefore = smtp.messages.length;
    expect(await server.application.services.demandTest.sendDailySummaries()).toBe(1);
    const summary = smtp.messages.slice(sentBefore).find((message) => message.to.includes(owner.email));
    // Quoted-printable: long lines are folded with a trailing "=".
    expect(summary?.raw.replace(/=\r?\n/g, '')).toContain(
      'So far: 2 visits (each visitor counted once a day), 1 confirmed signup and 1 signup made when no confirmation email was sent.',
    );
  });

  it('does not count a signup asked to confirm by email and never confirmed on a server without SMTP', async () => {
    let server = await serverWith(true);
    const owner = await createSignedInUser(server);
    const { projectId, slug } = await publishedSite(server, owner, 'Mail Removed Later');
    await completeWithScore(server, projectId);
    await visits(server, slug, ['203.0.113.71', '203.0.113.72']);
    await signup(server, slug, 'typo@exmaple.com', '203.0.113.71');
    await smtp.waitFor('typo@exmaple.com');
    await demandTest(owner.client, projectId);
    const before = await marketPart(server, projectId);
    expect(before.reason).toContain('led to a confirmed signup (0 confirmed signups)');

    await stop(server);
    server = await serverWith(false);
    const client = sameBrowserOn(server, owner.client);
    const result = await demandTest(client, projectId);
    expect(result.data.demandTest).toMatchObject({ emailConfirmation: false, signups: 1, confirmedSignups: 0, countedSignups: 0 });
    expect(result.data.demandTest.bySource).toEqual([expect.objectContaining({ signups: 1, confirmed: 0, counted: 0 })]);
    expect(result.data.demandTest.conversionRate).toBe(0);
    expect(await marketPart(server, projectId)).toEqual(before);
    const csv = await client.get(`/api/projects/${projectId}/demand-test/signups.csv`);
    expect(csv.text).toContain('typo@exmaple.com,no,no,');
  });

  it('scores the same on two servers sharing a database with different SMTP settings', async () => {
    const withEmail = await serverWith(true);
    const withoutEmail = await serverWith(false);
    const owner = await createSignedInUser(withEmail);
    const { projectId, slug } = await publishedSite(withEmail, owner, 'Two Processes');
    await completeWithScore(withEmail, projectId);
    await visits(withoutEmail, slug, ['203.0.113.81', '203.0.113.82', '203.0.113.83']);
    // One signup through each: the one on the server with email is asked to confirm and does not confirm.
    await signup(withEmail, slug, 'asked@example.com', '203.0.113.81');
    await smtp.waitFor('asked@example.com');
    await signup(withoutEmail, slug, 'unasked@example.com', '203.0.113.82');

    // Each server's owner view rescores the project; neither changes what the other stored.
    const first = await demandTest(owner.client, projectId);
    const scoredByEmailServer = await marketPart(withEmail, projectId);
    const second = await demandTest(sameBrowserOn(withoutEmail, owner.client), projectId);
    const scoredByOtherServer = await marketPart(withoutEmail, projectId);
    expect(scoredByOtherServer).toEqual(scoredByEmailServer);
    expect(second.data.demandTest.conversionRate).toBe(first.data.demandTest.conversionRate);
    expect(first.data.demandTest.conversionRate).toBeCloseTo(1 / 3);
    expect(scoredByEmailServer.reason).toContain(
      'led to a signup (1 signup, not confirmed by email because no confirmation email was sent)',
    );
    await demandTest(owner.client, projectId);
    expect(await marketPart(withEmail, projectId)).toEqual(scoredByEmailServer);
  });
});
