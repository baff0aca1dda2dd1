import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { api, useGetHistoryQuery, type RecordModel } from '../../api/endpoints/history';
import { discoverExtensions, useExtension } from '../../api/extensions';

/** Revisions a History section shows at first, and asks for with each "Load more". */
const HISTORY_PAGE_SIZE = 20;

/** One page of a record's history, as the section and the early request both ask for it. */
export const historyPage = (model: RecordModel, id: number, page: number) => ({
  model,
  id,
  pageSize: HISTORY_PAGE_SIZE,
  page,
});

/**
 * Asks for a record's first page of history as its page starts, beside the record itself: the
 * section is a chunk loaded once the record is in, and would only then ask (measured by the
 * bench's history row). It finds the answer cached, or on its way.
 */
export function useHistoryEarly(model: RecordModel | undefined, id: number | null): void {
  const offered = useExtension('history');
  useGetHistoryQuery(offered && model !== undefined && id !== null ? historyPage(model, id, 1) : skipToken);
}

/**
 * The same first page, asked for before any page renders (a detail page's cold load) without
 * subscribing, once discovery says the backend keeps history. Not to be awaited: discovery may
 * take a while, and the page does not wait for it.
 */
export const requestHistoryPage =
  (model: RecordModel, id: number): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> =>
  async (dispatch) => {
    const offered = await dispatch(discoverExtensions());
    if (offered.history !== undefined)
      dispatch(api.endpoints.getHistory.initiate(historyPage(model, id, 1), { subscribe: false }));
  };
