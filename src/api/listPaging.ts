import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { baseApi } from './baseApi';
import { useExtension } from './extensions';

/**
 * How each list's backend answers: `whole` when discovery says it does not offer the paging
 * extension (src/api/extensions.ts), or when it answered the whole list as the specification has
 * it; `pages` when it answered a page with `meta`. Until either has told, a list asks with the
 * paging parameters, which a backend without them ignores.
 */
export type Paging = 'pages' | 'whole';

/** The page a backend that pages found a record on (`locate`), for the request it answered. */
export type Located = { record: string; request: string; page: number };

type ListPagingState = Readonly<{
  paging: Readonly<Partial<Record<string, Paging>>>;
  /** Lists whose first page a cold load asked for before discovery answered (firstRequest.ts). */
  askedEarly: Readonly<Partial<Record<string, true>>>;
  located: Readonly<Partial<Record<string, Located>>>;
}>;

const initialState: ListPagingState = { paging: {}, askedEarly: {}, located: {} };

/** Forgotten with the cache, at sign-out. */
export const listPagingSlice = createSlice({
  name: 'listPaging',
  initialState,
  reducers: {
    pagingLearned: (state, action: PayloadAction<{ list: string; paging: Paging }>) => ({
      ...state,
      paging: { ...state.paging, [action.payload.list]: action.payload.paging },
    }),
    firstPageAskedEarly: (state, action: PayloadAction<{ list: string }>) => ({
      ...state,
      askedEarly: { ...state.askedEarly, [action.payload.list]: true },
    }),
    recordLocated: (state, action: PayloadAction<{ list: string; located: Located }>) => ({
      ...state,
      located: { ...state.located, [action.payload.list]: action.payload.located },
    }),
  },
  extraReducers: (builder) => builder.addMatcher(baseApi.util.resetApiState.match, () => initialState),
});

export const { pagingLearned, firstPageAskedEarly, recordLocated } = listPagingSlice.actions;

const useListPagingSelector = useSelector.withTypes<{ listPaging: ListPagingState }>();

/**
 * How `list`'s backend answers, once an answer or discovery has told; undefined before. A first
 * page a cold load asked for before discovery answered is awaited rather than asked for again as
 * the whole list: its answer tells.
 */
export function useListPaging(list: string): Paging | undefined {
  const offered = useExtension('paging');
  const learned = useListPagingSelector((state) => state.listPaging.paging[list]);
  const askedEarly = useListPagingSelector((state) => state.listPaging.askedEarly[list] === true);
  if (learned !== undefined) return learned;
  return offered === false && !askedEarly ? 'whole' : undefined;
}

/** Where `list`'s backend last found a record asked for by id. */
export function useLocated(list: string): Located | undefined {
  return useListPagingSelector((state) => state.listPaging.located[list]);
}
