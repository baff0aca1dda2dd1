import { mkdirSync } from 'node:fs';
import type { Database } from './database';
import { lockDataFolder } from './folderLock';
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
  const release = lockDataFolder(location);
  try {
    const db = await openPglite({ dataDir: location });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
