import { useCallback, useMemo } from 'react';
import {
  nextSort,
  type FilterValues,
  type ListChange,
  type ListFilter,
  type ListState,
  type Sort,
} from '../../lib/listQuery';
import { isSortable, type ListColumn } from './listColumn';
import { useListParams } from './useListParams';

export type ListStateOptions<T> = {
  /** Stable (module-level or memoised). */
  columns: readonly ListColumn<T>[];
  defaultSort?: Sort;
  filters: readonly ListFilter<T>[];
  urlPrefix: string;
};

/** The handlers every list offers, whoever works out its rows. */
export type ListHandlers = {
  setSearch: (text: string) => void;
  /** A click on a column's header (see nextSort). */
  toggleSort: (key: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setFilters: (change: NonNullable<ListChange['filters']>) => void;
  /** Clears the filters and the search: back to the whole list. */
  clearFilters: () => void;
};

/**
 * A list's state as its URL holds it, the order shown and the handlers that change it: what the
 * list controllers share, whether the browser or the server works out the rows.
 */
export function useListState<T>({ columns, defaultSort, filters, urlPrefix }: ListStateOptions<T>) {
  const { state: urlState, typed, setSearch, change, highlight } = useListParams(urlPrefix, filters);

  // A sort key a link holds but no column sorts by is ignored (a server would refuse it).
  const knownSort =
    urlState.sortKey !== null &&
    urlState.sortOrder !== null &&
    columns.some((column) => column.key === urlState.sortKey && isSortable(column));
  const state = useMemo<ListState>(
    () => (knownSort ? urlState : { ...urlState, sortKey: null, sortOrder: null }),
    [knownSort, urlState],
  );
  const sort: Sort | null =
    state.sortKey !== null && state.sortOrder !== null
      ? { key: state.sortKey, order: state.sortOrder }
      : (defaultSort ?? null);

  // Stable, so filter controls kept apart with memo are not built again on each keystroke.
  const setFilters = useCallback(
    (values: NonNullable<ListChange['filters']>) => change({ filters: values, page: 1 }),
    [change],
  );
  const clearFilters = useCallback(
    () => change({ search: '', filters: Object.fromEntries(filters.map(({ key }) => [key, null])), page: 1 }),
    [change, filters],
  );
  const handlers: ListHandlers = {
    setSearch,
    toggleSort: (key) => {
      const next = nextSort(sort, key, defaultSort ?? null);
      change({ sortKey: next?.key ?? null, sortOrder: next?.order ?? null, page: 1 });
    },
    setPage: (page) => change({ page }),
    setPageSize: (pageSize) => change({ page: 1, pageSize }),
    setFilters,
    clearFilters,
  };
  const filtered = typed !== '' || hasValue(state.filters);
  return { state, typed, sort, change, highlight, handlers, filtered };
}

const hasValue = (values: FilterValues) => Object.values(values).some((value) => value !== null);
