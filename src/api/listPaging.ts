import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { baseApi } from './baseApi';

/**
 * What the console has learnt of each list's backend from its answers (never from configuration):
 * `pages` when it answered a page with `meta` (the contract's optional paging extension), `whole`
 * when it answered the whole list as the specification has it.
 */
export type Paging = 'pages' | 'whole';

/** The page a backend that pages found a record on (`locate`), for the request it answered. */
export type Located = { record: string; request: string; page: number };

type ListPagingState = Readonly<{
  paging: Readonly<Partial<Record<string, Paging>>>;
  located: Readonly<Partial<Record<string, Located>>>;
}>;

const initialState: ListPagingState = { paging: {}, located: {} };

/** Forgotten with the cache, at sign-out. */
export const listPagingSlice = createSlice({
  name: 'listPaging',
  initialState,
  reducers: {
    pagingLearned: (state, action: PayloadAction<{ list: string; paging: Paging }>) => ({
      ...state,
      paging: { ...state.paging, [action.payload.list]: action.payload.paging },
    }),
    recordLocated: (state, action: PayloadAction<{ list: string; located: Located }>) => ({
      ...state,
      located: { ...state.located, [action.payload.list]: action.payload.located },
    }),
  },
  extraReducers: (builder) => builder.addMatcher(baseApi.util.resetApiState.match, () => initialState),
});

export const { pagingLearned, recordLocated } = listPagingSlice.actions;

const useListPagingSelector = useSelector.withTypes<{ listPaging: ListPagingState }>();

/** How `list`'s backend answers, once an answer has told; undefined before. */
export function useListPaging(list: string): Paging | undefined {
  return useListPagingSelector((state) => state.listPaging.paging[list]);
}

/** Where `list`'s backend last found a record asked for by id. */
export function useLocated(list: string): Located | undefined {
  return useListPagingSelector((state) => state.listPaging.located[list]);
}
