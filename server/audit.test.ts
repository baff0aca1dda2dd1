import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import {
  DEMO_ADMIN,
  DEMO_USER,
  array,
  at,
  client,
  eventually,
  number,
  signIn,
  startServer,
  string,
  unique,
  type Client,
} from './test-support';

let server: RunningApp;
let admin: Client;
let adminId: number;

before(async () => {
  server = await startServer('demo');
  const token = await signIn(server.app, DEMO_ADMIN.email);
  admin = client(server.app, token);
  const me = array(at((await admin.get('/users')).body, 'data')).find(
    (user) => at(user, 'email') === DEMO_ADMIN.email,
  );
  adminId = number(at(me, 'id'));
});
after(() => server.close());

type Entry = { message: string; type: string; model: string; userId: number | undefined };

async function newest(): Promise<Entry> {
  const entries = array(at((await admin.get('/logs')).body, 'data'));
  const entry = entries[0];
  const user = at(entry, 'user');
  return {
    message: string(at(entry, 'message')),
    type: string(at(entry, 'type')),
    model: string(at(entry, 'model')),
    userId: user === undefined ? undefined : number(at(user, 'id')),
  };
}

async function expectLog(type: string, model: string, message: RegExp, userId: number | undefined = adminId) {
  const entry = await newest();
  assert.equal(entry.type, type);
  assert.equal(entry.model, model);
  assert.match(entry.message, message);
  assert.equal(entry.userId, userId);
}

test('the log lists newest first with dates and the responsible user', async () => {
  const entries = array(at((await admin.get('/logs')).body, 'data'));
  assert.ok(entries.length > 100);
  const dates = entries.map((entry) => Date.parse(string(at(entry, 'date'))));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  assert.deepEqual(Object.keys(at(entries[0], 'user') ?? {}).sort(), ['firstName', 'id', 'lastName']);
});

test('sign-in is logged as LOGIN of the user signing in', async () => {
  await signIn(server.app, DEMO_ADMIN.email);
  await expectLog('LOGIN', 'USER', /^Ada Admin signed in$/);
});

test('regions: create, update and delete are logged with the admin as responsible', async () => {
  const name = unique('North');
  const id = number(at((await admin.post('/regions', { name })).body, 'data', 'id'));
  await expectLog('CREATE', 'REGION', new RegExp(`^Ada Admin created region ${name}$`));
  await admin.put(`/regions/${id}`, { name: `${name} renamed` });
  await expectLog('UPDATE', 'REGION', /^Ada Admin updated region .* \(now .* renamed\)$/);
  await admin.delete(`/regions/${id}`);
  await expectLog('DELETE', 'REGION', /^Ada Admin deleted region .* renamed$/);
});

test('categories, businesses, referrals and transactions are logged under their models', async () => {
  const categoryId = number(
    at((await admin.post('/categories', { name: unique('Bakers') })).body, 'data', 'id'),
  );
  await expectLog('CREATE', 'CATEGORY', /created category Bakers/);
  await admin.put(`/categories/${categoryId}`, { id: categoryId, name: unique('Bread') });
  await expectLog('UPDATE', 'CATEGORY', /updated category/);

  const regionId = number(at((await admin.post('/regions', { name: unique('Region') })).body, 'data', 'id'));
  const ids: number[] = [];
  for (const name of [unique('Left'), unique('Right')]) {
    ids.push(
      number(
        at(
          (await admin.post('/businesses', { name, regionId, categories: [{ id: categoryId }] })).body,
          'data',
          'id',
        ),
      ),
    );
    await expectLog('CREATE', 'BUSINESS', new RegExp(`created business ${name}`));
  }
  const [left = 0, right = 0] = ids;
  await admin.put(`/businesses/${left}`, { name: unique('Left renamed'), regionId, categories: [] });
  await expectLog('UPDATE', 'BUSINESS', /updated business/);

  const referral = await admin.post('/referrals', {
    firstName: 'Kim',
    mobile: '0400',
    businessName: 'Acme',
    importance: 'Medium',
    referrer: left,
    referredTo: right,
  });
  const referralId = number(at(referral.body, 'data', 'id'));
  await expectLog('CREATE', 'REFERRAL', /created referral Acme from .* to /);
  await admin.patch(`/referrals/${referralId}`, { businessName: 'Acme Ltd' });
  await expectLog('UPDATE', 'REFERRAL', /updated referral Acme Ltd/);

  const transaction = await admin.post('/transactions', { amount: 12.5, date: '2024-02-29', referralId });
  const transactionId = number(at(transaction.body, 'data', 'id'));
  await expectLog('UPDATE', 'REFERRAL', /added a transaction of \$12\.50 to referral Acme Ltd/);
  await admin.put(`/transactions/${transactionId}`, {
    amount: 3765.18,
    date: '2024-03-01',
    referralId,
    transactionId,
  });
  await expectLog('UPDATE', 'REFERRAL', /updated a transaction of referral Acme Ltd to \$3,765\.18 /);
  await admin.delete(`/transactions/${transactionId}`);
  await expectLog('UPDATE', 'REFERRAL', /removed a transaction of \$3,765\.18 from/);

  await admin.delete(`/referrals/${referralId}`);
  await expectLog('DELETE', 'REFERRAL', /deleted referral Acme Ltd/);
  await admin.delete(`/businesses/${right}`);
  await expectLog('DELETE', 'BUSINESS', /deleted business/);
  await admin.delete(`/categories/${categoryId}`);
  await expectLog('DELETE', 'CATEGORY', /deleted category/);
});

test('business membership changes are logged as business updates', async () => {
  const regionId = number(at((await admin.post('/regions', { name: unique('Members') })).body, 'data', 'id'));
  const businessId = number(
    at(
      (await admin.post('/businesses', { name: unique('Club'), regionId, categories: [] })).body,
      'data',
      'id',
    ),
  );
  const user = array(at((await admin.get('/users')).body, 'data')).find(
    (item) => at(item, 'email') === DEMO_USER.email,
  );
  const userId = number(at(user, 'id'));
  await admin.post('/businesses/user', { userId, businessId });
  await expectLog('UPDATE', 'BUSINESS', /added Uma User to business Club/);
  await admin.delete(`/businesses/user/${businessId}/${userId}`);
  await expectLog('UPDATE', 'BUSINESS', /removed Uma User from business Club/);
});

test('invitations, resends, verification, user updates and deletions are logged', async () => {
  const email = `${unique('new').replace(/\W/g, '')}@example.org`;
  const person = { email, firstName: 'Nia', lastName: 'Newcomer', mobile: '0400', isAdmin: false };
  const userId = number(at((await admin.post('/auth/register', person)).body, 'data', 'id'));
  await expectLog('INVITE', 'USER', /^Ada Admin invited Nia Newcomer$/);
  await admin.post('/auth/verify-resend', { email });
  await expectLog('INVITE', 'USER', /^Ada Admin resent the invitation to Nia Newcomer$/);

  const token = new URL(server.outbox.latest(email)?.link ?? '').searchParams.get('token') ?? '';
  await client(server.app).post(`/auth/verify?token=${token}`, {
    password: 'nia-password',
    verifyPassword: 'nia-password',
  });
  await expectLog('VERIFY', 'USER', /^Nia Newcomer verified their account$/, userId);

  await admin.put(`/users/${userId}`, { ...person, firstName: 'Nina', isActive: true });
  await expectLog('UPDATE', 'USER', /^Ada Admin updated user Nina Newcomer: renamed from Nia Newcomer$/);
  await admin.put(`/users/${userId}`, { ...person, firstName: 'Nina', isActive: false, isAdmin: true });
  await expectLog(
    'UPDATE',
    'USER',
    /^Ada Admin updated user Nina Newcomer: granted admin, disabled the account$/,
  );
  await admin.put(`/users/${userId}`, { ...person, firstName: 'Nina', isActive: true });

  await client(server.app).post('/auth/password-reset-request', { email });
  const resetMail = await eventually(() => server.outbox.latest(email, 'password-reset'));
  await expectLog('REQUEST_PASSWORD_RESET', 'USER', /^Nina Newcomer requested a password reset$/, userId);
  const resetToken = new URL(resetMail.link ?? '').searchParams.get('token') ?? '';
  await client(server.app).post('/auth/password-reset', { token: resetToken, password: 'nina-password' });
  await expectLog('PASSWORD_RESET', 'USER', /^Nina Newcomer reset their password$/, userId);

  await admin.delete(`/users/${userId}`);
  await expectLog('DELETE', 'USER', /^Ada Admin deleted user Nina Newcomer$/);
  const entries = array(at((await admin.get('/logs')).body, 'data')).filter((entry) =>
    /Ni(n)?a Newcomer (verified|requested|reset)/.test(string(at(entry, 'message'))),
  );
  assert.equal(entries.length, 3);
  for (const entry of entries)
    assert.equal(at(entry, 'user'), undefined, 'a deleted user leaves entries without a user');
});

test('withdrawing an invitation is logged as a user deletion', async () => {
  const email = `${unique('withdrawn').replace(/\W/g, '')}@example.org`;
  const userId = number(
    at(
      (
        await admin.post('/auth/register', {
          email,
          firstName: 'Wes',
          lastName: 'Withdrawn',
          mobile: '0400',
          isAdmin: false,
        })
      ).body,
      'data',
      'id',
    ),
  );
  await admin.delete(`/unverified/${userId}`);
  await expectLog('DELETE', 'USER', /withdrew the invitation of Wes Withdrawn/);
});

test('failed or refused changes write nothing', async () => {
  const before = array(at((await admin.get('/logs')).body, 'data')).length;
  await admin.post('/regions', { name: '' });
  await admin.delete('/regions/999999');
  const after = array(at((await admin.get('/logs')).body, 'data')).length;
  assert.equal(after, before);
});

test('security events are logged: failed sign-ins, paused sign-ins and sign-outs', async () => {
  await client(server.app).post(
    '/auth/login',
    { email: DEMO_ADMIN.email, password: 'wrong-password' },
    { ip: '192.0.2.77' },
  );
  await expectLog(
    'LOGIN',
    'USER',
    /^Failed sign-in for Ada Admin \(admin@example\.com\) from 192\.0\.2\.77$/,
  );
  await client(server.app).post(
    '/auth/login',
    { email: 'stranger@example.com', password: 'guess' },
    { ip: '192.0.2.77' },
  );
  const unknown = await newest();
  assert.match(
    unknown.message,
    /^Failed sign-in for an unknown address \(stranger@example\.com\) from 192\.0\.2\.77$/,
  );
  assert.equal(unknown.userId, undefined);
  for (let attempt = 0; attempt < 5; attempt++) {
    await client(server.app).post(
      '/auth/login',
      { email: 'flooded@example.com', password: 'guess' },
      { ip: '192.0.2.78' },
    );
  }
  const messages = array(at((await admin.get('/logs')).body, 'data')).map((entry) =>
    string(at(entry, 'message')),
  );
  assert.ok(
    messages.some((message) =>
      /^Sign-ins for flooded@example\.com from 192\.0\.2\.78 paused for 1 s after repeated tries$/.test(
        message,
      ),
    ),
  );
  const token = await signIn(server.app, DEMO_ADMIN.email);
  await client(server.app, token).post('/auth/logout');
  await expectLog('LOGIN', 'USER', /^Ada Admin signed out$/);
});
