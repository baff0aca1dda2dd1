import { useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import { useListPaging } from '../../api/listPaging';
import type { PagedAnswer, ServerList } from '../../api/serverList';
import { useThunkDispatch } from '../../api/useThunkDispatch';
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
import { useServerExport, type ExportProgress } from './useServerExport';
import { useServerPage } from './useServerPage';

/** Every row of a list held in the browser, from a query the page made. */
export type WholeSource<T> = {
  /** Undefined while the list loads. */
  rows: readonly T[] | undefined;
  loading?: boolean;
  error?: ApiError;
  retry?: () => void;
};

/** A list whose backend may page it (declared once, in src/api/lists). */
export type PagedSource<T, Answer extends PagedAnswer, Arg> = {
  server: ServerList<Answer, Arg>;
  /** The rows of an answer (stable: module-level or memoised). */
  rowsOf: (answer: Answer) => readonly T[];
};

export type ListControllerOptions<T extends ListRow, Answer extends PagedAnswer, Arg> = {
  source: WholeSource<T> | PagedSource<T, Answer, Arg>;
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
  /** Rows can be ticked for bulk actions (a list held in the browser). */
  selectable?: boolean;
};

export type { ExportProgress };

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
const NO_ROWS: readonly never[] = [];
const noRows = () => NO_ROWS;

/**
 * The console's one list controller, headless (in the manner of react-admin's): owns the list's
 * state in the URL (search, sort, page, page size, filters), the row selection and the marked new
 * record, and exports CSV. Its rows come from one of two sources: a backend that pages (asked for
 * the page the URL names, see useServerPage), or a whole list held in the browser, which answers
 * its pages itself with lib/listQuery. A paging source whose backend answers the whole list becomes
 * the second. `ListTable` is its view.
 */
export function useListController<T extends ListRow, Answer extends PagedAnswer = PagedAnswer, Arg = never>({
  source,
  columns,
  defaultSort,
  filters = NO_FILTERS,
  urlPrefix = '',
  exportName,
  selectable = false,
}: ListControllerOptions<T, Answer, Arg>): ListController<T> {
  const dispatch = useThunkDispatch();
  const server = 'server' in source ? source.server : null;
  const rowsOf = 'rowsOf' in source ? source.rowsOf : noRows;
  // While the server pages, it sorts: only by the columns it knows.
  const pagedColumns = useMemo(
    () =>
      server
        ? columns.map((column): ListColumn<T> =>
            server.sortKeys.includes(column.key) ? column : { ...column, sortable: false },
          )
        : columns,
    [columns, server],
  );
  const paging = useListPaging(server?.name ?? '');
  const paged = server !== null && paging !== 'whole';
  const { state, typed, sort, change, highlight, handlers, filtered } = useListState({
    columns: paged ? pagedColumns : columns,
    defaultSort,
    filters,
    urlPrefix,
  });

  const remote = useServerPage({ server, paging, state, sort, highlight, change });
  const { meta, shown, result } = remote;
  const answerRows = useMemo(() => (shown ? rowsOf(shown) : undefined), [shown, rowsOf]);
  // A whole list: the page's own, or a paging source's answer that came without `meta`.
  const wholeRows = 'rows' in source ? source.rows : meta ? undefined : answerRows;

  const matching = useClientRows({
    rows: wholeRows,
    columns,
    filters,
    sort,
    search: typed,
    filterValues: state.filters,
  });
  // A search being typed starts from the first page, before the URL says so.
  const clientPage = typed !== state.search ? 1 : pageWithin(state.page, state.pageSize, matching.length);
  const clientRows = useMemo(
    () => matching.slice((clientPage - 1) * state.pageSize, clientPage * state.pageSize),
    [matching, clientPage, state.pageSize],
  );
  const isHighlighted = useHighlightedRow(highlight, matching, state, change);
  const selection = useRowSelection(wholeRows);
  const exporter = useServerExport({
    server,
    rowsOf,
    columns,
    request: remote.request,
    exportName,
    dispatch,
  });

  const whole = 'rows' in source ? source : null;
  return {
    ...handlers,
    state,
    columns: paged ? pagedColumns : columns,
    rows: meta ? (answerRows ?? NO_ROWS) : clientRows,
    total: meta ? meta.total : matching.length,
    page: meta ? (remote.locating ? meta.page : state.page) : clientPage,
    pageSize: state.pageSize,
    sort,
    searchText: typed,
    filterValues: state.filters,
    filtered,
    selectable: selectable && !meta,
    selection,
    isHighlighted,
    exportCsv: exportName
      ? meta
        ? exporter.start
        : () => downloadCsv(csvFileName(exportName), columnsCsv(columns, matching))
      : null,
    exporting: exporter.progress,
    cancelExport: exporter.cancel,
    exportError: exporter.error,
    loading: whole ? (whole.loading ?? false) : meta ? result.isFetching : result.isFetching && !shown,
    error: whole ? whole.error : result.error,
    retry: whole ? whole.retry : () => void result.refetch(),
  };
}

export type WholeQuery<T> = {
  data?: { data?: readonly T[] | null } | null;
  isLoading: boolean;
  error?: ApiError;
  refetch: () => unknown;
};

/** A whole list as a generated query hook answers it (`{ data: [...] }`). */
export const wholeQuery = <T>(query: WholeQuery<T>): WholeSource<T> => ({
  rows: query.data?.data ?? undefined,
  loading: query.isLoading,
  error: query.error,
  retry: () => void query.refetch(),
});
