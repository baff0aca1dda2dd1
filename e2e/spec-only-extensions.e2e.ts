/**
 * The extensions against a spec-only backend, in both forms of the server's spec-minimal mode: one
 * that answers as common frameworks do (405, 400, a JSON 404) and one behind a proxy that answers
 * unknown paths with an HTML page. Discovery's answer is no list in either, so the console uses no
 * extension and never tries one's address: no paging parameters, no history, no event stream, and
 * the import is checked in the browser and made with the spec's `POST /businesses`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Request, Response } from 'playwright-core';
import { int, text } from '../server/db/rows';
import { createHarness, type Harness } from './harness';
import { chooseFile, cleanFile, countBusinesses, stored, watchWrites } from './importJourney';
import { heading } from './journeys';

/** Every API request the page sends (method, path and query), in order. */
function watchApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** Discovery's answer: its status and content type, once it has come. */
function watchDiscovery(page: Page): Promise<{ status: number; type: string }> {
  return new Promise((resolve) => {
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname === '/api/v1/extensions')
        resolve({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    });
  });
}

async function idOf(e2e: Harness, table: 'regions' | 'categories', name: string) {
  const [row] = await e2e.server.db.query(`select id from ${table} where name = $1`, [name]);
  assert.ok(row, name);
  return int(row, 'id');
}

for (const mode of ['json', 'html'] as const) {
  describe(`against SPEC_MINIMAL=${mode === 'json' ? '1' : 'html'}`, () => {
    const e2e = createHarness({ specMinimal: mode === 'json' ? true : 'html' });
    const stamp = `${mode}${Date.now().toString(36)}`;

    test('no extension is tried: lists come whole, no history section, no event stream', async (t) => {
      const page = await e2e.newPage(t, { reducedMotion: true });
      const seen = watchApi(page);
      const discovery = watchDiscovery(page);
      await e2e.signIn(page);
      const answer = await discovery;
      assert.equal(answer.status, 404);
      assert.match(answer.type, mode === 'json' ? /^application\/json/ : /^text\/html/);

      // Within the console, as an admin goes there: discovery has answered by now. (A cold load
      // asks for a list's first page before it has, with the paging parameters a backend
      // without them ignores.)
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Logs', exact: true })
        .click();
      await page.getByRole('table', { name: 'Logs' }).waitFor();
      const [business] = await e2e.server.db.query('select id, name from businesses order by id limit 1');
      assert.ok(business);
      await page.goto(`/businesses/${int(business, 'id')}`);
      await heading(page, text(business, 'name')).waitFor();
      // Long enough for the History chunk, and for the stream once the page has settled.
      await page.waitForTimeout(3_500);
      assert.equal(await page.getByRole('heading', { name: 'History' }).count(), 0);
      assert.equal(await page.getByText('The history could not be loaded').count(), 0);

      assert.deepEqual(
        seen.filter((line) => /^GET \/api\/v1\/(history|events)/.test(line)),
        [],
        'no history, no stream',
      );
      const logs = seen.filter((line) => line.startsWith('GET /api/v1/logs'));
      assert.deepEqual(logs, ['GET /api/v1/logs'], 'the whole log, asked once without paging');
      // Once at sign-in, and once more when the reload restored the session.
      assert.equal(seen.filter((line) => line === 'GET /api/v1/extensions').length, 2);
    });

    test('the import checks the file in the browser and names its bad rows; nothing is sent', async (t) => {
      const page = await e2e.newPage(t, { reducedMotion: true });
      await e2e.signIn(page);
      const before = await countBusinesses(e2e);
      const writes = watchWrites(page);
      await chooseFile(
        page,
        `name,region,categories\nFine ${stamp},Harbourside,\n,Harbourside,\nOdd ${stamp},Atlantis,Astrology\n`,
      );
      const errors = page.getByRole('dialog').getByRole('table', { name: 'Rows with errors' });
      await errors.getByText('Unknown region: Atlantis').waitFor();
      assert.deepEqual(await errors.locator('tbody tr').allInnerTexts(), [
        '3\tName\tMissing name',
        '4\tRegion\tUnknown region: Atlantis',
        '4\tCategories\tUnknown category: Astrology',
      ]);
      assert.deepEqual(writes, []);
      assert.equal(await countBusinesses(e2e), before);
    });

    test("a clean file's businesses are created with the spec's POST /businesses, one at a time", async (t) => {
      const page = await e2e.newPage(t, { reducedMotion: true });
      await e2e.signIn(page);
      const writes = watchWrites(page);
      const file = cleanFile(stamp);
      await chooseFile(page, file.csv);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table', { name: 'Businesses to create' }).waitFor();
      await dialog.getByRole('button', { name: 'Import 3 businesses' }).click();
      await dialog.getByText('Created 3 of 3 businesses.').waitFor();
      assert.deepEqual(await stored(e2e, file.created), [
        `=Import ${stamp} Formula | Harbourside | Plumbing`,
        `Import ${stamp} Bakery | Harbourside | Accounting;Plumbing`,
        `Import ${stamp}, Smith & Co | Inner City | `,
      ]);
      const harbourside = await idOf(e2e, 'regions', 'Harbourside');
      const plumbing = { id: await idOf(e2e, 'categories', 'Plumbing'), name: 'Plumbing' };
      const accounting = { id: await idOf(e2e, 'categories', 'Accounting'), name: 'Accounting' };
      assert.deepEqual(
        writes.map((write): unknown => {
          assert.ok(write.startsWith('POST /api/v1/businesses {'), write);
          return JSON.parse(write.slice('POST /api/v1/businesses '.length));
        }),
        [
          { name: file.created[0], regionId: harbourside, categories: [plumbing, accounting] },
          { name: file.created[1], regionId: await idOf(e2e, 'regions', 'Inner City'), categories: [] },
          { name: file.created[2], regionId: harbourside, categories: [plumbing] },
        ],
      );
    });
  });
}
