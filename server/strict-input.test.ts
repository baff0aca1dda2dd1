import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { DEMO_ADMIN } from './seed';
import {
  array,
  at,
  client,
  errorKeys,
  number,
  signIn,
  startServer,
  string,
  type Client,
} from './test-support';

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

test('ids in the query are decimal digits only too: /referrals?business=1e3 is a 400, not a list', async () => {
  const businessId = number(at(array(at((await admin.get('/businesses')).body, 'data'))[0], 'id'));
  assert.equal((await admin.get(`/referrals?business=${businessId}`)).status, 200);
  for (const id of ['1e3', '0x10', '%201', '01', '1.0', '+1', '-1', '0', '', 'abc']) {
    const answer = await admin.get(`/referrals?business=${id}`);
    assert.equal(answer.status, 400, `business=${id}`);
    assert.deepEqual(errorKeys(answer), ['business']);
  }
});

test('ids in the query are parsed like path ids: /history?id=0x1 and /regions?locate=1.0 are a 400', async () => {
  const history = (id: string) => admin.get(`/history?model=REGION&id=${id}`);
  const recordOne = await history('1');
  assert.equal(recordOne.status, 200);
  assert.ok(array(at(recordOne.body, 'data')).length > 0);
  for (const id of ['0x1', '1.0', '%201', '01', '1e0', '+1', '-1', '0', '', 'abc']) {
    const answer = await history(id);
    assert.equal(answer.status, 400, `id=${id}`);
    assert.deepEqual(errorKeys(answer), ['id']);
  }
  assert.equal((await admin.get('/regions?pageSize=10&locate=1')).status, 200);
  for (const id of ['0x1', '1.0', '%201']) {
    const answer = await admin.get(`/regions?pageSize=10&locate=${id}`);
    assert.equal(answer.status, 400, `locate=${id}`);
    assert.deepEqual(errorKeys(answer), ['locate']);
  }
});

test('extended is true or false, nothing else', async () => {
  for (const path of ['/regions/1', `/referrals/${referralId}`]) {
    assert.equal((await admin.get(`${path}?extended=true`)).status, 200);
    assert.equal((await admin.get(`${path}?extended=false`)).status, 200);
    for (const value of ['maybe', '1', '0', '', 'TRUE', 'yes']) {
      const answer = await admin.get(`${path}?extended=${value}`);
      assert.equal(answer.status, 400, `${path}?extended=${value}`);
      assert.deepEqual(errorKeys(answer), ['extended']);
    }
  }
});

test('names with a line break are refused, and no invitation goes out', async () => {
  const email = 'crlf-person@example.org';
  for (const [field, value] of [
    ['firstName', 'Eve\r\nBcc: victim@example.org'],
    ['lastName', 'Smith\nClick https://phish.example/'],
    ['firstName', 'Eve\r'],
  ] as const) {
    const answer = await admin.post('/auth/register', {
      email,
      firstName: 'Eve',
      lastName: 'Smith',
      mobile: '0400000000',
      isAdmin: false,
      [field]: value,
    });
    assert.deepEqual(errorKeys(answer), [field]);
  }
  assert.equal(server.outbox.latest(email), undefined);
  const region = await admin.post('/regions', { name: 'North\r\nSouth' });
  assert.deepEqual(errorKeys(region), ['name']);
});

test('a name stored with a line break before the rule never reaches the mail text as one', async () => {
  const email = 'stored-crlf@example.org';
  const invited = await admin.post('/auth/register', {
    email,
    firstName: 'Mallory',
    lastName: 'Jones',
    mobile: '0400000000',
    isAdmin: false,
  });
  assert.equal(invited.status, 201);
  await server.db.query('update users set first_name = $1 where lower(email) = $2', [
    'Mallory\r\nVisit https://phish.example/ to',
    email,
  ]);
  assert.equal((await admin.post('/auth/verify-resend', { email })).status, 200);
  const mail = server.outbox.latest(email, 'invitation');
  assert.ok(mail);
  const [greeting] = mail.text.split('\n');
  assert.equal(greeting, 'Hello Mallory Visit https://phish.example/ to Jones,');
  assert.ok(!mail.text.includes('\r'));
});

test('a category given twice is a 400 on categories, not merged without a word', async () => {
  const categoryId = number(at(array(at((await admin.get('/categories')).body, 'data'))[0], 'id'));
  const answer = await admin.post('/businesses', {
    name: 'Twice Listed Pty Ltd',
    regionId: 1,
    categories: [{ id: categoryId }, { id: categoryId }],
  });
  assert.deepEqual(errorKeys(answer), ['categories']);
  const message = string(at(array(at(answer.body, 'data'))[0], 'message'));
  assert.match(message, new RegExp(`${categoryId} given twice`));
});
