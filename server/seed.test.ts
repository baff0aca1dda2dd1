import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from './db/database';
import { migrate, migrationFiles } from './db/migrate';
import { int, text } from './db/rows';
import { DATASET_SIZES, DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER, seed, seedDataset, seedIfEmpty } from './seed';
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

test('the huge set’s shape: the database fills the log up to its size, in time order, indexed and counted', async () => {
  assert.deepEqual(
    { ...DATASET_SIZES.huge, logsInDatabase: undefined },
    {
      regions: 20,
      categories: 40,
      businesses: 10_000,
      users: 20_000,
      unverified: 200,
      referrals: 100_000,
      logs: 1_000_000,
      days: 5 * 365,
      logsInDatabase: undefined,
      busyHistories: [
        { businesses: 1, revisions: 1000 },
        { businesses: 100, revisions: 50 },
      ],
    },
  );
  assert.equal(DATASET_SIZES.huge.logsInDatabase, true);
  // The same code at a size a test can afford.
  const db = await freshDatabase('none');
  try {
    await seedDataset(db, {
      ...DATASET_SIZES.huge,
      businesses: 40,
      users: 60,
      unverified: 3,
      referrals: 200,
      logs: 5000,
    });
    assert.equal(await scalar(db, 'select count(*)::int as n from logs'), 5000);
    assert.equal(await scalar(db, 'select count(*)::int as n from referrals'), 200);
    // A business with a thousand revisions for the paged history, its version the newest one's.
    assert.equal(
      await scalar(db, "select count(*)::int as n from revisions where model = 'BUSINESS' and record_id = 1"),
      1000,
    );
    assert.equal(await scalar(db, 'select version as n from businesses where id = 1'), 1000);
    assert.equal(
      await scalar(db, "select count(*)::int as n from revisions where model = 'BUSINESS' and record_id = 2"),
      50,
    );
    // Ids follow time.
    assert.equal(
      await scalar(
        db,
        'select count(*)::int as n from (select created_at < lag(created_at) over (order by id) as back from logs) x where back',
      ),
      0,
    );
    // Sign-ins of verified users, named in their message, with the user's name copied for search and sort.
    assert.ok((await scalar(db, "select count(*)::int as n from logs where action = 'LOGIN'")) > 4000);
    assert.equal(
      await scalar(
        db,
        `select count(*)::int as n from logs l join users u on u.id = l.user_id
          where l.user_name <> lower(u.first_name || ' ' || u.last_name)
             or (l.action = 'LOGIN' and l.message <> u.first_name || ' ' || u.last_name || ' signed in')
             or u.verified_at is null and l.action = 'LOGIN'`,
      ),
      0,
    );
    assert.equal(
      await scalar(
        db,
        'select (select coalesce(sum(entries), 0) from log_counts)::int - count(*)::int as n from logs',
      ),
      0,
    );
    // The trigger left aside for the bulk insert is on again.
    assert.deepEqual(
      await values(db, "select tgenabled::text as v from pg_trigger where tgname = 'logs_user_name'"),
      ['O'],
    );
    // The indexes dropped for the bulk insert are back.
    assert.deepEqual(
      await values(
        db,
        "select indexname as v from pg_indexes where tablename = 'logs' and indexname <> 'logs_pkey' order by 1",
      ),
      [
        'logs_action_idx',
        'logs_message_idx',
        'logs_model_idx',
        'logs_newest_idx',
        'logs_search_idx',
        'logs_user_id_idx',
        'logs_user_name_idx',
      ],
    );
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
