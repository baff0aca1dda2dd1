import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Dashboard } from '../src/api/generated/dashboard';
import { financialYear, madeIn, money } from './expected';
import { createHarness, waitForPath } from './harness';

const e2e = createHarness();

/** The dashboard figures as the API gives them to the signed-in admin. */
async function apiDashboard(page: Page): Promise<Dashboard> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(token, 'signed in');
  const response = await fetch(`${e2e.baseUrl}/api/v1/dashboard`, { headers: { 'x-auth-token': token } });
  assert.equal(response.status, 200);
  const body: { data: Dashboard } = await response.json();
  return body.data;
}

const tile = (page: Page, title: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}`) });

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

test("the dashboard's tiles show the seeded figures and lead to their lists", async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await waitForPath(page, '/');
  await tile(page, 'Businesses').waitFor();
  const figures = await apiDashboard(page);
  const count = (value: number) => value.toLocaleString('en-US');

  const expected: [string, string, string][] = [
    [
      'Money made this financial year',
      money(madeIn(figures.moneyMade, financialYear(new Date()))),
      '/referrals',
    ],
    ['Businesses', count(figures.businessCount), '/businesses'],
    ['Referrals', count(figures.referralCount), '/referrals'],
    ['Regions', count(figures.regionCount), '/regions'],
    ['Categories', count(figures.categoryCount), '/categories'],
    ['Users', count(figures.userCount), '/users'],
    ['Unverified users', count(figures.unverifiedCount), '/users'],
  ];
  for (const [title, value, href] of expected) {
    const link = tile(page, title);
    assert.ok(flat(await link.innerText()).startsWith(`${title} ${value}`), `${title} shows ${value}`);
    assert.equal(await link.getAttribute('href'), href);
  }
  assert.ok(figures.businessCount > 0 && figures.moneyMade.length > 0, 'the demo data has figures to show');

  // The Regions tile's figure matches the list it opens.
  await tile(page, 'Regions').click();
  await waitForPath(page, '/regions');
  await page.getByText(new RegExp(`of ${figures.regionCount}$`)).waitFor();
});

test('on a wide screen the chart loads after the figures, in its own chunk', async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 1280, height: 900 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await e2e.signIn(page);
  const chart = page.getByRole('img', { name: 'Line chart of money made per financial year' });
  await chart.locator('canvas').waitFor();

  const scripts = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src')),
  );
  assert.ok(!scripts.some((src) => src?.includes('money-chart')), 'the chart is not in the first page load');
  const dashboardAt = requests.indexOf('/api/v1/dashboard');
  const chartAt = requests.findIndex((path) => path.includes('money-chart'));
  assert.ok(dashboardAt >= 0 && chartAt > dashboardAt, 'the chart chunk is fetched after the figures');

  // Hovering the line shows a year's amount with a dollar sign and thousands separators.
  const box = await chart.boundingBox();
  assert.ok(box);
  await page.waitForTimeout(1000); // the line's entry animation
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width - 60, box.y + box.height / 2, { steps: 5 });
  const tooltip = await page.waitForFunction(() => {
    const title = document.querySelector('.g2-tooltip-title')?.textContent ?? '';
    const name = document.querySelector('.g2-tooltip-list-item-name-label')?.textContent ?? '';
    const value = document.querySelector('.g2-tooltip-list-item-value')?.textContent ?? '';
    return title && value ? { title, name, value } : null;
  });
  const shown = await tooltip.jsonValue();
  assert.ok(shown);
  assert.match(shown.title, /^FY \d{4}$/);
  assert.equal(shown.name, 'Money made');
  const year = Number(shown.title.slice(3));
  assert.equal(shown.value, money(madeIn((await apiDashboard(page)).moneyMade, year)));
  assert.match(shown.value, /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);

  // The same figures as a table, on request.
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table');
  await table.getByRole('columnheader', { name: 'Money made' }).waitFor();
  assert.equal(await chart.count(), 0);
  const latest = (await apiDashboard(page)).moneyMade.at(-1);
  assert.ok(latest);
  await table
    .getByRole('row', { name: new RegExp(`FY ${latest.year}`) })
    .getByText(money(latest.amount))
    .waitFor();
});

test('on a phone the tiles stack in one column, the chart is never loaded and its figures show as a table', async (t) => {
  const page = await e2e.newPage(t);
  await page.setViewportSize({ width: 375, height: 800 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await e2e.signIn(page);
  await tile(page, 'Unverified users').waitFor();
  const first = await tile(page, 'Money made this financial year').boundingBox();
  const second = await tile(page, 'Businesses').boundingBox();
  assert.ok(first && second);
  assert.equal(Math.round(first.x), Math.round(second.x), 'same column');
  assert.ok(second.y >= first.y + first.height, 'one below the other');
  assert.ok(first.x + first.width <= 375, 'no sideways scrolling');

  await page.waitForTimeout(500);
  assert.equal(await page.getByRole('img', { name: /Line chart/ }).count(), 0);
  assert.ok(!requests.some((path) => path.includes('money-chart')), 'no chart code fetched');

  // The figures instead, as a small table on screen.
  const table = page.getByRole('table');
  await table.getByRole('columnheader', { name: 'Money made' }).waitFor();
  const box = await table.boundingBox();
  assert.ok(box && box.width > 200 && box.height > 40, `the table is shown (${JSON.stringify(box)})`);
  assert.ok(box.x >= 0 && box.x + box.width <= 375, 'the table fits the screen');
});

test('a tile is reachable with the keyboard, shows a focus ring and opens its list on Enter', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const businesses = tile(page, 'Businesses');
  await businesses.waitFor();
  const focusedOnTile = () => businesses.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 40 && !(await focusedOnTile()); presses += 1)
    await page.keyboard.press('Tab');
  assert.ok(await focusedOnTile(), 'Tab reaches the Businesses tile');
  const outline = await businesses.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  assert.notEqual(outline.style, 'none', 'a visible focus ring');
  assert.ok(outline.width >= 2, 'at least 2 px wide');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/businesses');
});
