import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createHarness, TIMEOUT_MS, waitForPath } from './harness';
import { adminToken } from './paths';

const e2e = createHarness();

/** Names and addresses no seeded record has, so each journey works on its own people. */
const stamp = Date.now().toString(36);
const NEW_PASSWORD = 'granite viking orbit';

let token: string | undefined;

async function api(path: string, init: { method?: string; body?: unknown; signedIn?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.signedIn !== false) {
    token ??= (await adminToken(e2e.baseUrl)).token;
    headers['x-auth-token'] = token;
  }
  const response = await fetch(`${e2e.baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
}

/** Invites someone as the demo admin and returns their details. */
async function invite(firstName: string, isAdmin: boolean) {
  const lastName = `Account${stamp}`;
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  await api('/auth/register', {
    method: 'POST',
    body: { firstName, lastName, email, mobile: '0400333444', isAdmin },
  });
  return { firstName, lastName, name: `${firstName} ${lastName}`, email };
}

/** The path and query of the newest link mailed to `to` (the server may know another origin). */
async function mailedLink(to: string, kind: 'invitation' | 'password-reset'): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  // Reset mail is sent after the answer, so it may land a moment later.
  for (;;) {
    const link = e2e.outbox.latest(to, kind)?.link;
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    assert.ok(Date.now() < deadline, `no ${kind} mail reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function createPassword(page: Page, password: string, again = password) {
  await page.getByLabel('Create Password').fill(password);
  await page.getByLabel('Verify Password').fill(again);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a non-admin invitee verifies in a fresh browser and is sent to /get-app', async (t) => {
  const nora = await invite('Nora', false);
  const link = await mailedLink(nora.email, 'invitation');
  assert.match(link, /^\/verify\?token=/);

  const page = await e2e.newPage(t);
  await page.goto(link);
  await heading(page, `Hello ${nora.name}`).waitFor();
  await page.getByText('Please create a password to verify your account').waitFor();
  assert.equal(await page.getByText('Signed in as').count(), 0, 'a public page, not the console');

  await createPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await page.getByText('Passwords do not match!').waitFor();
  await page.getByLabel('Create Password').fill('short');
  await page.getByText('Strength: Too short').waitFor();
  // The strength meter spans its field.
  const field = await page
    .getByLabel('Create Password')
    .locator('xpath=ancestor::*[contains(@class, "ant-input-affix-wrapper")][1]')
    .boundingBox();
  const meter = await page.locator('.password-meter').boundingBox();
  assert.ok(
    field && meter && meter.width >= field.width - 1,
    `meter ${meter?.width} px, field ${field?.width} px`,
  );

  await createPassword(page, NEW_PASSWORD);
  await heading(page, 'Your account is verified').waitFor();
  await waitForPath(page, '/get-app');
  await heading(page, 'Please download the app to continue').waitFor();
  for (const store of [/Android/, /iOS/]) {
    const storeLink = page.getByRole('link', { name: store });
    assert.equal(await storeLink.getAttribute('target'), '_blank');
    assert.equal(await storeLink.getAttribute('rel'), 'noopener noreferrer');
    assert.match((await storeLink.getAttribute('href')) ?? '', /^https:\/\//);
  }

  // The link works once.
  await page.goto(link);
  await heading(page, 'No user found!').waitFor();
});

test('an admin invitee verifies, is told on /login the account is ready and signs in with the new password', async (t) => {
  const ada = await invite('Adele', true);
  const link = await mailedLink(ada.email, 'invitation');
  const page = await e2e.newPage(t);
  await page.goto(link);
  await heading(page, `Hello ${ada.name}`).waitFor();
  await createPassword(page, NEW_PASSWORD);
  await page.getByText('Taking you to sign in…').waitFor();
  await waitForPath(page, '/login');
  await page.getByText('Your account is ready. You can now sign in.').waitFor();
  await e2e.signIn(page, ada.email, NEW_PASSWORD);
  await page.getByText(ada.name, { exact: true }).waitFor();
});

test('a forgotten password is reset through the emailed link and the new one signs in', async (t) => {
  // A verified admin of this journey's own, so no other journey's password changes.
  const fay = await invite('Fay', true);
  const verifyLink = new URL(await mailedLink(fay.email, 'invitation'), e2e.baseUrl);
  await api(`/auth/verify${verifyLink.search}`, {
    method: 'POST',
    signedIn: false,
    body: { password: 'first-password-1', verifyPassword: 'first-password-1' },
  });

  const page = await e2e.newPage(t);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await waitForPath(page, '/forgot-password');
  await heading(page, 'Forgotten password?').waitFor();

  // Not a standard address: nothing is sent and nothing is said.
  const sentBefore = e2e.outbox.messages.length;
  await page.getByLabel('Email Address').fill('fay@example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.getByText('You will receive an email').count(), 0);
  assert.equal(await page.locator('.ant-form-item-explain').count(), 0);
  assert.equal(e2e.outbox.messages.length, sentBefore);

  await page.getByLabel('Email Address').fill(fay.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('You will receive an email with a link to reset your password').waitFor();
  await waitForPath(page, '/login');

  const resetLink = await mailedLink(fay.email, 'password-reset');
  assert.match(resetLink, /^\/reset-password\?token=/);
  const resetPage = await e2e.newPage(t);
  await resetPage.goto(resetLink);
  await heading(resetPage, `Hello ${fay.name}`).waitFor();
  await resetPage.getByText('Please enter your new password below.').waitFor();
  await resetPage.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await resetPage.getByLabel('Verify Password').fill(NEW_PASSWORD);
  await resetPage.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(resetPage, '/login');

  await e2e.submitLogin(resetPage, fay.email, 'first-password-1');
  await resetPage.getByRole('alert').getByText('Incorrect email or password.').waitFor();
  await e2e.signIn(resetPage, fay.email, NEW_PASSWORD);
  await resetPage.getByText(fay.name, { exact: true }).waitFor();
});

test('unknown links say "No user found!"; a bad reset link goes on to /login after 3 s', async (t) => {
  const page = await e2e.newPage(t);
  await page.goto('/verify?token=not-a-real-token');
  await heading(page, 'No user found!').waitFor();
  assert.equal(await page.getByLabel('Create Password').count(), 0);

  await page.goto('/reset-password?token=not-a-real-token');
  await heading(page, 'No user found!').waitFor();
  const started = Date.now();
  await waitForPath(page, '/login');
  assert.ok(Date.now() - started > 2000, 'it waited before going on');
});
