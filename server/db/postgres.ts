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

/** A PostgreSQL server reached through `pg`, for deployments that set DATABASE_URL. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
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
    close: () => pool.end(),
  };
}
