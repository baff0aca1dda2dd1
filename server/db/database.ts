/**
 * The one small interface the server talks to. Two adapters implement it with the same SQL:
 * embedded PGlite (default) and a PostgreSQL server through `pg` (when DATABASE_URL is set).
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1`-style parameters; returns the rows. */
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; everything inside must use `tx`, not the database. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the schema lock: on PostgreSQL a session advisory lock, so that of N
   * instances started together one migrates and seeds while the others wait, then find it done.
   * PGlite has one process per data folder (the folder lock), so there it just runs `work`.
   * Inside, use the database as usual.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel`, from any session, once the
   * notifying transaction has committed. `onGap` is called when some may have been missed (the
   * listening connection was lost and has come back). Resolves, listening, to a function that stops.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * A server's database on PostgreSQL: whether it holds the in-use lock now (db/postgres.ts). Lost,
   * the server serves nothing until it has it back. Absent where there is no such lock.
   */
  holdsInUseLock?: () => boolean;
  /** The connection pool's counts, where there is one (PostgreSQL), for the metrics. */
  poolCounts?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
