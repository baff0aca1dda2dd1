import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { invalidField } from '../http/errors';
import { containsPattern, type ListDefinition, type OrderColumn } from './paging';

const CREATED: OrderColumn = { sql: 'r.created_at', kind: 'time' };

/** Hottest first, as the console sorts importance; the same expression as referrals_importance_idx. */
const RANK = `(case r.importance when 'Hot' then 0 when 'Medium' then 1 else 2 end)`;
const RANKS = new Map([
  ['Hot', 0],
  ['Medium', 1],
  ['Low', 2],
]);

/** The referral's own searchable text: the same expression as the trigram index referrals_search_idx. */
const SEARCHED = `lower(r.business_name || ' ' || r.importance || ' ' || r.acceptance_type)`;

/** Businesses whose name contains the pattern: a referral made or received by one matches. */
async function businessesNamed(db: Queryable, pattern: string): Promise<number[]> {
  const rows = await db.query('select id from businesses where lower(name) like lower($1)', [pattern]);
  return rows.map((row) => int(row, 'id'));
}

/** All referrals (GET /referrals without `business`): newest first, sorted, searched, filtered. */
export const REFERRALS: ListDefinition = {
  name: 'referrals',
  from: 'referrals r',
  id: 'r.id',
  scope: 'true',
  base: [CREATED],
  sorts: {
    createdAt: { columns: [] },
    businessName: { columns: [{ sql: 'lower(r.business_name)', kind: 'text' }] },
    importance: { columns: [{ sql: RANK, kind: 'int' }] },
    referrer: {
      columns: [{ sql: 'lower(referrer.name)', kind: 'text' }],
      join: 'join businesses referrer on referrer.id = r.referrer_id',
    },
    referredTo: {
      columns: [{ sql: 'lower(referred_to.name)', kind: 'text' }],
      join: 'join businesses referred_to on referred_to.id = r.referred_to_id',
    },
    status: { columns: [{ sql: 'r.acceptance_type', kind: 'text' }] },
  },
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: ['importance', 'status'],

  async conditions(db, query, params) {
    const conditions: string[] = [];
    for (const word of query.words) {
      const pattern = containsPattern(word);
      const named = await businessesNamed(db, pattern);
      const matches = [`${SEARCHED} like lower(${params.add(pattern)})`];
      if (named.length > 0) {
        const ids = params.add(named);
        matches.push(`r.referrer_id = any(${ids}::int[])`, `r.referred_to_id = any(${ids}::int[])`);
      }
      conditions.push(`(${matches.join(' or ')})`);
    }
    const { importance } = query.filters;
    // By rank, so that one index serves the filter in date order and the sort by importance.
    if (importance !== undefined) {
      const rank = RANKS.get(importance);
      if (rank === undefined) throw invalidField('importance', 'Must be one of: Hot, Medium, Low');
      conditions.push(`${RANK} = ${params.add(rank)}`);
    }
    // The status as it is stored, compared exactly: referrals_status_idx serves it in date order.
    const { status } = query.filters;
    if (status !== undefined) conditions.push(`r.acceptance_type = ${params.add(status)}`);
    return conditions;
  },
};
