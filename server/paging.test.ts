/**
 * Server-side paging of the lists that grow, the contract's optional extension:
 * every sort key both ways, by page and by cursor, search, filters, totals, bad input, and the
 * whole list when no page is asked for. Expectations come from the whole list, sorted
 * and filtered here as the contract describes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { text } from './db/rows';
import { LOG_ACTIONS, LOG_MODELS } from './lists/logs';
import { loadOpenApiDocument } from './openapi/document';
import {
  DEMO_ADMIN,
  array,
  at,
  client,
  errorKeys,
  insertUser,
  number,
  signIn,
  startServer,
  string,
  type Client,
} from './test-support';

let server: RunningApp;
let admin: Client;

before(async () => {
  server = await startServer('demo');
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
});
after(() => server.close());

type Row = Record<string, unknown>;
type Key = string | number;

function rowsOf(body: unknown): Row[] {
  return array(at(body, 'data')).map((row) => {
    assert.ok(typeof row === 'object' && row !== null && !Array.isArray(row));
    return Object.fromEntries(Object.entries(row));
  });
}

const idOf = (row: Row) => number(row.id);
const lower = (value: unknown) => String(value ?? '').toLowerCase();
const time = (value: unknown) => Date.parse(string(value));

async function whole(path: string): Promise<Row[]> {
  const answer = await admin.get(path);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(at(answer.body, 'meta'), undefined);
  return rowsOf(answer.body);
}

/**
 * Orders rows by their keys as the database orders them: texts are ranked by the database itself,
 * so the expectation holds whatever collation the test server uses.
 */
async function expectedOrder(
  rows: Row[],
  keys: (row: Row) => Key[],
  order: 'asc' | 'desc',
): Promise<number[]> {
  const texts = [...new Set(rows.flatMap((row) => keys(row).filter((key) => typeof key === 'string')))];
  const ranked = await server.db.query(
    'select v, dense_rank() over (order by v)::int as r from unnest($1::text[]) v',
    [texts],
  );
  const rank = new Map(ranked.map((row) => [text(row, 'v'), Number(row.r)]));
  const comparable = (key: Key) => (typeof key === 'string' ? (rank.get(key) ?? 0) : key);
  const direction = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const left = [...keys(a), idOf(a)].map(comparable);
      const right = [...keys(b), idOf(b)].map(comparable);
      for (const [index, value] of left.entries()) {
        const other = right[index] ?? 0;
        if (value !== other) return (value < other ? -1 : 1) * direction;
      }
      return 0;
    })
    .map(idOf);
}

type Walk = { ids: number[]; rows: Row[]; totals: number[]; pages: number[] };

async function walk(path: string, params: Record<string, string>, by: 'cursor' | 'page'): Promise<Walk> {
  const result: Walk = { ids: [], rows: [], totals: [], pages: [] };
  let cursor: string | null = null;
  for (let page = 1; page < 200; page++) {
    const query = new URLSearchParams(params);
    if (by === 'page') query.set('page', String(page));
    else if (cursor !== null) query.set('cursor', cursor);
    const answer = await admin.get(`${path}?${query}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const rows = rowsOf(answer.body);
    result.rows.push(...rows);
    result.ids.push(...rows.map(idOf));
    result.totals.push(number(at(answer.body, 'meta', 'total')));
    result.pages.push(number(at(answer.body, 'meta', 'page')));
    assert.equal(at(answer.body, 'meta', 'pageSize'), Number(params.pageSize));
    const next = at(answer.body, 'meta', 'nextCursor');
    if (next === null) {
      // Past the last page, a page number answers no rows (and the same total).
      if (by === 'page') {
        query.set('page', String(page + 1));
        const beyond = await admin.get(`${path}?${query}`);
        assert.deepEqual(at(beyond.body, 'data'), []);
        assert.equal(at(beyond.body, 'meta', 'nextCursor'), null);
      }
      return result;
    }
    assert.equal(rows.length, Number(params.pageSize), 'only the last page is short');
    cursor = string(next);
  }
  assert.fail('more than 200 pages');
}

/** Both ways of paging give exactly the expected rows, each once, with the right totals and pages. */
async function assertPaged(path: string, params: Record<string, string>, expected: number[], all: Row[]) {
  const byId = new Map(all.map((row) => [idOf(row), row]));
  for (const by of ['cursor', 'page'] as const) {
    const result = await walk(path, params, by);
    const where = `${path} ${JSON.stringify(params)} by ${by}`;
    assert.deepEqual(result.ids, expected, where);
    assert.ok(
      result.totals.every((total) => total === expected.length),
      `${where}: totals ${result.totals}`,
    );
    assert.deepEqual(
      result.pages,
      result.pages.map((_, index) => index + 1),
      where,
    );
    // The rows are exactly those of the whole list.
    for (const row of result.rows) assert.deepEqual(row, byId.get(idOf(row)), where);
  }
}

type ListCase = {
  path: string;
  pageSize: number;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** Each sort key's values, before the default order's and the id. */
  sorts: Record<string, (row: Row) => Key[]>;
  base: (row: Row) => Key[];
};

const importanceRank = (row: Row) => ({ Hot: 0, Medium: 1, Low: 2 })[String(row.importance)] ?? 3;
const logUser = (row: Row) =>
  at(row, 'user') === undefined
    ? ''
    : lower(`${String(at(row, 'user', 'firstName'))} ${String(at(row, 'user', 'lastName'))}`);

const LISTS: ListCase[] = [
  {
    path: '/logs',
    pageSize: 90,
    defaultSort: 'date',
    defaultOrder: 'desc',
    base: (row) => [time(row.date)],
    sorts: {
      date: () => [],
      message: (row) => [lower(row.message)],
      model: (row) => [String(row.model)],
      action: (row) => [String(row.type)],
      user: (row) => [logUser(row)],
    },
  },
  {
    path: '/referrals',
    pageSize: 25,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    base: (row) => [time(row.createdAt)],
    sorts: {
      createdAt: () => [],
      businessName: (row) => [lower(row.businessName)],
      importance: (row) => [importanceRank(row)],
      referrer: (row) => [lower(at(row, 'referrer', 'name'))],
      referredTo: (row) => [lower(at(row, 'referredTo', 'name'))],
      status: (row) => [String(row.acceptanceType)],
    },
  },
  {
    path: '/businesses',
    pageSize: 7,
    defaultSort: 'name',
    defaultOrder: 'asc',
    base: (row) => [lower(row.name)],
    sorts: {
      name: () => [],
      region: (row) => [lower(at(row, 'region', 'name'))],
    },
  },
  {
    path: '/users',
    pageSize: 7,
    defaultSort: 'name',
    defaultOrder: 'asc',
    base: (row) => [lower(row.firstName), lower(row.lastName)],
    sorts: {
      name: () => [],
      email: (row) => [lower(row.email)],
      mobile: (row) => [String(row.mobile)],
      type: (row) => [row.isAdmin ? 0 : 1],
      status: (row) => [row.isActive ? 0 : 1],
    },
  },
];

describe('every sort key, both ways, by page and by cursor', () => {
  for (const list of LISTS) {
    test(list.path, async () => {
      const all = await whole(list.path);
      assert.ok(all.length > list.pageSize * 2, `${list.path} has several pages`);
      for (const [sort, keys] of Object.entries(list.sorts)) {
        for (const order of ['asc', 'desc'] as const) {
          const expected = await expectedOrder(all, (row) => [...keys(row), ...list.base(row)], order);
          await assertPaged(list.path, { pageSize: String(list.pageSize), sort, order }, expected, all);
        }
      }
      // Without sort or order: the list's default order; a sort key alone goes up.
      const natural = await expectedOrder(all, list.base, list.defaultOrder);
      await assertPaged(list.path, { pageSize: String(list.pageSize) }, natural, all);
      const other = Object.keys(list.sorts).find((key) => key !== list.defaultSort) ?? list.defaultSort;
      const otherKeys = list.sorts[other] ?? (() => []);
      const ascending = await expectedOrder(all, (row) => [...otherKeys(row), ...list.base(row)], 'asc');
      await assertPaged(list.path, { pageSize: String(list.pageSize), sort: other }, ascending, all);
    });
  }
});

describe('without pageSize the answer is the whole list, whatever else is sent', () => {
  const extras: Record<string, string> = {
    '/logs': 'q=zzz&sort=message&order=asc&page=3&action=LOGIN&model=USER&since=2024-01-01T00:00:00Z',
    '/referrals': 'q=zzz&sort=importance&order=asc&page=2&importance=Low',
    '/businesses': 'q=zzz&sort=region&page=2',
    '/users': 'q=zzz&sort=email&order=desc&page=2',
  };
  for (const [path, query] of Object.entries(extras)) {
    test(path, async () => {
      const plain = await admin.get(path);
      const withExtras = await admin.get(`${path}?${query}`);
      assert.equal(withExtras.status, 200);
      assert.deepEqual(withExtras.body, plain.body);
      assert.equal(at(withExtras.body, 'meta'), undefined);
    });
  }

  test('a business’s referrals stay whole even with pageSize', async () => {
    const plain = await admin.get('/referrals?business=3');
    const paged = await admin.get('/referrals?business=3&pageSize=1&sort=status');
    assert.deepEqual(paged.body, plain.body);
    assert.ok(array(at(plain.body, 'data')).length > 1);
  });
});

/** What a row's search covers, per the contract, in lower case. */
const SEARCHABLE: Record<string, (row: Row) => string> = {
  '/logs': (row) =>
    [row.message, logUser(row), String(row.type).replace(/_/g, ' '), row.model].map(lower).join('\n'),
  '/referrals': (row) =>
    [
      row.businessName,
      at(row, 'referrer', 'name'),
      at(row, 'referredTo', 'name'),
      row.importance,
      row.acceptanceType,
    ]
      .map(lower)
      .join('\n'),
  '/businesses': (row) =>
    [
      row.name,
      at(row, 'region', 'name'),
      ...array(at(row, 'categories')).map((category) => at(category, 'name')),
    ]
      .map(lower)
      .join('\n'),
  '/users': (row) => [row.firstName, row.lastName, row.email, row.mobile].map(lower).join('\n'),
};

const SEARCHES: Record<string, string[]> = {
  // Words from different fields; any case; the action's words; a user's name.
  '/logs': ['ada created', 'ADA Business', 'password reset', 'referral kauri', 'signed', 'user invited'],
  '/referrals': ['kauri', 'hot accepted', 'Catering', 'pending bakery'],
  '/businesses': ['plumbing', 'inner city', 'co.'],
  '/users': ['example.com ada', '04', 'LISKOV'],
};

describe('search: every word, any case, anywhere in the row’s searchable text', () => {
  for (const list of LISTS) {
    test(list.path, async () => {
      const all = await whole(list.path);
      const haystack = SEARCHABLE[list.path] ?? (() => '');
      for (const q of SEARCHES[list.path] ?? []) {
        const words = q.toLowerCase().split(/\s+/);
        const matching = all.filter((row) => words.every((word) => haystack(row).includes(word)));
        assert.ok(matching.length > 0, `${list.path} has rows matching ${q}`);
        const expected = await expectedOrder(matching, list.base, list.defaultOrder);
        await assertPaged(list.path, { pageSize: String(list.pageSize), q }, expected, all);
      }
    });
  }

  test('a log search knows every action and model the document names', () => {
    const document = loadOpenApiDocument();
    assert.deepEqual(at(document, 'components', 'schemas', 'LogAction', 'enum'), LOG_ACTIONS);
    assert.deepEqual(at(document, 'components', 'schemas', 'LogModel', 'enum'), LOG_MODELS);
  });

  test('LIKE’s special characters are plain text, and a search for nothing finds nothing', async () => {
    for (const q of ['%', '_', '\\', '100%', 'a_b', 'qqqqzzzz']) {
      const answer = await admin.get(`/logs?pageSize=10&q=${encodeURIComponent(q)}`);
      assert.equal(answer.status, 200, q);
      assert.deepEqual(at(answer.body, 'data'), [], q);
      assert.equal(at(answer.body, 'meta', 'total'), 0, q);
      assert.equal(at(answer.body, 'meta', 'nextCursor'), null, q);
    }
    // Blank search text is no search.
    const blank = await admin.get('/logs?pageSize=10&q=%20%20');
    assert.equal(at(blank.body, 'meta', 'total'), (await whole('/logs')).length);
  });
});

describe('filters', () => {
  const logs = LISTS[0];
  const referrals = LISTS[1];
  assert.ok(logs && referrals);

  test('logs by action and by model, alone and together, with search and another sort', async () => {
    const all = await whole('/logs');
    const cases: [Record<string, string>, (row: Row) => boolean][] = [
      [{ action: 'INVITE' }, (row) => row.type === 'INVITE'],
      [{ model: 'REFERRAL' }, (row) => row.model === 'REFERRAL'],
      [{ action: 'CREATE', model: 'BUSINESS' }, (row) => row.type === 'CREATE' && row.model === 'BUSINESS'],
      [{ action: 'PASSWORD_RESET' }, (row) => row.type === 'PASSWORD_RESET'],
      [{ action: 'DELETE', model: 'CATEGORY' }, () => false],
    ];
    for (const [filters, keep] of cases) {
      const expected = await expectedOrder(all.filter(keep), logs.base, 'desc');
      await assertPaged('/logs', { pageSize: '40', ...filters }, expected, all);
    }
    const combined = all.filter((row) => row.type === 'UPDATE' && lower(row.message).includes('transaction'));
    assert.ok(combined.length > 0);
    const expected = await expectedOrder(combined, (row) => [lower(row.message), time(row.date)], 'desc');
    await assertPaged(
      '/logs',
      { pageSize: '7', action: 'UPDATE', q: 'transaction', sort: 'message', order: 'desc' },
      expected,
      all,
    );
  });

  test('logs by date: since includes its instant, until excludes its own', async () => {
    const all = await whole('/logs');
    const since = string(all[150]?.date);
    const until = string(all[40]?.date);
    const inRange = all.filter((row) => time(row.date) >= time(since) && time(row.date) < time(until));
    assert.ok(inRange.some((row) => row.date === since));
    assert.ok(!inRange.some((row) => row.date === until));
    const expected = await expectedOrder(inRange, logs.base, 'desc');
    await assertPaged('/logs', { pageSize: '30', since, until }, expected, all);
    // An offset is as good as Z; the console sends the start of a local day.
    const later = all.filter((row) => time(row.date) >= time(since));
    const shifted = new Date(time(since) + 2 * 3600_000)
      .toISOString()
      .replace('Z', '+02:00')
      .replace('.000', '');
    const answer = await admin.get(
      `/logs?pageSize=10&since=${encodeURIComponent(shifted.replace(/\.\d+\+/, '+'))}`,
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(Math.abs(number(at(answer.body, 'meta', 'total')) - later.length) <= 1);
  });

  test('referrals by status, alone and with importance, search and sort', async () => {
    const all = await whole('/referrals');
    const statuses = [...new Set(all.map((row) => string(row.acceptanceType)))];
    assert.ok(statuses.length >= 2, 'the demo data has referrals of several statuses');
    for (const status of statuses) {
      const kept = all.filter((row) => row.acceptanceType === status);
      const expected = await expectedOrder(kept, referrals.base, 'desc');
      await assertPaged('/referrals', { pageSize: '15', status }, expected, all);
    }
    const kept = all.filter((row) => row.acceptanceType === 'Accepted' && row.importance === 'Hot');
    const expected = await expectedOrder(
      kept,
      (row) => [lower(row.businessName), time(row.createdAt)],
      'asc',
    );
    await assertPaged(
      '/referrals',
      { pageSize: '4', status: 'Accepted', importance: 'Hot', sort: 'businessName', order: 'asc' },
      expected,
      all,
    );
    // Compared exactly: another case is another status, which no referral has.
    const none = await admin.get('/referrals?pageSize=5&status=accepted');
    assert.equal(none.status, 200);
    assert.equal(number(at(none.body, 'meta', 'total')), 0);
  });

  test('referrals by importance, with search and sort', async () => {
    const all = await whole('/referrals');
    for (const importance of ['Hot', 'Medium', 'Low']) {
      const kept = all.filter((row) => row.importance === importance);
      const expected = await expectedOrder(kept, referrals.base, 'desc');
      await assertPaged('/referrals', { pageSize: '15', importance }, expected, all);
    }
    const haystack = SEARCHABLE['/referrals'] ?? (() => '');
    const kept = all.filter((row) => row.importance === 'Low' && haystack(row).includes('accepted'));
    const expected = await expectedOrder(
      kept,
      (row) => [lower(at(row, 'referrer', 'name')), time(row.createdAt)],
      'asc',
    );
    await assertPaged(
      '/referrals',
      { pageSize: '4', importance: 'Low', q: 'accepted', sort: 'referrer', order: 'asc' },
      expected,
      all,
    );
  });
});

describe('locate: the page that holds a record', () => {
  for (const list of LISTS) {
    test(`${list.path}, in the default order and sorted by another column both ways`, async () => {
      const all = await whole(list.path);
      const orders: [string | undefined, 'asc' | 'desc' | undefined][] = [[undefined, undefined]];
      for (const sort of Object.keys(list.sorts).filter((key) => key !== list.defaultSort))
        orders.push([sort, 'asc'], [sort, 'desc']);
      for (const [sort, order] of orders) {
        const keys = sort ? (list.sorts[sort] ?? (() => [])) : () => [];
        const ordered = await expectedOrder(
          all,
          (row) => [...keys(row), ...list.base(row)],
          order ?? list.defaultOrder,
        );
        // The last record, one in the middle and the first: each on the page the order puts it.
        for (const index of [ordered.length - 1, Math.floor(ordered.length / 2), 0]) {
          const id = ordered[index];
          assert.ok(id !== undefined);
          const query = new URLSearchParams({
            pageSize: String(list.pageSize),
            locate: String(id),
            page: '1',
          });
          if (sort) query.set('sort', sort);
          if (order) query.set('order', order);
          const answer = await admin.get(`${list.path}?${query}`);
          assert.equal(answer.status, 200, JSON.stringify(answer.body));
          const page = Math.floor(index / list.pageSize) + 1;
          assert.equal(
            at(answer.body, 'meta', 'page'),
            page,
            `${list.path} ${sort ?? ''} ${order ?? ''} #${id}`,
          );
          assert.deepEqual(
            rowsOf(answer.body).map(idOf),
            ordered.slice((page - 1) * list.pageSize, page * list.pageSize),
          );
        }
      }
    });
  }

  test('a record the search or filters leave out, or none at all: the page asked for', async () => {
    const hot = rowsOf((await admin.get('/referrals?pageSize=100&importance=Hot')).body);
    const low = rowsOf((await admin.get('/referrals?pageSize=100&importance=Low')).body);
    const lowId = low[0] ? idOf(low[0]) : assert.fail('a Low referral');
    const second = await admin.get(`/referrals?pageSize=2&page=2&importance=Hot&locate=${lowId}`);
    assert.equal(at(second.body, 'meta', 'page'), 2);
    assert.deepEqual(rowsOf(second.body).map(idOf), hot.slice(2, 4).map(idOf));
    const missing = await admin.get('/logs?pageSize=5&page=3&locate=2147483647');
    assert.equal(at(missing.body, 'meta', 'page'), 3);
  });

  test('with a cursor, locate is ignored', async () => {
    const first = await admin.get('/logs?pageSize=5');
    const cursor = string(at(first.body, 'meta', 'nextCursor'));
    const lastId = idOf(rowsOf((await admin.get('/logs')).body).at(-1) ?? assert.fail('a log entry'));
    const next = await admin.get(`/logs?pageSize=5&cursor=${cursor}&locate=${lastId}`);
    assert.equal(at(next.body, 'meta', 'page'), 2);
  });
});

describe('bad values are a 400 naming the field, never a 500', () => {
  const bad: [string, string][] = [
    ['/logs?pageSize=0', 'pageSize'],
    ['/logs?pageSize=1001', 'pageSize'],
    ['/logs?pageSize=10&locate=0', 'locate'],
    ['/logs?pageSize=10&locate=first', 'locate'],
    ['/logs?pageSize=-1', 'pageSize'],
    ['/logs?pageSize=ten', 'pageSize'],
    ['/logs?pageSize=1.5', 'pageSize'],
    ['/logs?pageSize=1e1', 'pageSize'],
    ['/logs?pageSize=0x10', 'pageSize'],
    ['/logs?pageSize=', 'pageSize'],
    ['/logs?pageSize=10&pageSize=20', 'pageSize'],
    ['/logs?pageSize=10&page=0', 'page'],
    ['/logs?pageSize=10&page=two', 'page'],
    ['/logs?pageSize=10&page=99999999999', 'page'],
    ['/logs?pageSize=10&order=up', 'order'],
    ['/logs?pageSize=10&sort=colour', 'sort'],
    ['/logs?pageSize=10&sort=createdAt', 'sort'],
    ['/referrals?pageSize=10&sort=date', 'sort'],
    ['/businesses?pageSize=10&sort=email', 'sort'],
    ['/users?pageSize=10&sort=region', 'sort'],
    ['/logs?pageSize=10&action=SHOUT', 'action'],
    ['/logs?pageSize=10&model=PLANET', 'model'],
    ['/logs?pageSize=10&since=yesterday', 'since'],
    ['/logs?pageSize=10&since=2024-13-01T00:00:00Z', 'since'],
    ['/logs?pageSize=10&since=2024-01-01', 'since'],
    ['/logs?pageSize=10&since=2024-01-01T00:00:00', 'since'],
    ['/logs?pageSize=10&since=0000-01-01T00:00:00Z', 'since'],
    ['/logs?pageSize=10&until=9999-12-31T23:59:59Z', 'until'],
    ['/referrals?pageSize=10&importance=Lukewarm', 'importance'],
    ['/referrals?pageSize=10&status=', 'status'],
    [`/referrals?pageSize=10&status=${'a'.repeat(101)}`, 'status'],
    [`/users?pageSize=10&q=${'a'.repeat(201)}`, 'q'],
    ['/logs?pageSize=10&cursor=', 'cursor'],
    ['/logs?pageSize=10&cursor=not-a-cursor', 'cursor'],
    ['/logs?pageSize=10&cursor=%25%25%25', 'cursor'],
    [`/logs?pageSize=10&cursor=${'a'.repeat(5000)}`, 'cursor'],
  ];
  for (const [url, key] of bad) {
    test(url.length > 80 ? `${url.slice(0, 80)}…` : url, async () => {
      const answer = await admin.get(url);
      assert.deepEqual(errorKeys(answer), [key]);
    });
  }
});

describe('cursors', () => {
  async function firstCursor(path: string): Promise<string> {
    return string(at((await admin.get(path)).body, 'meta', 'nextCursor'));
  }
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (cursor: string): Record<string, unknown> => {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    assert.ok(typeof value === 'object' && value !== null && !Array.isArray(value));
    return Object.fromEntries(Object.entries(value));
  };

  test('a cursor belongs to its list, search, filters, sort and order', async () => {
    const cursor = await firstCursor('/logs?pageSize=5&sort=message');
    const stale = [
      `/logs?pageSize=5&cursor=${cursor}`,
      `/logs?pageSize=5&sort=message&order=desc&cursor=${cursor}`,
      `/logs?pageSize=5&sort=message&q=ada&cursor=${cursor}`,
      `/logs?pageSize=5&sort=message&action=LOGIN&cursor=${cursor}`,
      `/referrals?pageSize=5&cursor=${cursor}`,
    ];
    for (const url of stale) {
      const answer = await admin.get(url);
      assert.deepEqual(errorKeys(answer), ['cursor'], url);
      assert.match(String(at(answer.body, 'data', 0, 'message')), /first page/, url);
    }
    // The page size may change on the way: the cursor still leads on, and names its page.
    const answer = await admin.get(`/logs?pageSize=10&sort=message&cursor=${cursor}`);
    assert.equal(answer.status, 200);
    assert.equal(at(answer.body, 'meta', 'page'), 1, '5 rows before, pages of 10: still page 1');
  });

  test('a tampered cursor is a 400, never a 500', async () => {
    const real = decode(await firstCursor('/logs?pageSize=5'));
    const keys = array(real.k);
    const tampered: unknown[] = [
      [],
      'text',
      { ...real, f: 7 },
      { ...real, n: -1 },
      { ...real, n: '5' },
      { ...real, n: 1.5 },
      { ...real, n: 1e12 },
      { ...real, k: 'values' },
      { ...real, k: [] },
      { ...real, k: [...keys, 1] },
      { ...real, k: [keys[0], 0] },
      { ...real, k: [keys[0], 3_000_000_000] },
      { ...real, k: [keys[0], '12'] },
      { ...real, k: [Number(keys[0]), keys[1]] },
      { ...real, k: ['12345678901234567', keys[1]] },
      { ...real, k: ['2024-01-01T00:00:00Z', keys[1]] },
      { ...real, k: [null, keys[1]] },
    ];
    for (const value of tampered) {
      const answer = await admin.get(`/logs?pageSize=5&cursor=${encode(value)}`);
      assert.deepEqual(errorKeys(answer), ['cursor'], JSON.stringify(value));
    }
    // Text sort values too: the wrong type, or absurdly long.
    const byMessage = decode(await firstCursor('/logs?pageSize=5&sort=message'));
    const [message, date, id] = array(byMessage.k);
    for (const k of [
      [5, date, id],
      ['x'.repeat(2001), date, id],
      [message, true, id],
    ]) {
      const answer = await admin.get(`/logs?pageSize=5&sort=message&cursor=${encode({ ...byMessage, k })}`);
      assert.deepEqual(errorKeys(answer), ['cursor'], JSON.stringify(k));
    }
    // Well-formed values that name no row are a place like any other.
    const early = await admin.get(`/logs?pageSize=5&cursor=${encode({ ...real, k: ['-1', 1] })}`);
    assert.equal(early.status, 200);
    assert.deepEqual(at(early.body, 'data'), []);
    const users = decode(await firstCursor('/users?pageSize=5&sort=type'));
    const [, first, last, userId] = array(users.k);
    const flipped = await admin.get(
      `/users?pageSize=5&sort=type&cursor=${encode({ ...users, k: ['yes', first, last, userId] })}`,
    );
    assert.deepEqual(errorKeys(flipped), ['cursor']);
  });
});

describe('after writes', () => {
  test('a cursor goes on where its page ended, whatever was added before it', async () => {
    const before = (await whole('/logs')).map(idOf);
    const first = await admin.get('/logs?pageSize=10');
    assert.deepEqual(rowsOf(first.body).map(idOf), before.slice(0, 10));
    // New entries, newer than everything: a page number would now shift, a cursor does not.
    const region = await admin.post('/regions', { name: `Paging Region ${process.pid}` });
    assert.equal(region.status, 201);
    const next = await admin.get(`/logs?pageSize=10&cursor=${string(at(first.body, 'meta', 'nextCursor'))}`);
    assert.deepEqual(rowsOf(next.body).map(idOf), before.slice(10, 20));
    assert.equal(at(next.body, 'meta', 'total'), before.length + 1);
  });

  test('deep pages, read from either end of a long list, are the same rows as by cursor', async () => {
    await server.db.query(
      `insert into logs (message, action, model, created_at)
       select 'Bulk entry ' || n, case when n % 2 = 0 then 'LOGIN' else 'UPDATE' end, 'USER',
              timestamptz '1999-01-01 00:00:00+00' + (n % 1700) * interval '1 minute'
         from generate_series(1, 2500) n`,
    );
    try {
      const all = await whole('/logs');
      assert.ok(all.length >= 2900);
      const logs = LISTS[0];
      assert.ok(logs);
      for (const [sort, order] of [
        ['date', 'desc'],
        ['message', 'asc'],
        ['action', 'desc'],
      ] as const) {
        const keys = logs.sorts[sort] ?? (() => []);
        const expected = await expectedOrder(all, (row) => [...keys(row), ...logs.base(row)], order);
        await assertPaged('/logs', { pageSize: '100', sort, order }, expected, all);
      }
      const logins = all.filter((row) => row.type === 'LOGIN');
      assert.ok(logins.length > 1000);
      await assertPaged(
        '/logs',
        { pageSize: '40', action: 'LOGIN' },
        await expectedOrder(logins, logs.base, 'desc'),
        all,
      );
    } finally {
      await server.db.query(`delete from logs where message like 'Bulk entry %'`);
    }
  });

  test('timestamps keep their microseconds in a cursor', async () => {
    await server.db.query(
      `insert into logs (message, action, model, created_at)
       select 'Microsecond ' || n, 'LOGIN', 'USER', timestamptz '2099-01-01 00:00:00+00' + n * interval '1 microsecond'
         from generate_series(1, 3) n`,
    );
    const seen: string[] = [];
    let url = '/logs?pageSize=1';
    for (let page = 0; page < 3; page++) {
      const answer = await admin.get(url);
      seen.push(String(at(answer.body, 'data', 0, 'message')));
      url = `/logs?pageSize=1&cursor=${string(at(answer.body, 'meta', 'nextCursor'))}`;
    }
    assert.deepEqual(seen, ['Microsecond 3', 'Microsecond 2', 'Microsecond 1']);
  });

  test('totals follow entries added, deleted and detached from their user', async () => {
    const totals = async () => ({
      all: number(at((await admin.get('/logs?pageSize=1')).body, 'meta', 'total')),
      logins: number(at((await admin.get('/logs?pageSize=1&action=LOGIN')).body, 'meta', 'total')),
      userLogins: number(
        at((await admin.get('/logs?pageSize=1&action=LOGIN&model=USER')).body, 'meta', 'total'),
      ),
      deletes: number(
        at((await admin.get('/logs?pageSize=1&model=USER&action=DELETE')).body, 'meta', 'total'),
      ),
    });
    const counted = async () => {
      const all = await whole('/logs');
      return {
        all: all.length,
        logins: all.filter((row) => row.type === 'LOGIN').length,
        userLogins: all.filter((row) => row.type === 'LOGIN' && row.model === 'USER').length,
        deletes: all.filter((row) => row.type === 'DELETE' && row.model === 'USER').length,
      };
    };
    assert.deepEqual(await totals(), await counted());

    const email = `paging.${process.pid}@example.com`;
    const id = await insertUser(server.db, {
      email,
      firstName: 'Pagina',
      lastName: 'Quillfeather',
      isAdmin: false,
    });
    await signIn(server.app, email);
    await signIn(server.app, email);
    assert.deepEqual(await totals(), await counted());

    // Renamed: their entries are found, and sorted, by the new name.
    const renamed = await admin.put(`/users/${id}`, {
      email,
      firstName: 'Pagina',
      lastName: 'Inkwell',
      mobile: '0400000000',
      isAdmin: false,
      isActive: true,
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    const found = await admin.get('/logs?pageSize=10&q=inkwell');
    // Their sign-ins read 'Pagina Quillfeather signed in': found by the user's name, not the message.
    const signIns = rowsOf(found.body).filter((row) => row.type === 'LOGIN');
    assert.equal(signIns.length, 2);
    assert.ok(signIns.every((row) => at(row, 'user', 'lastName') === 'Inkwell'));

    // Deleted: the entries stay, lose their user, and sort first by user.
    const deleted = await admin.delete(`/users/${id}`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(await totals(), await counted());
    // Only the admin's entries that name them in their message still match.
    const afterDelete = rowsOf((await admin.get('/logs?pageSize=10&q=inkwell')).body);
    assert.deepEqual(
      afterDelete.map((row) => row.type),
      ['DELETE', 'UPDATE'],
    );
    const byUser = rowsOf((await admin.get('/logs?pageSize=2&sort=user&order=asc')).body);
    assert.equal(byUser.length, 2);
    assert.ok(byUser.every((row) => row.user === undefined));

    await server.db.query(`delete from logs where message like 'Microsecond %'`);
    assert.deepEqual(await totals(), await counted());
  });
});
