/**
 * The command palette in Chromium: Ctrl-K finds a business by a few letters of its name and opens
 * it, with the keyboard alone; axe finds nothing serious in the open dialog, in either theme; and
 * its code is fetched only on first use, never by the sign-in page.
 */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Business } from '../src/api/generated/businesses';
import { createHarness, waitForPath } from './harness';
import { callApi, heading } from './journeys';

const e2e = createHarness();

const SEARCH_LABEL = 'Search pages, actions and records';
const PALETTE_CHUNK = /\/assets\/palette\.[0-9a-f]+\.js$/;

/** The text of the option the search box points at. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[role="combobox"][aria-activedescendant]');
    const id = box?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

/** Letters that start this business's name and no other's, shortest first (at least 3). */
function uniquePrefix(name: string, all: readonly Business[]): string {
  for (let length = 3; length <= name.length; length += 1) {
    const prefix = name.slice(0, length).toLowerCase();
    if (all.filter((other) => other.name.toLowerCase().startsWith(prefix)).length === 1) return prefix;
  }
  return name.toLowerCase();
}

test('Ctrl-K finds a business by a few letters of its name and opens it, keyboard only', async (t) => {
  const page = await e2e.newPage(t);
  const paletteRequests: string[] = [];
  page.on('request', (request) => {
    if (PALETTE_CHUNK.test(new URL(request.url()).pathname)) paletteRequests.push(request.url());
  });
  await e2e.signIn(page);
  assert.deepEqual(paletteRequests, [], 'the palette code is not loaded before it is used');

  const businesses = await callApi<Business[]>(e2e.baseUrl, page, '/businesses');
  const target = [...businesses].sort((a, b) => a.name.localeCompare(b.name))[
    Math.floor(businesses.length / 2)
  ];
  assert.ok(target, 'the demo data has businesses');
  const typed = uniquePrefix(target.name, businesses);

  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: SEARCH_LABEL });
  await box.waitFor();
  assert.equal(paletteRequests.length, 1, 'the palette code is fetched on first use');
  assert.ok(await box.evaluate((element) => element === document.activeElement), 'the search box has focus');

  await page.keyboard.type(typed);
  const option = page.getByRole('option').filter({ hasText: target.name });
  await option.waitFor();
  // Pages or actions that match too come first: the arrow keys reach the business.
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await activeOption(page))?.startsWith(target.name)) break;
    await page.keyboard.press('ArrowDown');
  }
  assert.ok((await activeOption(page))?.startsWith(target.name), `the arrows reach ${target.name}`);
  await page.keyboard.press('Enter');

  await waitForPath(page, `/businesses/${target.id}`);
  await heading(page, target.name).waitFor();
  await box.waitFor({ state: 'detached' });
});

test('the open palette passes axe in both themes, and Escape gives focus back', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.evaluate(() => window.localStorage.setItem('console.theme', 'dark'));
      await page.reload();
      await page.getByText('Signed in as').waitFor();
    }
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: SEARCH_LABEL });
    await box.waitFor();
    await page.keyboard.type('a');
    await page.getByRole('option').first().waitFor();
    const results = await new AxeBuilder({ page })
      .include('.ant-modal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    assert.ok(
      results.passes.some((rule) => rule.id === 'aria-valid-attr-value'),
      'axe checked the dialog',
    );
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`);
    assert.deepEqual(serious, [], `${theme} theme`);

    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Search') ?? false);
  }
});
