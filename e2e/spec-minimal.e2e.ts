/**
 * The console against a backend that keeps the specification's promises and nothing more: the
 * reference server in its spec-minimal mode (fields the spec does not name dropped, optional ones
 * null, missing records answered 200 with no data, field errors as a bare list). Every screen is
 * read, and every kind of record created, edited and deleted, as an admin would.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../server/seed';
import { createHarness, TIMEOUT_MS, waitForPath } from './harness';
import { logJourney, referralJourney, watchList } from './bigLists';
import { answer, callApi, heading, main, searchOne } from './journeys';
import { signedInScreens } from './paths';

const e2e = createHarness({ specMinimal: true });
const stamp = Date.now().toString(36);
const NEW_PASSWORD = 'granite viking orbit';

const idInPath = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** Chooses an option of a searchable antd Select with the keyboard: type its name, then Enter. */
async function choose(page: Page, field: string, option: string) {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.click();
  const list = await combobox.getAttribute('aria-controls');
  assert.ok(list, `${field} names its list`);
  await combobox.fill(option);
  await page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${list}"]`) })
    .locator(`.ant-select-item-option-active[title="${option}"]`)
    .waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

async function mailedLink(to: string, kind: 'invitation' | 'password-reset'): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const link = e2e.outbox.latest(to, kind)?.link;
    if (link) return `${new URL(link).pathname}${new URL(link).search}`;
    assert.ok(Date.now() < deadline, `no ${kind} mail reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('every signed-in screen shows its page, with the admin named by first name alone', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  await page.getByText(`Signed in as ${DEMO_ADMIN.firstName}`, { exact: true }).waitFor();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(token);
  for (const screen of await signedInScreens(e2e.baseUrl, token)) {
    await page.goto(screen.path);
    await main(page).getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await main(page).getByText('Not found', { exact: true }).count(), 0, screen.path);
  }
  // The session is restored on a reload though the stored user has no last name.
  await page.reload();
  await page.getByText(`Signed in as ${DEMO_ADMIN.firstName}`, { exact: true }).waitFor();
});

test('records the backend answers with no data show the not-found page', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  for (const path of [
    '/regions/999999',
    '/regions/999999/edit',
    '/categories/999999',
    '/categories/999999/edit',
    '/businesses/999999',
    '/businesses/999999/edit',
    '/referrals/999999',
    '/referrals/999999/edit',
    '/referrals/999999/transaction/create',
    '/users/999999',
    '/users/999999/edit',
  ]) {
    await page.goto(path);
    await main(page).getByText('Not found', { exact: true }).waitFor();
  }
  await page.goto('/regions/999999');
  await main(page).getByText('404', { exact: true }).waitFor();
});

test('an admin creates, edits and deletes a region, a category and a business', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);

  await page.goto('/regions/create');
  await page.getByLabel('Name').fill(`Region ${stamp}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/regions');
  await page.goto('/categories/create');
  await page.getByLabel('Category Name').fill(`Category ${stamp}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/categories');

  await page.goto('/businesses/create');
  await page.getByLabel('Name', { exact: true }).fill(`Business ${stamp}`);
  await choose(page, 'Region', `Region ${stamp}`);
  await choose(page, 'Categories', `Category ${stamp}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/businesses');
  await searchOne(page, 'Search businesses', stamp);
  await main(page)
    .getByRole('link', { name: `Details of Business ${stamp}` })
    .click();
  await heading(page, `Business ${stamp}`).waitFor();
  const business = idInPath(page);
  await main(page).getByText('No referrals found').waitFor();
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await heading(page, 'Edit Business').waitFor();
  await page.getByLabel('Name', { exact: true }).fill(`Renamed business ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/businesses/${business}`);
  await heading(page, `Renamed business ${stamp}`).waitFor();
  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this business?', 'Delete');
  await waitForPath(page, '/businesses');

  const regions = await callApi<{ id: number; name: string }[]>(e2e.baseUrl, page, '/regions');
  const region = regions.find((item) => item.name === `Region ${stamp}`);
  assert.ok(region);
  await page.goto(`/regions/${region.id}/edit`);
  await page.getByLabel('Name').fill(`Renamed region ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/regions/${region.id}`);
  await heading(page, `Renamed region ${stamp}`).waitFor();
  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this region?', 'Delete');
  await waitForPath(page, '/regions');

  const categories = await callApi<{ id: number; name: string }[]>(e2e.baseUrl, page, '/categories');
  const category = categories.find((item) => item.name === `Category ${stamp}`);
  assert.ok(category);
  await page.goto(`/categories/${category.id}/edit`);
  await page.getByLabel('Category Name').fill(`Renamed category ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/categories/${category.id}`);
  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this category?', 'Delete');
  await waitForPath(page, '/categories');
});

test('an admin creates a referral, edits it, records money made, edits and deletes it, and deletes the referral', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  const businesses = await callApi<{ id: number; name: string }[]>(e2e.baseUrl, page, '/businesses');
  const [referrer, referredTo] = businesses;
  assert.ok(referrer && referredTo);
  const customer = `Customer ${stamp}`;

  await page.goto('/referrals/create');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Mobile').fill('0400123456');
  await page.getByLabel('Business Name').fill(customer);
  await choose(page, 'Referrer', referrer.name);
  await choose(page, 'Referred To', referredTo.name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/referrals');
  await searchOne(page, 'Search referrals', customer);
  await main(page)
    .getByRole('link', { name: `Details of ${customer}` })
    .click();
  await heading(page, customer).waitFor();
  const referral = idInPath(page);
  await main(page).getByText('No money made').waitFor();

  await main(page).getByRole('link', { name: 'Edit' }).first().click();
  await heading(page, 'Edit Referral').waitFor();
  await page.getByLabel('Business Name').fill(`${customer} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/referrals/${referral}`);
  await heading(page, `${customer} renamed`).waitFor();

  await page.goto(`/referrals/${referral}/transaction/create`);
  await heading(page, 'Create Transaction').waitFor();
  await page.getByLabel('Amount').fill('125.50');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, `/referrals/${referral}`);
  const moneyMade = main(page).getByRole('table', { name: 'Money made' });
  await moneyMade.getByRole('cell', { name: '$125.50', exact: true }).waitFor();

  // The row's Edit link names this referral: the embedded transaction carries no referralId.
  await moneyMade.getByRole('link', { name: /^Edit/ }).click();
  await heading(page, 'Edit Transaction').waitFor();
  assert.match(new URL(page.url()).pathname, new RegExp(`^/referrals/${referral}/transaction/\\d+$`));
  await page.getByLabel('Amount').fill('130');
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/referrals/${referral}`);
  await moneyMade.getByRole('cell', { name: '$130', exact: true }).waitFor();
  await moneyMade.getByRole('button', { name: /^Delete/ }).click();
  await answer(page, 'Are you sure you want to delete this transaction?', 'Delete');
  await main(page).getByText('No money made').waitFor();

  await main(page).getByRole('button', { name: 'Delete' }).first().click();
  await answer(page, `Are you sure you want to delete the referral to ${customer} renamed`, 'Delete');
  await waitForPath(page, '/referrals');
});

test('an admin invites a user who verifies, edits a user, and removes an invitation', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  const email = `nova.${stamp}@example.com`;

  await page.goto('/users/create');
  await page.getByLabel('First Name').fill('Nova');
  await page.getByLabel('Last Name').fill('Minimal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('0400555666');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/users');

  // The invitee verifies: greeted by first name, as the backend sends no last name.
  const invitee = await e2e.newPage(t, { reducedMotion: true });
  await invitee.goto(await mailedLink(email, 'invitation'));
  await heading(invitee, 'Hello Nova').waitFor();
  await invitee.getByLabel('Create Password').fill(NEW_PASSWORD);
  await invitee.getByLabel('Verify Password').fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(invitee, '/get-app');

  const users = await callApi<{ id: number; email: string }[]>(e2e.baseUrl, page, '/users');
  const nova = users.find((user) => user.email === email);
  assert.ok(nova, 'the verified invitee is a user');
  await page.goto(`/users/${nova.id}/edit`);
  await heading(page, 'Edit User').waitFor();
  // The backend sent no last name; the spec's form requires one.
  await page.getByLabel('Last Name').fill('Verified');
  await page.getByLabel('First Name').fill('Nova Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/users/${nova.id}`);
  await heading(page, 'Nova Renamed').waitFor();

  // A second invitation is removed from the unverified list.
  await callApi(e2e.baseUrl, page, '/auth/register', {
    method: 'POST',
    body: {
      firstName: 'Remy',
      lastName: 'Gone',
      email: `remy.${stamp}@example.com`,
      mobile: '0400',
      isAdmin: false,
    },
  });
  await page.goto('/users');
  const remove = main(page).getByRole('button', { name: 'Remove Remy', exact: true });
  await remove.click();
  await answer(page, 'Are you sure you want to remove Remy', 'Remove');
  await remove.waitFor({ state: 'detached' });
});

test('the lists that grow come whole, once, and are paged, searched, filtered and exported in the browser', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const logs = watchList(page, 'logs');
  await logJourney(e2e, page, 'created category Legal Services');
  const referrals = watchList(page, 'referrals');
  await referralJourney(e2e, page);
  // One answer each, the whole list with no meta: everything after it happened in the browser.
  assert.equal(logs.length, 1, logs.map(({ url }) => url.search).join(' '));
  assert.equal(referrals.length, 1, referrals.map(({ url }) => url.search).join(' '));
  for (const { body } of [...logs, ...referrals])
    assert.ok(typeof body === 'object' && body !== null && !('meta' in body), 'a whole list, without meta');
});

test('a forgotten password is reset through the emailed link, greeted by first name', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill(DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('You will receive an email with a link to reset your password').waitFor();
  const reset = await e2e.newPage(t, { reducedMotion: true });
  await reset.goto(await mailedLink(DEMO_ADMIN.email, 'password-reset'));
  await heading(reset, `Hello ${DEMO_ADMIN.firstName}`).waitFor();
  await reset.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('Verify Password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(reset, '/login');
  await e2e.signIn(reset, DEMO_ADMIN.email, NEW_PASSWORD);

  const stale = await e2e.newPage(t, { reducedMotion: true });
  await stale.goto('/verify?token=not-a-real-token');
  await heading(stale, 'No user found!').waitFor();
});
