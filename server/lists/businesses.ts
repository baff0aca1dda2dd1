import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { containsPattern, type ListDefinition } from './paging';

/** Ids of regions or categories whose name contains the pattern (a few dozen rows to read). */
async function named(db: Queryable, table: 'regions' | 'categories', pattern: string): Promise<number[]> {
  const rows = await db.query(`select id from ${table} where lower(name) like lower($1)`, [pattern]);
  return rows.map((row) => int(row, 'id'));
}

/** Businesses by name; sorted by name or region; searched over name, region and category names. */
export const BUSINESSES: ListDefinition = {
  name: 'businesses',
  from: 'businesses b join regions region on region.id = b.region_id',
  id: 'b.id',
  scope: 'true',
  base: [{ sql: 'lower(b.name)', kind: 'text' }],
  sorts: {
    name: { columns: [] },
    region: { columns: [{ sql: 'lower(region.name)', kind: 'text' }] },
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: [],

  // A word matches the name, or names a region or category: those are looked up first, so the
  // businesses are matched by id rather than by reading their categories row by row.
  async conditions(db, query, params) {
    const conditions: string[] = [];
    for (const word of query.words) {
      const pattern = containsPattern(word);
      const matches = [`lower(b.name) like lower(${params.add(pattern)})`];
      const regions = await named(db, 'regions', pattern);
      const categories = await named(db, 'categories', pattern);
      if (regions.length > 0) matches.push(`b.region_id = any(${params.add(regions)}::int[])`);
      if (categories.length > 0)
        matches.push(
          `b.id in (select business_id from business_categories where category_id = any(${params.add(categories)}::int[]))`,
        );
      conditions.push(`(${matches.join(' or ')})`);
    }
    return conditions;
  },
};
