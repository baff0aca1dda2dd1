import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { int, text } from '../db/rows';
import { ApiError } from './errors';

/*
 * Whole-list answers (a list asked for without the paging extension: the audit log, referrals,
 * businesses, users) are the heaviest work the server does: on the large seed the log alone is
 * 9 MiB of JSON. Two bounds keep one admin's ten exports from starving everyone else:
 * - a queue: at most WHOLE_LIST_CONCURRENCY of them are built at once, up to WHOLE_LIST_WAITING
 *   more wait their turn, and any beyond those are refused with 503 and Retry-After;
 * - chunks: each is read from the database CHUNK_ROWS rows at a time and streamed out as it is
 *   read (never one 9 MiB string), with a turn of the event loop between chunks, so the requests
 *   of other admins are read and get their queries in between (the embedded database runs one
 *   query at a time, on the main thread) and memory stays flat. Compressed or not, the same
 *   stream is sent.
 */
export const WHOLE_LIST_CONCURRENCY = 1;
/** Whole lists that may wait their turn; one more is refused with 503 and Retry-After. */
export const WHOLE_LIST_WAITING = 16;
/**
 * Rows per chunk: each chunk's queries and serialization run on the main thread without a break
 * (PGlite included), so this bounds how long another request waits for its turn.
 */
export const CHUNK_ROWS = 200;
/** What a refused whole list is told to wait, in seconds. */
const RETRY_AFTER_SECONDS = 5;

export type WorkQueue = {
  /**
   * A place in the queue: resolves with the function that gives the turn back once it is this
   * one's turn; null when the queue is full.
   */
  tryEnter(): Promise<() => void> | null;
  /** How many run and how many wait now (for the metrics). */
  counts(): { running: number; waiting: number };
};

/**
 * Runs at most `concurrency` pieces of work at once, the others in the order they came; at most
 * `maxWaiting` wait, and one more is refused.
 */
export function createWorkQueue(concurrency: number, maxWaiting = Number.POSITIVE_INFINITY): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    tryEnter() {
      if (running < concurrency) {
        running += 1;
        return Promise.resolve(once(leave));
      }
      if (waiting.length >= maxWaiting) return null;
      return new Promise((resolve) => waiting.push(() => resolve(once(leave))));
    },
    counts() {
      return { running, waiting: waiting.length };
    },
  };
}

/** A place in `queue`, or a 503 with Retry-After when it is full. */
function enter(queue: WorkQueue): Promise<() => void> {
  const turn = queue.tryEnter();
  if (turn) return turn;
  throw new ApiError(
    503,
    'The server is busy sending other whole lists. Try again in a few seconds, or ask for one page at a time.',
    undefined,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

/** Runs `work` in its turn in `queue` (a whole list answered in one piece), or refuses with 503. */
export async function inTurn<T>(queue: WorkQueue, work: () => Promise<T>): Promise<T> {
  const giveBack = await enter(queue);
  try {
    return await work();
  } finally {
    giveBack();
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/** Where a chunk ended: the last row's created_at (as text, exact to the microsecond) and id. */
type Position = { at: string; id: number };

/** The next CHUNK_ROWS ids of a table newest first (its index order), after `after`. */
async function nextIds(
  db: Queryable,
  table: 'logs' | 'referrals',
  after: Position | null,
): Promise<{ ids: number[]; last: Position | null }> {
  // Two statements rather than one with `$1 is null or ...`, so that each has one plan: a walk
  // down the (created_at desc, id desc) index that stops after CHUNK_ROWS rows.
  const rows = after
    ? await db.query(
        `select id, created_at::text as at from ${table}
          where (created_at, id) < ($1::timestamptz, $2::int)
          order by created_at desc, id desc limit ${CHUNK_ROWS}`,
        [after.at, after.id],
      )
    : await db.query(
        `select id, created_at::text as at from ${table}
          order by created_at desc, id desc limit ${CHUNK_ROWS}`,
      );
  const ids = rows.map((row) => int(row, 'id'));
  const lastRow = rows[rows.length - 1];
  return { ids, last: lastRow ? { at: text(lastRow, 'at'), id: int(lastRow, 'id') } : null };
}

/**
 * Answers `{"data":[...]}` with every record of `table`, newest first, as a stream: it waits for
 * its turn in `queue`, then reads (with `load`) and writes CHUNK_ROWS records at a time. The turn
 * is held until the last byte is written, or the client goes away.
 */
export function sendWholeList<R extends { id: number }>(
  reply: FastifyReply,
  queue: WorkQueue,
  db: Queryable,
  table: 'logs' | 'referrals',
  load: (chunk: number[]) => Promise<R[]>,
): FastifyReply {
  // The place is taken now, while the request is handled, so that the bound holds at once.
  const turn = enter(queue);
  // Given back when the list is written, or when the client goes away first (even while waiting).
  const release = once(() => void turn.then((giveBack) => giveBack()));
  reply.raw.once('close', release);
  async function* generate(): AsyncGenerator<string> {
    await turn;
    try {
      yield '{"data":[';
      let after: Position | null = null;
      // A chunk whose records were all deleted since its ids were read writes nothing, not a comma.
      let written = false;
      for (;;) {
        // A macrotask between chunks: the embedded database answers its queries and the socket
        // takes its writes through promises alone, so without it the loop would run to the end
        // before the event loop polls for other requests (gzip hides this: zlib calls back later).
        await new Promise((resolve) => setImmediate(resolve));
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
        if (parts.length === 0) continue;
        yield (written ? ',' : '') + parts.join(',');
        written = true;
      }
      yield ']}';
    } finally {
      release();
    }
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(generate()));
}
