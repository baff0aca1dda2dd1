/**
 * Every action confirms itself, in Chromium against the real server: a create says so and shows
 * the new record's row, marked, on the page of the list that holds it; an edit and a delete say so.
 */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createHarness, waitForPath } from './harness';
import { answer, heading, main } from './journeys';

const e2e = createHarness();

/**
 * Keeps the text of every antd message the page shows, in `window.consoleMessagesSaid`: a message
 * goes after 3 s, and on a loaded machine a poll from here can come after it has gone.
 */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    Reflect.set(window, 'consoleMessagesSaid', said);
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent?.trim() ?? '';
        if (text && !said.includes(text)) said.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** antd's message at the top of the page said `text`. */
const said = (page: Page, text: string) =>
  page.waitForFunction((expected) => {
    const messages: unknown = Reflect.get(window, 'consoleMessagesSaid');
    return Array.isArray(messages) && messages.includes(expected);
  }, text);

test('a created business is announced and its row is shown marked, on the page that holds it', async (t) => {
  const page = await e2e.newPage(t);
  await recordMessages(page);
  await e2e.signIn(page);
  // Sorted last by name among the demo businesses, so it sits past the first page.
  const name = `Zz Confirmed ${Date.now().toString(36)}`;
  await page.goto('/businesses/create');
  await heading(page, 'Create Business').waitFor();
  await page.getByLabel('Name').fill(name);
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await said(page, 'Business created');
  await waitForPath(page, '/businesses');
  const marked = main(page).locator('tr[aria-current="true"]');
  await marked.waitFor();
  assert.match((await marked.textContent()) ?? '', new RegExp(`^${name}`));
  assert.equal(await marked.count(), 1);
  const search = new URL(page.url()).searchParams;
  assert.ok(Number(search.get('page')) > 1, `the list opened on the new row's page (${page.url()})`);
  assert.ok(await marked.isVisible());
  // Scrolled into view, not only marked: the row lies within the window.
  await page.waitForFunction(() => {
    const row = document.querySelector('main tr[aria-current="true"]')?.getBoundingClientRect();
    return row !== undefined && row.top >= 0 && row.bottom <= window.innerHeight;
  });
  // The tint keeps the row's text and links readable (axe's colour contrast, WCAG AA). Checked once
  // the announcement has gone: over the row scrolled into view, it leaves axe unable to judge.
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  const contrast = await new AxeBuilder({ page })
    .include('tr[aria-current="true"]')
    .withRules(['color-contrast'])
    .analyze();
  assert.deepEqual(
    contrast.violations.map((violation) => violation.nodes.map((node) => node.failureSummary)),
    [],
  );
  assert.ok(
    contrast.passes.length > 0,
    `axe checked the marked row (undecided: ${contrast.incomplete.flatMap((rule) => rule.nodes.map((node) => node.failureSummary)).join('; ')})`,
  );

  await marked.getByRole('link', { name: `Details of ${name}` }).click();
  await heading(page, name).waitFor();
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await heading(page, 'Edit Business').waitFor();
  await page.getByLabel('Name').fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await said(page, 'Business updated');
  await heading(page, `${name} renamed`).waitFor();

  await main(page).getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this business?', 'Delete');
  await said(page, `${name} renamed deleted`);
  await waitForPath(page, '/businesses');
});
