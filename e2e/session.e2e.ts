import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER, createHarness, waitForPath } from './harness';
import { trackDataRequests } from './journeys';

const e2e = createHarness();
const adminName = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    user: window.localStorage.getItem('user'),
  }));

test('the demo admin signs in and lands on the dashboard', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.submitLogin(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await waitForPath(page, '/');
  await page.getByText('Signed in as').waitFor();
  await page.getByText(adminName, { exact: true }).waitFor();
  const stored = await storedSession(page);
  assert.ok(stored.token, 'the token is kept in localStorage');
  assert.ok(stored.user?.includes(DEMO_ADMIN.email));
});

test("a wrong password shows the server's message in a banner under the form", async (t) => {
  const page = await e2e.newPage(t);
  await e2e.submitLogin(page, DEMO_ADMIN.email, 'not-the-password');
  const banner = page.getByRole('alert');
  await banner.getByText('Incorrect email or password.').waitFor();
  const form = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
  const alert = await banner.boundingBox();
  assert.ok(form && alert && alert.y > form.y, 'the banner is below the form');
  assert.equal(new URL(page.url()).pathname, '/login');
});

test('a non-admin is turned away with "You are not an admin" and nothing is stored', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.submitLogin(page, DEMO_USER.email, DEMO_PASSWORD);
  await page.getByRole('alert').getByText('You are not an admin').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.deepEqual(await storedSession(page), { token: null, user: null });
});

test('a guarded page sends a signed-out visitor to /login', async (t) => {
  const page = await e2e.newPage(t);
  await page.goto('/regions');
  await waitForPath(page, '/login');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
});

test('Sign Out in the drawer ends on /login and clears the stored session', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sign Out', exact: true })
    .click();
  await waitForPath(page, '/login');
  assert.deepEqual(await storedSession(page), { token: null, user: null });
  await page.goto('/regions');
  await waitForPath(page, '/login');
});

test('the session is restored when the page is reloaded', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.reload();
  await page.getByText('Signed in as').waitFor();
  await page.getByText(adminName, { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});

test('a token revoked mid-session sends the admin to /login through /logout', async (t) => {
  const page = await e2e.newPage(t);
  const requests = trackDataRequests(page);
  await e2e.signIn(page);
  // The dashboard's reads must be answered first: one still in flight when the token is revoked
  // gets the 401 itself, and the console leaves for /login before the link can be clicked.
  await requests.idle();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await e2e.revokeAllSessions();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Regions', exact: true })
    .click();
  await waitForPath(page, '/login');
  assert.ok(visited.includes('/logout'), `went through /logout (visited ${visited.join(' → ')})`);
  assert.deepEqual(await storedSession(page), { token: null, user: null });
});

test('the public pages are set in the console’s sans-serif type, never the browser’s serif default', async (t) => {
  const page = await e2e.newPage(t);
  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  const firstChoice = (family: string) => family.split(',')[0]?.trim();
  // Each page's final heading: /verify shows one while it looks the link up, then another.
  const finalHeadings = {
    '/login': 'Sign in',
    '/forgot-password': 'Forgotten password?',
    '/get-app': 'Please download the app to continue',
    '/verify?token=unknown': 'No user found!',
  };
  for (const [path, heading] of Object.entries(finalHeadings)) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const family = await fontOf('h1');
    assert.doesNotMatch(family, /Times|^serif$/, `${path} h1: ${family}`);
    assert.match(family, /sans-serif/, `${path} h1: ${family}`);
  }
  await page.goto('/login');
  const label = await fontOf('label');
  assert.match(label, /sans-serif/, `a sign-in label: ${label}`);
  const publicFont = firstChoice(await fontOf('h1'));

  await e2e.signIn(page);
  assert.equal(firstChoice(await fontOf('main h1')), publicFont, 'the console’s headings use the same type');
});

test("the top bar shows the admin's name whole on a phone, and 'Signed in as' beside it on a laptop", async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 375, height: 800 });
  await e2e.submitLogin(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await waitForPath(page, '/');
  const bar = page.locator('header');
  const name = bar.getByText(adminName, { exact: true });
  await name.waitFor();
  // Shown whole: inside the screen, and nothing of it cut by an ellipsis.
  const shown = await name.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { whole: element.scrollWidth <= element.clientWidth, left: box.left, right: box.right };
  });
  assert.ok(
    shown.whole && shown.left >= 0 && shown.right <= 375,
    `the name on a phone: ${JSON.stringify(shown)}`,
  );

  await page.setViewportSize({ width: 1366, height: 800 });
  const words = await bar.getByText('Signed in as').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element.firstChild ?? element);
    const words = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return words.top >= box.top && words.bottom <= box.bottom && words.width > 0;
  });
  assert.ok(words, "'Signed in as' shows beside the name on a laptop");
});
