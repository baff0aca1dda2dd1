/**
 * The business import, on the reference server with the large seed:
 * - a dry run of a 10,000-row file in the console (choosing the file to the table of businesses
 *   to create: reading, parsing in chunks, the server's dry run, the table), against papaparse
 *   alone parsing the same text in the same browser; the longest task meanwhile is reported,
 *   as what the page's responsiveness comes down to;
 * - a commit of the same 10,000 rows (one request, one transaction, with categories and audit
 *   entries), against one multi-row INSERT of as many rows into the same table.
 * Run last: it adds businesses and log entries to the database the other figures read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { RunningApp } from '../../server/app';
import { int, text } from '../../server/db/rows';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../server/seed';
import { signIn } from './console';

const IMPORT_ROWS = 10_000;
const PAPAPARSE_FILE = path.resolve('node_modules/papaparse/papaparse.min.js');

type ImportTimes = {
  dryRunMs: number;
  papaparseMs: number;
  longestTaskMs: number;
  commitMs: number;
  insertMs: number;
};

type Names = { region: string; categories: string[] };

async function seedNames(server: RunningApp): Promise<Names> {
  const [region] = await server.db.query('select name from regions order by id limit 1');
  const categories = await server.db.query('select name from categories order by id limit 2');
  if (!region || categories.length < 2) throw new Error('The import bench needs a region and two categories');
  return { region: text(region, 'name'), categories: categories.map((row) => text(row, 'name')) };
}

function csvOf(prefix: string, names: Names): string {
  const lines = Array.from(
    { length: IMPORT_ROWS },
    (_, index) => `"${prefix} ${index}, Ltd",${names.region},${names.categories.join(';')}`,
  );
  return `name,region,categories\r\n${lines.join('\r\n')}\r\n`;
}

async function tokenOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (typeof data !== 'object' || data === null || !('token' in data)) throw new Error('Sign-in failed');
  return String(data.token);
}

/** The console's dry run of the file, and papaparse alone on the same text, in one browser. */
async function dryRun(browser: Browser, baseUrl: string, csv: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await signIn(context, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/businesses`);
    await page.getByRole('main').getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Choose a CSV file or drop it here').waitFor();
    await page.evaluate(() => {
      const tasks: number[] = [];
      Reflect.set(window, '__importTasks', tasks);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog
      .getByRole('button', { name: `Import ${IMPORT_ROWS.toLocaleString('en-US')} businesses` })
      .waitFor();
    const dryRunMs = Date.now() - started;
    const tasks = await page.evaluate(() => {
      const value: unknown = Reflect.get(window, '__importTasks');
      return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
    });

    // papaparse alone, in a blank page of the same browser (the console's own page forbids
    // injected scripts).
    const blank = await context.newPage();
    await blank.addScriptTag({ content: readFileSync(PAPAPARSE_FILE, 'utf8') });
    const papaparseMs = await blank.evaluate((source) => {
      const papa: unknown = Reflect.get(window, 'Papa');
      const parse = typeof papa === 'object' && papa !== null ? Reflect.get(papa, 'parse') : undefined;
      if (typeof parse !== 'function') throw new Error('papaparse did not load');
      const begin = performance.now();
      Reflect.apply(parse, papa, [source]);
      return performance.now() - begin;
    }, csv);
    return { dryRunMs, papaparseMs, longestTaskMs: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

/** The import's commit over HTTP, and one INSERT of as many rows (removed again). */
async function commit(server: RunningApp, baseUrl: string, token: string, prefix: string, names: Names) {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => ({
    line: index + 2,
    name: `${prefix} ${index}`,
    region: names.region,
    categories: names.categories,
  }));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/businesses/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ dryRun: false, rows }),
  });
  await response.arrayBuffer();
  const commitMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`The import's commit answered ${response.status}`);

  const [region] = await server.db.query('select id from regions where name = $1', [names.region]);
  if (!region) throw new Error(`No region ${names.region}`);
  const regionId = int(region, 'id');
  const values = rows.map((_, index) => `($${index + 1}, ${regionId})`).join(', ');
  const begin = performance.now();
  await server.db.query(
    `insert into businesses (name, region_id) values ${values}`,
    rows.map((row) => `${row.name} (insert)`),
  );
  const insertMs = performance.now() - begin;
  await server.db.query('delete from businesses where name like $1', [`${prefix} % (insert)`]);
  return { commitMs, insertMs };
}

/** One round: a dry run and its reference, then a commit and its reference, each on fresh names. */
export async function measureImport(
  browser: Browser,
  baseUrl: string,
  server: RunningApp,
  round: number,
): Promise<ImportTimes> {
  const names = await seedNames(server);
  const prefix = `Bench import ${Date.now().toString(36)} ${round}`;
  const dry = await dryRun(browser, baseUrl, csvOf(prefix, names));
  const committed = await commit(server, baseUrl, await tokenOf(baseUrl), prefix, names);
  return { ...dry, ...committed };
}
