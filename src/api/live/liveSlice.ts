import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import type { RecordModel } from '../endpoints/events';

/**
 * Where this tab's live updates stand (src/api/live/startLiveUpdates.ts):
 * - `off`: no stream (signed out, or ended by a 401);
 * - `connecting` / `reconnecting`: the stream is not open now, so what is shown may be stale;
 * - `live`: the stream is open (here, or in the tab that holds the connection for this browser);
 * - `unavailable`: the backend does not offer the events extension (src/api/extensions.ts), or its
 *   stream refused this session; not tried again this session.
 */
export type LiveMode = 'off' | 'connecting' | 'reconnecting' | 'live' | 'unavailable';

type LiveState = Readonly<{
  mode: LiveMode;
  /** How many changes other admins made to a record while this session ran, by `MODEL:id`. */
  changedByOthers: Readonly<Partial<Record<string, number>>>;
}>;

const initialState: LiveState = { mode: 'off', changedByOthers: {} };

const recordKey = (model: RecordModel, id: number) => `${model}:${id}`;

/** Forgotten with the cache, at sign-out. */
export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveModeChanged: (state, action: PayloadAction<LiveMode>) => ({ ...state, mode: action.payload }),
    /** Changes other admins made, gathered over one batch window (one action for a burst). */
    changedByOthers: (state, action: PayloadAction<readonly { model: RecordModel; id: number }[]>) => {
      const counts = { ...state.changedByOthers };
      for (const { model, id } of action.payload) {
        const key = recordKey(model, id);
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return { ...state, changedByOthers: counts };
    },
  },
  extraReducers: (builder) => builder.addMatcher(baseApi.util.resetApiState.match, () => initialState),
});

export const { liveModeChanged, changedByOthers } = liveSlice.actions;

export type LiveRootState = { live: LiveState };

/** How many changes other admins have made to this record in this session (0 when none, or none known). */
export const changeCountByOthers = (state: LiveRootState, model: RecordModel, id: number): number =>
  state.live.changedByOthers[recordKey(model, id)] ?? 0;
