/**
 * End-to-end harness: the real server (in-process, fresh in-memory database with the demo seed,
 * serving the built console from dist/) and headless Debian Chromium driven by playwright-core.
 *
 * Use it from an `e2e/<feature>.e2e.ts` file:
 *
 *   import { test } from 'node:test';
 *   import { createHarness } from './harness';
 *
 *   const e2e = createHarness(); // one server and one browser for the whole file
 *
 *   test('admin sees the regions', async (t) => {
 *     const page = await e2e.newPage(t); // fails the test on any page error or console error
 *     await e2e.signIn(page);            // the demo admin, unless told otherwise
 *     await page.getByRole('link', { name: 'Regions' }).click();
 *   });
 *
 * Each page gets its own browser context (empty localStorage). `e2e.outbox` holds the mail the
 * server sent (verification and reset links); `e2e.server.db` is the database for setting up or
 * checking state directly. Run `npm run build` first: the console is served from dist/.
 *
 * Node 20 starts a file's top-level `before` hooks together, without waiting for one another:
 * a file's own `before` must `await e2e.ready()` before it uses `e2e.baseUrl` or `e2e.server`.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, type TestContext } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp, type RunningApp } from '../server/app';
import { DEFAULT_DIST_DIR } from '../server/http/console';
import type { Outbox } from '../server/mail';
import {
  CHEAP_PASSWORDS,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  freshDatabaseAt,
} from '../server/test-support';

export { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER };

/** Flags that let Debian's Chromium run headless as root without a network. */
const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long an expectation waits for the page before failing: a guard against a hang, not a
 * budget (budgets live in `npm run bench`). Two journey files run at once beside jest on two
 * cores, where a page of the fault journey, one of forty open, has been seen to take 20 s to load;
 * a wait that is met ends then.
 */
export const TIMEOUT_MS = 45_000;

type PageOptions = {
  expectFailedRequests?: boolean;
  /** The browser asks for reduced motion: no spinning or sliding while a page waits. */
  reducedMotion?: boolean;
};

export type Harness = {
  /** The server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly baseUrl: string;
  readonly server: RunningApp;
  /** Mail the server sent; read verification and reset links from it. */
  readonly outbox: Outbox;
  /** Resolves once the server and the browser are up (tests themselves need not wait for it). */
  ready(): Promise<void>;
  /** Ends every session on the server, as if each token had been revoked. */
  revokeAllSessions(): Promise<void>;
  /**
   * A page in a fresh browser context; the test fails if the page throws or logs an error.
   * Chromium's own "Failed to load resource" reports of 4xx answers are never counted; with
   * `expectFailedRequests` none are (for tests that make requests fail on purpose: 5xx,
   * aborted or timed-out calls).
   */
  newPage(t: TestContext, options?: PageOptions): Promise<Page>;
  /** Fills in and submits the login form without waiting for the outcome. */
  submitLogin(page: Page, email: string, password: string): Promise<void>;
  /** Signs in through the login form and waits for the signed-in layout. */
  signIn(page: Page, email?: string, password?: string): Promise<void>;
};

function findBrowser(): string {
  const script = path.join(__dirname, '..', 'scripts', 'find-browser.sh');
  const output = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return output.trim().split('\n').pop() ?? '';
}

/**
 * Console messages that are not application errors: Chromium reports every 4xx answer as a
 * "Failed to load resource" error, and the tests provoke those on purpose (a wrong password is a 401).
 */
function isExpectedNoise(text: string, expectFailedRequests: boolean): boolean {
  if (expectFailedRequests) return text.startsWith('Failed to load resource:');
  return /^Failed to load resource: the server responded with a status of 4\d\d/.test(text);
}

export type HarnessOptions = {
  /**
   * The server answers as a backend that keeps only the specification's promises (SPEC_MINIMAL=1),
   * or `'html'` as one behind a proxy that answers unknown paths with an HTML page (SPEC_MINIMAL=html).
   */
  specMinimal?: boolean | 'html';
  /** The build the server serves: dist/ (the tuned build) unless given (dist-plain/, `PLAIN=1 npm run build`). */
  distDir?: string;
};

/** Starts the server and the browser before the file's tests and stops them after. */
export function createHarness(options: HarnessOptions = {}): Harness {
  let server: RunningApp | undefined;
  let browser: Browser | undefined;
  let baseUrl = '';
  // Started by the first of the harness's before hook and a file's own `await e2e.ready()`.
  let starting: Promise<void> | undefined;
  const ready = () => (starting ??= start());
  before(ready);

  async function start(): Promise<void> {
    const distDir = options.distDir ?? DEFAULT_DIST_DIR;
    assert.ok(
      existsSync(path.join(distDir, 'index.html')),
      `${path.relative(process.cwd(), distDir)}/index.html is missing: run \`npm run build\` first (PLAIN=1 for dist-plain)`,
    );
    server = await createApp({
      // Journeys sign in a hundred times: their passwords are hashed at a cheap cost (the real cost,
      // like the sign-in limit, is covered by the server tests).
      database: await freshDatabaseAt('demo', CHEAP_PASSWORDS),
      passwordCost: CHEAP_PASSWORDS,
      outbox: 'memory',
      serveConsole: true,
      distDir,
      // Journeys sign in many times from one address; the limit itself is covered by the server tests.
      loginThrottle: { freePerAccount: 1000, perAccount: 10_000, perClient: 10_000 },
      // Every page, context and the fault proxy connect from one address, as behind a trusted proxy,
      // where the per-address cap is off too; the cap itself is covered by server/connections.test.ts.
      connections: { maxPerAddress: 0 },
      // Journeys open dozens of pages of the demo admin at once, each with a session of its own;
      // the cap per account is covered by server/auth.test.ts.
      sessionsPerAccount: 10_000,
      specMinimal: options.specMinimal ?? false,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    assert.ok(address && typeof address === 'object');
    baseUrl = `http://127.0.0.1:${address.port}`;
    browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS, headless: true });
  }

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const running = (): RunningApp => {
    assert.ok(server, 'the harness has not started; call createHarness() at the top of the test file');
    return server;
  };

  const harness: Harness = {
    get baseUrl() {
      return baseUrl;
    },
    get server() {
      return running();
    },
    get outbox() {
      return running().outbox;
    },
    ready,
    revokeAllSessions: () => running().revokeAllSessions(),

    async newPage(t, options = {}) {
      assert.ok(browser, 'the browser has not started');
      const context = await browser.newContext({
        baseURL: baseUrl,
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !isExpectedNoise(message.text(), options.expectFailedRequests ?? false)
        )
          problems.push(`console.error: ${message.text()}`);
      });
      t.after(async () => {
        await context.close();
        assert.deepEqual(problems, [], `the page reported errors:\n${problems.join('\n')}`);
      });
      return page;
    },

    async submitLogin(page, email, password) {
      await page.goto('/login');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    },

    async signIn(page, email = DEMO_ADMIN.email, password = DEMO_PASSWORD) {
      await harness.submitLogin(page, email, password);
      await page.getByText('Signed in as').waitFor();
    },
  };
  return harness;
}

/** Resolves when the page's path is `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: TIMEOUT_MS });
}
