import { useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import { downloadCsv } from '../../lib/csv';
import {
  pageWithin,
  type FilterValues,
  type ListFilter,
  type ListState,
  type Sort,
} from '../../lib/listQuery';
import { columnsCsv, csvFileName, type ListColumn, type ListRow } from './listColumn';
import { useClientRows } from './useClientRows';
import { useHighlightedRow } from './useHighlightedRow';
import { useListState, type ListHandlers } from './useListState';
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

/** An export that reads the list page by page from its server, while it runs. */
export type ExportProgress = { done: number; total: number };

export type ListController<T extends ListRow> = ListHandlers & {
  /** The state as the URL holds it (a search being typed reaches it after a pause). */
  state: ListState;
  /** The columns as shown: those the server cannot sort by are not sortable when it pages. */
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
  filterValues: FilterValues;
  /** A search or a filter narrows the list. */
  filtered: boolean;
  /** The list shows tick boxes for bulk actions. */
  selectable: boolean;
  selection: RowSelection<T>;
  /** The record just created (`?highlight=id`), marked in the list. */
  isHighlighted: (row: T) => boolean;
  exportCsv: (() => void) | null;
  /** How far an export read from the server has got; null when none runs. */
  exporting: ExportProgress | null;
  cancelExport: () => void;
  /** Why the last export stopped short. */
  exportError: ApiError;
  loading: boolean;
  error: ApiError;
  retry: (() => void) | undefined;
};

const NO_FILTERS: readonly never[] = [];
const nothing = () => undefined;

/**
 * The console's list controller, headless (in the manner of react-admin's): owns the list's
 * state in the URL (search, sort, page, page size, filters), the row selection and the marked new
 * record, works out the rows to show from the whole list, and exports CSV. `ListTable` is its view;
 * useServerListController is the same controller for a list its server may page.
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
  const { state, typed, sort, change, highlight, handlers, filtered } = useListState({
    columns,
    defaultSort,
    filters,
    urlPrefix,
  });

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

  return {
    ...handlers,
    state,
    columns,
    rows,
    total,
    page,
    pageSize: state.pageSize,
    sort,
    searchText: typed,
    filterValues: state.filters,
    filtered,
    selectable,
    selection,
    isHighlighted,
    exportCsv: exportName ? () => downloadCsv(csvFileName(exportName), columnsCsv(columns, matching)) : null,
    exporting: null,
    cancelExport: nothing,
    exportError: undefined,
    loading,
    error,
    retry: onRetry,
  };
}
