/**
 * Faults on every screen: the API answers 500, drops the connection, answers after 12 s (past
 * the console's 10 s timeout) or the token is revoked. Each screen must end in the shared error
 * display, a not-found page or the /logout redirect, keep its layout, and throw nothing; a form
 * must keep what was typed.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { createHarness, waitForPath } from './harness';
import { adminToken, signedInScreens, type Screen } from './paths';

const e2e = createHarness();
let screens: Screen[] = [];

before(async () => {
  await e2e.ready();
  const { token } = await adminToken(e2e.baseUrl);
  screens = await signedInScreens(e2e.baseUrl, token);
});

type Fault = (route: Route) => Promise<void>;

const answer500: Fault = (route) =>
  route.fulfill({ status: 500, json: { message: 'Injected server failure' } });
const dropConnection: Fault = (route) => route.abort('connectionreset');
const answerAfter12s: Fault = async (route) => {
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  // The console gave up at 10 s and aborted the request; the late answer may have nowhere to go.
  await route.fulfill({ status: 200, json: { data: [] } }).catch(() => undefined);
};

/** A signed-in page whose API GETs (or also writes, with `writes`) meet the fault. */
async function faultyPage(t: Parameters<typeof e2e.newPage>[0], fault: Fault, writes = false): Promise<Page> {
  const page = await e2e.newPage(t, { expectFailedRequests: true });
  const session = await adminToken(e2e.baseUrl);
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored.token);
    window.localStorage.setItem('user', stored.user);
  }, session);
  await page.route('**/api/v1/**', (route) =>
    route.request().method() === 'GET' || writes ? fault(route) : route.continue(),
  );
  return page;
}

/** The screen ended in a state a person can act on, inside the layout. */
async function expectHandled(page: Page, screen: Screen, waitMs: number): Promise<void> {
  await page.getByText('Signed in as').waitFor({ timeout: waitMs });
  if (
    screen.path.endsWith('/create') &&
    !screen.path.includes('businesses') &&
    !screen.path.includes('referrals') &&
    !screen.path.includes('users')
  ) {
    // These forms load nothing: they simply stay usable.
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: waitMs });
    return;
  }
  await page
    .getByText(/Something went wrong|Not found|Try again|could not be loaded|failed to load/i)
    .first()
    .waitFor({ timeout: waitMs });
}

async function everyScreen(
  t: Parameters<typeof e2e.newPage>[0],
  fault: Fault,
  waitMs: number,
  batch: number,
) {
  for (let start = 0; start < screens.length; start += batch) {
    await Promise.all(
      screens.slice(start, start + batch).map(async (screen) => {
        const page = await faultyPage(t, fault);
        await page.goto(screen.path);
        await expectHandled(page, screen, waitMs).catch((error: unknown) => {
          throw new Error(`${screen.path}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }),
    );
  }
}

test('every screen handles a 500 from the server', async (t) => {
  await everyScreen(t, answer500, 15_000, 6);
});

test('every screen handles a dropped connection', async (t) => {
  await everyScreen(t, dropConnection, 15_000, 6);
});

test('every screen handles answers slower than the 10 s timeout', { timeout: 240_000 }, async (t) => {
  // 4 attempts of 10 s plus back-off: all screens at once so the wait is paid once.
  await everyScreen(t, answerAfter12s, 75_000, screens.length);
});

test('every screen sends the admin to /login through /logout once the token is revoked', async (t) => {
  for (const screen of screens) {
    const page = await e2e.newPage(t, { expectFailedRequests: true });
    const session = await adminToken(e2e.baseUrl);
    await page.addInitScript((stored) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('token', stored.token);
        window.localStorage.setItem('user', stored.user);
      }
    }, session);
    await e2e.revokeAllSessions();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(screen.path);
    if (screen.path.endsWith('/create') && ['/regions/create', '/categories/create'].includes(screen.path)) {
      // Nothing is fetched until the form is sent: the revoked token shows on submit instead.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.close();
      continue;
    }
    await waitForPath(page, '/login');
    assert.ok(visited.includes('/logout') || visited.includes('/login'), `${screen.path} went to /login`);
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('token')),
      null,
      `${screen.path} cleared the token`,
    );
    await page.close();
  }
});

for (const [name, fault] of [
  ['a 500', answer500],
  ['a dropped connection', dropConnection],
] as const) {
  test(`a form keeps what was typed when sending meets ${name}`, async (t) => {
    const page = await faultyPage(t, fault, true);
    await page.goto('/regions/create');
    await page.getByLabel('Name').fill('Kept after a failure');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('alert').waitFor();
    assert.equal(await page.getByLabel('Name').inputValue(), 'Kept after a failure');
    assert.equal(new URL(page.url()).pathname, '/regions/create');
  });
}

test('a form keeps what was typed when sending times out', { timeout: 60_000 }, async (t) => {
  const page = await faultyPage(t, answerAfter12s, true);
  await page.goto('/regions/create');
  await page.getByLabel('Name').fill('Kept after a timeout');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('alert').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByLabel('Name').inputValue(), 'Kept after a timeout');
});
