import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database';

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball; `openPglite({ snapshot })` restores it in about 0.5 s. */
  snapshot(): Promise<Blob>;
}

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query(sql, params = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL. Without `dataDir` everything stays in memory. */
export async function openPglite(
  options: { dataDir?: string; snapshot?: Blob } = {},
): Promise<PgliteDatabase> {
  const db = await PGlite.create({
    // Trigram indexes keep a search inside large lists fast (migrations/003_list_paging.sql).
    extensions: { pg_trgm },
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.snapshot === undefined ? {} : { loadDataDir: options.snapshot }),
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    snapshot: () => db.dumpDataDir('none'),
    // One embedded session, which hears its own notifications; it is never disconnected, so no gap.
    listen: async (channel, onPayload) => {
      const stop = await db.listen(channel, onPayload);
      return () => stop();
    },
    exclusively: (work) => work(),
    close: () => db.close(),
  };
}
