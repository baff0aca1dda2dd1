import { mkdirSync } from 'node:fs';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Where the data lives: in memory, a PGlite data folder, or a postgres:// URL. */
export type DatabaseLocation = 'memory' | string;

export function isDatabaseUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location === 'memory') return openPglite();
  if (isDatabaseUrl(location)) return openPostgres(location);
  mkdirSync(location, { recursive: true });
  return openPglite({ dataDir: location });
}
