/**
 * CSV import of businesses against a spec-only backend (the server's spec-minimal mode, which has
 * no import extension): the console checks the file itself, then creates each business with the
 * spec's POST /businesses, one at a time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { int } from '../server/db/rows';
import { createHarness } from './harness';
import { chooseFile, cleanFile, countBusinesses, stored, watchWrites } from './importJourney';

const e2e = createHarness({ specMinimal: true });
const stamp = Date.now().toString(36);

test("a clean file creates every business with the spec's payloads, one at a time, and reports them", async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  const writes = watchWrites(page);
  const file = cleanFile(stamp);
  await chooseFile(page, file.csv);
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('table', { name: 'Businesses to create' })
    .getByText(file.created[1] ?? '')
    .waitFor();
  await dialog.getByRole('button', { name: 'Import 3 businesses' }).click();
  await dialog.getByText('Created 3 of 3 businesses.').waitFor();
  await page.getByText('3 businesses imported').waitFor();
  assert.deepEqual(await stored(e2e, file.created), [
    `=Import ${stamp} Formula | Harbourside | Plumbing`,
    `Import ${stamp} Bakery | Harbourside | Accounting;Plumbing`,
    `Import ${stamp}, Smith & Co | Inner City | `,
  ]);
  // The spec's payloads, in file order: the region's id, the categories as {id, name}.
  const idOf = async (table: 'regions' | 'categories', name: string) => {
    const [row] = await e2e.server.db.query(`select id from ${table} where name = $1`, [name]);
    assert.ok(row, name);
    return int(row, 'id');
  };
  const harbourside = await idOf('regions', 'Harbourside');
  const plumbing = { id: await idOf('categories', 'Plumbing'), name: 'Plumbing' };
  const accounting = { id: await idOf('categories', 'Accounting'), name: 'Accounting' };
  assert.deepEqual(
    writes
      .filter((write) => write.startsWith('POST /api/v1/businesses {'))
      .map((write): unknown => JSON.parse(write.slice('POST /api/v1/businesses '.length))),
    [
      { name: file.created[0], regionId: harbourside, categories: [plumbing, accounting] },
      { name: file.created[1], regionId: await idOf('regions', 'Inner City'), categories: [] },
      { name: file.created[2], regionId: harbourside, categories: [plumbing] },
    ],
  );
});

test('a file with one bad row names it and its reason, and nothing is sent', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  const before = await countBusinesses(e2e);
  const writes = watchWrites(page);
  await chooseFile(
    page,
    `name,region,categories\nFine ${stamp},Harbourside,\nOdd ${stamp},Harbourside,Astrology\n`,
  );
  const errors = page.getByRole('dialog').getByRole('table', { name: 'Rows with errors' });
  await errors.getByText('Unknown category: Astrology').waitFor();
  assert.deepEqual(await errors.locator('tbody tr').allInnerTexts(), [
    '3\tCategories\tUnknown category: Astrology',
  ]);
  // Discovery said there is no import extension: its address is never tried.
  assert.deepEqual(writes, []);
  assert.equal(await countBusinesses(e2e), before);
});
