/**
 * Every list reads at the widths admins use: on a phone (375 px, one card per row), a tablet
 * (768 px, a table that scrolls sideways) and a laptop (1366 px). Two counts over the referrals,
 * the log, the users and the businesses, and zero is the only pass:
 * - broken words: a word of the page whose text spans two line boxes (one letter per line in a
 *   25 px column, "Importanc/e", "amelia.nilsen@example.c/om");
 * - tall rows: a row or card taller than 200 px.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createHarness } from './harness';
import { main } from './journeys';
import { adminToken, signInOnLoad, type StoredSession } from './paths';

const e2e = createHarness();
let session: StoredSession;
before(async () => {
  await e2e.ready();
  session = await adminToken(e2e.baseUrl);
});

const LISTS = ['/referrals', '/logs', '/users', '/businesses'];
const WIDTHS = [375, 768, 1366];
const TALL_ROW_PX = 200;

type Reading = { brokenWords: string[]; tallRows: string[]; rows: number };

/**
 * Reads the page's main content as drawn: every word of every visible text (a Range over it) and
 * the number of distinct line boxes it lies on; every table row and list card and its height.
 */
const readList = (page: Page): Promise<Reading> =>
  page.evaluate((tallRowPx) => {
    const root = document.querySelector('main') ?? document.body;
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // One rectangle per line box the word lies on (and per inline box it crosses): tops that
        // differ by more than a line's half mean the word is on two lines.
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        if (tops.length < 2) continue;
        const height = range.getBoundingClientRect().height;
        const lineHeight = Math.min(...[...range.getClientRects()].map((rect) => rect.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2 && height > lineHeight * 1.5)
          brokenWords.push(match[0]);
      }
    }
    const rows = [...root.querySelectorAll('.ant-table-tbody > tr.ant-table-row, .list-cards > li')];
    const tallRows = rows
      .map((row) => ({ row, height: row.getBoundingClientRect().height }))
      .filter(({ height }) => height > tallRowPx)
      .map(({ row, height }) => `${Math.round(height)} px: ${(row.textContent ?? '').slice(0, 60)}`);
    return { brokenWords, tallRows, rows: rows.length };
  }, TALL_ROW_PX);

for (const width of WIDTHS) {
  test(`at ${width} px no word on a list is broken across lines and no row is taller than ${TALL_ROW_PX} px`, async (t) => {
    const page = await e2e.newPage(t, { reducedMotion: true });
    await page.setViewportSize({ width, height: 900 });
    await signInOnLoad(page, session);
    const found: string[] = [];
    for (const path of LISTS) {
      await page.goto(path);
      const row = main(page).locator('.ant-table-row, .list-cards > li').first();
      await row.waitFor();
      const { brokenWords, tallRows, rows } = await readList(page);
      assert.ok(rows > 0, `${path} at ${width} px shows rows`);
      if (brokenWords.length > 0)
        found.push(`${path}: ${brokenWords.length} broken words (${brokenWords.slice(0, 8).join(' | ')})`);
      if (tallRows.length > 0)
        found.push(
          `${path}: ${tallRows.length} rows over ${TALL_ROW_PX} px (${tallRows.slice(0, 3).join(' | ')})`,
        );
    }
    assert.deepEqual(found, [], `at ${width} px`);
  });
}

test('on a phone each row is a card with the record name, its telling fields and its Details link', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await signInOnLoad(page, session);
  await page.goto('/referrals');
  const cards = main(page).getByRole('list', { name: 'Referrals' });
  const first = cards.getByRole('listitem').first();
  await first.waitFor();
  assert.equal(await main(page).getByRole('table').count(), 0, 'no table on a phone');
  for (const field of ['Date of Referral', 'Importance', 'Status'])
    assert.equal(await first.getByText(field, { exact: true }).count(), 1, field);
  const details = first.getByRole('link', { name: /^Details of / });
  const box = await details.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the Details link is on screen');
  await details.click();
  await page.waitForURL(/\/referrals\/\d+$/);
});

test('on a tablet the table scrolls sideways with the name column fixed at the left', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.setViewportSize({ width: 768, height: 800 });
  await signInOnLoad(page, session);
  await page.goto('/referrals');
  const firstRow = main(page).locator('.ant-table-row').first();
  await firstRow.waitFor();
  const nameCell = firstRow.locator('td').first();
  const before = await nameCell.boundingBox();
  const scrolled = await page.evaluate(() => {
    const box = document.querySelector('main .ant-table-content');
    if (!box || box.scrollWidth <= box.clientWidth) return false;
    box.scrollLeft = box.scrollWidth;
    return true;
  });
  assert.ok(scrolled, 'the table is wider than the screen and scrolls');
  await page.waitForTimeout(100);
  const after = await nameCell.boundingBox();
  assert.ok(before && after && Math.abs(before.x - after.x) < 1, 'the name column stays in place');
});

test('the count finds a word broken across lines, so its zero means none', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInOnLoad(page, session);
  await page.goto('/referrals');
  await main(page).locator('.ant-table-row').first().waitFor();
  await page.evaluate(() => {
    const column = document.createElement('div');
    column.style.cssText = 'width: 40px; overflow-wrap: anywhere; font-size: 14px';
    column.textContent = 'Importance amelia.nilsen@example.com ok';
    document.querySelector('main')?.append(column);
  });
  const { brokenWords } = await readList(page);
  assert.deepEqual(brokenWords, ['Importance', 'amelia.nilsen@example.com']);
});
