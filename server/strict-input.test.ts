import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { DEMO_ADMIN } from './seed';
import { array, at, client, errorKeys, number, signIn, startServer, type Client } from './test-support';

// Bad input gets 400 with a message under the field, never a 500 and never another record.
let server: RunningApp;
let admin: Client;
let referralId: number;

before(async () => {
  server = await startServer('demo');
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
  referralId = number(at(array(at((await admin.get('/referrals')).body, 'data'))[0], 'id'));
});
after(() => server.close());

test('an amount below a cent is a 400 on amount', async () => {
  for (const amount of [1e-9, 0.004, 0.001, 0]) {
    const answer = await admin.post('/transactions', { amount, date: '2024-01-01', referralId });
    assert.equal(answer.status, 400, `amount ${amount}`);
    assert.deepEqual(errorKeys(answer), ['amount']);
  }
});

test('a date outside 1900 to 2100 is a 400 on date, and the dashboard never sees a year 10000', async () => {
  for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01']) {
    const answer = await admin.post('/transactions', { amount: 5, date, referralId });
    assert.equal(answer.status, 400, date);
    assert.deepEqual(errorKeys(answer), ['date']);
  }
  assert.equal(
    (await admin.post('/transactions', { amount: 5, date: '2100-06-30', referralId })).status,
    201,
  );
  const years = array(at((await admin.get('/dashboard')).body, 'data', 'moneyMade')).map((entry) =>
    number(at(entry, 'year')),
  );
  assert.ok(
    years.every((year) => year >= 1900 && year <= 2101),
    years.join(', '),
  );
});

test('ids are decimal digits only: 0x1, %201, 0001, 1e0, +1 and 1.0 never reach record 1', async () => {
  assert.equal((await admin.get('/regions/1')).status, 200);
  for (const id of ['0x1', '%201', '0001', '1e0', '+1', '1.0', '-1', '0']) {
    const answer = await admin.get(`/regions/${id}`);
    assert.equal(answer.status, 400, id);
    assert.deepEqual(errorKeys(answer), ['id']);
  }
  const removal = await admin.delete('/businesses/user/0x1/1');
  assert.equal(removal.status, 400);
});
