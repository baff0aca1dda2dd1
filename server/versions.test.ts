import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import {
  DEMO_ADMIN,
  array,
  at,
  client,
  errorKeys,
  number,
  signIn,
  startServer,
  string,
  unique,
  type Answer,
  type Client,
} from './test-support';

// Optimistic concurrency at the server (the contract's optional extension): a record's GET sends
// its version as ETag; PUT, PATCH and DELETE honour If-Match and answer 412 with the current
// record when it has moved on. Without If-Match a write is unconditional, as the spec has it.
let server: RunningApp;
let admin: Client;

before(async () => {
  server = await startServer('demo');
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
});
after(() => server.close());

const etag = (answer: Answer) => string(answer.headers.etag);
const ifMatch = (tag: string) => ({ headers: { 'if-match': tag } });
const firstId = async (path: string) => number(at(array(at((await admin.get(path)).body, 'data'))[0], 'id'));

async function newRegion(): Promise<number> {
  const made = await admin.post('/regions', { name: unique('Versioned') });
  assert.equal(made.status, 201);
  assert.equal(etag(made), '"1"');
  return number(at(made.body, 'data', 'id'));
}

describe('regions', () => {
  test('two saves made from the same read: the first is kept, the second gets 412 with the current record', async () => {
    const id = await newRegion();
    const read = await admin.get(`/regions/${id}`);
    assert.equal(read.status, 200);
    const tag = etag(read);
    assert.match(tag, /^"\d+"$/);
    const firstName = unique('First save');
    const first = await admin.put(`/regions/${id}`, { name: firstName }, ifMatch(tag));
    assert.equal(first.status, 200);
    assert.notEqual(etag(first), tag);
    const second = await admin.put(`/regions/${id}`, { name: unique('Second save') }, ifMatch(tag));
    assert.equal(second.status, 412);
    assert.match(string(at(second.body, 'message')), /changed by someone else/);
    assert.equal(at(second.body, 'data', 'name'), firstName);
    assert.equal(etag(second), etag(first));
    assert.equal(at((await admin.get(`/regions/${id}`)).body, 'data', 'name'), firstName);
    // With the current tag the save goes through.
    const retried = await admin.put(`/regions/${id}`, { name: unique('Retried') }, ifMatch(etag(second)));
    assert.equal(retried.status, 200);
  });

  test('20 rounds of two parallel saves from one read: exactly one of each round is kept, none lost unseen', async () => {
    const id = await newRegion();
    for (let round = 0; round < 20; round++) {
      const tag = etag(await admin.get(`/regions/${id}`));
      const names = [unique(`Round ${round} a`), unique(`Round ${round} b`)];
      const answers = await Promise.all(
        names.map((name) => admin.put(`/regions/${id}`, { name }, ifMatch(tag))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, 412], `round ${round}`);
      const kept = names[answers.findIndex((answer) => answer.status === 200)];
      assert.equal(at((await admin.get(`/regions/${id}`)).body, 'data', 'name'), kept);
    }
  });

  test('a stale If-Match on DELETE is refused and the record stays; the current one deletes it', async () => {
    const id = await newRegion();
    const tag = etag(await admin.get(`/regions/${id}`));
    assert.equal((await admin.put(`/regions/${id}`, { name: unique('Moved on') })).status, 200);
    const stale = await admin.delete(`/regions/${id}`, undefined, ifMatch(tag));
    assert.equal(stale.status, 412);
    assert.equal((await admin.get(`/regions/${id}`)).status, 200);
    const current = etag(await admin.get(`/regions/${id}`));
    assert.equal((await admin.delete(`/regions/${id}`, undefined, ifMatch(current))).status, 200);
    assert.equal((await admin.get(`/regions/${id}`)).status, 404);
  });

  test('without If-Match, or with *, a save is unconditional; a weak or unknown tag matches nothing; a malformed one is a 400', async () => {
    const id = await newRegion();
    assert.equal((await admin.put(`/regions/${id}`, { name: unique('No header') })).status, 200);
    assert.equal((await admin.put(`/regions/${id}`, { name: unique('Star') }, ifMatch('*'))).status, 200);
    const tag = etag(await admin.get(`/regions/${id}`));
    assert.equal(
      (await admin.put(`/regions/${id}`, { name: unique('Weak') }, ifMatch(`W/${tag}`))).status,
      412,
    );
    assert.equal(
      (await admin.put(`/regions/${id}`, { name: unique('Other') }, ifMatch('"abc"'))).status,
      412,
    );
    assert.equal(
      (await admin.put(`/regions/${id}`, { name: unique('Huge') }, ifMatch('"99999999999"'))).status,
      412,
    );
    const listed = await admin.put(`/regions/${id}`, { name: unique('Listed') }, ifMatch(`"999", ${tag}`));
    assert.equal(listed.status, 200);
    for (const bad of ['3', 'abc', '"3', '"3" "4"']) {
      const answer = await admin.put(`/regions/${id}`, { name: unique('Bad') }, ifMatch(bad));
      assert.deepEqual(errorKeys(answer), ['If-Match'], bad);
    }
    // A record that is gone is a 404 whatever the tag.
    assert.equal(
      (await admin.put('/regions/2147483000', { name: unique('Gone') }, ifMatch('"1"'))).status,
      404,
    );
  });

  test('the ETag is sent alongside the API’s no-store caching, and readable by the page (same origin, nothing hides it)', async () => {
    const id = await newRegion();
    const read = await admin.get(`/regions/${id}?extended=true`);
    assert.equal(etag(read), '"1"');
    assert.equal(read.headers['cache-control'], 'no-store');
    assert.equal(read.headers['access-control-allow-origin'], undefined);
  });
});

describe('every record with a version', () => {
  const cases: {
    name: string;
    path: () => Promise<string>;
    method: 'put' | 'patch';
    body: (record: unknown) => unknown;
    changed: (record: unknown) => unknown;
  }[] = [
    {
      name: 'category',
      path: async () =>
        `/categories/${number(at((await admin.post('/categories', { name: unique('Cat') })).body, 'data', 'id'))}`,
      method: 'put',
      body: () => ({ name: unique('Category') }),
      changed: (record) => at(record, 'name'),
    },
    {
      name: 'business',
      path: async () => `/businesses/${await firstId('/businesses')}`,
      method: 'put',
      body: (record) => ({
        name: unique('Business'),
        regionId: number(at(record, 'region', 'id')),
        categories: array(at(record, 'categories')).map((category) => ({ id: number(at(category, 'id')) })),
      }),
      changed: (record) => at(record, 'name'),
    },
    {
      name: 'user',
      path: async () => {
        const users = array(at((await admin.get('/users')).body, 'data'));
        const other = users.find((user) => at(user, 'email') !== DEMO_ADMIN.email);
        return `/users/${number(at(other, 'id'))}`;
      },
      method: 'put',
      body: (record) => ({
        email: at(record, 'email'),
        firstName: unique('First'),
        lastName: at(record, 'lastName'),
        mobile: at(record, 'mobile'),
        isAdmin: at(record, 'isAdmin'),
        isActive: at(record, 'isActive'),
        business: at(record, 'business'),
      }),
      changed: (record) => at(record, 'firstName'),
    },
    {
      name: 'referral',
      path: async () => `/referrals/${await firstId('/referrals')}`,
      method: 'patch',
      body: () => ({ description: unique('Description') }),
      changed: (record) => at(record, 'description'),
    },
    {
      name: 'transaction',
      path: async () => {
        const referralId = await firstId('/referrals');
        const made = await admin.post('/transactions', { amount: 10, date: '2024-03-01', referralId });
        assert.equal(etag(made), '"1"');
        return `/transactions/${number(at(made.body, 'data', 'id'))}`;
      },
      method: 'put',
      body: (record) => ({
        amount: number(at(record, 'amount')) + 1,
        date: at(record, 'date'),
        referralId: at(record, 'referralId'),
      }),
      changed: (record) => at(record, 'amount'),
    },
  ];

  for (const { name, path, method, body, changed } of cases) {
    test(`a ${name}: ETag on GET and on the save's answer, 412 with the current ${name} on a stale If-Match, and on a stale DELETE`, async () => {
      const url = await path();
      const read = await admin.get(url);
      assert.equal(read.status, 200);
      const tag = etag(read);
      const record = at(read.body, 'data');
      const first = await admin[method](url, body(record), ifMatch(tag));
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.notEqual(etag(first), tag);
      const second = await admin[method](url, body(record), ifMatch(tag));
      assert.equal(second.status, 412);
      assert.deepEqual(changed(at(second.body, 'data')), changed(at(first.body, 'data')));
      assert.equal(etag(second), etag(first));
      assert.deepEqual(changed(at((await admin.get(url)).body, 'data')), changed(at(first.body, 'data')));
      assert.equal((await admin.delete(url, undefined, ifMatch(tag))).status, 412);
      assert.equal((await admin.get(url)).status, 200);
    });
  }
});

describe('a backend that keeps only the spec (SPEC_MINIMAL)', () => {
  test('sends no ETag and ignores If-Match, so the console falls back to its re-read before saving', async () => {
    const minimal = await startServer('demo', { specMinimal: true });
    try {
      const api = client(minimal.app, await signIn(minimal.app, DEMO_ADMIN.email));
      const read = await api.get('/regions/1');
      assert.equal(read.status, 200);
      assert.equal(read.headers.etag, undefined);
      const saved = await api.put('/regions/1', { name: unique('Minimal') }, ifMatch('"12345"'));
      assert.equal(saved.status, 200);
      assert.equal(saved.headers.etag, undefined);
    } finally {
      await minimal.close();
    }
  });
});
