import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { recordLocated, useLocated, type Paging } from '../../api/listPaging';
import type { ListQueryResult, PagedAnswer, PageMeta, PageRequest, ServerList } from '../../api/serverList';
import { useThunkDispatch } from '../../api/useThunkDispatch';
import { pageWithin, type ListChange, type ListState, type Sort } from '../../lib/listQuery';
import { useLearnPaging } from './useLearnPaging';

type ServerPageInput<Answer extends PagedAnswer, Arg> = {
  /** Null for a whole list held in the browser: nothing is asked. */
  server: ServerList<Answer, Arg> | null;
  /** What the console has learnt of this list's backend so far. */
  paging: Paging | undefined;
  state: ListState;
  sort: Sort | null;
  highlight: string | null;
  change: (next: ListChange) => void;
};

export type ServerPage<Answer> = {
  /** The latest answer, kept while the next loads. */
  shown: Answer | undefined;
  /** `meta` of the page shown; null when the answer is the whole list. */
  meta: PageMeta | null;
  /** The request a server-paged export repeats, page after page. */
  request: PageRequest;
  /** The record just created is being looked for (the page shown is the server's, not the URL's). */
  locating: boolean;
  result: ListQueryResult<Answer>;
};

const NO_RESULT: ListQueryResult<never> = { isFetching: false, refetch: () => undefined };
const ASKS_NOTHING = { useQuery: () => NO_RESULT };

function recordId(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The source of a list whose backend may page (the contract's optional extension): asks for the
 * page the URL names, or (a record just created) the page that holds it, and learns from the
 * answer whether the backend pages at all. An answer without `meta` is the whole list, which the
 * controller then works in the browser like any list held there.
 */
export function useServerPage<Answer extends PagedAnswer, Arg>({
  server,
  paging,
  state,
  sort,
  highlight,
  change,
}: ServerPageInput<Answer, Arg>): ServerPage<Answer> {
  const dispatch = useThunkDispatch();
  const name = server?.name ?? '';
  const paged = server !== null && paging !== 'whole';

  // A record just created is asked for by id: the server answers the page that holds it, and the
  // list stays on that page (with the same request, from the cache) until the admin moves on.
  const requestKey = JSON.stringify([state.search, sort, state.filters, state.pageSize]);
  const located = useLocated(name);
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
  // The same hook on every render of a given list: a list has a server or never has one.
  const source = server ?? ASKS_NOTHING;
  const result = source.useQuery(server ? (paged ? server.page(request) : server.whole) : skipToken);
  const current = result.currentData;
  const shown = result.data;

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
          dispatch(recordLocated({ list: name, located: { record: highlight, request: requestKey, page } }));
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
    name,
  ]);

  return { shown, meta: paged ? (shown?.meta ?? null) : null, request, locating, result };
}
