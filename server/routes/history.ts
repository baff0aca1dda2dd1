import { isRecordModel } from '../data/recordFields';
import { loadRevisions } from '../data/revisions';
import { isStorableId } from '../db/ids';
import { invalidField } from '../http/errors';
import { int, queryOf, str } from '../http/input';
import { historyList } from '../lists/history';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import type { Handlers, RouteContext } from './context';

/** The history extension: one record's revisions, newest first, paged like the lists. */
export function historyHandlers({ db }: RouteContext): Handlers {
  return {
    async getHistory(request) {
      const query = queryOf(request);
      const model = str(query, 'model');
      if (!isRecordModel(model)) throw invalidField('model', 'Is not a kind of record');
      const recordId = int(query, 'id');
      if (!isStorableId(recordId)) throw invalidField('id', 'Is not a record id');
      // A record that never existed simply has no history: the answer is an empty list, not a
      // 404, as it is for a deleted record's history (which stays readable).
      const list = historyList(model, recordId);
      const paging = readListQuery(request, list);
      const strip = ({ id: _id, ...revision }: Awaited<ReturnType<typeof loadRevisions>>[number]) => revision;
      if (!paging) return { data: (await loadRevisions(db, model, recordId)).map(strip) };
      const { ids, meta } = await readPage(db, list, paging);
      return { data: inPageOrder(ids, await loadRevisions(db, model, recordId, ids)).map(strip), meta };
    },
  };
}
