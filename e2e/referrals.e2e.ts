import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Business } from '../src/api/generated/businesses';
import type { Referral } from '../src/api/generated/referrals';
import { addMoney, money } from './expected';
import { answer, callApi, heading, main, searchOne, type ApiInit } from './journeys';
import { createHarness, waitForPath } from './harness';

const e2e = createHarness();

/** Names no seeded record has, so each journey works on its own records. */
const stamp = Date.now().toString(36);

/** The API as the signed-in admin sees it. */
const api = <T>(page: Page, path: string, init?: ApiInit) => callApi<T>(e2e.baseUrl, page, path, init);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The open dropdown of `combobox`: others may still be fading out, with the same options. */
async function dropdownOf(page: Page, field: string) {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.click();
  const list = await combobox.getAttribute('aria-controls');
  assert.ok(list, `${field} names its list`);
  return {
    combobox,
    dropdown: page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) }),
  };
}

/** Chooses an option of a searchable antd Select with the keyboard: type its name, then Enter. */
async function choose(page: Page, field: string, option: string) {
  const { combobox, dropdown } = await dropdownOf(page, field);
  await combobox.fill(option);
  await dropdown.locator(`.ant-select-item-option-active[title="${option}"]`).waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Picks an option of a Select without a search box. */
async function pickOption(page: Page, field: string, option: string) {
  const { dropdown } = await dropdownOf(page, field);
  await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click();
}

/** The value beside `label` in the referral's details card. */
const detail = (page: Page, label: string) =>
  main(page)
    .locator('.ant-descriptions-item-container')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content');

async function expectDetail(page: Page, label: string, value: string) {
  await detail(page, label)
    .filter({ hasText: new RegExp(`^${escape(value)}$`) })
    .waitFor();
}

const idInPath = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** Two seeded businesses, by name. */
async function twoBusinesses(page: Page): Promise<[Business, Business, Business]> {
  const all = (await api<Business[]>(page, '/businesses')).sort((a, b) => a.name.localeCompare(b.name));
  const [first, second, third] = all;
  assert.ok(first && second && third, 'the demo data has businesses');
  return [first, second, third];
}

/** The dashboard's money tile amount, as it shows it. */
async function moneyTile(page: Page): Promise<string> {
  const tile = main(page).getByRole('link', { name: /Money made/ });
  await tile.waitFor();
  const text = flat(await tile.innerText());
  const amount = /-?\$[\d,]+(\.\d{2})?/.exec(text)?.[0];
  assert.ok(amount, `the money tile shows an amount (${text})`);
  return amount;
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** Waits until the money tile shows exactly `amount` ('$1' must not match '$101.10'). */
async function tileShows(page: Page, amount: string) {
  await main(page)
    .getByRole('link', { name: /Money made/ })
    .filter({ hasText: new RegExp(`${escape(amount)}(?![\\d.,])`) })
    .waitFor();
}

test('an admin creates a referral between two seeded businesses, edits it and deletes it', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const [referrer, referredTo, other] = await twoBusinesses(page);
  const customer = `Customer ${stamp}`;
  const renamed = `Renamed customer ${stamp}`;

  await nav(page, 'Referrals').click();
  await main(page).getByRole('link', { name: 'Create Referral' }).click();
  await heading(page, 'Create Referral').waitFor();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Mobile').fill('0400123456');
  await page.getByLabel('Website').fill('javascript:alert(1)');
  await page.getByLabel('Business Name').fill(customer);
  await choose(page, 'Referrer', referrer.name);
  await choose(page, 'Referred To', referrer.name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // Refused in the browser: a script address and the same business at both ends.
  await page.getByText('Please enter a web address starting with http:// or https://').waitFor();
  await page.getByText('Referrer and referred-to must be different businesses').waitFor();
  await page.getByLabel('Website').fill('https://grace.example.com');
  await choose(page, 'Referred To', referredTo.name);
  await page.getByLabel('Additional Information').fill('<b>Needs</b> a quote');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/referrals');

  await searchOne(page, 'Search referrals', customer);
  const row = main(page).getByRole('row').filter({ hasText: customer });
  await row.getByRole('link', { name: referrer.name, exact: true }).waitFor();
  assert.equal(await row.locator('.ant-tag').innerText(), 'Hot');
  await row.getByRole('link', { name: `Details of ${customer}` }).click();
  await heading(page, customer).waitFor();
  const id = idInPath(page);
  await expectDetail(page, 'Additional Information', '<b>Needs</b> a quote');
  await expectDetail(page, 'Contact Name', 'Grace');
  await expectDetail(page, 'Referrer', referrer.name);
  await expectDetail(page, 'Referred To', referredTo.name);
  await expectDetail(page, 'Total Money Made', '$0');
  const website = detail(page, 'Website').getByRole('link');
  assert.equal(await website.getAttribute('target'), '_blank');
  assert.equal(await website.getAttribute('rel'), 'noopener noreferrer');
  const created = await api<Referral>(page, `/referrals/${id}`);
  assert.equal(created.lastName, null, 'an empty last name is left out');
  assert.equal(created.email, null, 'an empty email is left out');

  await main(page)
    .getByRole('link', { name: /^(edit )?Edit$/ })
    .click();
  await heading(page, 'Edit Referral').waitFor();
  assert.equal(await page.getByLabel('Business Name').inputValue(), customer);
  await page.getByLabel('Business Name').fill(renamed);
  await page.getByLabel('Last Name').fill('Hopper');
  await pickOption(page, 'Importance', 'Low');
  await choose(page, 'Referred To', other.name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForPath(page, `/referrals/${id}`);
  await heading(page, renamed).waitFor();
  await expectDetail(page, 'Contact Name', 'Grace Hopper');
  await expectDetail(page, 'Importance', 'Low');
  await expectDetail(page, 'Referred To', other.name);
  const edited = await api<Referral>(page, `/referrals/${id}`);
  assert.deepEqual([edited.referrer.id, edited.referredTo.id], [referrer.id, other.id]);

  await main(page)
    .getByRole('button', { name: /^(delete )?Delete$/ })
    .click();
  await answer(page, `Are you sure you want to delete the referral to ${renamed}`, 'Delete');
  await waitForPath(page, '/referrals');
  await main(page).getByRole('textbox', { name: 'Search referrals' }).fill(stamp);
  await main(page).getByText('No referrals found').waitFor();
});

test("money made is added, edited and deleted, and the total and the dashboard's money tile follow", async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const [referrer, referredTo] = await twoBusinesses(page);
  const customer = `Money ${stamp}`;
  const referral = await api<Referral>(page, '/referrals', {
    method: 'POST',
    body: {
      firstName: 'Ada',
      mobile: '0400000000',
      businessName: customer,
      importance: 'Medium',
      referrer: referrer.id,
      referredTo: referredTo.id,
    },
  });

  // The dashboard is loaded (and cached) first; every later step stays inside the app, so what
  // the tile shows afterwards proves the cache was refreshed, not the page reloaded.
  await nav(page, 'Dashboard').click();
  const before = await moneyTile(page);
  const tileAfter = (added: number) => money(addMoney(dollars(before), added));

  await nav(page, 'Referrals').click();
  await searchOne(page, 'Search referrals', customer);
  await main(page)
    .getByRole('link', { name: `Details of ${customer}` })
    .click();
  await heading(page, customer).waitFor();
  await main(page).getByText('No money made').waitFor();

  // Add: today's date is offered.
  await main(page).getByRole('link', { name: 'Create Transaction' }).click();
  await waitForPath(page, `/referrals/${referral.id}/transaction/create`);
  await heading(page, 'Create Transaction').waitFor();
  await page.getByLabel('Amount').fill('1e9999');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Please enter a number of dollars, like 1250 or 1250.50').waitFor();
  await page.getByLabel('Amount').fill('1234.56');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, `/referrals/${referral.id}`);
  await expectDetail(page, 'Total Money Made', '$1,234.56');
  await nav(page, 'Dashboard').click();
  await tileShows(page, tileAfter(1234.56));

  // Edit.
  await page.goBack();
  await heading(page, customer).waitFor();
  await main(page)
    .getByRole('link', { name: /^Edit transaction of \$1,234\.56/ })
    .click();
  await heading(page, 'Edit Transaction').waitFor();
  assert.equal(await page.getByLabel('Amount').inputValue(), '1234.56');
  await page.getByLabel('Amount').fill('100.1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForPath(page, `/referrals/${referral.id}`);
  await expectDetail(page, 'Total Money Made', '$100.10');
  await nav(page, 'Dashboard').click();
  await tileShows(page, tileAfter(100.1));

  // Delete.
  await page.goBack();
  await heading(page, customer).waitFor();
  await main(page)
    .getByRole('button', { name: /^Delete transaction of \$100\.10/ })
    .click();
  await answer(page, 'Are you sure you want to delete this transaction?', 'Delete');
  await main(page).getByText('No money made').waitFor();
  await expectDetail(page, 'Total Money Made', '$0');
  await nav(page, 'Dashboard').click();
  await tileShows(page, before);

  const stored = await api<Referral>(page, `/referrals/${referral.id}?extended=true`);
  assert.deepEqual(stored.transactions, []);
});

test('the referral screens fit a 360 px wide phone without sideways scrolling', async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 360, height: 740 });
  await e2e.signIn(page);
  const [referral] = await api<Referral[]>(page, '/referrals');
  assert.ok(referral, 'the demo data has referrals');
  const pages: [string, string][] = [
    ['/referrals', 'Referrals'],
    ['/referrals/create', 'Create Referral'],
    [`/referrals/${referral.id}`, referral.businessName],
    [`/referrals/${referral.id}/edit`, 'Edit Referral'],
    [`/referrals/${referral.id}/transaction/create`, 'Create Transaction'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await heading(page, title).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `${path} is ${width} px wide`);
  }
});

test('on a 375 px phone a money-made card is edited and deleted from the referral page', async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 375, height: 800 });
  await e2e.signIn(page);
  const [referrer, referredTo] = await twoBusinesses(page);
  const customer = `Phone ${stamp}`;
  const referral = await api<Referral>(page, '/referrals', {
    method: 'POST',
    body: {
      firstName: 'Ada',
      mobile: '0400000000',
      businessName: customer,
      importance: 'Medium',
      referrer: referrer.id,
      referredTo: referredTo.id,
    },
  });
  await api(page, '/transactions', {
    method: 'POST',
    body: { referralId: referral.id, amount: 42.5, date: new Date().toISOString().slice(0, 10) },
  });

  await page.goto(`/referrals/${referral.id}`);
  await heading(page, customer).waitFor();
  const card = main(page).getByRole('list', { name: 'Money made' }).getByRole('listitem');
  await card.first().waitFor();
  assert.equal(await card.count(), 1);

  // Edit: the card's link, on screen.
  const edit = card.getByRole('link', { name: /^Edit transaction of \$42\.50/ });
  const box = await edit.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the Edit link is on screen');
  await edit.click();
  await heading(page, 'Edit Transaction').waitFor();
  await page.getByLabel('Amount').fill('50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForPath(page, `/referrals/${referral.id}`);
  await expectDetail(page, 'Total Money Made', '$50');

  // Delete: the same question as on a desktop.
  await card.getByRole('button', { name: /^Delete transaction of \$50/ }).click();
  await answer(page, 'Are you sure you want to delete this transaction?', 'Delete');
  await main(page).getByText('No money made').waitFor();
  await expectDetail(page, 'Total Money Made', '$0');
});
