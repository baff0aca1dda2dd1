import type { Queryable } from '../db/database';
import { int, intOrNull, text, timestamp } from '../db/rows';

export type LogEntry = {
  id: number;
  message: string;
  type: string;
  model: string;
  date: string;
  user?: { id: number; firstName: string; lastName: string };
  /** The history extension: the record the entry is about, when the write path knew it. */
  record?: { model: string; id: number };
};

/** Log entries newest first: all of them, or those with the given ids. */
export async function loadLogs(q: Queryable, ids?: readonly number[]): Promise<LogEntry[]> {
  const rows = await q.query(
    `select l.id, l.message, l.action, l.model, l.created_at, l.record_model, l.record_id, u.id as user_id, u.first_name, u.last_name
       from logs l left join users u on u.id = l.user_id
      ${ids === undefined ? '' : 'where l.id = any($1::int[])'}
      order by l.created_at desc, l.id desc`,
    ids === undefined ? [] : [ids],
  );
  return rows.map((row) => {
    const userId = intOrNull(row, 'user_id');
    const recordId = intOrNull(row, 'record_id');
    return {
      id: int(row, 'id'),
      message: text(row, 'message'),
      type: text(row, 'action'),
      model: text(row, 'model'),
      date: timestamp(row, 'created_at'),
      // A deleted user's entries keep their message but lose the user.
      ...(userId === null
        ? {}
        : { user: { id: userId, firstName: text(row, 'first_name'), lastName: text(row, 'last_name') } }),
      ...(recordId === null ? {} : { record: { model: text(row, 'record_model'), id: recordId } }),
    };
  });
}
