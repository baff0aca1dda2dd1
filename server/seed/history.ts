import { FIELDS_SQL, MODEL_OF, type VersionedTable } from '../data/recordFields';
import type { Queryable } from '../db/database';

const TABLES: readonly VersionedTable[] = [
  'regions',
  'categories',
  'businesses',
  'users',
  'referrals',
  'transactions',
];

/**
 * Gives the seeded records their history, in the database, set-based: every record a creation
 * revision (version 1, at its creation time, by the first admin), with the same field snapshots the
 * write path records. Then groups of businesses get `revisions` renames each, the last one back to
 * their seeded name, and their versions follow (the version is the newest revision's number).
 */
export async function writeHistory(
  tx: Queryable,
  busy: readonly { businesses: number; revisions: number }[],
): Promise<void> {
  const actor = '(select min(id) from users where is_admin)';
  for (const table of TABLES) {
    await tx.query(
      `insert into revisions (model, record_id, version, action, actor_id, at, changes)
       select $1, t.id, 1, 'CREATE', ${actor}, t.created_at, revision_changes(null, ${FIELDS_SQL[table]})
         from ${table} t`,
      [MODEL_OF[table]],
    );
  }
  let skip = 0;
  for (const group of busy) {
    const renames = group.revisions - 1;
    if (renames < 1) continue;
    // Rename g turns name #(g-1) into name #g; the first starts from the name, the last ends on it.
    await tx.query(
      `with chosen as (
         select id, name, created_at from businesses order by id offset $1 limit $2
       )
       insert into revisions (model, record_id, version, action, actor_id, at, changes)
       select 'BUSINESS', c.id, g + 1, 'UPDATE', ${actor},
              c.created_at + (now() - c.created_at) * g / ($3::int + 1),
              jsonb_build_array(jsonb_build_object(
                'field', 'name',
                'from', case when g = 1 then c.name else c.name || ' #' || (g - 1) end,
                'to', case when g = $3::int then c.name else c.name || ' #' || g end))
         from chosen c cross join generate_series(1, $3::int) as g`,
      [skip, group.businesses, renames],
    );
    await tx.query(
      `update businesses set version = $3::int + 1
        where id in (select id from businesses order by id offset $1 limit $2)`,
      [skip, group.businesses, renames],
    );
    skip += group.businesses;
  }
}
