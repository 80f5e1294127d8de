/**
 * Browser tests drive Debian's chromium through playwright-core: a fresh profile per session,
 * a screenshot of every screen visited (artifacts/screenshots/, git-ignored) and axe-core checks.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The built web app the test server serves (`pnpm test:e2e` builds web/dist first). */
export const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? path.join(repositoryRoot, 'web/dist');
export const SCREENSHOT_DIR = path.join(repositoryRoot, 'artifacts/screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors seen so far (handy in failure messages). */
  pageErrors: string[];
  /** Closes chromium and deletes its profile directory. */
  close(): Promise<void>;
}

/** A desktop browser's user agent: headless chromium's own says "HeadlessChrome", which the demand test counts as a bot. */
export const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser with its own fresh profile (so its own cookies), one page open at `baseUrl`. */
export async function openBrowser(
  baseUrl: string,
  options: { viewport?: { width: number; height: number }; userAgent?: string } = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'ideascope-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` in a fresh browser at `baseUrl` and closes it afterwards, also when `run` fails. */
export async function withBrowser(baseUrl: string, run: (session: BrowserSession) => Promise<void>): Promise<void> {
  const session = await openBrowser(baseUrl);
  try {
    await run(session);
  } finally {
    await session.close();
  }
}

/** Signs a browser in as the user by giving it the session cookies of the user's test client. */
export async function addSessionCookies(
  context: BrowserContext,
  user: { client: { cookies: Map<string, string> } },
  url: string,
): Promise<void> {
  await context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url })));
}

/** Saves a full-page screenshot as artifacts/screenshots/<name>.png for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
  // From the top, so sticky bars and the side navigation sit where a person first sees them.
  const scrollY = await page.evaluate(() => window.scrollY);
  if (scrollY) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  if (scrollY) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  return file;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails with a readable list when a serious or critical violation exists. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol, not as a <script> tag, so the app's CSP (script-src 'self') stays in force.
  if (!hasAxe) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length > 0) {
    const details = serious
      .map(
        (violation) =>
          `- [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join('\n    ')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${screen}:\n${details}`);
  }
}

/** Screenshot + axe: call once a screen has settled. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}
