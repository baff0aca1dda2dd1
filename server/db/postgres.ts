import pg from 'pg';
import type { Database, Queryable, Row } from './database';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql, params = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** The advisory lock key for migrations and the demo seed (any constant, the same in every instance). */
const SCHEMA_LOCK_KEY = 7_260_128_028;

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN needs a session of its own that stays open: a dedicated connection (never one of the
 * pool's, nor one through a PgBouncer in transaction mode, which would not keep the LISTEN). When
 * it is lost it is made again with a growing wait, and `onGap` says that notifications in between
 * may have been missed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let wait = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    let established = false;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // An error ends the connection; 'end' then starts again. Without a listener it would crash.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (!established || stopped) return;
      current = null;
      retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    established = true;
    current = client;
    if (stopped) await client.end();
  }

  function retry(): void {
    wait = Math.min(wait === 0 ? RECONNECT_FIRST_MS : wait * 2, RECONNECT_MAX_MS);
    timer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          wait = 0;
          onGap();
        },
        () => retry(),
      );
    }, wait);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end();
  };
}

/**
 * Held (shared) by every running server on a database for as long as it runs, on a session of its
 * own; `npm run seed` takes it exclusively, so it cannot wipe a database a server is using.
 */
const IN_USE_LOCK_KEY = 7_260_128_029;
const IN_USE_RETRY_MS = 1_000;

/** Holds the shared in-use lock on a dedicated session, taken again whenever that session is lost. */
async function holdInUse(connectionString: string): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    await client.connect();
    try {
      // Waits while a seed holds the lock exclusively: a server starts on the seeded database.
      await client.query('select pg_advisory_lock_shared($1)', [IN_USE_LOCK_KEY]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('end', () => {
      if (stopped) return;
      current = null;
      retry();
    });
    current = client;
    if (stopped) await client.end();
  }
  function retry(): void {
    timer = setTimeout(() => {
      if (!stopped) connect().catch(() => retry());
    }, IN_USE_RETRY_MS);
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end();
  };
}

/**
 * For `npm run seed`: the in-use lock, exclusively, on a session of its own, or an error saying
 * that servers are using the database. Returns the function that lets it go.
 */
export async function claimForSeeding(connectionString: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  const result = await client.query<{ claimed: boolean }>('select pg_try_advisory_lock($1) as claimed', [
    IN_USE_LOCK_KEY,
  ]);
  if (result.rows[0]?.claimed !== true) {
    await client.end();
    throw new Error(
      'A server is running on this database (it holds the in-use lock). Stop every instance before seeding it.',
    );
  }
  return () => client.end();
}

export type PostgresOptions = {
  /** A running server: holds the in-use lock while the database is open. */
  inUse?: boolean;
};

/** A PostgreSQL server reached through `pg`, for deployments that set DATABASE_URL. */
export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, an administrator) is an 'error' event on the
  // pool; unheard it would crash the process. The pool drops that connection and opens another.
  pool.on('error', () => undefined);
  // Closing the database ends its listening connections too, whoever opened them: one left
  // behind would keep reconnecting (and the process alive) after the pool is gone.
  const listeners = new Set<() => Promise<void>>();
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
  const releaseInUse = options.inUse ? await holdInUse(connectionString) : async () => undefined;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(work) {
      // A connection of its own holds the lock; `work` uses the pool (one connection fewer).
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
        }
      } finally {
        holder.release();
      }
    },
    async listen(channel, onPayload, onGap) {
      const stop = await listenOn(connectionString, channel, onPayload, onGap);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await releaseInUse();
      await pool.end();
    },
  };
}
