import dayjs from 'dayjs';
import {
  api,
  useGetLogsQuery,
  type GetLogsApiArg,
  type LogListEnvelope,
  type LogSortKey,
} from '../../api/endpoints/logs';
import { pageParams, type ServerList } from '../../api/serverList';
import type { FilterValues } from '../../lib/listQuery';
import { isLogAction, isLogModel } from './logLabels';

const SORT_KEYS: readonly LogSortKey[] = ['date', 'message', 'model', 'action', 'user'];

/** The start of a local day ('YYYY-MM-DD'), as the instant the contract's `since` and `until` take. */
const startOfDay = (day: string, plusDays = 0) =>
  dayjs(day).add(plusDays, 'day').startOf('day').toISOString();

function dateAndKindParams({ action, model, from, to }: FilterValues) {
  return {
    action: action && isLogAction(action) ? action : undefined,
    model: model && isLogModel(model) ? model : undefined,
    since: from ? startOfDay(from) : undefined,
    until: to ? startOfDay(to, 1) : undefined,
  };
}

/**
 * The audit log for a backend that may page it: the log's search, sort and filters as the
 * contract's parameters. The date filters hold whole local days: `since` is the first day's start,
 * `until` the start of the day after the last.
 */
export const logList: ServerList<LogListEnvelope, GetLogsApiArg> = {
  name: 'logs',
  useQuery: useGetLogsQuery,
  initiate: api.endpoints.getLogs.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  defaultSort: { key: 'date', order: 'descend' },
  keepWhole: (answer) => api.util.upsertQueryEntries([{ endpointName: 'getLogs', arg: {}, value: answer }]),
  page: (request) => ({
    ...pageParams(request, SORT_KEYS),
    ...dateAndKindParams(request.filters),
  }),
};
