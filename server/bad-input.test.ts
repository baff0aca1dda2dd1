import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { int } from './db/rows';
import { GENERIC_SERVER_ERROR } from './http/errors';
import {
  DEMO_ADMIN,
  array,
  at,
  call,
  client,
  errorKeys,
  number,
  signIn,
  startServer,
  string,
  unique,
  type Client,
  withoutReference,
} from './test-support';

let server: RunningApp;
let admin: Client;
let token: string;
let regionId: number;
let businessIds: number[];
let referralId: number;

async function counts(): Promise<Record<string, number>> {
  const [row] = await server.db.query(
    `select (select count(*)::int from regions) as regions, (select count(*)::int from businesses) as businesses,
            (select count(*)::int from categories) as categories, (select count(*)::int from users) as users,
            (select count(*)::int from referrals) as referrals, (select count(*)::int from transactions) as transactions`,
  );
  assert.ok(row);
  return Object.fromEntries(Object.keys(row).map((key) => [key, int(row, key)]));
}

before(async () => {
  server = await startServer('demo');
  token = await signIn(server.app, DEMO_ADMIN.email);
  admin = client(server.app, token);
  regionId = number(at((await admin.get('/regions')).body, 'data', 0, 'id'));
  businessIds = array(at((await admin.get('/businesses')).body, 'data')).map((item) =>
    number(at(item, 'id')),
  );
  referralId = number(at((await admin.get('/referrals')).body, 'data', 0, 'id'));
});
after(() => server.close());

describe('rejected requests leave the data untouched and the server answering', () => {
  let before: Record<string, number>;

  test('setup: counts before', async () => {
    before = await counts();
  });

  test('unknown fields are rejected, not dropped', async () => {
    assert.deepEqual(errorKeys(await admin.post('/regions', { name: 'Extra', isAdmin: true })), ['isAdmin']);
    const nested = await admin.post('/businesses', {
      name: 'Nested',
      regionId,
      categories: [{ id: 1, colour: 'red' }],
    });
    assert.deepEqual(at(nested.body, 'data'), [{ key: 'categories', message: 'Unknown field colour' }]);
    assert.deepEqual(
      errorKeys(await admin.post('/auth/login', { email: DEMO_ADMIN.email, password: 'x', remember: true })),
      ['remember'],
    );
  });

  test('wrong types are rejected without coercion', async () => {
    const transaction = await admin.post('/transactions', {
      amount: '5',
      date: '2024-01-01',
      referralId: String(referralId),
    });
    assert.deepEqual(errorKeys(transaction), ['amount', 'referralId']);
    assert.deepEqual(errorKeys(await admin.post('/regions', { name: 42 })), ['name']);
    assert.deepEqual(errorKeys(await admin.post('/regions', { name: ['a'] })), ['name']);
    assert.deepEqual(errorKeys(await admin.post('/regions', { name: null })), ['name']);
    const user = await admin.post('/auth/register', {
      email: 'typed@example.com',
      firstName: 'T',
      lastName: 'T',
      mobile: 412345678,
      isAdmin: 'yes',
    });
    assert.deepEqual(errorKeys(user), ['mobile', 'isAdmin']);
  });

  test('missing required fields are named by their field', async () => {
    const answer = await admin.post('/referrals', { firstName: 'Kim' });
    assert.deepEqual(errorKeys(answer).sort(), [
      'businessName',
      'importance',
      'mobile',
      'referredTo',
      'referrer',
    ]);
    assert.match(string(at(answer.body, 'message')), /mobile: This field is required/);
    assert.deepEqual(errorKeys(await admin.patch(`/referrals/${referralId}`, {})), ['body']);
  });

  test('formats, ranges and patterns are enforced', async () => {
    const transaction = await admin.post('/transactions', { amount: 0.001, date: '2024-02-30', referralId });
    assert.deepEqual(at(transaction.body, 'data'), [
      { key: 'amount', message: 'Must be at least 0.01' },
      { key: 'date', message: 'Must be a date like 2024-06-30' },
    ]);
    assert.deepEqual(
      errorKeys(await admin.post('/transactions', { amount: 0, date: '2024-02-29', referralId })),
      ['amount'],
    );
    assert.deepEqual(
      errorKeys(await admin.post('/transactions', { amount: -5, date: '2024-02-29', referralId })),
      ['amount'],
    );
    assert.deepEqual(
      errorKeys(await admin.post('/transactions', { amount: 1e9 + 1, date: '2024-02-29', referralId })),
      ['amount'],
    );
    const referral = await admin.post('/referrals', {
      firstName: '   ',
      mobile: '04-12',
      businessName: 'x'.repeat(201),
      importance: 'Urgent',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      referrer: 0,
      referredTo: 1.5,
    });
    assert.deepEqual(errorKeys(referral).sort(), [
      'businessName',
      'email',
      'firstName',
      'importance',
      'mobile',
      'referredTo',
      'referrer',
      'website',
    ]);
  });

  test('two-decimal amounts are accepted exactly, however floating point stores them', async () => {
    for (const amount of [0.07, 19.99, 1.1, 999_999_999.99, 123_456_789.01]) {
      const answer = await admin.post('/transactions', { amount, date: '2024-01-15', referralId });
      assert.equal(answer.status, 201, `${amount}: ${JSON.stringify(answer.body)}`);
      assert.equal(at(answer.body, 'data', 'amount'), amount);
      await admin.delete(`/transactions/${number(at(answer.body, 'data', 'id'))}`);
    }
  });

  test('malformed JSON is a 400 with a clear message', async () => {
    const answer = await admin.post('/regions', undefined, {
      rawBody: '{"name": "Broken"',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(withoutReference(answer.body), { message: 'The request body is not valid JSON.' });
  });

  test('a missing body, or one that is not an object, is a 400', async () => {
    assert.equal((await admin.post('/regions')).status, 400);
    assert.equal(
      (
        await admin.post('/regions', undefined, {
          rawBody: '',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
      400,
    );
    assert.equal((await admin.post('/regions', ['name'])).status, 400);
    assert.equal((await admin.post('/regions', 'name')).status, 400);
    const text = await admin.post('/regions', undefined, {
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(text.status, 400);
    const form = await admin.post('/regions', undefined, {
      rawBody: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 415);
  });

  test('__proto__ in a body is refused', async () => {
    const answer = await admin.post('/regions', undefined, {
      rawBody: '{"name": "Proto", "__proto__": {"isAdmin": true}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(answer.status, 400);
  });

  test('bodies over 100 KB are a 413 with a message', async () => {
    const answer = await admin.post('/referrals', { firstName: 'Big', description: 'x'.repeat(120 * 1024) });
    assert.equal(answer.status, 413);
    assert.match(string(at(answer.body, 'message')), /too large/);
  });

  test('invalid ids in the address are 4xx with a message', async () => {
    for (const [path, status] of [
      ['/regions/abc', 400],
      ['/regions/0', 400],
      ['/regions/-1', 400],
      ['/regions/1.5', 400],
      ['/regions/99999999999', 404],
      ['/regions/2147483648', 404],
      ['/regions/999999', 404],
    ] as const) {
      const answer = await admin.get(path);
      assert.equal(answer.status, status, path);
      assert.equal(typeof at(answer.body, 'message'), 'string', path);
    }
    assert.deepEqual(errorKeys(await admin.get('/regions/abc')), ['id']);
    assert.equal((await admin.delete('/regions/abc')).status, 400);
    assert.deepEqual(errorKeys(await admin.delete('/businesses/user/abc/1')), ['businessId']);
    assert.equal((await admin.put('/regions/0', { name: 'Zero' })).status, 400);
  });

  test('ids in bodies must name existing records', async () => {
    assert.deepEqual(
      errorKeys(await admin.post('/businesses', { name: 'No region', regionId: 999_999, categories: [] })),
      ['regionId'],
    );
    assert.deepEqual(
      errorKeys(
        await admin.post('/businesses', { name: 'Huge region', regionId: 99_999_999_999, categories: [] }),
      ),
      ['regionId'],
    );
    const categories = await admin.post('/businesses', {
      name: 'No category',
      regionId,
      categories: [{ id: 999_999 }],
    });
    assert.deepEqual(at(categories.body, 'data'), [
      { key: 'categories', message: 'No such category: 999999' },
    ]);
    const [a = 0, b = 0] = businessIds;
    const referral = { firstName: 'Kim', mobile: '0400', businessName: 'X', importance: 'Hot' };
    assert.deepEqual(
      errorKeys(await admin.post('/referrals', { ...referral, referrer: 999_999, referredTo: b })),
      ['referrer'],
    );
    assert.deepEqual(
      errorKeys(await admin.post('/referrals', { ...referral, referrer: a, referredTo: 999_999 })),
      ['referredTo'],
    );
    const self = await admin.post('/referrals', { ...referral, referrer: a, referredTo: a });
    assert.deepEqual(at(self.body, 'data'), [
      { key: 'referredTo', message: 'A business cannot refer to itself' },
    ]);
    const selfPatch = await admin.patch(`/referrals/${referralId}`, {
      referredTo: number(at((await admin.get(`/referrals/${referralId}`)).body, 'data', 'referrer', 'id')),
    });
    assert.deepEqual(errorKeys(selfPatch), ['referredTo']);
    assert.deepEqual(
      errorKeys(
        await admin.post('/auth/register', {
          email: 'nobiz@example.com',
          firstName: 'N',
          lastName: 'B',
          mobile: '1',
          isAdmin: false,
          business: 999_999,
        }),
      ),
      ['business'],
    );
    assert.equal(
      (await admin.post('/transactions', { amount: 1, date: '2024-01-01', referralId: 999_999 })).status,
      404,
    );
    assert.equal((await admin.post('/businesses/user', { userId: 999_999, businessId: a })).status, 404);
  });

  test("a transaction's id in the body must match the address", async () => {
    const created = await admin.post('/transactions', { amount: 5, date: '2024-01-01', referralId });
    const id = number(at(created.body, 'data', 'id'));
    const answer = await admin.put(`/transactions/${id}`, {
      amount: 6,
      date: '2024-01-02',
      referralId,
      transactionId: id + 1,
    });
    assert.deepEqual(errorKeys(answer), ['transactionId']);
    assert.equal(at((await admin.get(`/transactions/${id}`)).body, 'data', 'amount'), 5);
    await admin.delete(`/transactions/${id}`);
  });

  test('text PostgreSQL cannot store (NUL) is a 400', async () => {
    assert.equal((await admin.post('/regions', { name: 'Nul\u0000Region' })).status, 400);
  });

  test('counts after: nothing above changed the data', async () => {
    assert.deepEqual(await counts(), before);
    assert.equal((await admin.get('/dashboard')).status, 200);
  });
});

describe('hostile and unusual text is stored and returned verbatim', () => {
  for (const [label, name] of [
    ['SQL', "Robert'); DROP TABLE regions;--"],
    ['SQL with quotes', `' OR '1'='1' -- "double" \\backslash`],
    ['HTML', '<script>alert("x")</script><img src=x onerror=alert(1)>'],
    ['unicode', 'Ōtautahi 東京 مرحبا Zürich 👩🏽‍💻 e\u0301'],
    ['right-to-left and zero-width', '\u202Eevil\u200B name'],
  ] as const) {
    test(label, async () => {
      const value = `${name} ${unique('#')}`;
      const created = await admin.post('/regions', { name: value });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = number(at(created.body, 'data', 'id'));
      const read = await admin.get(`/regions/${id}`);
      assert.equal(at(read.body, 'data', 'name'), value);
      assert.match(String(read.headers['content-type']), /^application\/json/);
      const listed = array(at((await admin.get('/regions')).body, 'data')).map((item) => at(item, 'name'));
      assert.ok(listed.includes(value));
    });
  }

  test('the tables survived', async () => {
    const [row] = await server.db.query(
      "select count(*)::int as count from information_schema.tables where table_name = 'regions'",
    );
    assert.equal(row ? int(row, 'count') : 0, 1);
  });
});

describe('unknown paths and unexpected errors', () => {
  test('unknown API paths and methods are JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api/v2/regions'],
      ['PATCH', '/api/v1/regions'],
      ['POST', '/api'],
    ] as const) {
      const answer = await call(server.app, method, url, undefined, { token });
      assert.equal(answer.status, 404, url);
      assert.equal(typeof at(answer.body, 'message'), 'string');
    }
  });

  test('an unexpected failure is a 500 with a generic message and no details', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    await server.db.query('alter table regions rename to regions_moved');
    try {
      const answer = await admin.get('/regions');
      assert.equal(answer.status, 500);
      assert.deepEqual(withoutReference(answer.body), { message: GENERIC_SERVER_ERROR });
      assert.equal(logged.mock.callCount(), 1, 'the details go to the server log');
    } finally {
      await server.db.query('alter table regions_moved rename to regions');
    }
    assert.equal((await admin.get('/regions')).status, 200);
  });
});
