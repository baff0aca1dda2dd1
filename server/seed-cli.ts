import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, describeDatabase } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { LOCK_FILE } from './db/folderLock';
import { isDatabaseUrl, openDatabase } from './db/open';
import { claimForSeeding } from './db/postgres';
import { DEMO_ADMIN, DEMO_PASSWORD, seed } from './seed';
import { bool, int } from './db/rows';

/*
 * npm run seed [-- --large | --huge] [-- --data DIR] [-- --force]
 * Resets the data folder (or, with DATABASE_URL, the application's tables) and fills it with
 * the demo data set, with --large the scale set, or with --huge the set at which lists are paged
 * by the server (a million log entries). A PostgreSQL database is refused while any server is
 * running on it, and when it holds data, unless --force, which first says what it deletes.
 */

const APP_TABLES = [
  'revisions',
  'log_counts',
  'logs',
  'transactions',
  'referrals',
  'user_tokens',
  'sessions',
  'users',
  'business_categories',
  'businesses',
  'categories',
  'regions',
  'login_throttle',
  'schema_migrations',
];

/**
 * Empties a PGlite data folder, keeping the lock this process holds on it (so no server can open
 * it meanwhile); anything but a database folder (a typo such as --data ~) is refused.
 */
function emptyDataFolder(folder: string): void {
  const entries = readdirSync(folder).filter((name) => name !== LOCK_FILE);
  if (entries.length > 0 && !existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`${folder} is not a database folder (no PG_VERSION); refusing to delete it.`);
  }
  for (const name of entries) rmSync(path.join(folder, name), { recursive: true, force: true });
}

async function count(db: Database, table: string): Promise<number> {
  const [row] = await db.query(`select count(*)::int as count from ${table}`);
  return row ? int(row, 'count') : 0;
}

/** What a database holds, in words ("12 users, 3 businesses"), or '' when it holds nothing. */
async function contents(db: Database): Promise<string> {
  const kinds = [
    ['users', 'users (and their sessions)'],
    ['businesses', 'businesses'],
    ['referrals', 'referrals'],
    ['transactions', 'transactions'],
    ['logs', 'audit-log entries'],
    ['revisions', 'revisions'],
  ] as const;
  const held: string[] = [];
  for (const [table, words] of kinds) {
    const [exists] = await db.query('select to_regclass($1) is not null as present', [table]);
    if (!exists || !bool(exists, 'present')) continue;
    const rows = await count(db, table);
    if (rows > 0) held.push(`${rows} ${words}`);
  }
  return held.join(', ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      huge: { type: 'boolean', default: false },
      data: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.large && values.huge) throw new Error('Choose one of --large and --huge.');
  // An explicit --data wins over the environment the server itself reads.
  const location = values.data || process.env.DATABASE_URL || process.env.DATA_DIR || DEFAULT_DATA_DIR;
  const started = Date.now();
  // A data folder is locked first and emptied only then: a folder a server has open is refused
  // (naming its process), never wiped under it.
  // A shared database is claimed first: refused while any server holds it in use.
  const release = isDatabaseUrl(location) ? await claimForSeeding(location) : async () => undefined;
  const db = await openDatabase(isDatabaseUrl(location) ? location : path.resolve(location), {
    beforeOpen: emptyDataFolder,
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  try {
    if (isDatabaseUrl(location)) {
      const held = await contents(db);
      if (held !== '' && !values.force) {
        throw new Error(
          `${describeDatabase(location)} already holds data: ${held}. Seeding deletes all of it. Run again with --force to delete it and seed.`,
        );
      }
      if (held !== '') console.log(`--force: deleting ${held}, then seeding.`);
    }
    await db.exclusively(async () => {
      if (isDatabaseUrl(location))
        await db.exec(APP_TABLES.map((table) => `drop table if exists ${table} cascade;`).join('\n'));
      await migrate(db);
      await seed(db, values.huge ? 'huge' : values.large ? 'large' : 'demo');
    });
    const summary = await Promise.all(
      ['businesses', 'referrals', 'transactions', 'users', 'logs'].map(
        async (table) => `${await count(db, table)} ${table}`,
      ),
    );
    console.log(
      `Seeded ${describeDatabase(location)} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(', ')}`,
    );
    console.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`);
  } finally {
    await db.close();
    await release();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
