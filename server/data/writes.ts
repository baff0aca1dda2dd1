import { fullName, writeLog, writeLogs, type LogEntryDraft, type Person } from '../audit';
import type { Database, Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int } from '../db/rows';
import { ApiError, notFound } from '../http/errors';
import { etagOf } from '../http/versions';
import { MODEL_OF, snapshotFields, type RecordModel, type VersionedTable } from './recordFields';

/*
 * The one write path of every business, referral, transaction, user, region and category. In the
 * write's own transaction it checks and bumps the record's version, then records what happened
 * three ways, all committed with the write or not at all: the audit-log entry, a revision (the
 * fields that changed, old and new: the record's history), and a change event (NOTIFY on channel
 * 'changes', which PostgreSQL delivers to every listening instance at commit, and never for a
 * rollback). Routes describe the change; they never write revisions or events themselves.
 */

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

/** Thrown inside a write's transaction when it changed no field, so that nothing of it is kept. */
class NoChange extends Error {
  constructor(readonly version: number) {
    super('no change');
  }
}

/** Whether two snapshots (recordFields.ts: jsonb objects, whose keys come in one fixed order) are the same. */
const sameFields = (before: unknown, after: unknown) => JSON.stringify(before) === JSON.stringify(after);

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

type RevisionAction = 'CREATE' | 'UPDATE' | 'DELETE';

/** What a route says about its write, besides the work itself. */
export type Change = {
  /** Who makes it: the signed-in user, or null for none. */
  actorId: number | null;
  /** The audit-log entry, written in the same transaction (null when the write is not audited). */
  log: LogEntryDraft | null;
  /**
   * Records whose answers the write changes without a write of their own (the business a user
   * joins lists its users): they get a change event, no revision.
   */
  touches?: readonly { model: RecordModel; id: number }[];
};

/**
 * A change made by the signed-in user, audited in their name: `changeBy(actor, 'UPDATE', 'REGION',
 * 'updated region North')` logs "Ada Admin updated region North".
 */
export function changeBy(
  actor: Person & { id: number },
  action: LogEntryDraft['action'],
  model: LogEntryDraft['model'],
  words: string,
): Change {
  return {
    actorId: actor.id,
    log: { action, model, message: `${fullName(actor)} ${words}`, userId: actor.id },
  };
}

type RevisionDraft = {
  model: RecordModel;
  id: number;
  version: number;
  action: RevisionAction;
  actor: number | null;
  before: unknown;
  after: unknown;
};

type Notice = { model: RecordModel; id: number; action: RevisionAction; actor: number | null };

/** The channel every instance LISTENs on (server/events/feed.ts). */
export const CHANGES_CHANNEL = 'changes';

/**
 * Change events, one NOTIFY each, numbered from the shared sequence. The payload carries ids only
 * (about 100 bytes, far below NOTIFY's 8,000), never field values.
 */
async function publish(tx: Queryable, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  // The rows of a function scan come in the array's order, and are numbered in that order.
  await tx.query(
    `select pg_notify('${CHANGES_CHANNEL}', json_build_object('seq', nextval('change_event_seq'),
              'model', e ->> 'model', 'id', (e ->> 'id')::int, 'action', e ->> 'action',
              'actor', (e ->> 'actor')::int, 'at', now())::text)
       from jsonb_array_elements($1::jsonb) as e`,
    [JSON.stringify(notices)],
  );
}

/** Revisions alone; `before` and `after` are snapshots (recordFields.ts) or null. */
async function writeRevisions(tx: Queryable, drafts: readonly RevisionDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  await tx.query(
    `insert into revisions (model, record_id, version, action, actor_id, changes)
     select x.model, x.id, x.version, x.action, x.actor, revision_changes(x.before, x.after)
       from jsonb_to_recordset($1::jsonb)
            as x(model text, id int, version int, action text, actor int, before jsonb, after jsonb)`,
    [
      JSON.stringify(
        drafts.map((draft) => ({ ...draft, before: draft.before ?? null, after: draft.after ?? null })),
      ),
    ],
  );
}

/** Revisions and their change events, one each. */
async function record(tx: Queryable, drafts: readonly RevisionDraft[]): Promise<void> {
  await writeRevisions(tx, drafts);
  await publish(
    tx,
    drafts.map(({ model, id, action, actor }) => ({ model, id, action, actor })),
  );
}

/**
 * One change event for many records created together (an import): `{ model, action: 'IMPORT',
 * count }`, sent as a `bulk` event, so streams carry one event per change however many rows it
 * makes, and a client reads the lists again once.
 */
async function publishBulk(
  tx: Queryable,
  model: RecordModel,
  count: number,
  actor: number | null,
): Promise<void> {
  await tx.query(
    `select pg_notify('${CHANGES_CHANNEL}', json_build_object('seq', nextval('change_event_seq'),
              'bulk', true, 'model', $1::text, 'action', 'IMPORT', 'count', $2::int,
              'actor', $3::int, 'at', now())::text)`,
    [model, count, actor],
  );
}

/** The audit entry, the revision and the events of one write, in its transaction. */
async function finish(tx: Queryable, change: Change, draft: RevisionDraft): Promise<void> {
  if (change.log) await writeLog(tx, { ...change.log, record: { model: draft.model, id: draft.id } });
  await record(tx, [draft]);
  await publish(
    tx,
    (change.touches ?? []).map(({ model, id }) => ({ model, id, action: 'UPDATE', actor: change.actorId })),
  );
}

/** A change event alone, for a write that alters no field of a record's history (an account verified). */
export async function publishChange(
  tx: Queryable,
  table: VersionedTable,
  id: number,
  actorId: number | null,
) {
  await publish(tx, [{ model: MODEL_OF[table], id, action: 'UPDATE', actor: actorId }]);
}

/**
 * A record's creation: `insert` adds it (and whatever goes with it) and returns its id; the record
 * is at version 1, and so is its first revision.
 */
export async function createRecord<T extends { id: number }>(
  db: Database,
  table: VersionedTable,
  change: Change,
  insert: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const created = await insert(tx);
    const after = (await snapshotFields(tx, table, [created.id])).get(created.id);
    await finish(tx, change, {
      model: MODEL_OF[table],
      id: created.id,
      version: 1,
      action: 'CREATE',
      actor: change.actorId,
      before: null,
      after,
    });
    return created;
  });
}

/**
 * Many records created together, all or none (an import): `insert` adds them in the transaction and
 * returns each new id with its audit entry; every record then gets its first revision, as
 * `createRecord` gives one, and the whole change one bulk event. Returns the ids in `insert`'s order.
 */
export async function createRecords(
  db: Database,
  table: VersionedTable,
  actorId: number | null,
  insert: (tx: Queryable) => Promise<{ id: number; log: LogEntryDraft }[]>,
): Promise<number[]> {
  const model = MODEL_OF[table];
  return db.transaction(async (tx) => {
    const created = await insert(tx);
    const ids = created.map(({ id }) => id);
    await writeLogs(
      tx,
      created.map(({ id, log }) => ({ ...log, record: { model, id } })),
    );
    const snapshots = await snapshotFields(tx, table, ids);
    await writeRevisions(
      tx,
      ids.map((id) => ({
        model,
        id,
        version: 1,
        action: 'CREATE',
        actor: actorId,
        before: null,
        after: snapshots.get(id),
      })),
    );
    if (ids.length > 0) await publishBulk(tx, model, ids.length, actorId);
    return ids;
  });
}

/**
 * A record's update: in one transaction its version is checked against If-Match and bumped in a
 * single statement (so of two writes made from the same read, exactly one passes), then `work`
 * writes the rest with the same transaction, and the audit entry, revision and event follow.
 * Answers 404 when the record is gone, 412 with the current record when it has moved on. A write
 * that leaves every field as it was (a save without an edit, a revert to the current value) is
 * rolled back whole: no new version, audit entry, revision or event, and `changed` is false.
 * Returns the record's version after the write.
 */
export async function writeRecord<R>(
  db: Database,
  target: RecordTarget<R>,
  change: Change,
  work: (tx: Queryable, version: number) => Promise<unknown>,
): Promise<{ version: number; changed: boolean }> {
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
      // The row is locked by the update above: nobody else changes it before this commits.
      const before = (await snapshotFields(tx, target.table, [target.id])).get(target.id);
      await work(tx, version);
      const after = (await snapshotFields(tx, target.table, [target.id])).get(target.id);
      if (sameFields(before, after)) throw new NoChange(version - 1);
      await finish(tx, change, {
        model: MODEL_OF[target.table],
        id: target.id,
        version,
        action: 'UPDATE',
        actor: change.actorId,
        before,
        after,
      });
      return { version, changed: true };
    });
  } catch (error) {
    if (error instanceof Stale) return refuseStale(db, target);
    if (error instanceof NoChange) return { version: error.version, changed: false };
    throw error;
  }
}

/**
 * A record's deletion, under the same check: the row is locked, its version compared, then `work`
 * deletes (or refuses). The deletion's revision takes the next version and keeps every field's
 * last value, so the history of a deleted record still reads to its end.
 */
export async function deleteRecord<R, T>(
  db: Database,
  target: RecordTarget<R>,
  change: Change,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!isStorableId(target.id)) throw notFound(target.what);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query(`select version from ${target.table} where id = $1 for update`, [
        target.id,
      ]);
      if (!row) throw notFound(target.what);
      const version = int(row, 'version');
      if (target.accepted !== undefined && !target.accepted.includes(version)) throw new Stale();
      const before = (await snapshotFields(tx, target.table, [target.id])).get(target.id);
      const result = await work(tx);
      await finish(tx, change, {
        model: MODEL_OF[target.table],
        id: target.id,
        version: version + 1,
        action: 'DELETE',
        actor: change.actorId,
        before,
        after: null,
      });
      return result;
    });
  } catch (error) {
    if (error instanceof Stale) return refuseStale(db, target);
    throw error;
  }
}

/**
 * Records a write changes or removes along with its own (the users a deleted business lets go, the
 * transactions of a deleted referral): inside that write's transaction, their versions move on
 * and each gets its revision and event. `work` makes the change.
 */
export async function writeRelated(
  tx: Queryable,
  table: VersionedTable,
  ids: readonly number[],
  actorId: number | null,
  action: 'UPDATE' | 'DELETE',
  work: () => Promise<void>,
): Promise<void> {
  const locked = await tx.query(
    `select id, version from ${table} where id = any($1::int[]) order by id for update`,
    [ids.filter(isStorableId)],
  );
  const versions = new Map(locked.map((row) => [int(row, 'id'), int(row, 'version')]));
  const keys = [...versions.keys()];
  const before = await snapshotFields(tx, table, keys);
  await work();
  let after = new Map<number, unknown>();
  if (action === 'UPDATE' && keys.length > 0) {
    await tx.query(`update ${table} set version = version + 1 where id = any($1::int[])`, [keys]);
    after = await snapshotFields(tx, table, keys);
  }
  await record(
    tx,
    keys.map((id) => ({
      model: MODEL_OF[table],
      id,
      version: (versions.get(id) ?? 0) + 1,
      action,
      actor: actorId,
      before: before.get(id),
      after: action === 'DELETE' ? null : after.get(id),
    })),
  );
}
