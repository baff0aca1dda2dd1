import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import {
  DEMO_ADMIN,
  array,
  at,
  client,
  number,
  signIn,
  startServer,
  string,
  unique,
  type Client,
} from './test-support';

let server: RunningApp;
let admin: Client;

before(async () => {
  server = await startServer('demo');
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
});
after(() => server.close());

async function create(path: string, body: unknown): Promise<number> {
  const answer = await admin.post(path, body);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return number(at(answer.body, 'data', 'id'));
}

const region = () => create('/regions', { name: unique('Region') });
const category = () => create('/categories', { name: unique('Category') });
const business = (regionId: number, categories: number[] = []) =>
  create('/businesses', { name: unique('Business'), regionId, categories: categories.map((id) => ({ id })) });
const referral = (referrer: number, referredTo: number) =>
  create('/referrals', {
    firstName: 'Kim',
    mobile: '0411111111',
    businessName: unique('Customer'),
    importance: 'Hot',
    referrer,
    referredTo,
  });

async function invite(businessId: number): Promise<number> {
  const email = `${unique('member').replace(/\W/g, '')}@example.org`;
  return create('/auth/register', {
    email,
    firstName: 'Mia',
    lastName: 'Member',
    mobile: '0400000001',
    isAdmin: false,
    business: businessId,
  });
}

test('a region with businesses is not deleted (409); an empty one is', async () => {
  const regionId = await region();
  const businessId = await business(regionId);
  const refused = await admin.delete(`/regions/${regionId}`);
  assert.equal(refused.status, 409);
  assert.match(string(at(refused.body, 'message')), /still has 1 business/);
  assert.equal((await admin.get(`/regions/${regionId}`)).status, 200);

  assert.equal((await admin.delete(`/businesses/${businessId}`)).status, 200);
  const deleted = await admin.delete(`/regions/${regionId}`);
  assert.equal(deleted.status, 200);
  assert.equal(typeof at(deleted.body, 'message'), 'string');
  assert.equal((await admin.get(`/regions/${regionId}`)).status, 404);
});

test('a business named by referrals, as either end, is not deleted (409)', async () => {
  const regionId = await region();
  const [a, b, c] = [await business(regionId), await business(regionId), await business(regionId)];
  await referral(a, b);
  for (const id of [a, b]) {
    const refused = await admin.delete(`/businesses/${id}`);
    assert.equal(refused.status, 409);
    assert.match(string(at(refused.body, 'message')), /named by 1 referral/);
    assert.equal((await admin.get(`/businesses/${id}`)).status, 200);
  }
  assert.equal((await admin.delete(`/businesses/${c}`)).status, 200);
});

test('deleting a business detaches its users and drops its category links', async () => {
  const regionId = await region();
  const categoryId = await category();
  const businessId = await business(regionId, [categoryId]);
  const userId = await invite(businessId);
  assert.deepEqual(
    array(at((await admin.get(`/businesses/${businessId}`)).body, 'data', 'users')).map((user) =>
      at(user, 'id'),
    ),
    [userId],
  );
  assert.equal((await admin.delete(`/businesses/${businessId}`)).status, 200);
  assert.equal((await admin.get(`/businesses/${businessId}`)).status, 404);
  const user = await admin.get(`/users/${userId}`);
  assert.equal(user.status, 200);
  assert.equal(at(user.body, 'data', 'business'), null);
  assert.equal((await admin.get(`/categories/${categoryId}`)).status, 200);
});

test('deleting a category detaches it from its businesses, which stay', async () => {
  const regionId = await region();
  const [keep, drop] = [await category(), await category()];
  const businessId = await business(regionId, [keep, drop]);
  assert.equal((await admin.delete(`/categories/${drop}`)).status, 200);
  assert.equal((await admin.get(`/categories/${drop}`)).status, 404);
  const after = await admin.get(`/businesses/${businessId}`);
  assert.deepEqual(
    array(at(after.body, 'data', 'categories')).map((item) => at(item, 'id')),
    [keep],
  );
});

test('deleting a user detaches it from its business and keeps its log entries without a user', async () => {
  const regionId = await region();
  const businessId = await business(regionId);
  const email = `${unique('leaver').replace(/\W/g, '')}@example.org`;
  const invited = await admin.post('/auth/register', {
    email,
    firstName: 'Lee',
    lastName: 'Leaver',
    mobile: '0400000002',
    isAdmin: true,
    business: businessId,
  });
  const userId = number(at(invited.body, 'data', 'id'));
  const link = server.outbox.latest(email)?.link ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  await client(server.app).post(`/auth/verify?token=${token}`, {
    password: 'leaver-password',
    verifyPassword: 'leaver-password',
  });
  const leaver = client(server.app, await signIn(server.app, email, 'leaver-password'));
  await leaver.post('/regions', { name: unique('Leaver region') });

  assert.equal((await admin.delete(`/users/${userId}`)).status, 200);
  assert.equal((await admin.get(`/users/${userId}`)).status, 404);
  assert.deepEqual(at((await admin.get(`/businesses/${businessId}`)).body, 'data', 'users'), []);
  const logs = array(at((await admin.get('/logs')).body, 'data'));
  const theirs = logs.filter((entry) =>
    /Lee Leaver (verified|signed in|created region)/.test(string(at(entry, 'message'))),
  );
  assert.equal(theirs.length, 3);
  for (const entry of theirs) assert.equal(at(entry, 'user'), undefined);
});

test('an admin cannot delete their own account (409)', async () => {
  const me = array(at((await admin.get('/users')).body, 'data')).find(
    (user) => at(user, 'email') === DEMO_ADMIN.email,
  );
  const answer = await admin.delete(`/users/${number(at(me, 'id'))}`);
  assert.equal(answer.status, 409);
  assert.equal((await admin.get(`/users/${number(at(me, 'id'))}`)).status, 200);
});

test('deleting a referral deletes its transactions', async () => {
  const regionId = await region();
  const referralId = await referral(await business(regionId), await business(regionId));
  const transactionId = await create('/transactions', { amount: 120.5, date: '2024-03-01', referralId });
  assert.equal((await admin.delete(`/referrals/${referralId}`)).status, 200);
  assert.equal((await admin.get(`/referrals/${referralId}`)).status, 404);
  assert.equal((await admin.get(`/transactions/${transactionId}`)).status, 404);
});

test('/unverified/{id} deletes only unverified users', async () => {
  const regionId = await region();
  const pending = await invite(await business(regionId));
  const verified = array(at((await admin.get('/users')).body, 'data'))[0];
  assert.equal((await admin.delete(`/unverified/${number(at(verified, 'id'))}`)).status, 404);
  assert.equal((await admin.delete(`/unverified/${pending}`)).status, 200);
  assert.equal((await admin.get(`/users/${pending}`)).status, 404);
});

test('removing a user from a business requires that membership', async () => {
  const regionId = await region();
  const [first, second] = [await business(regionId), await business(regionId)];
  const userId = await invite(first);
  assert.equal((await admin.delete(`/businesses/user/${second}/${userId}`)).status, 404);
  assert.equal((await admin.post('/businesses/user', { userId, businessId: second })).status, 200);
  assert.equal(at((await admin.get(`/users/${userId}`)).body, 'data', 'business'), second);
  assert.equal((await admin.delete(`/businesses/user/${second}/${userId}`)).status, 200);
  assert.equal(at((await admin.get(`/users/${userId}`)).body, 'data', 'business'), null);
});
