/**
 * Every list fits the screens admins use: at 1366 and 1024 px nothing is clipped and no list
 * needs sideways scrolling; on a phone the list scrolls sideways with its Details link in view.
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

const LISTS = ['/businesses', '/referrals', '/users', '/regions', '/categories', '/logs'];

/** For each table on the page: how far its content is wider than its box (0 when it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .ant-table-content')].map((box) => box.scrollWidth - box.clientWidth),
  );

for (const width of [1366, 1024]) {
  test(`at ${width} px every list fits its box, and each record's name links to its page`, async (t) => {
    const page = await e2e.newPage(t, { reducedMotion: true });
    await page.setViewportSize({ width, height: 800 });
    await signInOnLoad(page, session);
    for (const path of LISTS) {
      await page.goto(path);
      await main(page).locator('.ant-table-row').first().waitFor();
      const overflow = await overflowOf(page);
      assert.ok(overflow.length > 0, path);
      assert.deepEqual(
        overflow.map((extra) => extra <= 1),
        overflow.map(() => true),
        `${path} at ${width} px: ${overflow.join(', ')} px too wide`,
      );
      const details = main(page)
        .getByRole('link', { name: /^Details of / })
        .first();
      if (path !== '/logs') {
        const box = await details.boundingBox();
        assert.ok(box && box.x + box.width <= width, `${path}: the Details link is in view`);
      }
    }
    await page.goto('/businesses');
    const firstRow = main(page).locator('.ant-table-row').first();
    const name = (await firstRow.locator('td').first().innerText()).trim();
    await firstRow.getByRole('link', { name, exact: true }).click();
    await main(page).getByRole('heading', { level: 1, name, exact: true }).waitFor();
  });
}

test('on a phone a list scrolls sideways and keeps its Details link in view', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await signInOnLoad(page, session);
  await page.goto('/referrals');
  await main(page).locator('.ant-table-row').first().waitFor();
  const details = main(page)
    .getByRole('link', { name: /^Details of / })
    .first();
  const box = await details.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the pinned Details link is on screen');
});
