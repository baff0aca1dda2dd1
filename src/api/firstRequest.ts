import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '../lib/listQuery';
import { firstPageAskedEarly } from './listPaging';
import type { PagedAnswer, ServerList } from './serverList';

/**
 * What a page asks the API for first when its address holds no query of its own: asked for by
 * bootConsole together with the page's code, so the answer is on its way (or in the cache) when the
 * page renders, instead of leaving only once the page's code has run. The page's own query finds
 * it in the cache: the same endpoint and argument, one request. A promise says when the request
 * has been asked for (after the code it needs has loaded), not when it is answered.
 */
export type FirstRequest = (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  /** The address's route parameters (a detail page's id). */
  params: Readonly<Record<string, string | undefined>>,
) => void | Promise<void>;

/** A list's first page as its page asks for it with nothing in the address: its own order, no search, no filter. */
export function firstPage<Answer extends PagedAnswer, Arg>(server: ServerList<Answer, Arg>): FirstRequest {
  const request = { pageSize: DEFAULT_PAGE_SIZE, page: 1, search: '', sort: server.defaultSort, filters: {} };
  return (dispatch) => {
    dispatch(server.initiate(server.page(request), { subscribe: false }));
    dispatch(firstPageAskedEarly({ list: server.name }));
  };
}
