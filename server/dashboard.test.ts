import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { at, client, insertUser, number, signIn, startServer, type Client } from './test-support';

let server: RunningApp;
let admin: Client;
let referralId: number;

before(async () => {
  server = await startServer('none');
  await insertUser(server.db, { email: 'fy@example.com', firstName: 'Fiona', lastName: 'Year' });
  admin = client(server.app, await signIn(server.app, 'fy@example.com'));
  const region = number(at((await admin.post('/regions', { name: 'Only' })).body, 'data', 'id'));
  const [a, b] = await Promise.all(
    ['Alpha', 'Beta'].map(async (name) =>
      number(
        at((await admin.post('/businesses', { name, regionId: region, categories: [] })).body, 'data', 'id'),
      ),
    ),
  );
  const referral = await admin.post('/referrals', {
    firstName: 'Kim',
    mobile: '0400',
    businessName: 'Customer',
    importance: 'Low',
    referrer: a,
    referredTo: b,
  });
  referralId = number(at(referral.body, 'data', 'id'));
});
after(() => server.close());

async function pay(amount: number, date: string): Promise<void> {
  const answer = await admin.post('/transactions', { amount, date, referralId });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
}

test('an empty database has zero counts and no money made', async () => {
  const answer = await admin.get('/dashboard');
  assert.deepEqual(at(answer.body, 'data', 'moneyMade'), []);
  assert.equal(at(answer.body, 'data', 'businessCount'), 2);
  assert.equal(at(answer.body, 'data', 'referralCount'), 1);
  assert.equal(at(answer.body, 'data', 'regionCount'), 1);
  assert.equal(at(answer.body, 'data', 'categoryCount'), 0);
  assert.equal(at(answer.body, 'data', 'userCount'), 1);
  assert.equal(at(answer.body, 'data', 'unverifiedCount'), 0);
});

test('money made is summed per financial year (July to June, named by its end), cents exact', async () => {
  await pay(100.1, '2023-06-30'); // last day of FY 2023
  await pay(0.1, '2023-07-01'); // first day of FY 2024
  await pay(0.2, '2023-12-31'); // still FY 2024
  await pay(1000.05, '2024-01-01'); // still FY 2024
  await pay(0.01, '2024-06-30'); // last day of FY 2024
  await pay(999_999_999.99, '2024-07-01'); // FY 2025
  await pay(0.01, '2025-06-30'); // FY 2025: exactly one billion
  await pay(19.99, '2025-12-31'); // FY 2026

  const answer = await admin.get('/dashboard');
  assert.deepEqual(at(answer.body, 'data', 'moneyMade'), [
    { year: 2023, amount: 100.1 },
    { year: 2024, amount: 1000.36 },
    { year: 2025, amount: 1_000_000_000 },
    { year: 2026, amount: 19.99 },
  ]);
});

test('counts follow the data: verified and unverified users separately', async () => {
  await admin.post('/auth/register', {
    email: 'new@example.com',
    firstName: 'New',
    lastName: 'Person',
    mobile: '0400',
    isAdmin: false,
  });
  await admin.post('/categories', { name: 'Bakers' });
  const answer = await admin.get('/dashboard');
  assert.equal(at(answer.body, 'data', 'userCount'), 1);
  assert.equal(at(answer.body, 'data', 'unverifiedCount'), 1);
  assert.equal(at(answer.body, 'data', 'categoryCount'), 1);
});
