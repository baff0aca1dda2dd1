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

export type OpenOptions = {
  /** Runs on a PGlite data folder once this process holds its lock, before the database opens it. */
  beforeOpen?: (folder: string) => void;
  /** Opened by a running server: a PostgreSQL database is marked in use while open (seeding refuses it). */
  inUse?: boolean;
};

/**
 * Opens the database; a PGlite data folder only once this process holds its lock (one process per
 * folder: a server, a seed or create-admin), which it keeps until the database is closed.
 */
export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Database> {
  if (location === 'memory') return openPglite();
  if (isDatabaseUrl(location)) return openPostgres(location, { inUse: options.inUse === true });
  mkdirSync(location, { recursive: true });
  const release = lockDataFolder(location);
  try {
    options.beforeOpen?.(location);
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
