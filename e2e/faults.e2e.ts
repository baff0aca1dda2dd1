/**
 * Faults on every screen: the API answers 500, drops the connection, answers after 12 s (past
 * the console's 10 s timeout) or the token is revoked. Each screen must end in the shared error
 * display, a not-found page or the /logout redirect, keep its layout, and throw nothing; a form
 * must keep what was typed.
 *
 * The journeys mostly wait (on back-off between retries, on the 10 s timeout), so they wait side by
 * side; only the revoked-token journey lets requests reach the server. Their pages ask for reduced
 * motion: dozens of spinners turning at once would starve two cores.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import pLimit from 'p-limit';
import type { Frame, Page } from 'playwright-core';
import { meetFault, startFaultProxy, type Fault, type FaultProxy } from './faultProxy';
import { createHarness, waitForPath } from './harness';
import { adminToken, signedInScreens, signInOnLoad, type Screen } from './paths';

const e2e = createHarness();
let screens: Screen[] = [];
let proxy: FaultProxy | undefined;

before(async () => {
  await e2e.ready();
  proxy = await startFaultProxy(e2e.baseUrl);
  const { token } = await adminToken(e2e.baseUrl);
  screens = await signedInScreens(e2e.baseUrl, token);
});
after(() => proxy?.close());

/** `path` on the proxy, where a page's faults are injected. */
function throughProxy(path: string): string {
  assert.ok(proxy, 'the fault proxy has not started');
  return `${proxy.url}${path}`;
}

/** A signed-in page whose API GETs (or also writes, with `writes`) meet the fault. */
async function faultyPage(t: TestContext, fault: Fault, writes = false): Promise<Page> {
  const page = await e2e.newPage(t, { expectFailedRequests: true, reducedMotion: true });
  await signInOnLoad(page, await adminToken(e2e.baseUrl));
  await meetFault(page, fault, writes);
  return page;
}

/** Forms that fetch nothing until they are sent: faults show only on submit. */
const loadsNothing = (screen: Screen) => ['/regions/create', '/categories/create'].includes(screen.path);

/** What a fault does to a load: a server error carries a message, a lost or late answer none. */
type FaultKind = 'server' | 'network';

const INJECTED = 'Injected server failure';
const GENERIC = 'Something went wrong, please try again';

/**
 * The text each screen must show when its loads meet `kind`, from the spec's error catalogue
 * (section 8) and the console's own fallbacks:
 * - a business's or a referral's pages (its detail, edit and new-transaction pages): the generic
 *   not-found page, whatever the failure (spec: "Referral or business load failure: generic
 *   not-found page");
 * - the forms that load their choices: their own line (the referral form gives the server's message
 *   when there is one);
 * - a user's pages: the server's message as the page text, 'Something went wrong' without one;
 * - every other screen: the shared error display, with the server's message or the generic banner.
 */
function expectedText(path: string, kind: FaultKind): string | RegExp {
  if (/^\/(businesses|referrals)\/\d+(\/edit|\/transaction\/create)?$/.test(path)) return 'Not found';
  if (path === '/businesses/create') return 'The regions or categories to choose from could not be loaded';
  if (path === '/referrals/create')
    return kind === 'server' ? INJECTED : 'The businesses could not be loaded';
  if (path === '/users/create') return /^The businesses could not be loaded\. Try again$/;
  if (/^\/users\/\d+(\/edit)?$/.test(path)) return kind === 'server' ? INJECTED : 'Something went wrong';
  return kind === 'server' ? INJECTED : GENERIC;
}

/** The screen ended in the state a person can act on that this fault calls for, inside the layout. */
async function expectHandled(page: Page, screen: Screen, kind: FaultKind, waitMs: number): Promise<void> {
  await page.getByText('Signed in as').waitFor({ timeout: waitMs });
  if (loadsNothing(screen)) {
    // They simply stay usable.
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: waitMs });
    return;
  }
  const text = expectedText(screen.path, kind);
  // Both of the users screen's lists fail, so it says so twice.
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout: waitMs })
    .catch((error: unknown) => {
      throw new Error(`expected ${String(text)}: ${error instanceof Error ? error.message : String(error)}`);
    });
}

/*
 * Opening a page costs about a second of CPU on this machine: a few at a time, so that no page
 * misses its own timeouts while others start. First come, first served.
 */
const opening = pLimit(3);

/**
 * Visits every screen with `pages` pages side by side, each going on to the next screen left, and
 * names the screen in a failure. A page reused for the next screen loads it afresh, from its cache.
 */
async function visitEveryScreen(
  pages: number,
  open: () => Promise<Page>,
  visit: (page: Page, screen: Screen) => Promise<void>,
): Promise<void> {
  const left = [...screens];
  const worker = async () => {
    const page = await opening(open);
    for (let screen = left.shift(); screen; screen = left.shift()) {
      const { path } = screen;
      await visit(page, screen).catch((error: unknown) => {
        throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  };
  await Promise.all(Array.from({ length: pages }, worker));
}

async function everyScreenHandles(
  t: TestContext,
  fault: Fault,
  kind: FaultKind,
  waitMs: number,
  pages: number,
) {
  await visitEveryScreen(
    pages,
    () => faultyPage(t, fault),
    async (page, screen) => {
      await opening(async () => {
        await page.goto(throughProxy(screen.path));
        await page.getByText('Signed in as').waitFor();
      });
      await expectHandled(page, screen, kind, waitMs);
    },
  );
}

describe('faults', { concurrency: true }, () => {
  // First in line to open its pages, one per screen, as it waits longest: 4 attempts of 10 s
  // plus back-off.
  test('every screen handles answers slower than the 10 s timeout', { timeout: 600_000 }, async (t) => {
    await everyScreenHandles(t, 'late', 'network', 120_000, screens.length);
  });

  test('every screen handles a 500 from the server', async (t) => {
    await everyScreenHandles(t, '500', 'server', 60_000, 4);
  });

  test('every screen handles a dropped connection', async (t) => {
    await everyScreenHandles(t, 'dropped', 'network', 60_000, 4);
  });

  test('every screen sends the admin to /login through /logout once the token is revoked', async (t) => {
    await visitEveryScreen(
      2,
      async () => {
        const page = await e2e.newPage(t, { expectFailedRequests: true, reducedMotion: true });
        await page.goto('/login');
        return page;
      },
      async (page, screen) => {
        const session = await adminToken(e2e.baseUrl);
        await page.evaluate((stored) => {
          window.localStorage.setItem('token', stored.token);
          window.localStorage.setItem('user', stored.user);
        }, session);
        await e2e.revokeAllSessions();
        const visited: string[] = [];
        const onNavigated = (frame: Frame) => {
          if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
        };
        page.on('framenavigated', onNavigated);
        try {
          await opening(() => page.goto(screen.path));
          if (loadsNothing(screen)) {
            await page.getByRole('heading', { level: 1 }).waitFor();
            return;
          }
          await waitForPath(page, '/login');
        } finally {
          page.off('framenavigated', onNavigated);
        }
        assert.ok(visited.includes('/logout') || visited.includes('/login'), 'went to /login');
        assert.equal(
          await page.evaluate(() => window.localStorage.getItem('token')),
          null,
          'cleared the token',
        );
      },
    );
  });

  /** A region form sent into `fault`: the alert says what went wrong and the typed name stays. */
  async function formKeepsInput(
    t: TestContext,
    fault: Fault,
    kind: FaultKind,
    name: string,
    alertWaitMs?: number,
  ) {
    const page = await opening(async () => {
      const opened = await faultyPage(t, fault, true);
      await opened.goto(throughProxy('/regions/create'));
      await opened.getByLabel('Name').fill(name);
      return opened;
    });
    await page.getByRole('button', { name: 'Create' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: alertWaitMs });
    assert.equal((await alert.innerText()).trim(), kind === 'server' ? INJECTED : GENERIC);
    assert.equal(await page.getByLabel('Name').inputValue(), name);
    assert.equal(new URL(page.url()).pathname, '/regions/create');
  }

  test('a form keeps what was typed when sending meets a 500', async (t) => {
    await formKeepsInput(t, '500', 'server', 'Kept after a failure');
  });

  test('a form keeps what was typed when sending meets a dropped connection', async (t) => {
    await formKeepsInput(t, 'dropped', 'network', 'Kept after a dropped connection');
  });

  test('a form keeps what was typed when sending times out', { timeout: 360_000 }, async (t) => {
    await formKeepsInput(t, 'late', 'network', 'Kept after a timeout', 60_000);
  });
});
