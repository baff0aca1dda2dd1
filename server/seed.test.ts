import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from './db/database';
import { migrate, migrationFiles } from './db/migrate';
import { int, text } from './db/rows';
import { DATASET_SIZES, DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER, seed, seedIfEmpty } from './seed';
import { generateDataset } from './seed/dataset';
import { verifyPassword } from './auth/passwords';
import { freshDatabase } from './test-support';

let demo: Database;

before(async () => {
  demo = await freshDatabase('demo');
});
after(() => demo.close());

async function scalar(db: Database, sql: string): Promise<number> {
  const [row] = await db.query(sql);
  assert.ok(row);
  return int(row, 'n');
}

async function values(db: Database, sql: string): Promise<string[]> {
  return (await db.query(sql)).map((row) => text(row, 'v'));
}

test('the demo data has the promised shape', async () => {
  assert.equal(await scalar(demo, 'select count(*)::int as n from regions'), 6);
  assert.equal(await scalar(demo, 'select count(*)::int as n from categories'), 10);
  assert.equal(await scalar(demo, 'select count(*)::int as n from businesses'), 30);
  assert.equal(await scalar(demo, 'select count(*)::int as n from referrals'), 120);
  assert.deepEqual(await values(demo, 'select distinct importance as v from referrals order by 1'), [
    'Hot',
    'Low',
    'Medium',
  ]);
  assert.deepEqual(await values(demo, 'select distinct acceptance_type as v from referrals order by 1'), [
    'Accepted',
    'Declined',
    'Pending',
  ]);
  assert.equal(
    await scalar(
      demo,
      "select count(*)::int as n from referrals where acceptance_type = 'Declined' and closure_reason is null",
    ),
    0,
  );
  assert.ok((await scalar(demo, 'select count(*)::int as n from users where verified_at is null')) >= 3);
  assert.ok(
    (await scalar(
      demo,
      "select count(*)::int as n from user_tokens where purpose = 'verify' and used_at is null",
    )) >= 3,
  );
  assert.ok((await scalar(demo, 'select count(*)::int as n from logs')) >= 300);
  assert.ok(
    (await scalar(
      demo,
      'select count(*)::int as n from businesses b where exists (select 1 from users u where u.business_id = b.id)',
    )) >= 10,
  );
  // Transactions reach from three financial years back up to today, and never beyond.
  const years = await scalar(
    demo,
    `select count(distinct extract(year from date)::int + case when extract(month from date) >= 7 then 1 else 0 end)::int as n from transactions`,
  );
  assert.ok(years >= 3, `${years} financial years`);
  assert.equal(
    await scalar(demo, 'select count(*)::int as n from transactions where date > current_date'),
    0,
  );
});

test('the demo accounts sign in with the demo password; only the admin is an admin', async () => {
  const rows = await demo.query(
    'select email, is_admin, password_hash from users where email = any($1::text[]) order by email',
    [[DEMO_ADMIN.email, DEMO_USER.email]],
  );
  assert.deepEqual(
    rows.map((row) => [text(row, 'email'), row.is_admin]),
    [
      [DEMO_ADMIN.email, true],
      [DEMO_USER.email, false],
    ],
  );
  for (const row of rows) assert.equal(await verifyPassword(DEMO_PASSWORD, text(row, 'password_hash')), true);
});

test('the data is deterministic for a given day', () => {
  const now = new Date('2025-03-15T10:00:00Z');
  const first = generateDataset(DATASET_SIZES.demo, now, ['hash-1', 'hash-2']);
  const second = generateDataset(DATASET_SIZES.demo, now, ['hash-1', 'hash-2']);
  // Pending invitations carry fresh random token hashes; everything else repeats exactly.
  assert.deepEqual({ ...first, userTokens: [] }, { ...second, userTokens: [] });
});

test('the large set has 1,000 businesses, 10,000 referrals and 50,000 log entries, and loads fast', async () => {
  const db = await freshDatabase('none');
  try {
    const started = Date.now();
    await seed(db, 'large');
    const seconds = (Date.now() - started) / 1000;
    assert.ok(seconds < 60, `took ${seconds} s`);
    assert.equal(await scalar(db, 'select count(*)::int as n from businesses'), 1000);
    assert.equal(await scalar(db, 'select count(*)::int as n from referrals'), 10_000);
    assert.ok((await scalar(db, 'select count(*)::int as n from logs')) >= 50_000);
    // Identities continue after the explicit ids the bulk insert used.
    const [row] = await db.query(`insert into regions (name) values ('After the seed') returning id`);
    assert.equal(row ? int(row, 'id') : 0, DATASET_SIZES.large.regions + 1);
  } finally {
    await db.close();
  }
});

test('migrations apply once, are recorded, and seeding skips a database with users', async () => {
  assert.deepEqual(await migrate(demo), []);
  assert.deepEqual(
    await values(demo, 'select version as v from schema_migrations order by 1'),
    migrationFiles(),
  );
  assert.equal(await seedIfEmpty(demo, 'demo'), false);
  assert.equal(await scalar(demo, 'select count(*)::int as n from businesses'), 30);
});
