import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { staleAfter } from '../changeRules';
import { isApiEnvironment } from '../environment';
import { everyTag, everyTagType } from '../tags';
import { openLiveConnection, type LiveMessage } from './liveConnection';
import { changedByOthers, liveModeChanged } from './liveSlice';
import type { ChangeEvent } from '../endpoints/events';
import { oneConnectionPerBrowser, type LockManagerLike } from './oneConnectionPerBrowser';
import { refetchStaleOnReturn, type ReturnRootState } from './refetchStaleOnReturn';
import { createTagBatcher } from './tagBatcher';

const taggedApi = baseApi.enhanceEndpoints(everyTagType);

type Session = {
  token: string;
  /** The signed-in admin: changes they made themselves are no news to their own forms. */
  userId: number;
  /** Whether the backend offers the events extension (src/api/extensions.ts); without it no stream opens. */
  offered: boolean;
  /** For tests: the browser's Web Locks, or none (each tab then connects on its own). */
  locks?: LockManagerLike;
};

type Dispatch = (action: UnknownAction) => unknown;

/**
 * Live updates for a signed-in session, as a thunk (it reads the store's ApiEnvironment) that
 * returns the function ending them (sign-out, or the frame unmounting):
 * - each change event invalidates the tags of the spec's refetch rules (changeRules.ts), batched
 *   in bursts (tagBatcher), so only the queries on screen refetch, once per burst;
 * - a reset (or a reconnect that could not resume) invalidates everyTag shown;
 * - a bulk event (an import) invalidates what a creation of that kind of record does;
 * - a change someone else made to a record is counted (liveSlice), for an open edit form to say so;
 * - one stream per browser (oneConnectionPerBrowser), and none from a backend that does not offer
 *   the events extension;
 * - while no stream is open, a page older than 30 s is refetched when the admin returns to it.
 */
export const startLiveUpdates =
  ({ token, userId, offered, locks }: Session) =>
  (dispatch: Dispatch, getState: () => ReturnRootState, extra: unknown): (() => void) => {
    if (!isApiEnvironment(extra) || extra.liveUpdates !== true) return () => undefined;
    const env = extra;
    const stopReturns = refetchStaleOnReturn({ dispatch, getState });
    if (!offered) {
      dispatch(liveModeChanged('unavailable'));
      return () => {
        stopReturns();
        dispatch(liveModeChanged('off'));
      };
    }
    let othersChanged: ChangeEvent[] = [];
    const batcher = createTagBatcher((tags) => {
      if (othersChanged.length > 0) dispatch(changedByOthers(othersChanged));
      othersChanged = [];
      dispatch(taggedApi.util.invalidateTags(tags));
    });

    const receive = (message: LiveMessage) => {
      if (message.kind === 'mode') {
        dispatch(liveModeChanged(message.mode));
      } else if (message.kind === 'reset') {
        batcher.add(everyTag);
      } else if (message.kind === 'bulk') {
        // Which records were made is not said: stale is what any creation of that kind makes stale.
        batcher.add(staleAfter({ model: message.model, action: 'CREATE' }));
      } else {
        const { event } = message;
        if (event.actor !== userId) othersChanged.push(event);
        batcher.add(staleAfter(event));
      }
    };

    const stopSharing = oneConnectionPerBrowser({
      receive,
      locks,
      open: (publish, resume) =>
        openLiveConnection({
          url: `${env.baseUrl}/events`,
          token,
          resume,
          publish,
          onUnauthorized: env.onUnauthorized,
        }),
    });

    return () => {
      stopSharing();
      stopReturns();
      batcher.cancel();
      dispatch(liveModeChanged('off'));
    };
  };
