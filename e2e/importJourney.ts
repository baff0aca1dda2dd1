import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { int, text } from '../server/db/rows';
import type { Harness } from './harness';
import { main } from './journeys';

/** The businesses a clean file creates: demo regions and categories, named in other cases and spaces. */
export function cleanFile(stamp: string) {
  const names = [`Import ${stamp} Bakery`, `"Import ${stamp}, Smith & Co"`, `=Import ${stamp} Formula`];
  return {
    csv:
      '\uFEFFName , REGION,categories\r\n' +
      `${names[0]},harbourside,plumbing; ACCOUNTING\r\n` +
      `${names[1]}, Inner City ,\r\n` +
      `${names[2]},Harbourside,Plumbing\r\n`,
    created: [`Import ${stamp} Bakery`, `Import ${stamp}, Smith & Co`, `=Import ${stamp} Formula`],
  };
}

/** Opens the import dialog on /businesses and chooses a file with the given text. */
export async function chooseFile(page: Page, csv: string): Promise<void> {
  await page.goto('/businesses');
  await main(page).getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Choose a CSV file or drop it here').waitFor();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'businesses.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

/** The API writes the page sends (method and path), in order. */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/v1/'))
      writes.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`);
  });
  return writes;
}

/** Each named business as stored: region and sorted categories, or absent. */
export async function stored(e2e: Harness, names: string[]) {
  const rows = await e2e.server.db.query(
    `select b.name, r.name as region,
       coalesce((select string_agg(c.name, ';' order by c.name) from business_categories bc
                 join categories c on c.id = bc.category_id where bc.business_id = b.id), '') as categories
     from businesses b join regions r on r.id = b.region_id where b.name = any($1::text[]) order by b.name`,
    [names],
  );
  return rows.map((row) => `${text(row, 'name')} | ${text(row, 'region')} | ${text(row, 'categories')}`);
}

export async function countBusinesses(e2e: Harness): Promise<number> {
  const [row] = await e2e.server.db.query('select count(*)::int as count from businesses');
  assert.ok(row);
  return int(row, 'count');
}
