import type { Database, Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int } from '../db/rows';
import { ApiError, notFound } from '../http/errors';
import { etagOf } from '../http/versions';

/** The tables whose records carry a version (migrations/004_record_versions.sql). */
type VersionedTable = 'regions' | 'categories' | 'businesses' | 'users' | 'referrals' | 'transactions';

export type RecordTarget<R> = {
  table: VersionedTable;
  id: number;
  /** What the 404 names ('Region'). */
  what: string;
  /** The versions the client's If-Match accepts; undefined for an unconditional write. */
  accepted: readonly number[] | undefined;
  /** The record as GET answers it, sent with a 412 so the client can show what changed. */
  load: (q: Queryable) => Promise<R | null>;
};

const STALE_MESSAGE =
  'This record was changed by someone else since you opened it. Review the current version and save again.';

class Stale extends Error {}

/** A record's version, or null when there is no such record. */
async function versionOf(q: Queryable, table: VersionedTable, id: number): Promise<number | null> {
  if (!isStorableId(id)) return null;
  const [row] = await q.query(`select version from ${table} where id = $1`, [id]);
  return row ? int(row, 'version') : null;
}

/**
 * The read half of a record's GET: its version first, then the record. A write landing between
 * the two gives a record newer than its ETag, which at worst costs a needless 412; never an ETag
 * newer than the record, which would let a write overwrite a change its author never saw.
 */
export async function readVersioned<R>(
  db: Queryable,
  target: Omit<RecordTarget<R>, 'accepted'>,
): Promise<{ record: R; version: number }> {
  const version = await versionOf(db, target.table, target.id);
  const record = version === null ? null : await target.load(db);
  if (version === null || record === null) throw notFound(target.what);
  return { record, version };
}

async function refuseStale<R>(db: Database, target: RecordTarget<R>): Promise<never> {
  const current = await readVersioned(db, target);
  throw new ApiError(412, STALE_MESSAGE, undefined, { ETag: etagOf(current.version) }, current.record);
}

/**
 * The one way a record is written: in one transaction, its version is checked against If-Match and
 * bumped in a single statement (so of two writes made from the same read, exactly one passes),
 * then `work` writes the rest with the same transaction, and both commit together or not at all.
 * Answers 404 when the record is gone, 412 with the current record when it has moved on. Returns
 * what `work` returns and the record's new version. (Revisions and change events of a later issue
 * belong here, in the same transaction.)
 */
export async function writeRecord<R, T>(
  db: Database,
  target: RecordTarget<R>,
  work: (tx: Queryable, version: number) => Promise<T>,
): Promise<{ result: T; version: number }> {
  if (!isStorableId(target.id)) throw notFound(target.what);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query(
        `update ${target.table} set version = version + 1
          where id = $1 and ($2::int[] is null or version = any($2::int[]))
          returning version`,
        [target.id, target.accepted ?? null],
      );
      if (!row) {
        if ((await versionOf(tx, target.table, target.id)) === null) throw notFound(target.what);
        throw new Stale();
      }
      const version = int(row, 'version');
      return { result: await work(tx, version), version };
    });
  } catch (error) {
    if (error instanceof Stale) return refuseStale(db, target);
    throw error;
  }
}

/** A record's deletion, under the same check: the row is locked, its version compared, then `work` deletes. */
export async function deleteRecord<R, T>(
  db: Database,
  target: RecordTarget<R>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!isStorableId(target.id)) throw notFound(target.what);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query(`select version from ${target.table} where id = $1 for update`, [
        target.id,
      ]);
      if (!row) throw notFound(target.what);
      if (target.accepted !== undefined && !target.accepted.includes(int(row, 'version'))) throw new Stale();
      return work(tx);
    });
  } catch (error) {
    if (error instanceof Stale) return refuseStale(db, target);
    throw error;
  }
}
