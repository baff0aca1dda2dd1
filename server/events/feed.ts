import type { Database } from '../db/database';
import { int } from '../db/rows';
import { CHANGES_CHANNEL } from '../data/writes';
import { isRecordModel } from '../data/recordFields';
import { isJsonObject } from '../openapi/document';

/** One committed write as a stream tells it: ids only (the document's ChangeEvent). */
type ChangeEvent = {
  model: string;
  id: number;
  action: string;
  actor: number | null;
  at: string;
};

/** Many records changed by one write (an import): one event, whatever the count. */
type BulkEvent = { model: string; action: 'IMPORT'; count: number; actor: number | null; at: string };

/**
 * A change with its number from the shared sequence, the stream event it is sent as, and its
 * `data:` line ready to send.
 */
export type NumberedChange =
  | { seq: number; kind: 'change'; event: ChangeEvent; data: string }
  | { seq: number; kind: 'bulk'; event: BulkEvent; data: string };

export type Subscriber = {
  change(change: NumberedChange): void;
  /** Events may have been missed: what a client shows must be read again. */
  reset(): void;
  /** The server is closing. */
  end(): void;
};

/** Where a resumed stream starts: the events it missed, or a reset when they are not all held. */
export type Resumption = { reset: true } | { reset: false; missed: NumberedChange[] };

const DEFAULT_BUFFER_SIZE = 1000;

/** Where the heard events start is not known yet: every resumption is a reset. */
const UNKNOWN = Number.MAX_SAFE_INTEGER;

const ACTIONS = new Set(['CREATE', 'UPDATE', 'DELETE']);

/** A NOTIFY payload from the write path (data/writes.ts), checked: anything else is ignored. */
function parsePayload(payload: string): NumberedChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isJsonObject(value)) return null;
  const { seq, model, id, action, actor, at, bulk, count } = value;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq)) return null;
  if (!isRecordModel(model)) return null;
  if (actor !== null && (typeof actor !== 'number' || !Number.isInteger(actor))) return null;
  const time = typeof at === 'string' ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) return null;
  if (bulk === true) {
    if (action !== 'IMPORT' || typeof count !== 'number' || !Number.isInteger(count)) return null;
    const event: BulkEvent = { model, action, count, actor, at: new Date(time).toISOString() };
    return { seq, kind: 'bulk', event, data: JSON.stringify(event) };
  }
  if (typeof action !== 'string' || !ACTIONS.has(action)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  const event: ChangeEvent = { model, id, action, actor, at: new Date(time).toISOString() };
  return { seq, kind: 'change', event, data: JSON.stringify(event) };
}

async function currentSequence(db: Database): Promise<number> {
  const [row] = await db.query(
    'select (case when is_called then last_value else last_value - 1 end)::int as seq from change_event_seq',
  );
  return row ? int(row, 'seq') : 0;
}

/**
 * This instance's view of the change events of every instance on the database: it LISTENs on the
 * channel the write path notifies, keeps the last `bufferSize` events (so a client that reconnects
 * with Last-Event-ID gets what it missed) and hands each new one to the live subscribers.
 *
 * Event numbers come from one sequence in the database, so they mean the same on every instance.
 * The buffer holds every event numbered after `heardFrom`, except those it has let go of (up to
 * `droppedUpTo`). (Two writes that commit in the other order than they took their numbers could
 * arrive out of order; a stream still sends both, in the order they committed.)
 */
export class ChangeFeed {
  private readonly buffer: NumberedChange[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private heardFrom = 0;
  private droppedUpTo = 0;
  private stop: (() => Promise<void>) | null = null;

  private constructor(
    private readonly db: Database,
    private readonly bufferSize: number,
  ) {}

  static async start(db: Database, bufferSize = DEFAULT_BUFFER_SIZE): Promise<ChangeFeed> {
    const feed = new ChangeFeed(db, bufferSize);
    feed.stop = await db.listen(
      CHANGES_CHANNEL,
      (payload) => feed.receive(payload),
      () => void feed.lostTrack(),
    );
    // Read after LISTEN took effect: every event numbered after this is heard.
    feed.heardFrom = await currentSequence(db);
    return feed;
  }

  private receive(payload: string): void {
    const change = parsePayload(payload);
    if (!change) return;
    // After a gap whose end could not be read: from the first event heard again on.
    if (this.heardFrom === UNKNOWN) this.heardFrom = change.seq - 1;
    this.buffer.push(change);
    if (this.buffer.length > this.bufferSize) {
      const dropped = this.buffer.shift();
      if (dropped) this.droppedUpTo = Math.max(this.droppedUpTo, dropped.seq);
    }
    for (const subscriber of this.subscribers) subscriber.change(change);
  }

  /** The listening connection was lost a while: nothing before now can be vouched for. */
  private async lostTrack(): Promise<void> {
    const now = await currentSequence(this.db).catch(() => UNKNOWN);
    this.buffer.length = 0;
    // The sequence only grows: events numbered up to `now` may have been missed, none after.
    this.heardFrom = now;
    for (const subscriber of this.subscribers) subscriber.reset();
  }

  /**
   * Events after `lastEventId` (a stream's Last-Event-ID), or a reset when some of them may not be
   * held: before this instance listened, already let go of, or an id that is not one of ours.
   */
  resume(lastEventId: string): Resumption {
    if (!/^[0-9]{1,15}$/.test(lastEventId)) return { reset: true };
    const last = Number(lastEventId);
    if (last < this.heardFrom || last < this.droppedUpTo) return { reset: true };
    return { reset: false, missed: this.buffer.filter((change) => change.seq > last) };
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Ends every stream (the server is closing: open streams would keep it waiting). */
  endStreams(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
  }

  async close(): Promise<void> {
    this.endStreams();
    await this.stop?.();
    this.stop = null;
  }
}
