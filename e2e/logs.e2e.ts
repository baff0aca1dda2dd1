import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { dayText } from './expected';
import { createHarness, DEMO_ADMIN, waitForPath } from './harness';

const e2e = createHarness();
const adminName = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;

async function adminId(): Promise<number> {
  const rows = await e2e.server.db.query('select id from users where email = $1', [DEMO_ADMIN.email]);
  const id = rows[0]?.id;
  assert.equal(typeof id, 'number');
  return Number(id);
}

const logsTable = (page: Page) => page.getByRole('table', { name: 'Logs' });

async function choose(page: Page, select: 'Action' | 'Type', option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByRole('option', { name: option, exact: true })
    .click();
}

test('a category created in the console appears in the log with the admin as the responsible user', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const name = `Audit Trail ${Date.now()}`;

  await page.goto('/categories/create');
  await page.getByLabel('Category Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await waitForPath(page, '/categories');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Logs', exact: true })
    .click();
  await waitForPath(page, '/logs');
  await page.getByRole('heading', { level: 1, name: 'Logs' }).waitFor();

  // Newest first: the change just made heads the log.
  const first = logsTable(page).locator('tr.ant-table-row').first();
  await first.getByText(`created category ${name}`).waitFor();
  const cells = (await first.locator('td').allInnerTexts()).map((text) => text.trim());
  assert.equal(cells[0], `${adminName} created category ${name}`);
  assert.equal(cells[1], 'Category');
  assert.equal(cells[2], 'Create');
  assert.equal(cells[3], adminName);
  assert.ok(cells[4]?.startsWith(dayText(new Date())), `dated today: ${cells[4]}`);
  assert.match(cells[4] ?? '', /\d{2}:\d{2} (AM|PM)$/);
  assert.equal(
    await first.getByRole('link', { name: adminName, exact: true }).getAttribute('href'),
    `/users/${await adminId()}`,
  );
  // The entry names its record (the history extension): its message leads to that history.
  assert.match(
    (await first.getByRole('link', { name: `${adminName} created category ${name}` }).getAttribute('href')) ??
      '',
    /^\/history\/category\/\d+$/,
  );
  assert.match((await first.locator('.ant-tag').getAttribute('class')) ?? '', /ant-tag-green/);

  // Found again through the filters, which the URL keeps.
  await page.getByRole('textbox', { name: 'Search logs' }).fill(name);
  await choose(page, 'Action', 'Create');
  await choose(page, 'Type', 'Category');
  await logsTable(page).locator('tr.ant-table-row').filter({ hasText: name }).waitFor();
  // The filtered answer has come once the rows of the unfiltered list are gone.
  await logsTable(page).locator('tr.ant-table-row').nth(1).waitFor({ state: 'detached' });
  assert.equal(await logsTable(page).locator('tr.ant-table-row').count(), 1);
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('action'), 'CREATE');
  assert.equal(params.get('model'), 'CATEGORY');
  assert.equal(params.get('q'), name);

  // A shared link opens the same view.
  await page.reload();
  await logsTable(page).locator('tr.ant-table-row').filter({ hasText: name }).waitFor();
  // The filtered answer has come once the rows of the unfiltered list are gone.
  await logsTable(page).locator('tr.ant-table-row').nth(1).waitFor({ state: 'detached' });
  assert.equal(await logsTable(page).locator('tr.ant-table-row').count(), 1);
});

test("the admin's own sign-in is logged as a purple Login entry", async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.goto('/logs?action=LOGIN');
  const first = logsTable(page).locator('tr.ant-table-row').first();
  await first.getByRole('link', { name: adminName }).waitFor();
  assert.match((await first.locator('.ant-tag').getAttribute('class')) ?? '', /ant-tag-purple/);
  assert.equal((await first.locator('.ant-tag').innerText()).trim(), 'Login');
});

test('at 1366 px every demo log message reads whole without hovering, in rows of one height', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await e2e.signIn(page);
  const cut: string[] = [];
  const heights = new Set<number>();
  let seen = 0;
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    await page.goto(`/logs?size=100&page=${pageNumber}`);
    await logsTable(page).locator('tr.ant-table-row').first().waitFor();
    // One reading of every row, taken only once every row is laid out: antd's Table takes over from
    // the rows' look-alike a moment after they show, so a check and a later read could see two
    // different tables. The table is found anew on each try; at most 10 s.
    let reading: { message: string; cut: boolean; height: number }[] | null = null;
    for (let tries = 0; tries < 100 && !reading; tries += 1) {
      if (tries > 0) await page.waitForTimeout(100);
      reading = await logsTable(page).evaluate((table) => {
        const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
        if (rows.some((row) => row.getBoundingClientRect().height === 0)) return null;
        return rows.map((row) => {
          const text = row.querySelector('td [data-cell-text]');
          return {
            message: text?.getAttribute('data-cell-text') ?? '',
            cut:
              !text || text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
            height: Math.round(row.getBoundingClientRect().height),
          };
        });
      });
    }
    assert.ok(reading, `page ${pageNumber}: every row laid out within 10 s`);
    for (const row of reading) {
      if (row.cut) cut.push(row.message);
      heights.add(row.height);
    }
    seen += reading.length;
    if (reading.length < 100) break;
  }
  assert.ok(seen > 20, `the demo log has entries (${seen})`);
  assert.deepEqual(cut, [], 'messages cut short');
  assert.equal(heights.size, 1, `row heights: ${[...heights].join(', ')} px`);
});
