import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import type { PageCall, PagedAnswer, PageMeta, PageRequest, ServerList } from '../../api/serverList';
import { downloadCsv } from '../../lib/csv';
import { columnsCsv, csvFileName, type ListColumn, type ListRow } from './listColumn';

/** An export that reads the list page by page from its server, while it runs. */
export type ExportProgress = { done: number; total: number };

/** An export reads the list a thousand rows at a time. */
const EXPORT_PAGE_SIZE = 1000;

type ExportInput<T extends ListRow, Answer extends PagedAnswer, Arg> = {
  server: ServerList<Answer, Arg> | null;
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

type Run = { cancelled: boolean; abort: () => void };

/**
 * The CSV export of a list the server pages: every matching row, read page after page with its
 * progress shown, and stopped by `cancel` (the request under way is aborted).
 */
export function useServerExport<T extends ListRow, Answer extends PagedAnswer, Arg>({
  server,
  rowsOf,
  columns,
  request,
  exportName,
  dispatch,
}: ExportInput<T, Answer, Arg>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<ApiError>(undefined);
  const running = useRef<Run | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      if (running.current) running.current.cancelled = true;
    },
    [],
  );

  const start = async () => {
    if (!server || !exportName || running.current) return;
    const run: Run = { cancelled: false, abort: () => undefined };
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
