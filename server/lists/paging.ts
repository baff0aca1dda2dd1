import type { FastifyRequest } from 'fastify';
import type { Queryable, Row } from '../db/database';
import { bool, int, text } from '../db/rows';
import { invalidField } from '../http/errors';
import { optionalInt, optionalStr, queryOf } from '../http/input';
import { decodeCursor, encodeCursor, fingerprint, type KeyValue, type ValueKind } from './cursor';

/*
 * Server-side paging of the lists that grow, an optional extension of the contract: with
 * `pageSize` a list answers one page and `meta`; without it, the whole list, as the spec has it. Each list is
 * described by a ListDefinition; this module reads the query, builds the SQL and writes `meta`.
 */

/** Every query parameter of the extension: a spec-only backend ignores them all. */
export const LIST_PARAMETERS = [
  'pageSize',
  'page',
  'cursor',
  'locate',
  'q',
  'sort',
  'order',
  'action',
  'model',
  'since',
  'until',
  'importance',
  'status',
] as const;

type Order = 'asc' | 'desc';

export type ListQuery = {
  pageSize: number;
  page: number;
  cursor: string | undefined;
  /** A record whose page is asked for (the one just created), instead of `page`. */
  locate: number | undefined;
  /** The search's words, lower case, each once. */
  words: string[];
  sort: string;
  order: Order;
  /** The list's own filters that were sent, by name. */
  filters: Record<string, string>;
};

/** One column of an order: its SQL and how its value travels in a cursor. */
export type OrderColumn = { sql: string; kind: ValueKind };

type SortKey = {
  columns: OrderColumn[];
  /** A join only this order needs. */
  join?: string;
};

/** Numbered `$n` parameters for one statement. */
class SqlParams {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type ListDefinition = {
  /** The list's name, part of its cursors' fingerprint. */
  name: string;
  /** FROM clause with what the conditions need; `id` names the list's id column in it. */
  from: string;
  id: string;
  /** Always true for the list's rows (the verified users, say); 'true' for none. */
  scope: string;
  /** The default order's columns: every order ends with them, then the id. */
  base: OrderColumn[];
  sorts: Record<string, SortKey>;
  defaultSort: string;
  defaultOrder: Order;
  filters: readonly string[];
  /** SQL conditions for the search words and filters. */
  conditions(db: Queryable, query: ListQuery, params: SqlParams): Promise<string[]>;
  /** The total found a cheaper way than counting rows, where the query allows one. */
  quickTotal?(db: Queryable, query: ListQuery): Promise<number | undefined>;
};

type ListMeta = { total: number; page: number; pageSize: number; nextCursor: string | null };

/** One page: the ids in order (the caller loads the rows) and the answer's `meta`. */
export type Page = { ids: number[]; meta: ListMeta };

/** Text of a LIKE pattern matching `word` anywhere. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

function readOrder(value: string | undefined): Order | undefined {
  if (value === undefined) return undefined;
  if (value === 'asc' || value === 'desc') return value;
  throw invalidField('order', 'Must be one of: asc, desc');
}

/**
 * The paging request, or null for the whole list (no `pageSize`: the answer is the whole list
 * whatever else is sent). The OpenAPI schemas have already checked each value's form.
 */
export function readListQuery(request: FastifyRequest, list: ListDefinition): ListQuery | null {
  const query = queryOf(request);
  const pageSize = optionalInt(query, 'pageSize');
  if (pageSize === undefined) return null;
  const sort = optionalStr(query, 'sort') ?? list.defaultSort;
  if (!Object.hasOwn(list.sorts, sort))
    throw invalidField('sort', `Must be one of: ${Object.keys(list.sorts).join(', ')}`);
  // Another column than the default starts from its smallest value unless told otherwise.
  const order =
    readOrder(optionalStr(query, 'order')) ?? (sort === list.defaultSort ? list.defaultOrder : 'asc');
  const filters: Record<string, string> = {};
  for (const name of list.filters) {
    const value = optionalStr(query, name);
    if (value !== undefined) filters[name] = value;
  }
  return {
    pageSize,
    page: optionalInt(query, 'page') ?? 1,
    cursor: optionalStr(query, 'cursor'),
    locate: optionalInt(query, 'locate'),
    words: searchWords(optionalStr(query, 'q')),
    sort,
    order,
    filters,
  };
}

/**
 * An instant sent as ISO 8601 text (the schema has checked its form), as PostgreSQL reads it; a 400
 * if it is none or lies outside 1900 to 2100 (year 0000 would pass the form and fail in SQL).
 */
export function instant(name: string, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw invalidField(name, 'Must be a date and time');
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 1900 || year > 2100) throw invalidField(name, 'Must be a date between 1900 and 2100');
  return date.toISOString();
}

function parameter(params: SqlParams, kind: ValueKind, value: KeyValue): string {
  const placeholder = params.add(value);
  switch (kind) {
    case 'text':
      return `${placeholder}::text`;
    case 'int':
      return `${placeholder}::int`;
    case 'bool':
      return `${placeholder}::boolean`;
    case 'time':
      // Microseconds since 1970: a timestamp in a cursor keeps its full precision.
      return `(timestamptz 'epoch' + ${placeholder}::bigint * interval '1 microsecond')`;
  }
}

function output(column: OrderColumn): string {
  return column.kind === 'time'
    ? `((extract(epoch from ${column.sql}) * 1000000)::bigint)::text`
    : column.sql;
}

function readValue(row: Row, key: string, kind: ValueKind): KeyValue {
  if (kind === 'int') return int(row, key);
  if (kind === 'bool') return bool(row, key);
  return text(row, key);
}

/** Rows matching the conditions (whose parameters are `values`). */
async function countRows(
  db: Queryable,
  list: ListDefinition,
  query: ListQuery,
  conditions: readonly string[],
  values: readonly unknown[],
): Promise<number> {
  const quick = await list.quickTotal?.(db, query);
  if (quick !== undefined) return quick;
  const [row] = await db.query(
    `select count(*)::int as total from ${list.from} where ${conditions.join(' and ')}`,
    values,
  );
  return row ? int(row, 'total') : 0;
}

/**
 * How many rows come before record `id` in the query's order, or null when it is not among the
 * rows the search and filters keep: the page that holds it is worked out from that.
 */
async function rowsBefore(
  db: Queryable,
  list: ListDefinition,
  query: ListQuery,
  sortKey: SortKey,
  columns: readonly OrderColumn[],
  conditions: readonly string[],
  params: SqlParams,
  id: number,
): Promise<number | null> {
  const values = new SqlParams(params.values);
  const target = values.add(id);
  const from = `${list.from} ${sortKey.join ?? ''}`;
  const keys = [...columns.map((column) => column.sql), list.id];
  const [found] = await db.query(
    `select 1 as found from ${from} where ${[...conditions, `${list.id} = ${target}::int`].join(' and ')}`,
    values.values,
  );
  if (!found) return null;
  const before = query.order === 'asc' ? '<' : '>';
  const [row] = await db.query(
    `select count(*)::int as before from ${from}
      where ${conditions.join(' and ')}
        and (${keys.join(', ')}) ${before} (select ${keys.join(', ')} from ${from} where ${list.id} = ${target}::int)`,
    values.values,
  );
  return row ? int(row, 'before') : null;
}

/** Offsets up to this many rows are read as they are, alongside the count. */
const SHALLOW_OFFSET = 1000;

/**
 * The page the query asks for: by `cursor` (keyset: the rows after the cursor's, in the index's
 * order, however deep) or else by `page` (offset). One row more than a page is read to know whether
 * a next page exists. A page in the back half of a long list is read from the other end, so the
 * last page costs what the first does.
 */
export async function readPage(db: Queryable, list: ListDefinition, query: ListQuery): Promise<Page> {
  const sortKey = Object.hasOwn(list.sorts, query.sort) ? list.sorts[query.sort] : undefined;
  if (!sortKey) throw invalidField('sort', 'Is not a column of this list');
  const columns = [...sortKey.columns, ...list.base.filter((column) => !sortKey.columns.includes(column))];
  const print = fingerprint([list.name, query.sort, query.order, query.words, query.filters]);
  const cursor =
    query.cursor === undefined
      ? undefined
      : decodeCursor(
          query.cursor,
          print,
          columns.map((column) => column.kind),
        );
  const params = new SqlParams();
  const conditions = [list.scope, ...(await list.conditions(db, query, params))];
  const located =
    cursor || query.locate === undefined
      ? null
      : await rowsBefore(db, list, query, sortKey, columns, conditions, params, query.locate);
  const offset = cursor
    ? cursor.offset
    : located !== null
      ? located - (located % query.pageSize)
      : (query.page - 1) * query.pageSize;
  const page = Math.floor(offset / query.pageSize) + 1;
  const counting = countRows(db, list, query, [...conditions], [...params.values]);
  if (cursor) {
    const after = query.order === 'asc' ? '>' : '<';
    const left = [...columns.map((column) => column.sql), list.id];
    const right = [
      ...columns.map((column, index) => parameter(params, column.kind, cursor.values[index] ?? '')),
      parameter(params, 'int', cursor.values[columns.length] ?? 0),
    ];
    // The first column's bound alone lets the planner start an index scan there.
    conditions.push(`${left[0] ?? list.id} ${after}= ${right[0] ?? '0'}`);
    conditions.push(`(${left.join(', ')}) ${after} (${right.join(', ')})`);
  }

  /** `count` rows after skipping `skip`, in the query's order or (`reversed`) the opposite one. */
  const select = (skip: number, count: number, reversed: boolean) => {
    const values = new SqlParams(params.values);
    const direction = (query.order === 'asc') !== reversed ? 'asc' : 'desc';
    return db.query(
      `select ${list.id} as id${columns.map((column, index) => `, ${output(column)} as k${index}`).join('')}
         from ${list.from} ${sortKey.join ?? ''}
        where ${conditions.join(' and ')}
        order by ${[...columns.map((column) => column.sql), list.id].map((sql) => `${sql} ${direction}`).join(', ')}
        limit ${values.add(count)} offset ${values.add(skip)}`,
      values.values,
    );
  };

  let rows: Row[];
  let total: number;
  let more: boolean;
  if (cursor || offset <= SHALLOW_OFFSET) {
    [rows, total] = await Promise.all([select(cursor ? 0 : offset, query.pageSize + 1, false), counting]);
    more = rows.length > query.pageSize;
    rows = rows.slice(0, query.pageSize);
  } else {
    // Deep: the total first, to know from which end the page is nearer.
    total = await counting;
    const count = Math.max(0, Math.min(query.pageSize, total - offset));
    const fromEnd = total - offset - count;
    rows =
      count === 0
        ? []
        : fromEnd < offset
          ? (await select(fromEnd, count, true)).reverse()
          : await select(offset, count, false);
    more = offset + rows.length < total;
  }

  const last = rows[rows.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor(print, {
          offset: offset + rows.length,
          values: [
            ...columns.map((column, index) => readValue(last, `k${index}`, column.kind)),
            int(last, 'id'),
          ],
        })
      : null;
  return {
    ids: rows.map((row) => int(row, 'id')),
    meta: { total, page, pageSize: query.pageSize, nextCursor },
  };
}

/** Rows loaded by id, put back in the page's order. */
export function inPageOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
