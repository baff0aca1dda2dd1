import type { Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int, text } from '../db/rows';

type Table = 'regions' | 'categories' | 'businesses' | 'referrals' | 'transactions' | 'users';

export async function exists(q: Queryable, table: Table, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const rows = await q.query(`select 1 from ${table} where id = $1`, [id]);
  return rows.length > 0;
}

export type NamedRecord = { id: number; name: string };

/** A region, category or business by id. */
export async function findNamed(
  q: Queryable,
  table: 'regions' | 'categories' | 'businesses',
  id: number,
): Promise<NamedRecord | null> {
  if (!isStorableId(id)) return null;
  const [row] = await q.query(`select id, name from ${table} where id = $1`, [id]);
  return row ? { id: int(row, 'id'), name: text(row, 'name') } : null;
}

/** Names are unique per table regardless of case. */
export async function nameTaken(
  q: Queryable,
  table: 'regions' | 'categories' | 'businesses',
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const rows = await q.query(`select 1 from ${table} where lower(name) = lower($1) and id <> $2`, [
    name,
    exceptId,
  ]);
  return rows.length > 0;
}
