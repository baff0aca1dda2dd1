import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { everyTagType, type Tag } from '../tags';
import type { LiveRootState } from './liveSlice';

/** What the page shows may be this old when the admin comes back to it; older is refetched. */
const STALE_AFTER_MS = 30_000;

/** Events closer together than this are one return to the page. */
const SAME_RETURN_MS = 1_000;

const taggedApi = baseApi.enhanceEndpoints(everyTagType);

type ApiState = ReturnType<typeof baseApi.reducer>;
export type ReturnRootState = LiveRootState & { api: ApiState };

/** The tags of the queries on screen (subscribed) whose last answer is older than `before`. */
function staleShownTags(api: ApiState, before: number): Tag[] {
  const tags: Tag[] = [];
  for (const [key, provided] of Object.entries(api.provided.keys)) {
    const query = api.queries[key];
    if (query?.status !== 'fulfilled' || query.fulfilledTimeStamp >= before) continue;
    if (Object.keys(api.subscriptions[key] ?? {}).length === 0) continue;
    for (const tag of provided) {
      if (tag.id === undefined) tags.push(tag.type);
      else if (typeof tag.id === 'number' || tag.id === 'LIST' || tag.id === 'DETAIL')
        tags.push({ type: tag.type, id: tag.id });
    }
  }
  return tags;
}

type ReturnOptions = {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => ReturnRootState;
  now?: () => number;
};

/**
 * Without a live stream (a backend without the events extension, or one reconnecting), the page
 * is refetched once when the admin comes back to it (the tab shown again, the window focused, the
 * network back) and what it shows is older than 30 s. Nothing runs while the stream is open (what
 * is shown is already fresh), and nothing polls: an idle console sends no requests.
 */
export function refetchStaleOnReturn({
  dispatch,
  getState,
  now = () => Date.now(),
}: ReturnOptions): () => void {
  let lastRefetch = Number.NEGATIVE_INFINITY;
  const check = () => {
    if (document.visibilityState === 'hidden') return;
    const state = getState();
    if (state.live.mode === 'live') return;
    const time = now();
    // A focus and a visibility change (or the network back) arrive together: one refetch for all.
    if (time - lastRefetch < SAME_RETURN_MS) return;
    const tags = staleShownTags(state.api, time - STALE_AFTER_MS);
    if (tags.length === 0) return;
    lastRefetch = time;
    dispatch(taggedApi.util.invalidateTags(tags));
  };
  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.removeEventListener('focus', check);
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', check);
  };
}
