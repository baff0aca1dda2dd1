import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { int, text } from './db/rows';
import { DEMO_ADMIN, DEMO_USER } from './seed';
import { array, at, client, number, signIn, startServer, string, type Client } from './test-support';

// POST /businesses/import: every row checked, then all created in one transaction or none.
let server: RunningApp;
let admin: Client;

before(async () => {
  server = await startServer('demo');
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
  assert.equal((await admin.post('/regions', { name: 'Import North' })).status, 201);
  assert.equal((await admin.post('/categories', { name: 'Import Bakers' })).status, 201);
  assert.equal((await admin.post('/categories', { name: 'Import Florists' })).status, 201);
});
after(() => server.close());

async function countWhere(sql: string, params: unknown[]): Promise<number> {
  const [row] = await server.db.query(`select count(*)::int as count from ${sql}`, params);
  return row ? int(row, 'count') : 0;
}

const businessesNamed = (names: string[]) => countWhere('businesses where name = any($1::text[])', [names]);

const errorsOf = (body: unknown) =>
  array(at(body, 'errors')).map((item) => ({
    line: number(at(item, 'line')),
    field: string(at(item, 'field')),
    message: string(at(item, 'message')),
  }));

test('a dry run answers the rows matched by name, ignoring case and spaces, and writes nothing', async () => {
  const answer = await admin.post('/businesses/import', {
    dryRun: true,
    rows: [{ line: 2, name: ' Dry Run Bakery ', region: ' import NORTH ', categories: ['import bakers '] }],
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(at(answer.body, 'data', 'dryRun'), true);
  assert.equal(at(answer.body, 'data', 'rows', 0, 'name'), 'Dry Run Bakery');
  assert.equal(at(answer.body, 'data', 'rows', 0, 'region', 'name'), 'Import North');
  assert.equal(at(answer.body, 'data', 'rows', 0, 'categories', 0, 'name'), 'Import Bakers');
  assert.equal(await businessesNamed(['Dry Run Bakery']), 0);
});

test('a commit creates every business with its region and categories, and one audit entry each', async () => {
  const logsBefore = await countWhere("logs where action = 'CREATE' and model = 'BUSINESS'", []);
  const answer = await admin.post('/businesses/import', {
    dryRun: false,
    rows: [
      { line: 2, name: 'Imported Bakery', region: 'Import North', categories: ['Import Bakers'] },
      {
        line: 3,
        name: '=Formula Florist',
        region: 'import north',
        categories: ['Import Florists', 'Import Bakers'],
      },
      { line: 4, name: 'No Category Shop', region: 'Import North', categories: [] },
    ],
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const ids = array(at(answer.body, 'data', 'rows')).map((row) => number(at(row, 'id')));
  assert.equal(ids.length, 3);
  const second = await admin.get(`/businesses/${ids[1]}`);
  assert.equal(at(second.body, 'data', 'name'), '=Formula Florist');
  assert.equal(at(second.body, 'data', 'region', 'name'), 'Import North');
  assert.deepEqual(
    array(at(second.body, 'data', 'categories'))
      .map((category) => string(at(category, 'name')))
      .sort(),
    ['Import Bakers', 'Import Florists'],
  );
  const logs = await server.db.query(
    "select message from logs where action = 'CREATE' and model = 'BUSINESS' and message like '%created business %' order by id desc limit 3",
  );
  assert.deepEqual(
    logs.map((row) => text(row, 'message')).sort(),
    [
      'Ada Admin created business =Formula Florist',
      'Ada Admin created business Imported Bakery',
      'Ada Admin created business No Category Shop',
    ].sort(),
  );
  assert.equal(await countWhere("logs where action = 'CREATE' and model = 'BUSINESS'", []), logsBefore + 3);

  // Through the one write path: each imported business has its first revision, as a single create.
  const history = await admin.get(`/history?model=BUSINESS&id=${ids[1]}`);
  assert.equal(history.status, 200);
  const [revision] = array(at(history.body, 'data'));
  assert.equal(at(revision, 'action'), 'CREATE');
  assert.equal(at(revision, 'version'), 1);
  assert.equal(at(revision, 'actor', 'firstName'), 'Ada');
  const name = array(at(revision, 'changes')).find((change) => at(change, 'field') === 'name');
  assert.equal(at(name, 'to'), '=Formula Florist');
});

test('one bad row: a 400 naming every bad row by line, field and reason, and nothing is written', async () => {
  assert.equal(
    (
      await admin.post('/businesses/import', {
        dryRun: false,
        rows: [{ line: 2, name: 'Already Here', region: 'Import North', categories: [] }],
      })
    ).status,
    200,
  );
  const answer = await admin.post('/businesses/import', {
    dryRun: false,
    rows: [
      { line: 2, name: 'Good One', region: 'Import North', categories: ['Import Bakers'] },
      { line: 3, name: '  ', region: 'Import North', categories: [] },
      { line: 4, name: 'Good Two', region: 'Atlantis', categories: [] },
      { line: 5, name: 'Good Three', region: 'Import North', categories: ['Import Bakers', 'Astrology'] },
      { line: 6, name: 'good one ', region: 'Import North', categories: [] },
      { line: 7, name: ' already here', region: 'Import North', categories: [] },
      { line: 8, name: 'x'.repeat(201), region: 'Import North', categories: [] },
      { line: 9, name: 'Good Four', region: '', categories: [] },
    ],
  });
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(string(at(answer.body, 'message')), '7 rows cannot be imported; nothing was written.');
  assert.deepEqual(errorsOf(answer.body), [
    { line: 3, field: 'name', message: 'Missing name' },
    { line: 4, field: 'region', message: 'Unknown region: Atlantis' },
    { line: 5, field: 'categories', message: 'Unknown category: Astrology' },
    { line: 6, field: 'name', message: 'Name repeated in the file (first on line 2)' },
    { line: 7, field: 'name', message: 'A business named already here already exists' },
    { line: 8, field: 'name', message: 'Name is longer than 200 characters' },
    { line: 9, field: 'region', message: 'Missing region' },
  ]);
  assert.equal(await businessesNamed(['Good One', 'Good Two', 'Good Three', 'Good Four']), 0);
});

test('all or nothing: a name taken inside the transaction rolls back every row', async () => {
  // Two imports of overlapping names at once: the unique index refuses the second's row, and
  // none of that import's other rows stay.
  const rows = (prefix: string) => [
    { line: 2, name: `${prefix} Solo`, region: 'Import North', categories: [] },
    { line: 3, name: 'Race Shared', region: 'Import North', categories: [] },
  ];
  const [first, second] = await Promise.all([
    admin.post('/businesses/import', { dryRun: false, rows: rows('Race A') }),
    admin.post('/businesses/import', { dryRun: false, rows: rows('Race B') }),
  ]);
  const statuses = [first.status, second.status].sort();
  assert.equal(statuses[0], 200);
  assert.ok(statuses[1] === 400 || statuses[1] === 409, String(statuses[1]));
  assert.equal(await businessesNamed(['Race A Solo', 'Race B Solo']), 1);
  assert.equal(await businessesNamed(['Race Shared']), 1);
});

test('bad requests are 400s, never 500s', async () => {
  const bodies: unknown[] = [
    {},
    { dryRun: true },
    { dryRun: 'yes', rows: [] },
    { dryRun: true, rows: [] },
    { dryRun: true, rows: [{ line: 2, name: 'A', region: 'Import North' }] },
    { dryRun: true, rows: [{ line: 1, name: 'A', region: 'Import North', categories: [] }] },
    { dryRun: true, rows: [{ line: 2, name: 5, region: 'Import North', categories: [] }] },
    { dryRun: true, rows: [{ line: 2, name: 'A', region: 'Import North', categories: [3] }] },
    { dryRun: true, rows: [{ line: 2, name: 'A', region: 'Import North', categories: [], extra: 1 }] },
    {
      dryRun: true,
      rows: [
        { line: 2, name: 'A', region: 'Import North', categories: [] },
        { line: 2, name: 'B', region: 'Import North', categories: [] },
      ],
    },
    {
      dryRun: true,
      rows: Array.from({ length: 10_001 }, (_, index) => ({
        line: index + 2,
        name: `Many ${index}`,
        region: 'Import North',
        categories: [],
      })),
    },
  ];
  for (const body of bodies) {
    const answer = await admin.post('/businesses/import', body);
    assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 200));
  }
  const broken = await admin.post('/businesses/import', undefined, {
    rawBody: '{"dryRun": true, "rows": [',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(broken.status, 400);
});

test('line numbers are bounded: 2^31 and 1e300 are 400s', async () => {
  for (const line of [2 ** 31, 1e300, 20_000_001]) {
    const answer = await admin.post('/businesses/import', {
      dryRun: true,
      rows: [{ line, name: 'Far Line', region: 'Import North', categories: [] }],
    });
    assert.equal(answer.status, 400, `line ${line}`);
  }
});

test('the worst case (10,000 rows of 100 unknown categories each) is a 400 listing the first 1,000 problems and counting the rest', async () => {
  const rows = Array.from({ length: 10_000 }, (_, index) => ({
    line: index + 2,
    name: `Worst Case ${index}`,
    region: 'Import North',
    categories: Array.from({ length: 100 }, (_, category) => `nc${category}`),
  }));
  for (const dryRun of [true, false]) {
    const answer = await admin.post('/businesses/import', { dryRun, rows });
    assert.equal(answer.status, 400);
    const errors = errorsOf(answer.body);
    assert.equal(errors.length, 1_000);
    assert.deepEqual(errors[0], {
      line: 2,
      field: 'categories',
      message: 'Unknown category: nc0',
    });
    assert.equal(
      string(at(answer.body, 'message')),
      '10,000 rows cannot be imported; nothing was written. The first 1,000 problems are listed, and 999,000 more are not.',
    );
  }
  assert.equal(await businessesNamed(['Worst Case 0']), 0);
});

test('a row of 3.1 million category names is one row error, not a 500', async () => {
  const answer = await admin.post('/businesses/import', {
    dryRun: true,
    rows: [
      {
        line: 2,
        name: 'Huge Row',
        region: 'Import North',
        categories: Array.from({ length: 3_100_000 }, () => 'x'),
      },
      { line: 3, name: 'Long Row', region: 'Import North', categories: ['y'.repeat(30_000)] },
      { line: 4, name: 'Fine Row', region: 'Import North', categories: ['Import Bakers'] },
    ],
  });
  assert.equal(answer.status, 400, JSON.stringify(answer.body).slice(0, 300));
  assert.deepEqual(errorsOf(answer.body), [
    { line: 2, field: 'categories', message: 'At most 100 categories' },
    { line: 3, field: 'name', message: 'Row is longer than 20400 characters' },
  ]);
  assert.equal(string(at(answer.body, 'message')), '2 rows cannot be imported; nothing was written.');
});

test('a name with a lone surrogate or a line or paragraph separator is refused the same in the dry run and the import', async () => {
  for (const name of [
    'Lone \ud800 Surrogate',
    'Trailing \udc00',
    'Line\u2028Separator',
    'Para\u2029Separator',
  ]) {
    for (const dryRun of [true, false]) {
      const answer = await admin.post('/businesses/import', {
        dryRun,
        rows: [{ line: 2, name, region: 'Import North', categories: [] }],
      });
      assert.equal(answer.status, 400, `${JSON.stringify(name)} dryRun=${String(dryRun)}`);
      assert.deepEqual(errorsOf(answer.body), [
        { line: 2, field: 'name', message: 'Name must be one line of valid text' },
      ]);
    }
    // Every other entry point that takes a name holds it to the same rule.
    const region = await admin.post('/regions', { name });
    assert.equal(region.status, 400, `region ${JSON.stringify(name)}`);
    const category = await admin.post('/categories', { name });
    assert.equal(category.status, 400, `category ${JSON.stringify(name)}`);
  }
  const emoji = await admin.post('/businesses/import', {
    dryRun: true,
    rows: [{ line: 2, name: 'Café 😀 Ünïcode', region: 'Import North', categories: [] }],
  });
  assert.equal(emoji.status, 200, JSON.stringify(emoji.body));
});

test('10,000 rows fit the body limit and are checked in one request', async () => {
  const rows = Array.from({ length: 10_000 }, (_, index) => ({
    line: index + 2,
    name: `Bulk Import Business Number ${index} With A Longish Name To Fill The Row`,
    region: 'Import North',
    categories: ['Import Bakers', 'Import Florists'],
  }));
  const answer = await admin.post('/businesses/import', { dryRun: true, rows });
  assert.equal(answer.status, 200, JSON.stringify(answer.body).slice(0, 300));
  assert.equal(array(at(answer.body, 'data', 'rows')).length, 10_000);
});

test("a body over the import's own limit is a 413 naming it, while other operations keep 100 KB", async () => {
  const rows = Array.from({ length: 9_000 }, (_, index) => ({
    line: index + 2,
    name: `${'n'.repeat(1_400)} ${index}`,
    region: 'Import North',
    categories: [],
  }));
  const answer = await admin.post('/businesses/import', { dryRun: true, rows });
  assert.equal(answer.status, 413);
  assert.equal(string(at(answer.body, 'message')), 'The request body is too large (the limit is 12 MB).');
  const other = await admin.post('/regions', { name: 'x'.repeat(120 * 1024) });
  assert.equal(other.status, 413);
  assert.equal(string(at(other.body, 'message')), 'The request body is too large (the limit is 100 KB).');
});

test('only administrators may import', async () => {
  const body = {
    dryRun: false,
    rows: [{ line: 2, name: 'Sneaky Import', region: 'Import North', categories: [] }],
  };
  assert.equal((await client(server.app).post('/businesses/import', body)).status, 401);
  const user = client(server.app, await signIn(server.app, DEMO_USER.email));
  assert.equal((await user.post('/businesses/import', body)).status, 403);
  assert.equal(await businessesNamed(['Sneaky Import']), 0);
});

test('the spec-only mode has no import: a POST to /businesses/{id}, which has no POST (405)', async () => {
  const minimal = await startServer('demo', { specMinimal: true });
  try {
    const minimalAdmin = client(minimal.app, await signIn(minimal.app, DEMO_ADMIN.email));
    const answer = await minimalAdmin.post('/businesses/import', {
      dryRun: true,
      rows: [{ line: 2, name: 'Nope', region: 'Import North', categories: [] }],
    });
    assert.equal(answer.status, 405);
  } finally {
    await minimal.close();
  }
});
