import type { RecordModel } from '../data/recordFields';
import type { ListDefinition } from './paging';

/**
 * One record's revisions, newest first (by version): the paged list of the history extension. Its
 * name carries the record, so a cursor of one record's history is refused by another's.
 */
export function historyList(model: RecordModel, recordId: number): ListDefinition {
  return {
    name: `history:${model}:${recordId}`,
    from: 'revisions r',
    id: 'r.id',
    scope: 'true',
    base: [{ sql: 'r.version', kind: 'int' }],
    sorts: { version: { columns: [] } },
    defaultSort: 'version',
    defaultOrder: 'desc',
    filters: [],
    async conditions(_db, _query, params) {
      return [`r.model = ${params.add(model)}`, `r.record_id = ${params.add(recordId)}::int`];
    },
  };
}
