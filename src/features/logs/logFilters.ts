import dayjs from 'dayjs';
import type { LogAction, LogModel } from '../../api/endpoints/logs';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import type { FilterValues, ListFilter } from '../../lib/listQuery';
import { isLogAction, isLogModel } from './logLabels';
import type { LogRow } from './logRows';

/** The log's own filters, kept in the URL beside the list's search, sort and page. */
export type LogFilters = {
  action: LogAction | null;
  model: LogModel | null;
  /** Whole local days, 'YYYY-MM-DD', both ends included. */
  from: string | null;
  to: string | null;
};

function day(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // Strict: '2024-02-30' is refused rather than rolled over into March.
  return dayjs(value).format(INPUT_DATE_FORMAT) === value ? value : null;
}

/**
 * The filters as the list controller keeps them: a value from a shared link that is unknown or
 * malformed is ignored. Dates hold whole local days.
 */
export const logFilters: readonly ListFilter<LogRow>[] = [
  {
    key: 'action',
    parse: (raw) => (isLogAction(raw) ? raw : null),
    matches: (action) => (row) => row.type === action,
  },
  {
    key: 'model',
    parse: (raw) => (isLogModel(raw) ? raw : null),
    matches: (model) => (row) => row.model === model,
  },
  {
    key: 'from',
    parse: day,
    matches: (from) => {
      const start = dayjs(from).startOf('day').valueOf();
      return (row) => row.time >= start;
    },
  },
  {
    key: 'to',
    parse: day,
    matches: (to) => {
      const end = dayjs(to).endOf('day').valueOf();
      return (row) => row.time <= end;
    },
  },
];

/** The controller's values, typed for the filter bar. */
export function logFilterValues(values: FilterValues): LogFilters {
  const { action = null, model = null, from = null, to = null } = values;
  return {
    action: isLogAction(action) ? action : null,
    model: isLogModel(model) ? model : null,
    from,
    to,
  };
}
