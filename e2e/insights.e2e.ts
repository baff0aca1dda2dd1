import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createHarness, waitForPath, type Harness } from './harness';

const full = createHarness();
const specOnly = createHarness({ specMinimal: true });

const NO_MONEY = /Money made per month and the ranking by money made need the server’s insights extension/;
/** The money section's first panel, shown only with the extension. */
const MONEY_TREND = 'Money made per month';

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  // The visible option, not antd's hidden copy for screen readers.
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/**
 * Change the period, then follow a ranking row to the referrals list searched for its business,
 * and find that business in the rows it shows. With the extension the money shows; without it the
 * page says it cannot.
 */
async function periodThenRanking(e2e: Harness, t: Parameters<Harness['newPage']>[0], extension: boolean) {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.goto(`${e2e.baseUrl}/insights`);
  const main = page.getByRole('main');
  await main.getByText(/referrals? in this period\.$/).waitFor();
  if (extension) await main.getByText(MONEY_TREND, { exact: true }).first().waitFor();
  else await main.getByText(NO_MONEY).waitFor();
  assert.equal(await main.getByText(NO_MONEY).count(), extension ? 0 : 1);

  await choose(page, 'Period', 'Last financial year');
  await page.waitForURL((url) => url.searchParams.get('period') === 'lastYear');
  const given = main.getByRole('table', { name: 'Top businesses by referrals given', includeHidden: true });
  const first = given.getByRole('link', { name: /^Referrals of / }).first();
  // The figures of the period chosen: the trend's table starts at the last financial year's July
  // (the year runs July to June), and the page is no longer busy.
  const today = new Date();
  const lastYearFrom = (today.getMonth() >= 6 ? today.getFullYear() : today.getFullYear() - 1) - 1;
  await main
    .getByRole('table', { name: 'Referrals per month by acceptance type', includeHidden: true })
    .getByRole('row', { includeHidden: true })
    .nth(1)
    .getByText(`Jul ${lastYearFrom}`, { exact: true })
    .waitFor({ state: 'attached' });
  await main.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await first.waitFor({ state: 'attached' });
  // The row's link names its business (both read at once, from one render): the referrals list is
  // searched for that name.
  const [href, text] = await first.evaluate((link) => [link.getAttribute('href'), link.textContent]);
  const name = new URL(href ?? '', e2e.baseUrl).searchParams.get('q') ?? '';
  assert.match(text ?? '', new RegExp(`Referrals of ${name}`));
  assert.ok(name.length > 0, 'the ranking names a business');
  await first.click();
  await waitForPath(page, '/referrals');
  assert.equal(new URL(page.url()).searchParams.get('q'), name);
  await main.getByRole('link', { name }).first().waitFor();

  // Back returns to the insights of the period chosen.
  await page.goBack();
  await waitForPath(page, '/insights');
  assert.equal(new URL(page.url()).searchParams.get('period'), 'lastYear');
}

test('insights: change the period, follow a ranking row to the filtered referrals list', (t) =>
  periodThenRanking(full, t, true));

test('insights against a spec-only backend: the same, and the page says what it cannot show', (t) =>
  periodThenRanking(specOnly, t, false));

for (const theme of ['light', 'dark'] as const) {
  test(`insights: no serious or critical axe violation in the ${theme} theme`, async (t) => {
    const page = await full.newPage(t);
    await page.addInitScript((mode) => window.localStorage.setItem('console.theme', mode), theme);
    await full.signIn(page);
    await page.goto(`${full.baseUrl}/insights`);
    await page
      .getByRole('main')
      .getByText(/referrals? in this period\.$/)
      .waitFor();
    await page.getByRole('img', { name: 'Line chart of referrals per month by acceptance type' }).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    assert.deepEqual(serious, []);
  });
}

/**
 * At a laptop's and a phone's width: every figure table stays inside its card, one wider than its
 * box says it scrolls sideways, no table hides rows in a scroll box of its own, and nothing makes
 * the page itself scroll sideways.
 */
for (const width of [1366, 375]) {
  test(`insights at ${width} px: every table inside its card, cut columns announced`, async (t) => {
    const page = await full.newPage(t);
    await page.setViewportSize({ width, height: 900 });
    await full.signIn(page);
    await page.goto(`${full.baseUrl}/insights?period=lastYear`);
    const main = page.getByRole('main');
    await main.getByText(MONEY_TREND, { exact: true }).first().waitFor();
    await main.getByRole('region', { name: /^Referrals from region to region/ }).waitFor();
    await main.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const boxes = await main.getByRole('region').evaluateAll((regions) =>
      regions
        .filter((region) => region.getClientRects().length > 0)
        .map((region) => {
          let card = region.parentElement;
          while (card !== null && getComputedStyle(card).borderTopStyle === 'none') card = card.parentElement;
          const box = region.getBoundingClientRect();
          const cardBox = card?.getBoundingClientRect();
          return {
            name: region.getAttribute('aria-label') ?? '',
            insideCard:
              cardBox !== undefined && box.left >= cardBox.left - 1 && box.right <= cardBox.right + 1,
            cutSideways: region.scrollWidth > region.clientWidth + 1,
            announced: (region.nextElementSibling?.textContent ?? '').startsWith('Scroll sideways'),
            rowsHidden: region.scrollHeight > region.clientHeight + 1,
          };
        }),
    );
    assert.ok(
      boxes.some((box) => box.name.startsWith('Referrals from region to region')),
      'the heat map shows',
    );
    for (const box of boxes) {
      assert.ok(box.insideCard, `${box.name} stays inside its card`);
      if (box.cutSideways) assert.ok(box.announced, `${box.name} says it scrolls sideways`);
      if (box.name === MONEY_TREND) assert.equal(box.rowsHidden, false, 'every month shows');
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= width, `the page is ${pageWidth} px wide at ${width} px`);
  });
}
