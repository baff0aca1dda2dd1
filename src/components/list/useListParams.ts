import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HIGHLIGHT_PARAM } from '../../lib/highlight';
import {
  changeListState,
  readListState,
  writeListState,
  type ListChange,
  type ListFilter,
} from '../../lib/listQuery';

const SEARCH_URL_DELAY_MS = 300;

/**
 * A list's state in the URL query, under `prefix` when a page holds two lists. Changes replace
 * the history entry (Back leaves the page, with the list as it was left). The search box's text
 * changes at once; the URL (a router navigation, which re-renders the page) follows once typing
 * pauses, or with the next other change.
 */
export function useListParams<T>(prefix: string, filters: readonly ListFilter<T>[]) {
  const [params, setParams] = useSearchParams();
  // The same object while the query stays the same (a search being typed), so what is built from
  // it (the filter controls) is not built again.
  const state = useMemo(() => readListState(params, prefix, filters), [params, prefix, filters]);
  const highlight = params.get(`${prefix}${HIGHLIGHT_PARAM}`);

  // A search changed from outside (Back, a link, Clear filters) replaces the typed text; the URL
  // catching up with a search written from here does not (the admin may have typed on meanwhile).
  const [typed, setTyped] = useState(state.search);
  const [searchInUrl, setSearchInUrl] = useState(state.search);
  const [written, setWritten] = useState<string | null>(null);
  if (state.search !== searchInUrl) {
    setSearchInUrl(state.search);
    if (state.search !== written) setTyped(state.search);
  }

  // The router's setter hands its updater the query of the render it came from, and its render of
  // a navigation may come late (a transition, on a busy machine): a second change before it would
  // build on the query without the first, and drop it (a typed search lost to the sort clicked
  // next). So a change builds on the query last written from here while the router has not
  // rendered anything since; a timer uses the latest setter for the same reason.
  const ahead = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const write = (change: ListChange) =>
    setParams(
      (current) => {
        const base = ahead.current?.from === current.toString() ? ahead.current.to : current;
        const next = writeListState(
          base,
          changeListState(readListState(base, prefix, filters), change),
          prefix,
        );
        ahead.current = { from: current.toString(), to: next };
        return next;
      },
      { replace: true },
    );
  const latestWrite = useRef(write);
  useEffect(() => {
    latestWrite.current = write;
  });
  const pendingSearch = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => () => clearTimeout(pendingSearch.current?.timer), []);

  /** Writes a change to the URL, together with a search still waiting to be written. */
  const change = useCallback((next: ListChange) => {
    const pending = pendingSearch.current;
    pendingSearch.current = null;
    if (pending) clearTimeout(pending.timer);
    if (next.search !== undefined) setTyped(next.search);
    const search = next.search ?? pending?.value;
    if (search !== undefined) setWritten(search);
    latestWrite.current(pending ? { search: pending.value, page: 1, ...next } : next);
  }, []);

  const setSearch = useCallback(
    (value: string) => {
      setTyped(value);
      clearTimeout(pendingSearch.current?.timer);
      pendingSearch.current = { value, timer: setTimeout(() => change({}), SEARCH_URL_DELAY_MS) };
    },
    [change],
  );

  return { state, typed, setSearch, change, highlight };
}
