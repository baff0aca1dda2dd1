/**
 * Journeys through the lists that grow (the audit log and the referrals): paging, search, a
 * filter, a sort and the CSV export, as an admin uses them. The same journeys run against the
 * reference server, which pages those lists itself (`e2e/paging.e2e.ts`), and against its
 * spec-only mode, which answers them whole (`e2e/spec-minimal.e2e.ts`); each file then checks
 * what went over the network. Expected figures come from the database, never from the console.
 */
import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';
import type { Harness } from './harness';
import { TIMEOUT_MS } from './harness';

/** The answers to one list's GETs while a journey runs. */
export type ListTraffic = { url: URL; body: unknown }[];

/** Records every answer to `GET /api/v1/<list>` (not the lists of one business). */
export function watchList(page: Page, list: 'logs' | 'referrals'): ListTraffic {
  const traffic: ListTraffic = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'GET' || url.pathname !== `/api/v1/${list}`) return;
    if (url.searchParams.has('business')) return;
    traffic.push({ url, body: null });
    const entry = traffic[traffic.length - 1];
    void response
      .json()
      .then((body: unknown) => {
        if (entry) entry.body = body;
      })
      .catch(() => undefined);
  });
  return traffic;
}

async function count(e2e: Harness, sql: string, values: unknown[] = []): Promise<number> {
  const [row] = await e2e.server.db.query(sql, values);
  return Number(row?.count);
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tr.ant-table-row');
const totalShown = (page: Page) => page.locator('.ant-pagination-total-text');

async function waitForTotal(page: Page, total: number): Promise<void> {
  await totalShown(page)
    .filter({ hasText: new RegExp(` of ${total}$`) })
    .waitFor({ timeout: TIMEOUT_MS });
}

export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  // The visible option, not antd's hidden copy for screen readers.
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

async function downloadedLines(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split('\r\n');
}

/**
 * The audit log: the second page, a search for one entry, the Login filter with its export, and
 * back to the whole log. `marker` is the message of an entry the caller wrote, found by search.
 */
export async function logJourney(e2e: Harness, page: Page, marker: string): Promise<void> {
  const entries = await count(e2e, 'select count(*) from logs');
  const logins = await count(e2e, "select count(*) from logs where action = 'LOGIN'");
  await page.goto('/logs');
  await waitForTotal(page, entries);
  assert.equal(await rows(page, 'Logs').count(), 20);

  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await totalShown(page)
    .filter({ hasText: `21-40 of ${entries}` })
    .waitFor();
  assert.equal(new URL(page.url()).searchParams.get('page'), '2');

  await page.getByRole('textbox', { name: 'Search logs' }).fill(marker);
  await rows(page, 'Logs').filter({ hasText: marker }).waitFor();
  await waitForTotal(page, 1);

  await page.getByRole('textbox', { name: 'Search logs' }).fill('');
  await choose(page, 'Action', 'Login');
  await waitForTotal(page, logins);
  const actions = await rows(page, 'Logs').locator('td:nth-child(3)').allInnerTexts();
  assert.deepEqual([...new Set(actions.map((text) => text.trim()))], ['Login']);

  const csv = await downloadedLines(page);
  // A UTF-8 file with its byte order mark, for spreadsheets.
  assert.equal(csv[0], '\uFEFFMessage,Type,Action,User Responsible,Date');
  assert.equal(csv.length, logins + 1, 'one line per Login entry, after the header');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await waitForTotal(page, entries);
}

/** The referrals: the Hot ones, sorted by referrer, the second page of them, and their export. */
export async function referralJourney(e2e: Harness, page: Page): Promise<void> {
  const referrals = await count(e2e, 'select count(*) from referrals');
  const hot = await count(e2e, "select count(*) from referrals where importance = 'Hot'");
  const [first] = await e2e.server.db.query(
    `select b.name from referrals r join businesses b on b.id = r.referrer_id
      where r.importance = 'Hot' order by lower(b.name), r.created_at, r.id limit 1`,
  );
  await page.goto('/referrals');
  await waitForTotal(page, referrals);

  await choose(page, 'Filter by importance', 'Hot');
  await waitForTotal(page, hot);
  await table(page, 'Referrals')
    .getByRole('columnheader', { name: /Referrer/ })
    .click();
  await rows(page, 'Referrals')
    .first()
    .locator('td:nth-child(4)')
    .filter({ hasText: String(first?.name) })
    .waitFor();
  const importances = await rows(page, 'Referrals').locator('td:nth-child(3)').allInnerTexts();
  assert.deepEqual([...new Set(importances.map((text) => text.trim()))], ['Hot']);

  if (hot > 20) {
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await totalShown(page)
      .filter({ hasText: new RegExp(`^21-\\d+ of ${hot}$`) })
      .waitFor();
  }
  const csv = await downloadedLines(page);
  assert.equal(csv.length, hot + 1, 'one line per Hot referral, after the header');
}
