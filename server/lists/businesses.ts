import { containsPattern, type ListDefinition } from './paging';

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

  // Ten thousand businesses are read in a few milliseconds: no index is needed for the search.
  async conditions(_db, query, params) {
    return query.words.map((word) => {
      const pattern = `lower(${params.add(containsPattern(word))})`;
      return `(lower(b.name || ' ' || region.name) like ${pattern}
               or exists (select 1 from business_categories bc join categories c on c.id = bc.category_id
                           where bc.business_id = b.id and lower(c.name) like ${pattern}))`;
    });
  },
};
