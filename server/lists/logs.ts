import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { containsPattern, instant, type ListDefinition, type ListQuery, type OrderColumn } from './paging';

const CREATED: OrderColumn = { sql: 'l.created_at', kind: 'time' };

/** What a search reads: the message and the user's name, lower case (migration 003). */
const SEARCHED = 'l.search_text';

/** The document's LogAction and LogModel (a test keeps them equal). */
export const LOG_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'INVITE',
  'VERIFY',
  'LOGIN',
  'REQUEST_PASSWORD_RESET',
  'PASSWORD_RESET',
];
export const LOG_MODELS = ['BUSINESS', 'REFERRAL', 'USER', 'REGION', 'CATEGORY'];

/** The codes whose words ('REQUEST_PASSWORD_RESET' reads 'request password reset') contain `word`. */
function codesContaining(codes: readonly string[], word: string): string[] {
  return codes.filter((code) => code.toLowerCase().replace(/_/g, ' ').includes(word));
}

/** Filters the maintained counts in log_counts can answer. */
const COUNTED_FILTERS = new Set(['action', 'model']);

/** The audit log: newest first; sorted by the console's columns; searched and filtered. */
export const LOGS: ListDefinition = {
  name: 'logs',
  from: 'logs l',
  id: 'l.id',
  scope: 'true',
  base: [CREATED],
  sorts: {
    date: { columns: [] },
    message: { columns: [{ sql: 'lower(l.message)', kind: 'text' }] },
    model: { columns: [{ sql: 'l.model', kind: 'text' }] },
    action: { columns: [{ sql: 'l.action', kind: 'text' }] },
    user: { columns: [{ sql: 'l.user_name', kind: 'text' }] },
  },
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: ['action', 'model', 'since', 'until'],

  async conditions(_db, query, params) {
    // A word matches the entry's text, or its action or model: those are a few codes, matched here
    // and looked up by index rather than kept in the trigram index a million times over.
    const conditions = query.words.map((word) => {
      const matches = [`${SEARCHED} like lower(${params.add(containsPattern(word))})`];
      const actions = codesContaining(LOG_ACTIONS, word);
      const models = codesContaining(LOG_MODELS, word);
      if (actions.length > 0) matches.push(`l.action = any(${params.add(actions)}::text[])`);
      if (models.length > 0) matches.push(`l.model = any(${params.add(models)}::text[])`);
      return `(${matches.join(' or ')})`;
    });
    const { action, model, since, until } = query.filters;
    if (action !== undefined) conditions.push(`l.action = ${params.add(action)}`);
    if (model !== undefined) conditions.push(`l.model = ${params.add(model)}`);
    if (since !== undefined)
      conditions.push(`l.created_at >= ${params.add(instant('since', since))}::timestamptz`);
    if (until !== undefined)
      conditions.push(`l.created_at < ${params.add(instant('until', until))}::timestamptz`);
    return conditions;
  },

  async quickTotal(db: Queryable, query: ListQuery) {
    if (query.words.length > 0 || Object.keys(query.filters).some((name) => !COUNTED_FILTERS.has(name)))
      return undefined;
    const { action = null, model = null } = query.filters;
    const [row] = await db.query(
      `select coalesce(sum(entries), 0)::int as total from log_counts
        where ($1::text is null or action = $1) and ($2::text is null or model = $2)`,
      [action, model],
    );
    return row ? int(row, 'total') : 0;
  },
};
