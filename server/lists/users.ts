import { containsPattern, type ListDefinition } from './paging';

/** Verified users by name; sorted by the console's columns; searched over names, email and mobile. */
export const USERS: ListDefinition = {
  name: 'users',
  from: 'users u',
  id: 'u.id',
  scope: 'u.verified_at is not null',
  // The whole list's order (USER_ORDER), by the index users_name_idx.
  base: [
    { sql: 'lower(u.first_name)', kind: 'text' },
    { sql: 'lower(u.last_name)', kind: 'text' },
  ],
  sorts: {
    name: { columns: [] },
    email: { columns: [{ sql: 'lower(u.email)', kind: 'text' }] },
    mobile: { columns: [{ sql: 'u.mobile', kind: 'text' }] },
    // As the console's texts sort: ADMIN before USER, ACTIVE before DISABLED.
    type: { columns: [{ sql: '(not u.is_admin)', kind: 'bool' }] },
    status: { columns: [{ sql: '(not u.is_active)', kind: 'bool' }] },
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: [],

  // The same expression as the trigram index users_search_idx (migration 003).
  async conditions(_db, query, params) {
    return query.words.map(
      (word) =>
        `lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.mobile) like lower(${params.add(containsPattern(word))})`,
    );
  },
};
