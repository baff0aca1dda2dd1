/**
 * CSV import of businesses against the reference server: the import extension's dry run, then one
 * request that creates every business in one transaction.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHarness } from './harness';
import { chooseFile, cleanFile, countBusinesses, stored, watchWrites } from './importJourney';

const e2e = createHarness();
const stamp = Date.now().toString(36);

test('a clean file creates every business, with its region and categories, in one request', async (t) => {
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
  await page.getByText('3 businesses imported').waitFor();
  assert.deepEqual(await stored(e2e, file.created), [
    `=Import ${stamp} Formula | Harbourside | Plumbing`,
    `Import ${stamp} Bakery | Harbourside | Accounting;Plumbing`,
    `Import ${stamp}, Smith & Co | Inner City | `,
  ]);
  // One dry run, then one commit, each of the three rows as read from the file.
  assert.deepEqual(
    writes.map((write) => {
      const body: unknown = JSON.parse(write.slice(write.indexOf('{')));
      assert.ok(typeof body === 'object' && body !== null && 'dryRun' in body && 'rows' in body);
      return `${write.slice(0, write.indexOf(' {'))} dryRun ${String(body.dryRun)}, ${Array.isArray(body.rows) ? body.rows.length : 0} rows`;
    }),
    [
      'POST /api/v1/businesses/import dryRun true, 3 rows',
      'POST /api/v1/businesses/import dryRun false, 3 rows',
    ],
  );
  // The list shows the new businesses: search for one.
  await page.getByRole('textbox', { name: 'Search businesses' }).fill(`Import ${stamp} Bakery`);
  await page.getByRole('link', { name: `Import ${stamp} Bakery`, exact: true }).waitFor();
});

test('a file with one bad row names it and its reason, and nothing is written', async (t) => {
  const page = await e2e.newPage(t, { reducedMotion: true });
  await e2e.signIn(page);
  const before = await countBusinesses(e2e);
  const writes = watchWrites(page);
  await chooseFile(
    page,
    `name,region,categories\nBad ${stamp} One,Harbourside,\nBad ${stamp} Two,Atlantis,Plumbing\n`,
  );
  const dialog = page.getByRole('dialog');
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await errors.getByText('Unknown region: Atlantis').waitFor();
  assert.deepEqual(await errors.locator('tbody tr').allInnerTexts(), ['3\tRegion\tUnknown region: Atlantis']);
  await dialog
    .getByText(
      'businesses.csv: 1 row has errors. Nothing will be imported: fix the file and choose it again.',
    )
    .waitFor();
  assert.equal(await dialog.getByRole('button', { name: /^Import / }).count(), 0);
  assert.equal(writes.filter((write) => write.includes('"dryRun":false')).length, 0);
  assert.equal(await countBusinesses(e2e), before);
});
