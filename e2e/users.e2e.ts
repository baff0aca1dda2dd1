import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Business } from '../src/api/generated/businesses';
import type { User } from '../src/api/generated/users';
import { createHarness, waitForPath } from './harness';
import { openDialog } from './journeys';
import { adminToken } from './paths';

const e2e = createHarness();

/** Names and addresses no seeded record has, so each journey works on its own users. */
const stamp = Date.now().toString(36);
let people = 0;
const person = (firstName: string, lastName = `Tester${stamp}n${(people += 1)}`) => {
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  };
};

let token: string | undefined;

/** The API as the demo admin, for setting up and checking state without the browser. */
async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  token ??= (await adminToken(e2e.baseUrl)).token;
  const response = await fetch(`${e2e.baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  const body: { data: T } = await response.json();
  return body.data;
}

const invite = (who: ReturnType<typeof person>) =>
  api<User>('/auth/register', {
    method: 'POST',
    body: {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      mobile: '0400111222',
      isAdmin: false,
    },
  });

const invitations = (email: string) =>
  e2e.outbox.messages.filter((message) => message.kind === 'invitation' && message.to === email).length;

const unverifiedEmails = async () => (await api<User[]>('/unverified')).map((user) => user.email);

const main = (page: Page) => page.getByRole('main');
const unverified = (page: Page) => main(page).getByRole('region', { name: 'Unverified users' });

/** Confirms the dialog that asks exactly `question`. */
async function answer(page: Page, question: string, button: string) {
  const dialog = await openDialog(page, question);
  assert.equal(await dialog.locator('.ant-modal-confirm-title').textContent(), question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('an admin invites a user from /users/create, who then waits among the unverified users', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const ivy = person('Ivy');
  const [business] = await api<Business[]>('/businesses');
  assert.ok(business, 'the demo data has businesses');

  await page.goto('/users');
  await main(page).getByRole('link', { name: 'Create User' }).click();
  await waitForPath(page, '/users/create');
  await main(page).getByRole('heading', { level: 1, name: 'Create New User' }).waitFor();
  await page.getByLabel('First Name').fill(ivy.firstName);
  await page.getByLabel('Last Name').fill(ivy.lastName);
  await page.getByLabel('Email').fill(ivy.email);
  await page.getByLabel('Mobile').fill('0412345678');
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await combobox.click();
  await combobox.fill(business.name);
  await page.locator(`.ant-select-item-option-active[title="${business.name}"]`).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await waitForPath(page, '/users');
  await unverified(page).getByRole('textbox', { name: 'Search unverified users' }).fill(ivy.email);
  await unverified(page)
    .getByRole('link', { name: `Details of ${ivy.name}`, exact: true })
    .waitFor();
  const invited = (await api<User[]>('/unverified')).find((user) => user.email === ivy.email);
  assert.equal(invited?.business, business.id);
  assert.equal(invited?.isAdmin, false);
  assert.match(e2e.outbox.latest(ivy.email, 'invitation')?.link ?? '', /\/verify\?token=/);
});

test('an admin resends one invitation and removes one invitee from their rows', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const rita = person('Rita');
  const rob = person('Rob');
  await invite(rita);
  await invite(rob);

  await page.goto(`/users?u.q=${stamp}`);
  const ritaRow = unverified(page).getByRole('row').filter({ hasText: rita.email });
  await ritaRow.getByRole('button', { name: `Resend verification email to ${rita.name}` }).click();
  await answer(
    page,
    `Are you sure you want to resend verification email to ${rita.name} (${rita.email})`,
    'Resend',
  );
  await page.getByText(`Verification email sent to ${rita.email}`).waitFor();
  assert.equal(invitations(rita.email), 2, 'a second invitation went out');

  const robRow = unverified(page).getByRole('row').filter({ hasText: rob.email });
  await robRow.getByRole('button', { name: `Remove ${rob.name}` }).click();
  await answer(page, `Are you sure you want to remove ${rob.name}`, 'Remove');
  // The list refetches by itself.
  await robRow.waitFor({ state: 'detached' });
  await ritaRow.waitFor();
  const emails = await unverifiedEmails();
  assert.ok(!emails.includes(rob.email));
  assert.ok(emails.includes(rita.email));
});

test('an admin resends to several invitees and removes several with one confirmation each', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const tag = `Batch${stamp}`;
  const batch = [person('Bea', tag), person('Ben', tag), person('Bo', tag)];
  for (const who of batch) await invite(who);

  await page.goto('/users');
  await unverified(page).getByRole('textbox', { name: 'Search unverified users' }).fill(tag);
  const select = async () => {
    for (const who of batch)
      await unverified(page)
        .getByRole('checkbox', { name: `Select ${who.name}` })
        .check();
  };

  await select();
  await unverified(page).getByRole('button', { name: 'Resend selected (3)' }).click();
  await answer(page, 'Resend verification email to 3 users?', 'Resend');
  const sent = unverified(page).getByRole('alert').filter({ hasText: 'Resend verification email: 3 sent' });
  await sent.waitFor();
  for (const who of batch) {
    await sent.getByText(`${who.name} (${who.email}): sent`).waitFor();
    assert.equal(invitations(who.email), 2, `${who.name} got a second invitation`);
  }

  await select();
  await unverified(page).getByRole('button', { name: 'Remove selected (3)' }).click();
  await answer(page, 'Remove 3 users?', 'Remove');
  const removed = unverified(page).getByRole('alert').filter({ hasText: 'Remove users: 3 removed' });
  await removed.waitFor();
  await unverified(page).getByText('No unverified users found').waitFor();
  const emails = await unverifiedEmails();
  for (const who of batch) {
    await removed.getByText(`${who.name} (${who.email}): removed`).waitFor();
    assert.ok(!emails.includes(who.email), `${who.name} is gone`);
  }
});
