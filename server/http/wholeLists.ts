import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { int, text } from '../db/rows';

/*
 * Whole-list answers (a list asked for without the paging extension: the audit log, referrals,
 * businesses, users) are the heaviest work the server does: on the large seed the log alone is
 * 9 MiB of JSON. Two bounds keep one admin's ten exports from starving everyone else:
 * - a queue: at most WHOLE_LIST_CONCURRENCY of them are built at once, the rest wait their turn;
 * - chunks: each is read from the database a few thousand rows at a time and streamed out as it
 *   is read (never one 9 MiB string), so the requests of other admins get their queries in between
 *   (the embedded database runs one query at a time) and memory stays flat.
 */
export const WHOLE_LIST_CONCURRENCY = 1;
export const CHUNK_ROWS = 500;

export type WorkQueue = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs at most `concurrency` pieces of work at once, the others in the order they came. */
export function createWorkQueue(concurrency: number): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Answers `{"data":[...]}` with the records of these ids, in this order, as a stream: it waits for
 * its turn in `queue`, then reads and writes CHUNK_ROWS records at a time. The turn is held until
 * the last byte is written, or the client goes away.
 */
/** Where a chunk ended: the last row's created_at (as text, exact to the microsecond) and id. */
type Position = { at: string; id: number };

/** The next CHUNK_ROWS ids of a table newest first (its index order), after `after`. */
async function nextIds(
  db: Queryable,
  table: 'logs' | 'referrals',
  after: Position | null,
): Promise<{ ids: number[]; last: Position | null }> {
  const rows = await db.query(
    `select id, created_at::text as at from ${table}
      where $1::timestamptz is null or (created_at, id) < ($1::timestamptz, $2::int)
      order by created_at desc, id desc limit ${CHUNK_ROWS}`,
    [after?.at ?? null, after?.id ?? null],
  );
  const ids = rows.map((row) => int(row, 'id'));
  const lastRow = rows[rows.length - 1];
  return { ids, last: lastRow ? { at: text(lastRow, 'at'), id: int(lastRow, 'id') } : null };
}

export function sendWholeList<R extends { id: number }>(
  reply: FastifyReply,
  queue: WorkQueue,
  db: Queryable,
  table: 'logs' | 'referrals',
  load: (chunk: number[]) => Promise<R[]>,
): FastifyReply {
  async function* generate(): AsyncGenerator<string> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((started) => {
      void queue(() => {
        started();
        return held;
      });
    });
    try {
      yield '{"data":[';
      let after: Position | null = null;
      for (let start = 0; ; start += CHUNK_ROWS) {
        const next = await nextIds(db, table, after);
        if (next.ids.length === 0) break;
        after = next.last;
        const chunk = next.ids;
        const byId = new Map((await load(chunk)).map((record) => [record.id, record]));
        const parts: string[] = [];
        for (const id of chunk) {
          const record = byId.get(id);
          if (record) parts.push(JSON.stringify(record));
        }
        if (parts.length > 0) yield (start === 0 ? '' : ',') + parts.join(',');
      }
      yield ']}';
    } finally {
      release();
    }
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(generate()));
}
