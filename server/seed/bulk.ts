import type { Queryable } from '../db/database';

export type ColumnTypes = Record<string, string>;
export type SeedRow = Record<string, string | number | boolean | null>;

const CHUNK_ROWS = 5000;

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON parameter and
 * jsonb_to_recordset turns them back into typed columns. Explicit ids are kept (identity
 * sequences are moved past them by `resetIdentities`).
 */
export async function bulkInsert(
  q: Queryable,
  table: string,
  columns: ColumnTypes,
  rows: readonly SeedRow[],
): Promise<void> {
  const names = Object.keys(columns);
  const list = names.join(', ');
  const typed = names.map((name) => `${name} ${columns[name] ?? 'text'}`).join(', ');
  const overriding = names.includes('id') ? 'overriding system value' : '';
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    await q.query(
      `insert into ${table} (${list}) ${overriding} select ${list} from jsonb_to_recordset($1::jsonb) as x(${typed})`,
      [JSON.stringify(chunk)],
    );
  }
}

export async function resetIdentities(q: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await q.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}
