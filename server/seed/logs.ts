import type { Queryable } from '../db/database';
import { text } from '../db/rows';
import { bulkInsert, type SeedRow } from './bulk';

const LOG_COLUMNS = {
  message: 'text',
  action: 'text',
  model: 'text',
  user_id: 'int',
  created_at: 'timestamptz',
  position: 'int',
};

/** The share of filler entries that are a password reset (two entries) rather than a sign-in. */
const RESET_SHARE = 0.05;

/**
 * Writes the log: the entries the data set's own history made, and, up to `total`, sign-ins and
 * password resets of random verified users at random times between `from` and `to`, made by the
 * database itself with generate_series (a million rows in seconds, where sending them from here
 * as JSON takes minutes). Every entry goes in in time order, so ids follow time as they would
 * have if the history had happened.
 */
export async function writeLogs(
  tx: Queryable,
  history: readonly SeedRow[],
  options: { total: number; from: Date; to: Date },
): Promise<void> {
  // Sorting a million rows in memory rather than in temporary files.
  await tx.exec("set local work_mem = '256MB'");
  await tx.exec(`create temporary table seed_logs (
    message text not null, action text not null, model text not null, user_id integer,
    created_at timestamptz not null, position integer
  ) on commit drop`);
  // The history's own order decides between entries of the same instant.
  await bulkInsert(
    tx,
    'seed_logs',
    LOG_COLUMNS,
    history.map((row, position) => ({ ...row, position })),
  );
  const missing = options.total - history.length;
  if (missing > 0) {
    // Repeatable data for a repeatable measurement.
    await tx.query('select setseed(0.2024)');
    await tx.query(
      `with people as (
         select id, first_name || ' ' || last_name as name, row_number() over (order by id) as n
           from users where verified_at is not null
       ),
       picks as (
         select 1 + floor(random() * (select count(*) from people))::bigint as n,
                $2::timestamptz + random() * ($3::timestamptz - $2::timestamptz) as at,
                random() < $4 as reset
           from generate_series(1, $1::int)
       )
       insert into seed_logs (message, action, model, user_id, created_at)
       select p.name || e.words, e.action, 'USER', p.id, least(k.at + e.later, $3::timestamptz)
         from picks k
         join people p on p.n = k.n
         join (values (false, ' signed in', 'LOGIN', interval '0'),
                      (true, ' requested a password reset', 'REQUEST_PASSWORD_RESET', interval '0'),
                      (true, ' reset their password', 'PASSWORD_RESET', interval '10 minutes'))
              as e (reset, words, action, later) on e.reset = k.reset
        limit $1`,
      [missing, options.from.toISOString(), options.to.toISOString(), RESET_SHARE],
    );
  }
  await withoutIndexes(tx, 'logs', async () => {
    // The user's name is copied here in one join rather than by the per-row trigger.
    await tx.exec('alter table logs disable trigger logs_user_name');
    await tx.exec(`insert into logs (message, action, model, user_id, created_at, user_name)
      select s.message, s.action, s.model, s.user_id, s.created_at, coalesce(lower(u.first_name || ' ' || u.last_name), '')
        from seed_logs s left join users u on u.id = s.user_id
       order by s.created_at, s.position`);
    await tx.exec('alter table logs enable trigger logs_user_name');
  });
}

/**
 * Runs `work` with the table's secondary indexes dropped and builds them again afterwards: building
 * an index once over a million rows is many times faster than updating it a million times.
 */
async function withoutIndexes(tx: Queryable, table: string, work: () => Promise<void>): Promise<void> {
  const indexes = await tx.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = $1::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of indexes) await tx.exec(`drop index ${text(index, 'name')}`);
  await work();
  await tx.exec("set local maintenance_work_mem = '512MB'");
  for (const index of indexes) await tx.exec(text(index, 'definition'));
}
