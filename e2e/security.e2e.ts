/**
 * Security in the browser: the Content-Security-Policy holds (no inline scripts, no violations),
 * the token only ever travels to the same-origin /api/v1 in its header, and signing out leaves
 * nothing behind.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHarness, waitForPath } from './harness';
import { trackDataRequests } from './journeys';

const e2e = createHarness();

test('the console is served with a CSP that forbids inline and foreign scripts', async () => {
  for (const path of ['/', '/login', '/regions/1']) {
    const response = await fetch(`${e2e.baseUrl}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/, `${path}: ${csp}`);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    const html = await response.text();
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, `${path} has an inline script`);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  }
});

test('the token goes only to /api/v1 on the same origin, in its header, never in a URL', async (t) => {
  const page = await e2e.newPage(t);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, 'reportViolation');
      if (typeof report === 'function') report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const requests: { url: string; token: string | undefined }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), token: request.headers()['x-auth-token'] }),
  );

  const dataRequests = trackDataRequests(page);
  await e2e.signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const link of ['Businesses', 'Referrals', 'Users', 'Regions', 'Categories', 'Logs', 'Dashboard']) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await dataRequests.idle();
  }
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(token);

  const origin = new URL(e2e.baseUrl).origin;
  for (const request of requests) {
    const url = new URL(request.url);
    assert.equal(url.origin, origin, `no third-party request: ${request.url}`);
    assert.ok(!request.url.includes(token), `the token is not in ${request.url}`);
    if (request.token !== undefined)
      assert.ok(url.pathname.startsWith('/api/v1/'), `token sent to ${url.pathname}`);
  }
  assert.ok(
    requests.some((request) => request.token === token),
    'API calls carry the token',
  );
  assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
});

test('signing out clears local storage and cached data: Back shows nothing of the session', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Regions', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Regions' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sign Out', exact: true })
    .click();
  await waitForPath(page, '/login');
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  assert.deepEqual(
    keys.filter((key) => !key.startsWith('console.')),
    [],
    'only the theme and density settings remain',
  );
  // Back re-opens the guarded page: nothing of the session may show, and no token may come back.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
  assert.equal(await page.getByText('Signed in as').count(), 0);
});
