import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { computeInsights, type InsightBusiness, type InsightReferral } from '../src/lib/insights/aggregate';
import { periodRange } from '../src/lib/insights/period';
import type { RunningApp } from './app';
import {
  array,
  at,
  client,
  errorKeys,
  insertUser,
  number,
  signIn,
  startServer,
  type Client,
} from './test-support';

// The extension counts UTC days and months; the console counts the browser's. Compared in UTC.
process.env.TZ = 'UTC';

let server: RunningApp;
let admin: Client;
let referrals: InsightReferral[];
let businesses: InsightBusiness[];

const isNamed = (value: unknown): value is { id: number; name: string } =>
  typeof at(value, 'id') === 'number' && typeof at(value, 'name') === 'string';

function isReferral(value: unknown): value is InsightReferral {
  const acceptance = at(value, 'acceptanceType');
  return (
    typeof at(value, 'id') === 'number' &&
    typeof at(value, 'createdAt') === 'string' &&
    (acceptance === undefined || acceptance === null || typeof acceptance === 'string') &&
    isNamed(at(value, 'referrer')) &&
    isNamed(at(value, 'referredTo'))
  );
}

function isBusiness(value: unknown): value is InsightBusiness {
  const categories = at(value, 'categories');
  return (
    isNamed(value) && isNamed(at(value, 'region')) && Array.isArray(categories) && categories.every(isNamed)
  );
}

before(async () => {
  server = await startServer('demo');
  await insertUser(server.db, { email: 'insights@example.com' });
  admin = client(server.app, await signIn(server.app, 'insights@example.com'));
  referrals = array(at((await admin.get('/referrals')).body, 'data')).filter(isReferral);
  businesses = array(at((await admin.get('/businesses')).body, 'data')).filter(isBusiness);
  assert.ok(referrals.length >= 100 && businesses.length >= 20, 'the demo seed is read whole');
});
after(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

async function compare(
  from: string,
  to: string,
  regionId: number | null,
  categoryId: number | null,
  timeZone?: string,
) {
  const search = new URLSearchParams({ from, to });
  if (timeZone !== undefined) search.set('timeZone', timeZone);
  if (regionId !== null) search.set('regionId', String(regionId));
  if (categoryId !== null) search.set('categoryId', String(categoryId));
  const now = new Date();
  const answer = await admin.get(`/insights?${search.toString()}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const range = periodRange({ kind: 'custom', from, to }, now);
  assert.ok(range);
  const { total, ...console } = computeInsights(referrals, businesses, { range, regionId, categoryId }, now);
  const data = at(answer.body, 'data');
  // The demo seed is within every cap: nothing is left out, and the rest is the console's.
  const whole = (part: string) => {
    const value = at(data, part);
    assert.equal(at(value, 'more'), 0, part);
    return { ...Object(value), more: undefined };
  };
  for (const list of ['quietMore', 'givenMore', 'receivedMore', 'moneyRankingMore'])
    assert.equal(typeof at(data, list), 'number', list);
  assert.deepEqual(
    {
      referralCount: at(data, 'referralCount'),
      trend: whole('trend'),
      given: at(data, 'given'),
      received: at(data, 'received'),
      quiet: at(data, 'quiet'),
      quietMore: at(data, 'quietMore'),
      regionFlows: whole('regionFlows'),
      categoryFlows: whole('categoryFlows'),
    },
    {
      referralCount: total,
      ...console,
      quietMore: 0,
      trend: { ...console.trend, more: undefined },
      regionFlows: { ...console.regionFlows, more: undefined },
      categoryFlows: { ...console.categoryFlows, more: undefined },
    },
  );
  return { data, total };
}

test('its answer equals the console’s own aggregation of the whole lists, for every filter', async () => {
  const whole = await compare(yearsAgo(4), today(), null, null);
  assert.equal(whole.total, referrals.length, 'the span holds the whole seed');
  const region = businesses[0]?.region.id ?? null;
  const category = businesses.find((business) => business.categories.length > 0)?.categories[0]?.id ?? null;
  assert.ok(region !== null && category !== null);
  const withRegion = await compare(yearsAgo(1), today(), region, null);
  assert.ok(withRegion.total > 0 && withRegion.total < referrals.length);
  await compare(yearsAgo(2), today(), null, category);
  await compare(yearsAgo(4), today(), region, category);
  await compare('2000-01-01', '2000-03-31', null, null);
});

test('money per month and the money ranking agree with the referrals’ own transactions', async () => {
  const from = yearsAgo(4);
  const to = today();
  const answer = await admin.get(`/insights?from=${from}&to=${to}`);
  const perMonth = new Map<string, number>();
  const perBusiness = new Map<number, number>();
  for (const referral of referrals) {
    const detail = at((await admin.get(`/referrals/${referral.id}?extended=true`)).body, 'data');
    for (const transaction of array(at(detail, 'transactions'))) {
      const date = String(at(transaction, 'date'));
      const amount = number(at(transaction, 'amount'));
      if (date < from || date > to) continue;
      perMonth.set(date.slice(0, 7), (perMonth.get(date.slice(0, 7)) ?? 0) + amount);
      perBusiness.set(referral.referredTo.id, (perBusiness.get(referral.referredTo.id) ?? 0) + amount);
    }
  }
  const cents = (amount: number) => Math.round(amount * 100);
  const trend = array(at(answer.body, 'data', 'moneyTrend'));
  assert.ok(perMonth.size > 0, 'the demo seed has money made');
  for (const point of trend) {
    const month = String(at(point, 'month'));
    assert.equal(cents(number(at(point, 'amount'))), cents(perMonth.get(month) ?? 0), month);
  }
  const ranking = array(at(answer.body, 'data', 'moneyRanking'));
  const best = [...perBusiness.entries()].sort((a, b) => b[1] - a[1])[0];
  assert.ok(best);
  assert.equal(at(ranking[0], 'id'), best[0]);
  assert.equal(cents(number(at(ranking[0], 'amount'))), cents(best[1]));
  assert.ok(ranking.length <= 10);
});

test('bad input is a 400 naming the field', async () => {
  assert.deepEqual(errorKeys(await admin.get('/insights?from=2025-02-30&to=2025-03-01')), ['from']);
  assert.deepEqual(errorKeys(await admin.get('/insights?from=2025-03-02&to=2025-03-01')), ['to']);
  assert.equal((await admin.get('/insights?to=2025-03-01')).status, 400);
  assert.equal((await admin.get('/insights?from=2025-01-01&to=2025-03-01&regionId=abc')).status, 400);
  assert.equal((await client(server.app).get('/insights?from=2025-01-01&to=2025-03-01')).status, 401);
});

test('given the admin’s time zone, its referral figures fall in that zone’s days and months, as the console’s', async () => {
  // 14:30 UTC on 31 March 2019 (before the demo seed's years) is 01:30 on 1 April in Sydney.
  const [giver, receiver] = businesses;
  assert.ok(giver && receiver);
  await server.db.query(
    `insert into referrals (business_name, importance, first_name, mobile, referrer_id, referred_to_id, created_at)
     values ('Near midnight', 'Low', 'Ada', '0400000000', $1, $2, '2019-03-31T14:30:00Z')`,
    [giver.id, receiver.id],
  );
  referrals = array(at((await admin.get('/referrals')).body, 'data')).filter(isReferral);
  const perMonth = (data: unknown) =>
    array(at(data, 'trend', 'counts')).map((row) =>
      array(row).reduce<number>((sum, count) => sum + number(count), 0),
    );
  process.env.TZ = 'Australia/Sydney';
  try {
    const { data } = await compare('2019-03-01', '2019-04-30', null, null, 'Australia/Sydney');
    assert.deepEqual(at(data, 'trend', 'months'), ['2019-03', '2019-04']);
    assert.deepEqual(perMonth(data), [0, 1]);
  } finally {
    process.env.TZ = 'UTC';
  }
  const { data } = await compare('2019-03-01', '2019-04-30', null, null);
  assert.deepEqual(perMonth(data), [1, 0]);
  assert.deepEqual(
    errorKeys(await admin.get('/insights?from=2019-03-01&to=2019-04-30&timeZone=Mars/Olympus')),
    ['timeZone'],
  );
});

test('the money ranking orders amounts as numbers, whatever their number of digits', async () => {
  // A year before the demo seed's, with money of three lengths: as text, 9,000 would come first.
  const [first, second, third, giver] = businesses;
  assert.ok(first && second && third && giver);
  const amounts: [number, string][] = [
    [third.id, '800.50'],
    [first.id, '10000.00'],
    [second.id, '9000.00'],
  ];
  for (const [receiver, amount] of amounts) {
    const [row] = await server.db.query(
      `insert into referrals (business_name, importance, first_name, mobile, referrer_id, referred_to_id, created_at)
       values ('Money of many digits', 'Low', 'Ada', '0400000000', $1, $2, '2001-06-01T10:00:00Z') returning id`,
      [giver.id, receiver],
    );
    await server.db.query(`insert into transactions (referral_id, amount, date) values ($1, $2, '2001-06-02')`, [
      row?.id,
      amount,
    ]);
  }
  const answer = await admin.get('/insights?from=2001-01-01&to=2001-12-31');
  assert.equal(answer.status, 200);
  assert.deepEqual(
    array(at(answer.body, 'data', 'moneyRanking')).map((entry) => [at(entry, 'id'), at(entry, 'amount')]),
    [
      [first.id, 10000],
      [second.id, 9000],
      [third.id, 800.5],
    ],
  );
});

test('a period longer than five years, or a time zone the database does not know, is a 400', async () => {
  assert.deepEqual(errorKeys(await admin.get('/insights?from=0001-01-01&to=9999-12-31')), ['to']);
  assert.deepEqual(errorKeys(await admin.get('/insights?from=2020-03-01&to=2025-03-01')), ['to']);
  assert.equal((await admin.get('/insights?from=2020-03-01&to=2025-02-28')).status, 200);
  // Zones that Node's own list still knows, but the database's does not.
  for (const zone of ['US/Pacific-New', 'Canada/East-Saskatchewan', 'Mars/Olympus'])
    assert.deepEqual(
      errorKeys(await admin.get(`/insights?from=2025-01-01&to=2025-03-01&timeZone=${zone}`)),
      ['timeZone'],
      zone,
    );
});

test('every list of the answer is capped and says how many more it left out', async () => {
  // In 2002 (before the demo seed's years): 1,100 businesses in 60 categories, each giving one
  // referral to the next, of 25 acceptance types, 15 of them with money.
  await server.db.query(
    `insert into categories (name) select 'Capped category ' || n from generate_series(1, 60) as n`,
  );
  await server.db.query(
    `insert into businesses (name, region_id)
     select 'Capped business ' || lpad(n::text, 4, '0'), (select min(id) from regions) from generate_series(1, 1100) as n`,
  );
  await server.db.query(
    `insert into business_categories (business_id, category_id)
     select b.id, c.id from businesses b
       join categories c on c.name = 'Capped category ' || (1 + substr(b.name, 17)::int % 60)
      where b.name like 'Capped business %'`,
  );
  await server.db.query(
    `insert into referrals (business_name, importance, first_name, mobile, referrer_id, referred_to_id, acceptance_type, created_at)
     select 'Capped', 'Low', 'Ada', '0400000000', g.id, r.id, 'Type ' || (substr(g.name, 17)::int % 25),
            '2002-06-01T10:00:00Z'
       from businesses g join businesses r on r.name = 'Capped business ' || lpad((substr(g.name, 17)::int + 1)::text, 4, '0')
      where g.name like 'Capped business %'`,
  );
  await server.db.query(
    `insert into transactions (referral_id, amount, date)
     select id, 100, '2002-06-02' from referrals where business_name = 'Capped' order by id limit 15`,
  );
  const [quietRow] = await server.db.query(
    `select count(*)::int as count from businesses b where not exists (
       select 1 from referrals r where (r.referrer_id = b.id or r.referred_to_id = b.id)
          and r.created_at > now() - interval '90 days')`,
  );
  const quietCount = number(at(quietRow, 'count'));
  assert.ok(quietCount > 1100);

  const answer = await admin.get('/insights?from=2002-01-01&to=2002-12-31');
  assert.equal(answer.status, 200);
  const data = at(answer.body, 'data');
  assert.equal(at(data, 'referralCount'), 1099);
  assert.equal(array(at(data, 'trend', 'types')).length, 20);
  assert.equal(at(data, 'trend', 'more'), 5);
  assert.equal(array(at(data, 'given')).length, 10);
  assert.equal(at(data, 'givenMore'), 1089);
  assert.equal(at(data, 'receivedMore'), 1089);
  assert.equal(array(at(data, 'moneyRanking')).length, 10);
  assert.equal(at(data, 'moneyRankingMore'), 5);
  assert.equal(array(at(data, 'categoryFlows', 'groups')).length, 50);
  assert.equal(at(data, 'categoryFlows', 'more'), 10);
  assert.equal(array(at(data, 'categoryFlows', 'counts')).length, 50);
  assert.equal(at(data, 'regionFlows', 'more'), 0);
  const quiet = array(at(data, 'quiet'));
  assert.equal(quiet.length, 1000);
  assert.equal(at(data, 'quietMore'), quietCount - 1000);
});
