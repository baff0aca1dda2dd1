import type { Queryable } from '../db/database';
import { int, intOrNull, text, timestamp } from '../db/rows';
import { isJsonObject } from '../openapi/document';
import type { RecordModel } from './recordFields';

type FieldChange = { field: string; from: unknown; to: unknown };

export type Revision = {
  id: number;
  version: number;
  model: string;
  recordId: number;
  action: string;
  at: string;
  /** Null when that user has since been deleted. */
  actor: { id: number; firstName: string; lastName: string } | null;
  changes: FieldChange[];
};

function toChanges(value: unknown): FieldChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isJsonObject(item) && typeof item.field === 'string'
      ? [{ field: item.field, from: item.from ?? null, to: item.to ?? null }]
      : [],
  );
}

/** A record's revisions newest first: all of them, or those with the given ids. */
export async function loadRevisions(
  q: Queryable,
  model: RecordModel,
  recordId: number,
  ids?: readonly number[],
): Promise<Revision[]> {
  const rows = await q.query(
    `select r.id, r.version, r.model, r.record_id, r.action, r.at, r.changes,
            u.id as actor_id, u.first_name, u.last_name
       from revisions r left join users u on u.id = r.actor_id
      where r.model = $1 and r.record_id = $2 ${ids === undefined ? '' : 'and r.id = any($3::int[])'}
      order by r.version desc, r.id desc`,
    ids === undefined ? [model, recordId] : [model, recordId, ids],
  );
  return rows.map((row) => {
    const actorId = intOrNull(row, 'actor_id');
    return {
      id: int(row, 'id'),
      version: int(row, 'version'),
      model: text(row, 'model'),
      recordId: int(row, 'record_id'),
      action: text(row, 'action'),
      at: timestamp(row, 'at'),
      actor:
        actorId === null
          ? null
          : { id: actorId, firstName: text(row, 'first_name'), lastName: text(row, 'last_name') },
      changes: toChanges(row.changes),
    };
  });
}
