import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { int } from '../db/rows';
import { bulkInsert, resetIdentities } from './bulk';
import { DEMO_PASSWORD, generateDataset, type DatasetSize } from './dataset';
import { writeHistory } from './history';
import { writeLogs } from './logs';

export { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER } from './dataset';

export type SeedKind = 'demo' | 'large' | 'huge' | 'none';

export const DATASET_SIZES: Record<Exclude<SeedKind, 'none'>, DatasetSize> = {
  demo: {
    regions: 6,
    categories: 10,
    businesses: 30,
    users: 24,
    unverified: 4,
    referrals: 120,
    logs: 400,
    days: 3 * 365,
  },
  large: {
    regions: 20,
    categories: 40,
    businesses: 1000,
    users: 2000,
    unverified: 50,
    referrals: 10_000,
    logs: 50_000,
    days: 5 * 365,
  },
  // The scale at which lists are paged by the server: `npm run seed -- --huge`.
  huge: {
    regions: 20,
    categories: 40,
    businesses: 10_000,
    users: 20_000,
    unverified: 200,
    referrals: 100_000,
    logs: 1_000_000,
    days: 5 * 365,
    logsInDatabase: true,
    // One business with a thousand revisions, and a hundred with fifty.
    busyHistories: [
      { businesses: 1, revisions: 1000 },
      { businesses: 100, revisions: 50 },
    ],
  },
};

const TIMESTAMP = 'timestamptz';

const DAY = 24 * 60 * 60 * 1000;

/** Writes a generated data set into an empty database, in one transaction. */
export async function seed(db: Database, kind: Exclude<SeedKind, 'none'>, now = new Date()): Promise<void> {
  await seedDataset(db, DATASET_SIZES[kind], now);
}

/** `seed` with any size of data set. */
export async function seedDataset(db: Database, size: DatasetSize, now = new Date()): Promise<void> {
  const demoHashes = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  const data = generateDataset(size, now, [demoHashes[0], demoHashes[1]]);
  await db.transaction(async (tx) => {
    await bulkInsert(tx, 'regions', { id: 'int', name: 'text', created_at: TIMESTAMP }, data.regions);
    await bulkInsert(tx, 'categories', { id: 'int', name: 'text', created_at: TIMESTAMP }, data.categories);
    await bulkInsert(
      tx,
      'businesses',
      { id: 'int', name: 'text', region_id: 'int', created_at: TIMESTAMP },
      data.businesses,
    );
    await bulkInsert(
      tx,
      'business_categories',
      { business_id: 'int', category_id: 'int' },
      data.businessCategories,
    );
    await bulkInsert(
      tx,
      'users',
      {
        id: 'int',
        email: 'text',
        first_name: 'text',
        last_name: 'text',
        mobile: 'text',
        is_admin: 'boolean',
        is_active: 'boolean',
        business_id: 'int',
        password_hash: 'text',
        verified_at: TIMESTAMP,
        created_at: TIMESTAMP,
      },
      data.users,
    );
    await bulkInsert(
      tx,
      'user_tokens',
      { user_id: 'int', purpose: 'text', token_hash: 'text', expires_at: TIMESTAMP, created_at: TIMESTAMP },
      data.userTokens,
    );
    await bulkInsert(
      tx,
      'referrals',
      {
        id: 'int',
        business_name: 'text',
        description: 'text',
        importance: 'text',
        acceptance_type: 'text',
        customer_type: 'text',
        closure_reason: 'text',
        first_name: 'text',
        last_name: 'text',
        email: 'text',
        mobile: 'text',
        website: 'text',
        referrer_id: 'int',
        referred_to_id: 'int',
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
      },
      data.referrals,
    );
    await bulkInsert(
      tx,
      'transactions',
      {
        referral_id: 'int',
        amount: 'numeric(12,2)',
        date: 'date',
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
      },
      data.transactions,
    );
    await writeLogs(tx, data.logs, {
      total: size.logs,
      from: new Date(now.getTime() - size.days * DAY),
      to: now,
    });
    await resetIdentities(tx, ['regions', 'categories', 'businesses', 'users', 'referrals']);
    await writeHistory(tx, size.busyHistories ?? []);
  });
  // Fresh statistics for the planner, and a visibility map for index-only scans (counting a page's
  // total reads the index alone); PGlite runs no autovacuum to do this later.
  await db.exec('vacuum analyze');
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query('select count(*)::int as count from users');
  return !row || int(row, 'count') === 0;
}

/** Seeds only a database without users, so restarting never touches real data. */
export async function seedIfEmpty(db: Database, kind: SeedKind): Promise<boolean> {
  if (kind === 'none' || !(await isEmpty(db))) return false;
  await seed(db, kind);
  return true;
}
