import { loadLogs } from '../data/logs';
import { sendWholeList } from '../http/wholeLists';
import { LOGS } from '../lists/logs';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import type { Handlers, RouteContext } from './context';

export function logHandlers({ db, wholeLists }: RouteContext): Handlers {
  return {
    async getLogs(request, reply) {
      const query = readListQuery(request, LOGS);
      if (!query) {
        return sendWholeList(reply, wholeLists, db, 'logs', (chunk) => loadLogs(db, chunk));
      }
      const { ids, meta } = await readPage(db, LOGS, query);
      return { data: inPageOrder(ids, await loadLogs(db, ids)), meta };
    },
  };
}
