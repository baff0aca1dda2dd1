import { loadLogs } from '../data/logs';
import { LOGS } from '../lists/logs';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import { ok, type Handlers, type RouteContext } from './context';

export function logHandlers({ db }: RouteContext): Handlers {
  return {
    async getLogs(request) {
      const query = readListQuery(request, LOGS);
      if (!query) return ok(await loadLogs(db));
      const { ids, meta } = await readPage(db, LOGS, query);
      return { data: inPageOrder(ids, await loadLogs(db, ids)), meta };
    },
  };
}
