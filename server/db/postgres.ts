import pg from 'pg';
import type { Database, Queryable, Row } from './database';
import { DatabaseUnavailableError } from './unavailable';

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
// Short enough that after a database restart the change events are heard again within seconds.
const RECONNECT_MAX_MS = 2_000;

/** How a server's sessions are named in pg_stat_activity (an operator can find and count them). */
export const APPLICATION_NAME = 'referral-console';

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
    const client = new pg.Client({ connectionString, application_name: `${APPLICATION_NAME} listen` });
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
 * Held (shared) by every running server on a database for as long as it serves; `npm run seed`
 * takes it exclusively, so it cannot wipe a database a server is using. A server holds it twice
 * over: on a session of its own (so that an idle server holds it too, and knows when it has lost
 * it), and on every pooled connection it runs a query on (so that no query of a server ever runs
 * while a seed holds it, whatever the timing of a lost session: a connection that cannot take it
 * shared is closed and the request answered 503).
 */
const IN_USE_LOCK_KEY = 7_260_128_029;
const IN_USE_RETRY_MS = 500;

/** The in-use lock on a dedicated session, taken again whenever that session is lost. */
async function holdInUse(
  connectionString: string,
): Promise<{ held: () => boolean; release: () => Promise<void> }> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: `${APPLICATION_NAME} in-use` });
    client.on('error', () => undefined);
    await client.connect();
    try {
      // Waits while a seed holds the lock exclusively: a server serves again on the seeded database.
      await client.query('select pg_advisory_lock_shared($1)', [IN_USE_LOCK_KEY]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('end', () => {
      if (current === client) current = null;
      if (!stopped) retry();
    });
    current = client;
    if (stopped) await client.end();
  }
  function retry(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!stopped) connect().catch(() => retry());
    }, IN_USE_RETRY_MS);
  }
  await connect();
  return {
    held: () => current !== null,
    release: async () => {
      stopped = true;
      clearTimeout(timer);
      await current?.end();
    },
  };
}

/**
 * For `npm run seed`: the in-use lock, exclusively, on a session of its own, or an error saying
 * that servers are using the database. Returns the function that lets it go.
 */
export async function claimForSeeding(connectionString: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString, application_name: 'referral-console seed' });
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
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    application_name: APPLICATION_NAME,
    // A database that does not answer (stopped, or cut off) fails a request within seconds
    // rather than holding it until the client gives up.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server ends (a restart, an administrator) is an 'error' event on the
  // pool; unheard it would crash the process. The pool drops that connection and opens another.
  pool.on('error', () => undefined);
  // Closing the database ends its listening connections too, whoever opened them: one left
  // behind would keep reconnecting (and the process alive) after the pool is gone.
  const listeners = new Set<() => Promise<void>>();
  // Fail at start, not at the first request, when the server is unreachable.
  await (await pool.connect()).release();
  const inUse = options.inUse ? await holdInUse(connectionString) : null;
  // Pooled connections that hold the in-use lock shared (a server's: see IN_USE_LOCK_KEY).
  const fenced = new WeakSet<pg.PoolClient>();

  async function checkout(): Promise<pg.PoolClient> {
    const client = await pool.connect().catch((error: unknown) => {
      throw new DatabaseUnavailableError('no connection', { cause: error });
    });
    if (inUse === null || fenced.has(client)) return client;
    try {
      const [row] = (
        await client.query<{ held: boolean }>('select pg_try_advisory_lock_shared($1) as held', [
          IN_USE_LOCK_KEY,
        ])
      ).rows;
      if (row?.held !== true) throw new DatabaseUnavailableError('the database is being seeded');
    } catch (error) {
      client.release(true);
      throw error;
    }
    fenced.add(client);
    return client;
  }

  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await checkout();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    query: (sql, params) => withClient((client) => wrap(client).query(sql, params)),
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('begin');
        try {
          const result = await work(wrap(client));
          await client.query('commit');
          return result;
        } catch (error) {
          // A lost connection has rolled back already; the first error is the one to tell.
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    exclusively: (work) =>
      // A connection of its own holds the lock; `work` uses the pool (one connection fewer).
      withClient(async (holder) => {
        await holder.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
        }
      }),
    async listen(channel, onPayload, onGap) {
      const stop = await listenOn(connectionString, channel, onPayload, onGap);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    ...(inUse === null ? {} : { holdsInUseLock: inUse.held }),
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await inUse?.release();
      await pool.end();
    },
  };
}
