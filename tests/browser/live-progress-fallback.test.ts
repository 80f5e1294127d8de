/**
 * Live research progress in chromium (spec §7): sections arrive over the researchProgress
 * subscription; when the websocket cannot connect the workflow polls the results every 5 s at once
 * (not after graphql-ws gives up), and goes back to live updates when the socket connects again.
 *
 * The websocket is blocked with page.routeWebSocket: a blocked attempt is closed abnormally (1006)
 * before the graphql-ws handshake, like a proxy refusing it. The keywords stage's AI call is held by a
 * gate in front of the fake OpenAI server, so the test decides when the research can finish.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { addSessionCookies, type BrowserSession, checkScreen, openBrowser, WEB_DIST_DIR } from '../support/browser.js';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startForwardingGate, type ForwardingGate } from '../support/forwarding-gate.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const POLLING_NOTE = 'Live connection unavailable: checking for results every 5 seconds';
const LIVE_NOTE = 'Live updates';

/** The page's /graphql websocket, refused while `blocked`, otherwise connected to the server with its frames recorded. */
interface SocketControl {
  blocked: boolean;
  /** Drops the server's researchProgress events, as when they were published before the server's LISTEN was active. */
  dropEvents: boolean;
  attempts: number;
  framesFromServer: string[];
}

async function controlSocket(page: Page, blocked: boolean): Promise<SocketControl> {
  const control: SocketControl = { blocked, dropEvents: false, attempts: 0, framesFromServer: [] };
  await page.routeWebSocket('**/graphql', (socket: WebSocketRoute) => {
    control.attempts += 1;
    if (control.blocked) {
      socket.close({ code: 1006, reason: '' }).catch(() => undefined);
      return;
    }
    const server = socket.connectToServer();
    server.onMessage((message) => {
      control.framesFromServer.push(String(message));
      if (control.dropEvents && String(message).includes('"researchProgress"')) return;
      socket.send(message);
    });
  });
  return control;
}

/** Counts the page's researchResults queries over HTTP. */
function countResultsQueries(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'ResearchResults') counter.count += 1;
  });
  return counter;
}

let server: TestServer;
let fakeOpenAi: FakeOpenAi;
let gate: ForwardingGate;
let user: SignedUpUser;
let session: BrowserSession | undefined;

beforeAll(async () => {
  fakeOpenAi = await startFakeOpenAi({ mode: 'success' });
  // Keyword research waits at the gate while it is closed (legal asks no model).
  gate = await startForwardingGate(fakeOpenAi.url, { pathPrefix: '/v1', holds: (body) => body.includes('"keyword_research"') });
  server = await startTestServer({ WEB_DIST_DIR, OPENAI_API_KEY: 'sk-test-browser', OPENAI_BASE_URL: gate.url });
  user = await createSignedInUser(server, { firstName: 'Grace', lastName: 'Hopper' });
});

afterEach(async () => {
  gate.open();
  await session?.close();
  session = undefined;
});

afterAll(async () => {
  await server?.stop();
  await gate?.stop();
  await fakeOpenAi?.close();
});

async function signedInBrowser(): Promise<BrowserSession> {
  session = await openBrowser(server.url);
  await addSessionCookies(session.context, user, server.url);
  return session;
}

/** Step 1 through the UI: name the idea, generate its description, confirm (research starts). */
async function startResearch(page: Page, idea: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Idea Research' }).waitFor();
  await page.getByLabel('Idea name').fill(idea);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await page.getByRole('button', { name: 'Confirm & Start Research' }).click({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Research Progress' }).waitFor();
}

async function expectComplete(page: Page, idea: string): Promise<void> {
  await page.getByText('5 of 5 sections complete').waitFor({ timeout: 60_000 });
  await page.getByRole('region', { name: idea }).getByText('Complete', { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByText('Step 5 of 5').waitFor();
  expect(await page.getByRole('tabpanel').locator('tbody tr').count()).toBeGreaterThan(0);
}

describe('live research progress (chromium)', () => {
  test('with the websocket working, sections arrive live over the subscription', async () => {
    const { page, pageErrors } = await signedInBrowser();
    const socket = await controlSocket(page, false);
    const idea = 'Live bakery finder';
    gate.close();
    await startResearch(page, idea);

    await page.getByText(LIVE_NOTE, { exact: true }).waitFor();
    await page.getByText('4 of 5 sections complete').waitFor({ timeout: 30_000 });
    await checkScreen(page, 'workflow-live-progress');

    // The held keywords stage lands: its progress event arrives over the socket and the screen completes.
    const framesBefore = socket.framesFromServer.length;
    gate.open();
    await expectComplete(page, idea);
    const later = socket.framesFromServer
      .slice(framesBefore)
      .map((frame) => JSON.parse(frame) as { type: string; payload?: { data?: { researchProgress?: { stage: string } } } });
    expect(later.some((frame) => frame.type === 'next' && frame.payload?.data?.researchProgress?.stage === 'KEYWORDS')).toBe(true);
    expect(await page.getByText(POLLING_NOTE).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('with the websocket blocked, results are polled at once and the research completes on screen', async () => {
    const { page } = await signedInBrowser();
    const socket = await controlSocket(page, true);
    const resultsQueries = countResultsQueries(page);
    const idea = 'Offline bicycle repair club';
    gate.close();
    await startResearch(page, idea);

    // Polling starts on the first failed connection, not after graphql-ws's retries run out.
    await page.getByText(POLLING_NOTE).waitFor({ timeout: 10_000 });
    await page.getByText('4 of 5 sections complete').waitFor({ timeout: 30_000 });
    await checkScreen(page, 'workflow-progress-polling');
    gate.open();
    await expectComplete(page, idea);
    expect(socket.attempts).toBeGreaterThan(0);
    expect(socket.framesFromServer).toEqual([]);
    expect(await page.getByText(POLLING_NOTE).count()).toBe(0);

    // Polling stops once the research is complete.
    const afterCompletion = resultsQueries.count;
    await page.waitForTimeout(6_000);
    expect(resultsQueries.count).toBe(afterCompletion);
  });

  test('when the websocket comes back, polling stops and the rest arrives live', async () => {
    const { page } = await signedInBrowser();
    const socket = await controlSocket(page, true);
    const resultsQueries = countResultsQueries(page);
    const idea = 'Reconnecting plant nursery';
    gate.close();
    await startResearch(page, idea);

    await page.getByText(POLLING_NOTE).waitFor({ timeout: 10_000 });
    await page.getByText('4 of 5 sections complete').waitFor({ timeout: 30_000 });

    // The socket connects on graphql-ws's next retry: live again, no more polling.
    socket.blocked = false;
    await page.getByText(LIVE_NOTE, { exact: true }).waitFor({ timeout: 30_000 });
    // The catch-up read goes 1.5 s after reconnecting (the next one 15 s later): past it even on a busy machine.
    await page.waitForTimeout(3_000);
    const whileLive = resultsQueries.count;
    await page.waitForTimeout(6_000);
    expect(resultsQueries.count).toBe(whileLive);

    const framesBefore = socket.framesFromServer.length;
    gate.open();
    await expectComplete(page, idea);
    expect(socket.framesFromServer.length).toBeGreaterThan(framesBefore);
  });

  test('progress events the page never receives (a late or reconnecting server) do not stall it: it catches up', async () => {
    const { page } = await signedInBrowser();
    const socket = await controlSocket(page, false);
    socket.dropEvents = true;
    const idea = 'Quiet socket tea club';
    gate.close();
    await startResearch(page, idea);
    await page.getByText(LIVE_NOTE, { exact: true }).waitFor();
    await page.waitForTimeout(2_000); // the subscription is registered; the first catch-up has run

    // The held keywords stage lands; its event is sent but never reaches the page.
    const framesBefore = socket.framesFromServer.length;
    gate.open();
    await expectComplete(page, idea);
    expect(socket.framesFromServer.slice(framesBefore).some((frame) => frame.includes('"KEYWORDS"'))).toBe(true);
    expect(await page.getByText(POLLING_NOTE).count()).toBe(0);
  });
});
