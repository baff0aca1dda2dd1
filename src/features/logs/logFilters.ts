import dayjs from 'dayjs';
import type { LogAction, LogModel } from '../../api/endpoints/logs';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import { isLogAction, isLogModel } from './logLabels';
import type { LogRow } from './logRows';

/** The log's own filters, kept in the URL beside the list table's search, sort and page. */
export type LogFilters = {
  action: LogAction | null;
  model: LogModel | null;
  /** Whole local days, 'YYYY-MM-DD', both ends included. */
  from: string | null;
  to: string | null;
};

export const NO_FILTERS: LogFilters = { action: null, model: null, from: null, to: null };
const KEYS = ['action', 'model', 'from', 'to'] as const;

function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // Strict: '2024-02-30' is refused rather than rolled over into March.
  return dayjs(value).format(INPUT_DATE_FORMAT) === value ? value : null;
}

/** Reads the filters from a shared link; anything unknown or malformed is ignored. */
export function readLogFilters(params: URLSearchParams): LogFilters {
  const action = params.get('action');
  const model = params.get('model');
  return {
    action: isLogAction(action) ? action : null,
    model: isLogModel(model) ? model : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/**
 * Writes the filters into the current query, keeping the table's keys. A new filter starts again
 * at page 1, as the list table does for a new search.
 */
export function writeLogFilters(params: URLSearchParams, filters: LogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

export function hasFilters(filters: LogFilters): boolean {
  return KEYS.some((key) => filters[key] !== null);
}

/** The rows kept by the filters, or undefined when nothing is filtered (no per-row work at all). */
export function logFilter(filters: LogFilters): ((row: LogRow) => boolean) | undefined {
  if (!hasFilters(filters)) return undefined;
  const { action, model } = filters;
  const from = filters.from ? dayjs(filters.from).startOf('day').valueOf() : -Infinity;
  const to = filters.to ? dayjs(filters.to).endOf('day').valueOf() : Infinity;
  const dated = filters.from !== null || filters.to !== null;
  return (row) =>
    (action === null || row.type === action) &&
    (model === null || row.model === model) &&
    (!dated || (row.time >= from && row.time <= to));
}
