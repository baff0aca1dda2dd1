import type { Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int, text, timestamp } from '../db/rows';
import type { NamedRecord } from './records';

type BusinessUser = { id: number; firstName: string; lastName: string; email: string };

export type Business = {
  id: number;
  name: string;
  region: NamedRecord;
  categories: NamedRecord[];
  users: BusinessUser[];
  createdAt: string;
};

function groupBy<T>(items: { key: number; value: T }[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const { key, value } of items) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/**
 * Businesses with region, categories and users, by name; all of them, or those with the given
 * ids. Three queries whatever the count, so the 1,000-business list stays fast.
 */
export async function loadBusinesses(q: Queryable, ids?: number[]): Promise<Business[]> {
  const filter = ids === undefined ? null : ids.filter(isStorableId);
  if (filter?.length === 0) return [];
  const params = filter === null ? [] : [filter];
  const rows = await q.query(
    `select b.id, b.name, b.created_at, r.id as region_id, r.name as region_name
       from businesses b join regions r on r.id = b.region_id
      ${filter === null ? '' : 'where b.id = any($1::int[])'}
      order by lower(b.name), b.id`,
    params,
  );
  const categoryRows = await q.query(
    `select bc.business_id, c.id, c.name
       from business_categories bc join categories c on c.id = bc.category_id
      ${filter === null ? '' : 'where bc.business_id = any($1::int[])'}
      order by lower(c.name), c.id`,
    params,
  );
  const userRows = await q.query(
    `select id, first_name, last_name, email, business_id from users
      where business_id ${filter === null ? 'is not null' : '= any($1::int[])'}
      order by lower(first_name), lower(last_name), id`,
    params,
  );
  const categories = groupBy(
    categoryRows.map((row) => ({
      key: int(row, 'business_id'),
      value: { id: int(row, 'id'), name: text(row, 'name') },
    })),
  );
  const users = groupBy(
    userRows.map((row) => ({
      key: int(row, 'business_id'),
      value: {
        id: int(row, 'id'),
        firstName: text(row, 'first_name'),
        lastName: text(row, 'last_name'),
        email: text(row, 'email'),
      },
    })),
  );
  return rows.map((row) => {
    const id = int(row, 'id');
    return {
      id,
      name: text(row, 'name'),
      region: { id: int(row, 'region_id'), name: text(row, 'region_name') },
      categories: categories.get(id) ?? [],
      users: users.get(id) ?? [],
      createdAt: timestamp(row, 'created_at'),
    };
  });
}

export async function loadBusiness(q: Queryable, id: number): Promise<Business | null> {
  const [business] = await loadBusinesses(q, [id]);
  return business ?? null;
}
