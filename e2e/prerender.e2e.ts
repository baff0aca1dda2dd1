import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_PASSWORD, createHarness, waitForPath } from './harness';
import { trackDataRequests } from './journeys';

const e2e = createHarness();

test('the sign-in form is on the page, its first field focused, before any script runs, and what was typed and sent then signs in once they do', async (t) => {
  const page = await e2e.newPage(t);
  let releaseScripts = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email Address');
  await email.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'login-email');
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(DEMO_ADMIN.email);
  await password.fill(DEMO_PASSWORD);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await password.press('Enter');
  await page.waitForFunction(() => document.querySelector('form[data-held]') !== null);
  assert.deepEqual(navigations, [], 'Enter does not submit natively: the page stays, with what was typed');
  assert.equal(await password.inputValue(), DEMO_PASSWORD);

  releaseScripts();
  // No second Enter: the held sign-in is made once the scripts have taken the page over.
  await waitForPath(page, '/');
  await page.getByText('Signed in as').waitFor();
});

test('the prerendered page follows the theme chosen before, from its first paint', async (t) => {
  const page = await e2e.newPage(t, { expectFailedRequests: true });
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('console.theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(background, 'rgb(0, 0, 0)', 'the dark layout background without any script');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
});

test('every script and stylesheet of the first screens arrives compressed', async (t) => {
  const page = await e2e.newPage(t);
  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(js|css)$/.test(pathname)) return;
    encodings.set(pathname, (await response.allHeaders())['content-encoding'] ?? 'none');
  });
  const requests = trackDataRequests(page);
  await page.goto('/login');
  await requests.idle();
  await e2e.signIn(page);
  await requests.idle();
  const stylesheets = [...encodings.keys()].filter((file) => file.endsWith('.css'));
  assert.equal(stylesheets.length, 1, `one stylesheet: ${stylesheets.join(', ')}`);
  const plain = [...encodings].filter(([, encoding]) => !['br', 'gzip'].includes(encoding));
  assert.deepEqual(plain, [], 'nothing sent uncompressed');
});

test("a signed-out visitor to / gets the prerendered sign-in page before any of the console's scripts runs", async (t) => {
  const page = await e2e.newPage(t, { expectFailedRequests: true });
  // The console's scripts never arrive: only the page the build rendered can show the form.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await page.getByLabel('Email Address').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
});

test('a signed-in visitor to /login is sent to the console', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.goto('/login');
  await page.getByText('Signed in as').waitFor();
  assert.notEqual(new URL(page.url()).pathname, '/login');
});
