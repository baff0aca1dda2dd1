import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { text } from './rows';

const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

/** `NNN_name.sql` files, applied once each in name order and recorded in schema_migrations. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
}

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await db.query('select version from schema_migrations')).map((row) => text(row, 'version')),
  );
  const newlyApplied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
