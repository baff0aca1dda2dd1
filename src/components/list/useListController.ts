import { useCallback, useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import { downloadCsv, toCsv } from '../../lib/csv';
import {
  nextSort,
  pageWithin,
  type FilterValues,
  type ListChange,
  type ListFilter,
  type ListState,
  type Sort,
} from '../../lib/listQuery';
import { isSortable, type ListColumn, type ListRow } from './listColumn';
import { useClientRows } from './useClientRows';
import { useHighlightedRow } from './useHighlightedRow';
import { useListParams } from './useListParams';
import { useRowSelection, type RowSelection } from './useRowSelection';

export type ListControllerOptions<T extends ListRow> = {
  /** Every row of the list, or undefined while it loads. */
  rows: readonly T[] | undefined;
  /** Stable (module-level or memoised); their texts are what search, sort and export read. */
  columns: readonly ListColumn<T>[];
  /** The order before the admin picks a column; `{ key: 'date', order: 'descend' }` is newest first. */
  defaultSort?: Sort;
  /** Filters beyond the search box, each with its URL key (stable, like the columns). */
  filters?: readonly ListFilter<T>[];
  /** Prefix of this list's URL keys, for a page with two lists ('u.' for the invited users). */
  urlPrefix?: string;
  /** File name (without date or extension) of the CSV export; no export without it. */
  exportName?: string;
  /** Rows can be ticked for bulk actions. */
  selectable?: boolean;
  loading?: boolean;
  error?: ApiError;
  onRetry?: () => void;
};

export type ListController<T extends ListRow> = {
  /** The state as the URL holds it (a search being typed reaches it after a pause). */
  state: ListState;
  columns: readonly ListColumn<T>[];
  /** The rows of the page shown. */
  rows: readonly T[];
  /** Rows matching the search and filters, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The order shown: the admin's choice, or the default. */
  sort: Sort | null;
  /** The search box's text, as typed. */
  searchText: string;
  setSearch: (text: string) => void;
  /** A click on a column's header (see nextSort). */
  toggleSort: (key: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  filterValues: FilterValues;
  setFilters: (change: NonNullable<ListChange['filters']>) => void;
  /** Clears the filters and the search: back to the whole list. */
  clearFilters: () => void;
  /**
   * A search or a filter narrows the list. A search being typed counts once it reaches the URL:
   * what depends on it (a Clear button) is not built again on every keystroke.
   */
  filtered: boolean;
  /** The list shows tick boxes for bulk actions. */
  selectable: boolean;
  selection: RowSelection<T>;
  /** The record just created (`?highlight=id`), marked in the list. */
  isHighlighted: (row: T) => boolean;
  /** The matching rows, in order, as CSV text (header and column texts). */
  csv: () => string;
  exportCsv: (() => void) | null;
  loading: boolean;
  error: ApiError;
  retry: (() => void) | undefined;
};

const NO_FILTERS: readonly never[] = [];

/**
 * The console's list controller, headless (in the manner of react-admin's): owns the list's
 * state in the URL (search, sort, page, page size, filters), the row selection and the marked new
 * record, works out the rows to show, and exports CSV. `ListTable` is its view.
 */
export function useListController<T extends ListRow>({
  rows: allRows,
  columns,
  defaultSort,
  filters = NO_FILTERS,
  urlPrefix = '',
  exportName,
  selectable = false,
  loading = false,
  error,
  onRetry,
}: ListControllerOptions<T>): ListController<T> {
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

  const matching = useClientRows({
    rows: allRows,
    columns,
    filters,
    sort,
    search: typed,
    filterValues: state.filters,
  });

  const total = matching.length;
  // A search being typed starts from the first page, before the URL says so.
  const page = typed !== state.search ? 1 : pageWithin(state.page, state.pageSize, total);
  const rows = useMemo(
    () => matching.slice((page - 1) * state.pageSize, page * state.pageSize),
    [matching, page, state.pageSize],
  );

  const isHighlighted = useHighlightedRow(highlight, matching, state, change);
  const selection = useRowSelection(allRows);

  const csv = () => {
    const textColumns = columns.flatMap((column) => (column.text ? [{ ...column, text: column.text }] : []));
    return toCsv(
      textColumns.map((column) => column.title),
      matching.map((row) => textColumns.map((column) => column.text(row))),
    );
  };

  // Stable, so filter controls kept apart with memo are not built again on each keystroke.
  const setFilters = useCallback(
    (values: NonNullable<ListChange['filters']>) => change({ filters: values, page: 1 }),
    [change],
  );
  const clearFilters = useCallback(
    () => change({ search: '', filters: Object.fromEntries(filters.map(({ key }) => [key, null])), page: 1 }),
    [change, filters],
  );

  return {
    state,
    columns,
    rows,
    total,
    page,
    pageSize: state.pageSize,
    sort,
    searchText: typed,
    setSearch,
    toggleSort: (key) => {
      const next = nextSort(sort, key, defaultSort ?? null);
      change({ sortKey: next?.key ?? null, sortOrder: next?.order ?? null, page: 1 });
    },
    setPage: (next) => change({ page: next }),
    setPageSize: (pageSize) => change({ page: 1, pageSize }),
    filterValues: state.filters,
    setFilters,
    clearFilters,
    filtered: state.search !== '' || Object.values(state.filters).some((value) => value !== null),
    selectable,
    selection,
    isHighlighted,
    csv,
    exportCsv: exportName
      ? () => downloadCsv(`${exportName}-${new Date().toISOString().slice(0, 10)}.csv`, csv())
      : null,
    loading,
    error,
    retry: onRetry,
  };
}
