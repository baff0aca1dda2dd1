/**
 * The plain build (`PLAIN=1 npm run build`, dist-plain/): the console with none of the speed tricks
 * (scripts/build/tricks.ts, src/speed/README.md): antd computing its styles in the browser, no
 * rendered sign-in page, antd's own Table, Select, RangePicker and Tag from the first render. The
 * bench measures it beside the tuned build; these journeys show it is the same console: sign-in,
 * the dashboard, a form and a list with its filters.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { choose } from './bigLists';
import { createHarness, waitForPath } from './harness';
import { main } from './journeys';

const e2e = createHarness({ distDir: path.resolve('dist-plain') });

/** The computed background of a button: the theme's primary blue when antd's styles are in the page. */
const backgroundOf = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor);

test('plain build: the sign-in page in antd’s styles, then the dashboard’s tiles and chart', async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Email Address').waitFor();
  assert.equal(await backgroundOf(page, 'Sign In'), 'rgb(9, 88, 217)');
  await e2e.signIn(page);
  await waitForPath(page, '/');
  await main(page)
    .getByRole('link', { name: /^Businesses \d/ })
    .waitFor();
  await page
    .getByRole('img', { name: 'Line chart of money made per financial year' })
    .locator('canvas')
    .waitFor();
});

test('plain build: a category made with its form is found in the log through its filters', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const name = `Plain Build ${Date.now()}`;
  await page.goto('/categories/create');
  await page.getByLabel('Category Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await waitForPath(page, '/categories');

  await page.goto('/logs');
  const rows = page.getByRole('table', { name: 'Logs' }).locator('tr.ant-table-row');
  await rows.first().waitFor();
  await page.getByRole('textbox', { name: 'Search logs' }).fill(name);
  await choose(page, 'Action', 'Create');
  await choose(page, 'Type', 'Category');
  await rows.filter({ hasText: `created category ${name}` }).waitFor();
  assert.equal(await rows.count(), 1);
  // The RangePicker itself, not a look-alike: its calendar opens from the first press.
  await page.getByPlaceholder('From date').click();
  await page.locator('.ant-picker-dropdown:visible').waitFor();
});

test('plain build: the referral list filters by importance, each row tagged by antd’s Tag', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.goto('/referrals');
  const rows = page.getByRole('table', { name: 'Referrals' }).locator('tr.ant-table-row');
  await rows.first().waitFor();
  await choose(page, 'Filter by importance', 'Hot');
  await page.waitForURL((url) => url.searchParams.get('importance') === 'Hot');
  // The filtered page replaces the first: no Low or Medium tag is left.
  await rows
    .locator('.ant-tag', { hasText: /^(Low|Medium)$/ })
    .first()
    .waitFor({ state: 'detached' });
  const tags = await rows.locator('.ant-tag').allInnerTexts();
  assert.ok(tags.length > 0 && tags.every((tag) => tag === 'Hot'), `only Hot rows: ${tags.join(', ')}`);
});
