import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../api/errors';
import { recordLocated, useListPaging, useLocated } from '../../api/listPaging';
import { downloadCsv } from '../../lib/csv';
import { pageWithin } from '../../lib/listQuery';
import { columnsCsv, csvFileName, type ListColumn, type ListRow } from './listColumn';
import type { PageCall, PagedAnswer, PageMeta, PageRequest, ServerList } from '../../api/serverList';
import { useClientRows } from './useClientRows';
import { useHighlightedRow } from './useHighlightedRow';
import { useLearnPaging } from './useLearnPaging';
import type { ExportProgress, ListController, ListControllerOptions } from './useListController';
import { useListState } from './useListState';
import { useRowSelection } from './useRowSelection';

export type ServerListControllerOptions<T extends ListRow, Answer extends PagedAnswer, Arg> = Omit<
  ListControllerOptions<T>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'selectable'
> & {
  server: ServerList<Answer, Arg>;
  /** The rows of an answer (stable: module-level or memoised). */
  rowsOf: (answer: Answer) => readonly T[];
};

/** An export reads the list a thousand rows at a time, by cursor. */
export const EXPORT_PAGE_SIZE = 1000;

const NO_FILTERS: readonly never[] = [];
const NO_ROWS: readonly never[] = [];
const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

function recordId(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The list controller for a list whose backend may page (the contract's optional extension). It
 * asks for the page its URL state names; an answer with `meta` is that page, and search, sort,
 * filters, paging and export then run on the server. An answer without `meta` is the whole list
 * (a backend that keeps only the specification's promises): it is kept where the whole-list call
 * finds it, and the list then works in the browser exactly as useListController does.
 */
export function useServerListController<T extends ListRow, Answer extends PagedAnswer, Arg>({
  server,
  rowsOf,
  columns,
  defaultSort,
  filters = NO_FILTERS,
  urlPrefix = '',
  exportName,
}: ServerListControllerOptions<T, Answer, Arg>): ListController<T> {
  const dispatch = useThunkDispatch();
  const paging = useListPaging(server.name);
  const paged = paging !== 'whole';
  // While the server pages, it sorts: only by the columns it knows.
  const pagedColumns = useMemo(
    () =>
      columns.map((column): ListColumn<T> =>
        server.sortKeys.includes(column.key) ? column : { ...column, sortable: false },
      ),
    [columns, server.sortKeys],
  );
  const shownColumns = paged ? pagedColumns : columns;
  const { state, typed, sort, change, highlight, handlers, filtered } = useListState({
    columns: shownColumns,
    defaultSort,
    filters,
    urlPrefix,
  });

  // A record just created is asked for by id: the server answers the page that holds it, and the
  // list stays on that page (with the same request, from the cache) until the admin moves on.
  const requestKey = JSON.stringify([state.search, sort, state.filters, state.pageSize]);
  const located = useLocated(server.name);
  const highlightId = recordId(highlight);
  const locating =
    paged &&
    highlightId !== undefined &&
    (located?.record !== highlight || (located.request === requestKey && located.page === state.page));
  const request: PageRequest = {
    pageSize: state.pageSize,
    ...(locating ? { locate: highlightId } : { page: state.page }),
    search: state.search,
    sort,
    filters: state.filters,
  };
  const result = server.useQuery(paged ? server.page(request) : server.whole);
  const current = result.currentData;
  const shown = result.data;
  const meta = paged ? (shown?.meta ?? null) : null;

  useLearnPaging(server, current, paging);

  const currentMeta = paged ? (current?.meta ?? null) : null;
  useEffect(() => {
    if (!currentMeta) return;
    if (locating && highlight !== null) {
      if (located?.record !== highlight) {
        const page = currentMeta.page;
        // The URL moves to that page first, and the record counts as located once it shows it:
        // recorded before, one render in between would ask for the old page (and show it).
        if (page !== state.page) change({ page });
        else
          dispatch(
            recordLocated({ list: server.name, located: { record: highlight, request: requestKey, page } }),
          );
      }
      return;
    }
    // A page past the end (after deletes, or from an old link): the last page instead.
    const last = pageWithin(state.page, state.pageSize, currentMeta.total);
    if (last !== state.page) change({ page: last });
  }, [
    currentMeta,
    locating,
    located,
    highlight,
    requestKey,
    state.page,
    state.pageSize,
    change,
    dispatch,
    server,
  ]);

  const answerRows = useMemo(() => (shown ? rowsOf(shown) : undefined), [shown, rowsOf]);
  // Without `meta` the answer is the whole list, worked out here as useListController does.
  const wholeRows = meta ? undefined : answerRows;
  const matching = useClientRows({
    rows: wholeRows,
    columns,
    filters,
    sort,
    search: typed,
    filterValues: state.filters,
  });
  const clientPage = typed !== state.search ? 1 : pageWithin(state.page, state.pageSize, matching.length);
  const clientRows = useMemo(
    () => matching.slice((clientPage - 1) * state.pageSize, clientPage * state.pageSize),
    [matching, clientPage, state.pageSize],
  );
  const isHighlighted = useHighlightedRow(highlight, matching, state, change);
  const selection = useRowSelection(wholeRows);

  const exporter = useServerExport({ server, rowsOf, columns, request, exportName, dispatch });

  return {
    ...handlers,
    state,
    columns: shownColumns,
    rows: meta ? (answerRows ?? NO_ROWS) : clientRows,
    total: meta ? meta.total : matching.length,
    page: meta ? (locating ? meta.page : state.page) : clientPage,
    pageSize: state.pageSize,
    sort,
    searchText: typed,
    filterValues: state.filters,
    filtered,
    selectable: false,
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
    loading: meta ? result.isFetching : result.isFetching && !shown,
    error: result.error,
    retry: () => void result.refetch(),
  };
}

type ExportInput<T extends ListRow, Answer extends PagedAnswer, Arg> = {
  server: ServerList<Answer, Arg>;
  rowsOf: (answer: Answer) => readonly T[];
  columns: readonly ListColumn<T>[];
  request: PageRequest;
  exportName: string | undefined;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
};

/** Where an export reads a page: by cursor or by page number. */
type ReadFrom = { cursor: string } | { page: number };

/**
 * Where an export reads on: by the cursor a backend gave, or by page number from one that pages
 * without cursors; nowhere after the last page (a null cursor).
 */
function nextPage(meta: PageMeta): ReadFrom | null {
  if (typeof meta.nextCursor === 'string') return { cursor: meta.nextCursor };
  return meta.nextCursor === null ? null : { page: meta.page + 1 };
}

/**
 * The CSV export of a list the server pages: every matching row, read page after page by cursor
 * with its progress shown, and stopped by `cancel` (the request under way is aborted).
 */
function useServerExport<T extends ListRow, Answer extends PagedAnswer, Arg>({
  server,
  rowsOf,
  columns,
  request,
  exportName,
  dispatch,
}: ExportInput<T, Answer, Arg>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<ApiError>(undefined);
  const running = useRef<{ cancelled: boolean; abort: () => void } | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      if (running.current) running.current.cancelled = true;
    },
    [],
  );

  const start = async () => {
    if (!exportName || running.current) return;
    const run: { cancelled: boolean; abort: () => void } = { cancelled: false, abort: () => undefined };
    running.current = run;
    setError(undefined);
    setProgress({ done: 0, total: 0 });
    const rows: T[] = [];
    let next: ReadFrom = { page: 1 };
    try {
      for (;;) {
        const { search, sort, filters } = request;
        const call: PageCall<Answer> = dispatch(
          server.initiate(server.page({ pageSize: EXPORT_PAGE_SIZE, search, sort, filters, ...next }), {
            subscribe: false,
          }),
        );
        run.abort = call.abort;
        const answer = await call;
        if (run.cancelled) return;
        if (answer.error || !answer.data) {
          setError(answer.error);
          return;
        }
        const pageRows = rowsOf(answer.data);
        rows.push(...pageRows);
        const { meta } = answer.data;
        setProgress({ done: rows.length, total: meta?.total ?? rows.length });
        const after: ReadFrom | null =
          meta && pageRows.length > 0 && rows.length < meta.total ? nextPage(meta) : null;
        if (!after) break;
        next = after;
      }
      downloadCsv(csvFileName(exportName), columnsCsv(columns, rows));
    } finally {
      if (running.current === run) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    const run = running.current;
    if (!run) return;
    run.cancelled = true;
    run.abort();
    running.current = null;
    setProgress(null);
  };

  return { start: () => void start(), cancel, progress, error };
}
