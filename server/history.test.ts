/**
 * Revisions: every write of a record leaves one, in its own transaction, with the
 * fields it changed as old and new values; a write that fails leaves none; no secret is ever
 * recorded. GET /history reads them newest first, paged like the lists, for admins only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { hashToken } from './auth/tokens';
import { int } from './db/rows';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { seedDataset } from './seed';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  array,
  at,
  client,
  eventually,
  insertUser,
  number,
  signIn,
  startServer,
  string,
  unique,
  type Answer,
  type Client,
} from './test-support';

let server: RunningApp;
let admin: Client;
let adminId = 0;

before(async () => {
  server = await startServer('demo', { publicUrl: 'http://console.test' });
  const token = await signIn(server.app, DEMO_ADMIN.email);
  admin = client(server.app, token);
  const [row] = await server.db.query('select id from users where email = $1', [DEMO_ADMIN.email]);
  adminId = row ? int(row, 'id') : 0;
});
after(() => server.close());

const history = async (model: string, id: number, query = '') =>
  admin.get(`/history?model=${model}&id=${id}${query}`);
const revisionsOf = async (model: string, id: number) => array(at((await history(model, id)).body, 'data'));
const etag = (answer: Answer) => string(answer.headers.etag).replace(/"/g, '');

async function revisionCount(): Promise<number> {
  const [row] = await server.db.query('select count(*)::int as count from revisions');
  return row ? int(row, 'count') : 0;
}

/** A second admin, as the person who makes the changes another admin reads about. */
async function secondAdmin(): Promise<{ client: Client; id: number; firstName: string }> {
  const email = `${unique('grace').replace(/\W/g, '')}@example.com`;
  const id = await insertUser(server.db, { email, firstName: 'Grace', lastName: 'Second' });
  return { client: client(server.app, await signIn(server.app, email)), id, firstName: 'Grace' };
}

describe('the audit log leads to the history', () => {
  test("each entry the write path writes names its record, and a deletion's entry still does", async () => {
    const made = await admin.post('/regions', { name: unique('Log Link Region') });
    assert.equal(made.status, 201);
    const id = number(at(made.body, 'data', 'id'));
    const newestEntry = async () => array(at((await admin.get('/logs?pageSize=1')).body, 'data'))[0];
    assert.deepEqual(at(await newestEntry(), 'record'), { model: 'REGION', id });
    assert.equal((await admin.delete(`/regions/${id}`)).status, 200);
    const deletion = await newestEntry();
    assert.equal(at(deletion, 'type'), 'DELETE');
    assert.deepEqual(at(deletion, 'record'), { model: 'REGION', id });
    const revisions = await revisionsOf('REGION', id);
    assert.deepEqual(
      revisions.map((revision) => at(revision, 'action')),
      ['DELETE', 'CREATE'],
    );
  });

  test('an entry about no record (a sign-in) names none', async () => {
    await signIn(server.app, DEMO_ADMIN.email);
    const [entry] = array(at((await admin.get('/logs?pageSize=1&action=LOGIN')).body, 'data'));
    assert.equal(at(entry, 'type'), 'LOGIN');
    assert.equal(at(entry, 'record'), undefined);
  });
});

describe('revisions', () => {
  test('a business renamed twice by another admin shows both changes, newest first, by that admin', async () => {
    const grace = await secondAdmin();
    const name = unique('Acme Plumbing');
    const made = await admin.post('/businesses', { name, regionId: 2, categories: [{ id: 3 }, { id: 1 }] });
    assert.equal(made.status, 201);
    const id = number(at(made.body, 'data', 'id'));
    const body = (newName: string) => ({ name: newName, regionId: 2, categories: [{ id: 1 }, { id: 3 }] });
    assert.equal((await grace.client.put(`/businesses/${id}`, body(`${name} Ltd`))).status, 200);
    const second = await grace.client.put(`/businesses/${id}`, body(`${name} Group`));
    assert.equal(second.status, 200);

    const revisions = await revisionsOf('BUSINESS', id);
    assert.deepEqual(
      revisions.map((revision) => [at(revision, 'version'), at(revision, 'action'), at(revision, 'changes')]),
      [
        [3, 'UPDATE', [{ field: 'name', from: `${name} Ltd`, to: `${name} Group` }]],
        [2, 'UPDATE', [{ field: 'name', from: name, to: `${name} Ltd` }]],
        [
          1,
          'CREATE',
          [
            { field: 'categories', from: null, to: [1, 3] },
            { field: 'name', from: null, to: name },
            { field: 'regionId', from: null, to: 2 },
          ],
        ],
      ],
    );
    // The newest revision's number is the record's ETag.
    assert.equal(etag(second), '3');
    assert.deepEqual(at(revisions[0], 'actor'), { id: grace.id, firstName: 'Grace', lastName: 'Second' });
    assert.deepEqual(at(revisions[2], 'actor', 'id'), adminId);
    assert.equal(at(revisions[0], 'model'), 'BUSINESS');
    assert.equal(at(revisions[0], 'recordId'), id);
    assert.ok(Date.parse(string(at(revisions[0], 'at'))) >= Date.parse(string(at(revisions[1], 'at'))));
  });

  test("a referral's importance and a transaction's amount show as old → new", async () => {
    const referral = await admin.post('/referrals', {
      firstName: 'Rosa',
      mobile: '0499888777',
      businessName: unique('Rosa’s Roses'),
      importance: 'Medium',
      referrer: 1,
      referredTo: 2,
    });
    const referralId = number(at(referral.body, 'data', 'id'));
    assert.equal((await admin.patch(`/referrals/${referralId}`, { importance: 'Hot' })).status, 200);
    const [latest] = await revisionsOf('REFERRAL', referralId);
    assert.deepEqual(at(latest, 'changes'), [{ field: 'importance', from: 'Medium', to: 'Hot' }]);

    const made = await admin.post('/transactions', { amount: 120.5, date: '2024-03-01', referralId });
    const transactionId = number(at(made.body, 'data', 'id'));
    const update = { amount: 99.9, date: '2024-03-02', referralId, transactionId };
    assert.equal((await admin.put(`/transactions/${transactionId}`, update)).status, 200);
    const [changed] = await revisionsOf('TRANSACTION', transactionId);
    assert.deepEqual(at(changed, 'changes'), [
      { field: 'amount', from: 120.5, to: 99.9 },
      { field: 'date', from: '2024-03-01', to: '2024-03-02' },
    ]);

    // Deleting the referral deletes its transaction: both histories end with the deletion.
    assert.equal((await admin.delete(`/referrals/${referralId}`)).status, 200);
    const [gone] = await revisionsOf('TRANSACTION', transactionId);
    assert.equal(at(gone, 'action'), 'DELETE');
    assert.equal(at(gone, 'version'), 3);
    assert.deepEqual(at(gone, 'changes'), [
      { field: 'amount', from: 99.9, to: null },
      { field: 'date', from: '2024-03-02', to: null },
      { field: 'referralId', from: referralId, to: null },
    ]);
    const referralHistory = await revisionsOf('REFERRAL', referralId);
    assert.deepEqual(
      referralHistory.map((revision) => at(revision, 'action')),
      ['DELETE', 'UPDATE', 'CREATE'],
    );
  });

  test('a write that fails (400, 409, 412, or refused inside its transaction) leaves no revision', async () => {
    const made = await admin.post('/regions', { name: unique('Region') });
    const id = number(at(made.body, 'data', 'id'));
    const before = await revisionCount();
    const taken = string(at(array(at((await admin.get('/regions')).body, 'data'))[0], 'name'));
    assert.equal((await admin.put(`/regions/${id}`, { name: taken })).status, 409);
    assert.equal((await admin.put(`/regions/${id}`, { name: '' })).status, 400);
    const stale = await admin.put(
      `/regions/${id}`,
      { name: unique('Stale') },
      { headers: { 'if-match': '"7"' } },
    );
    assert.equal(stale.status, 412);
    // Region 1 has businesses: the deletion is refused after the row was locked, and rolls back.
    assert.equal((await admin.delete('/regions/1')).status, 409);
    assert.equal(await revisionCount(), before);
    assert.equal((await revisionsOf('REGION', id)).length, 1);
    const [region1] = await server.db.query('select version from regions where id = 1');
    assert.equal(region1 ? int(region1, 'version') : 0, 1);
  });

  test('a write that changes nothing (a save without an edit, a revert to the current value) leaves no revision, audit entry or new version', async () => {
    const name = unique('Region');
    const made = await admin.post('/regions', { name });
    const id = number(at(made.body, 'data', 'id'));
    const firstTag = etag(made);
    const revisionsBefore = await revisionCount();
    const logCount = async () => {
      const [row] = await server.db.query('select count(*)::int as count from logs');
      return row ? int(row, 'count') : 0;
    };
    const logsBefore = await logCount();
    const same = await admin.put(`/regions/${id}`, { name }, { headers: { 'if-match': `"${firstTag}"` } });
    assert.equal(same.status, 200);
    assert.equal(string(at(same.body, 'data', 'name')), name);
    assert.equal(etag(same), firstTag, 'the version stays as it was');
    // A user saved with every field as it is: no revision either, and the If-Match still holds.
    const userId = await insertUser(server.db, { email: `${unique('same').replace(/\W/g, '')}@example.com` });
    const user = await admin.get(`/users/${userId}`);
    const fields = user.body;
    const payload = {
      email: string(at(fields, 'data', 'email')),
      firstName: string(at(fields, 'data', 'firstName')),
      lastName: string(at(fields, 'data', 'lastName')),
      mobile: string(at(fields, 'data', 'mobile')),
      isAdmin: at(fields, 'data', 'isAdmin'),
      isActive: at(fields, 'data', 'isActive'),
      business: null,
    };
    const userRevisions = await revisionCount();
    const userLogs = await logCount();
    const saved = await admin.put(`/users/${userId}`, payload, {
      headers: { 'if-match': `"${etag(user)}"` },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(etag(saved), etag(user));
    assert.equal(await revisionCount(), userRevisions);
    assert.equal(await logCount(), userLogs);
    assert.equal(userRevisions, revisionsBefore);
    assert.equal(userLogs, logsBefore);
    assert.equal((await revisionsOf('REGION', id)).length, 1);
    // A real change after it is recorded as usual, at the next version.
    const renamed = await admin.put(
      `/regions/${id}`,
      { name: unique('Renamed') },
      { headers: { 'if-match': `"${firstTag}"` } },
    );
    assert.equal(renamed.status, 200);
    assert.equal(etag(renamed), String(Number(firstTag) + 1));
    assert.equal((await revisionsOf('REGION', id)).length, 2);
  });

  test('a user’s history holds what an admin sets, never a password, token or hash', async () => {
    const email = `${unique('ada').replace(/\W/g, '')}@example.com`;
    const invited = await admin.post('/auth/register', {
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobile: '0412345678',
      isAdmin: false,
    });
    assert.equal(invited.status, 201);
    const userId = number(at(invited.body, 'data', 'id'));
    const verifyToken = new URL(
      server.outbox.latest(email, 'invitation')?.link ?? 'http://x/',
    ).searchParams.get('token');
    const anonymous = client(server.app);
    const password = 'a-very-secret-password';
    assert.equal(
      (await anonymous.post(`/auth/verify?token=${verifyToken}`, { password, verifyPassword: password }))
        .status,
      200,
    );
    await anonymous.post('/auth/password-reset-request', { email });
    const mail = await eventually(() => server.outbox.latest(email, 'password-reset'));
    const resetToken = string(new URL(mail?.link ?? 'http://x/').searchParams.get('token'));
    const newPassword = 'another-secret-password';
    assert.equal(
      (await anonymous.post('/auth/password-reset', { token: resetToken, password: newPassword })).status,
      200,
    );

    const revisions = await revisionsOf('USER', userId);
    assert.deepEqual(
      revisions.map((revision) => at(revision, 'action')),
      ['CREATE'],
      'sign-up and reset change no field an admin sets',
    );
    assert.deepEqual(
      array(at(revisions[0], 'changes')).map((change) => at(change, 'field')),
      ['business', 'email', 'firstName', 'isActive', 'isAdmin', 'lastName', 'mobile'],
    );
    const [hashes] = await server.db.query('select password_hash from users where id = $1', [userId]);
    const stored = JSON.stringify(
      await server.db.query('select changes from revisions where record_id = $1', [userId]),
    );
    for (const secret of [
      password,
      newPassword,
      String(verifyToken),
      resetToken,
      hashToken(resetToken),
      String(hashes?.password_hash),
    ])
      assert.ok(!stored.includes(secret), 'no secret is stored in a revision');
  });

  test('a deleted record’s history stays readable; a deleted actor reads as null', async () => {
    const grace = await secondAdmin();
    const made = await grace.client.post('/categories', { name: unique('Category') });
    const id = number(at(made.body, 'data', 'id'));
    assert.equal((await admin.delete(`/categories/${id}`)).status, 200);
    assert.equal((await admin.delete(`/users/${grace.id}`)).status, 200);
    const revisions = await revisionsOf('CATEGORY', id);
    assert.deepEqual(
      revisions.map((revision) => [at(revision, 'version'), at(revision, 'action'), at(revision, 'actor')]),
      [
        [2, 'DELETE', { id: adminId, firstName: DEMO_ADMIN.firstName, lastName: DEMO_ADMIN.lastName }],
        [1, 'CREATE', null],
      ],
    );
  });

  test('a business deleted lets its users go, and a category deleted leaves its businesses: both in their histories', async () => {
    const business = await admin.post('/businesses', {
      name: unique('Closing'),
      regionId: 1,
      categories: [],
    });
    const businessId = number(at(business.body, 'data', 'id'));
    const userId = await insertUser(server.db, {
      email: `${unique('staff').replace(/\W/g, '')}@example.com`,
    });
    assert.equal((await admin.post('/businesses/user', { businessId, userId })).status, 200);
    assert.deepEqual(at((await revisionsOf('USER', userId))[0], 'changes'), [
      { field: 'business', from: null, to: businessId },
    ]);
    assert.equal((await admin.delete(`/businesses/${businessId}`)).status, 200);
    const [let_go] = await revisionsOf('USER', userId);
    assert.deepEqual(at(let_go, 'changes'), [{ field: 'business', from: businessId, to: null }]);
    const user = await admin.get(`/users/${userId}`);
    assert.equal(etag(user), String(at(let_go, 'version')));

    const category = await admin.post('/categories', { name: unique('Fleeting') });
    const categoryId = number(at(category.body, 'data', 'id'));
    const kept = await admin.post('/businesses', {
      name: unique('Keeper'),
      regionId: 1,
      categories: [{ id: categoryId }, { id: 1 }],
    });
    const keptId = number(at(kept.body, 'data', 'id'));
    assert.equal((await admin.delete(`/categories/${categoryId}`)).status, 200);
    const [without] = await revisionsOf('BUSINESS', keptId);
    assert.deepEqual(at(without, 'changes'), [
      { field: 'categories', from: [1, categoryId].sort((a, b) => a - b), to: [1] },
    ]);
  });
});

describe('GET /history', () => {
  test('pages newest first with pageSize, page and cursor; the whole list without pageSize', async () => {
    const made = await admin.post('/regions', { name: unique('Paged') });
    const id = number(at(made.body, 'data', 'id'));
    for (let index = 1; index <= 6; index += 1)
      assert.equal((await admin.put(`/regions/${id}`, { name: unique(`Paged ${index}`) })).status, 200);
    const whole = array(at((await history('REGION', id)).body, 'data'));
    assert.deepEqual(
      whole.map((revision) => at(revision, 'version')),
      [7, 6, 5, 4, 3, 2, 1],
    );
    const first = await history('REGION', id, '&pageSize=3');
    assert.deepEqual(at(first.body, 'meta', 'total'), 7);
    assert.deepEqual(
      array(at(first.body, 'data')).map((revision) => at(revision, 'version')),
      [7, 6, 5],
    );
    const cursor = string(at(first.body, 'meta', 'nextCursor'));
    const next = await history('REGION', id, `&pageSize=3&cursor=${cursor}`);
    assert.deepEqual(
      array(at(next.body, 'data')).map((revision) => at(revision, 'version')),
      [4, 3, 2],
    );
    const last = await history('REGION', id, '&pageSize=3&page=3');
    assert.deepEqual(
      array(at(last.body, 'data')).map((revision) => at(revision, 'version')),
      [1],
    );
    assert.equal(at(last.body, 'meta', 'nextCursor'), null);
    // A cursor of one record's history is not one of another's.
    const other = await history('REGION', 1, `&pageSize=3&cursor=${cursor}`);
    assert.equal(other.status, 400);
  });

  test('admins only; a bad model, id or parameter is a 400', async () => {
    assert.equal((await client(server.app).get('/history?model=REGION&id=1')).status, 401);
    const user = client(server.app, await signIn(server.app, DEMO_USER.email, DEMO_PASSWORD));
    assert.equal((await user.get('/history?model=REGION&id=1')).status, 403);
    for (const query of [
      'model=SHOP&id=1',
      'model=region&id=1',
      'model=REGION&id=x',
      'model=REGION&id=0',
      'model=REGION',
      'id=1',
      'model=REGION&id=1&pageSize=0',
      'model=REGION&id=1&cursor=nonsense&pageSize=2',
    ]) {
      assert.equal((await admin.get(`/history?${query}`)).status, 400, query);
    }
    // A record that never was has no history (not an error).
    const none = await history('REGION', 2_000_000_000);
    assert.equal(none.status, 200);
    assert.deepEqual(at(none.body, 'data'), []);
  });
});

test('the seed gives every record its creation, and busy businesses their long histories', async () => {
  const db = await openPglite();
  await migrate(db);
  await seedDataset(db, {
    regions: 2,
    categories: 3,
    businesses: 4,
    users: 3,
    unverified: 1,
    referrals: 6,
    logs: 10,
    days: 30,
    busyHistories: [{ businesses: 1, revisions: 40 }],
  });
  const seeded = await createApp({ database: db });
  try {
    const token = await signIn(seeded.app, DEMO_ADMIN.email);
    const reader = client(seeded.app, token);
    for (const table of ['regions', 'categories', 'businesses', 'users', 'referrals', 'transactions']) {
      const [row] = await db.query(
        `select count(*)::int as records,
                (select count(*)::int from revisions r where r.action = 'CREATE' and r.model = $1) as creations
           from ${table}`,
        [
          {
            regions: 'REGION',
            categories: 'CATEGORY',
            businesses: 'BUSINESS',
            users: 'USER',
            referrals: 'REFERRAL',
            transactions: 'TRANSACTION',
          }[table],
        ],
      );
      assert.equal(row?.creations, row?.records, table);
    }
    const busy = await reader.get('/history?model=BUSINESS&id=1&pageSize=10');
    assert.equal(at(busy.body, 'meta', 'total'), 40);
    const newest = array(at(busy.body, 'data'))[0];
    assert.equal(at(newest, 'version'), 40);
    const business = await reader.get('/businesses/1');
    assert.equal(etag(business), '40', 'the version follows the history');
    assert.equal(at(newest, 'changes', 0, 'to'), at(business.body, 'data', 'name'));
  } finally {
    await seeded.close();
  }
});
