import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Business } from '../src/api/generated/businesses';
import type { User } from '../src/api/generated/users';
import { answer, callApi, heading, main, searchOne, type ApiInit } from './journeys';
import { createHarness, DEMO_USER, waitForPath } from './harness';

const e2e = createHarness();

/** Names no seeded record has, so each journey works on its own records. */
const stamp = Date.now().toString(36);

/** The API as the signed-in admin sees it. */
const api = <T>(page: Page, path: string, init?: ApiInit) => callApi<T>(e2e.baseUrl, page, path, init);

/** Chooses an option of an antd Select with the keyboard: type part of its name, then Enter. */
async function choose(page: Page, field: string, typed: string, option: string) {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.click();
  await combobox.fill(typed);
  await page.locator(`.ant-select-item-option-active[title="${option}"]`).waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** The id at the end of the current path (`/regions/12` → 12). */
const idInPath = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** Opens the record named `name` from the list at `listPath` through its search box and Details link. */
async function openFromList(page: Page, listPath: string, label: string, name: string) {
  await page.goto(listPath);
  await searchOne(page, `Search ${label}`, name);
  await main(page)
    .getByRole('link', { name: `Details of ${name}`, exact: true })
    .click();
  await heading(page, name).waitFor();
}

test('an admin creates, renames and deletes a region', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const name = `Region ${stamp}`;
  const renamed = `Renamed region ${stamp}`;

  await page.goto('/regions');
  await main(page).getByRole('link', { name: 'Create Region' }).click();
  await heading(page, 'Create Region').waitFor();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/regions');

  await openFromList(page, '/regions', 'regions', name);
  const id = idInPath(page);
  await main(page).getByText('No businesses found').waitFor();
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await heading(page, 'Update Region').waitFor();
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/regions/${id}`);
  await heading(page, renamed).waitFor();

  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this region?', 'Delete');
  await waitForPath(page, '/regions');
  await main(page).getByRole('textbox', { name: 'Search regions' }).fill(stamp);
  await main(page).getByText('No regions found').waitFor();
});

test('an admin creates, renames and deletes a category', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const name = `Category ${stamp}`;
  const renamed = `Renamed category ${stamp}`;

  await page.goto('/categories');
  await main(page).getByRole('link', { name: 'Create Category' }).click();
  await heading(page, 'Create Category').waitFor();
  // Nothing is sent for a blank name.
  await page.getByPlaceholder('Enter category name').fill('   ');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByText('Please enter the category name').waitFor();
  await page.getByLabel('Category Name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/categories');

  await openFromList(page, '/categories', 'categories', name);
  const id = idInPath(page);
  await main(page).getByText('Details', { exact: true }).waitFor();
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await heading(page, 'Update Category').waitFor();
  await page.getByLabel('Category Name').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/categories/${id}`);
  await heading(page, renamed).waitFor();
  assert.deepEqual(await api(page, `/categories/${id}`), { id, name: renamed });

  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this category?', 'Delete');
  await waitForPath(page, '/categories');
  await main(page).getByRole('textbox', { name: 'Search categories' }).fill(stamp);
  await main(page).getByText('No categories found').waitFor();
});

test('an admin creates a business with a region and categories, edits it and deletes it', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const name = `Business ${stamp}`;
  const renamed = `Renamed business ${stamp}`;

  await page.goto('/businesses');
  await main(page).getByRole('link', { name: 'Create Business' }).click();
  await heading(page, 'Create Business').waitFor();
  await page.getByLabel('Name').fill(name);
  await choose(page, 'Region', 'harb', 'Harbourside');
  await choose(page, 'Categories', 'plumb', 'Plumbing');
  await choose(page, 'Categories', 'electr', 'Electrical');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForPath(page, '/businesses');

  await searchOne(page, 'Search businesses', name);
  const row = main(page).getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: 'Harbourside' }).waitFor();
  assert.deepEqual(await row.locator('.ant-tag').allInnerTexts(), ['Electrical', 'Plumbing']);
  await row.getByRole('link', { name: `Details of ${name}` }).click();
  await heading(page, name).waitFor();
  const id = idInPath(page);
  await main(page).getByText('No referrals found').waitFor();

  await main(page).getByRole('link', { name: 'Edit' }).click();
  await heading(page, 'Edit Business').waitFor();
  await page.getByLabel('Name').fill(renamed);
  await choose(page, 'Region', 'inner', 'Inner City');
  await choose(page, 'Categories', 'electr', 'Electrical'); // choosing a chosen option drops it
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, `/businesses/${id}`);
  await heading(page, renamed).waitFor();
  await main(page).getByRole('link', { name: 'Inner City' }).waitFor();
  const saved = await api<Business>(page, `/businesses/${id}`);
  assert.equal(saved.region.name, 'Inner City');
  assert.deepEqual(
    saved.categories.map((category) => category.name),
    ['Plumbing'],
  );

  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this business?', 'Delete');
  await waitForPath(page, '/businesses');
  await main(page).getByRole('textbox', { name: 'Search businesses' }).fill(stamp);
  await main(page).getByText('No businesses found').waitFor();
});

test('an admin attaches a user to a business and detaches them again', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const regions = await api<{ id: number }[]>(page, '/regions');
  const business = await api<Business>(page, '/businesses', {
    method: 'POST',
    body: { name: `Team ${stamp}`, regionId: regions[0]?.id, categories: [] },
  });
  const users = await api<User[]>(page, '/users');
  const uma = users.find((candidate) => candidate.email === DEMO_USER.email);
  assert.ok(uma, 'the demo user is verified');
  const umaName = `${DEMO_USER.firstName} ${DEMO_USER.lastName}`;

  await page.goto(`/businesses/${business.id}`);
  await heading(page, business.name).waitFor();
  await main(page).getByRole('button', { name: 'Users' }).click();
  await main(page).getByText('No Users').waitFor();
  await main(page).getByRole('textbox', { name: 'Search for a user' }).fill(DEMO_USER.email);

  await main(page)
    .getByRole('button', { name: `Add ${umaName}` })
    .click();
  await answer(page, `Add ${umaName} to ${business.name}?`, 'Add');
  const attached = main(page).getByRole('list', { name: `Users of ${business.name}` });
  await attached.getByRole('link', { name: umaName }).waitFor();
  await main(page).getByRole('list', { name: 'Matching users' }).getByText('Added').waitFor();
  assert.equal((await api<User>(page, `/users/${uma.id}`)).business, business.id);

  await attached.getByRole('button', { name: `Remove ${umaName}` }).click();
  await answer(page, `Remove ${umaName} from ${business.name}?`, 'Remove');
  await main(page).getByText('No Users').waitFor();
  await main(page)
    .getByRole('button', { name: `Add ${umaName}` })
    .waitFor();
  assert.equal((await api<User>(page, `/users/${uma.id}`)).business ?? null, null);
  // Leaves the demo data as it found it, for the list journeys below.
  await api(page, `/businesses/${business.id}`, { method: 'DELETE' });
});

/** The names in the list's rows, as shown. */
const bodyRowNames = (page: Page) => main(page).locator('.ant-table-row td:first-child').allInnerTexts();

/**
 * The names in the list's rows once they are these, or as they stand when the wait runs out. A
 * paged list shows a page's label ("21-30 of 30") as soon as the page is asked for, above the
 * previous page's rows, and a live change (the sign-in's own) may redraw the rows meanwhile.
 */
async function rowNamesOnceShown(page: Page, expected: string[]): Promise<string[]> {
  await page
    .waitForFunction((names) => {
      const cells = [...document.querySelectorAll('main .ant-table-row td:first-child')];
      const shown = cells.map((cell) => (cell instanceof HTMLElement ? cell.innerText : ''));
      return shown.length === names.length && shown.every((name, index) => name === names[index]);
    }, expected)
    .catch(() => undefined);
  return bodyRowNames(page);
}

// The demo data set is generated from a fixed seed, so its 30 businesses are known: the
// expectations below are written out, not worked out by the console's own list code.
const DEMO_BUSINESSES = 30;

test('the business list is searched, sorted and paged, and comes back the same after a reload', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  assert.equal((await api<Business[]>(page, '/businesses')).length, DEMO_BUSINESSES);
  const search = 'a';
  // Every demo business has an "a" in its name, region or categories; names descending, page 2.
  const matching = DEMO_BUSINESSES;
  const secondPage = [
    'Golden Landscaping Collective',
    'Evergreen Marketing Co.',
    'Driftwood Photography Partners',
    'Crestview Catering Works',
    'Crestview Catering Studio',
    'Copperleaf Electrical Works',
    'Copperleaf Catering & Sons',
    'Bright Photography',
    'Bright IT Services Group',
    'Bluebird Catering Partners',
  ];

  await page.goto('/businesses');
  // The list is live (its first page shown) before it is typed into, and the search is in the
  // address before the next change: each step as an admin would see it done.
  await main(page).getByText(`1-20 of ${matching}`).waitFor();
  await main(page).getByRole('textbox', { name: 'Search businesses' }).fill(search);
  await page.waitForURL((url) => url.searchParams.get('q') === search);
  await main(page).getByRole('columnheader', { name: /^Name/ }).click();
  await page.waitForURL((url) => url.searchParams.get('order') === 'descend');
  await main(page).getByTitle('Next Page').click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await main(page)
    .getByText(`21-${20 + secondPage.length} of ${matching}`)
    .waitFor();
  assert.deepEqual(await rowNamesOnceShown(page, secondPage), secondPage);
  const url = new URL(page.url());
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    q: 'a',
    sort: 'name',
    order: 'descend',
    page: '2',
  });

  await page.reload();
  await main(page)
    .getByText(`21-${20 + secondPage.length} of ${matching}`)
    .waitFor();
  assert.deepEqual(await rowNamesOnceShown(page, secondPage), secondPage);
  assert.equal(await main(page).getByRole('textbox', { name: 'Search businesses' }).inputValue(), 'a');
  assert.equal(page.url(), url.toString());
});

test('the business list exports its rows, categories joined, as a CSV download', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  // Names ascending; categories joined; a name with a comma or quote quoted as spreadsheets expect.
  const expectedCsv = [
    '\uFEFFName,Region,Categories',
    'Bluebird Catering Partners,Harbourside,"IT Services, Legal Services"',
    'Bright IT Services Group,Eastern Suburbs,"Electrical, Marketing"',
    'Bright Photography,Harbourside,"Accounting, IT Services, Legal Services"',
    'Copperleaf Catering & Sons,Inner City,"Accounting, IT Services, Marketing"',
    'Copperleaf Electrical Works,Inner City,"Catering, Landscaping, Photography"',
    'Crestview Catering Studio,Hills District,"Photography, Real Estate"',
    'Crestview Catering Works,Eastern Suburbs,Catering',
    'Driftwood Photography Partners,Harbourside,Legal Services',
    'Evergreen Marketing Co.,Western Plains,Marketing',
    'Golden Landscaping Collective,Hills District,Real Estate',
    'Granite Marketing Works,Inner City,Plumbing',
    'Horizon Catering & Sons,Hills District,Accounting',
    'Horizon Catering Group,Eastern Suburbs,Legal Services',
    'Ironbark Legal Services Works,Hills District,"Accounting, Catering, Photography"',
    'Juniper Catering Group,Northern Beaches,"Catering, Marketing, Plumbing"',
    'Keystone Electrical & Sons,Hills District,"Accounting, Landscaping"',
    'Keystone Marketing Collective,Western Plains,"Accounting, Electrical, IT Services"',
    'K\u014dwhai Landscaping Studio,Hills District,"Marketing, Plumbing"',
    'Meridian Electrical & Sons,Northern Beaches,"Photography, Real Estate"',
    'Northside Electrical Works,Harbourside,"IT Services, Landscaping"',
    'Northside Marketing Collective,Western Plains,Legal Services',
    'Oak & Ash Catering Works,Eastern Suburbs,IT Services',
    'Oak & Ash Legal Services,Harbourside,"Accounting, IT Services, Plumbing"',
    'Pioneer Catering & Sons,Eastern Suburbs,Catering',
    'Redwood IT Services Co.,Harbourside,IT Services',
    'Riverside Catering Collective,Western Plains,"Accounting, Electrical, Plumbing"',
    'Riverside IT Services Group,Harbourside,"Catering, Landscaping"',
    'Riverside Photography Group,Eastern Suburbs,"Catering, Photography"',
    'Urban Photography Collective,Northern Beaches,Real Estate',
    'Wattle Catering Works,Western Plains,"Electrical, IT Services, Marketing"',
  ].join('\r\n');

  await page.goto('/businesses');
  await main(page).locator('.ant-table-row').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^businesses-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  assert.equal(text, expectedCsv);
  assert.equal(text.split('\r\n').length, DEMO_BUSINESSES + 1);
});
