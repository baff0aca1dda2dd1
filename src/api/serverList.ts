import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SkipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from './errors';
import { isOneOf } from '../lib/isOneOf';
import type { FilterValues, Sort, SortOrder } from '../lib/listQuery';

/** `meta` of a page, from a backend that knows the contract's optional paging extension. */
export type PageMeta = { total: number; page: number; pageSize: number; nextCursor?: string | null };

/** A list's answer: the rows, and `meta` beside them when the backend answered one page. */
export type PagedAnswer = { data: readonly unknown[]; meta?: PageMeta | null };

/** What the list asks its server for, in the list's own terms. */
export type PageRequest = {
  pageSize: number;
  /** Absent when `locate` or `cursor` says where to read. */
  page?: number;
  search: string;
  sort: Sort | null;
  filters: FilterValues;
  /** The record whose page is wanted (the one just created). */
  locate?: number;
  /** The previous page's `meta.nextCursor` (an export reading on). */
  cursor?: string;
};

/** What the list reads from a generated query hook. */
export type ListQueryResult<Answer> = {
  /** The answer to the current request; undefined while it loads. */
  currentData?: Answer;
  /** The latest answer, kept while the next one loads. */
  data?: Answer;
  isFetching: boolean;
  error?: ApiError;
  refetch: () => unknown;
};

/** A request under way: its outcome, never a rejection; `abort` ends it. */
export type PageCall<Answer> = PromiseLike<{ data?: Answer; error?: ApiError }> & { abort: () => void };

/**
 * A list endpoint that may page: the generated hook and thunk, and how the list's request is put
 * in the endpoint's typed arguments. Declared once per list, at module level.
 */
export type ServerList<Answer extends PagedAnswer, Arg> = {
  /** Names the list where the console keeps what it learnt of its backend ('logs'). */
  name: string;
  useQuery: (arg: Arg | SkipToken) => ListQueryResult<Answer>;
  /** One page for an export, read without a screen subscribing to it. */
  initiate: (
    arg: Arg,
    options: { subscribe: false },
  ) => ThunkAction<PageCall<Answer>, unknown, unknown, UnknownAction>;
  /** The specification's call for the whole list. */
  whole: Arg;
  /** The call for one page: the contract's parameters, typed as the endpoint takes them. */
  page: (request: PageRequest) => Arg;
  /**
   * Puts an answer that turned out to be the whole list (a backend without paging) where the
   * whole-list call finds it, so the list and every other screen use it without asking again.
   */
  keepWhole: (answer: Answer) => UnknownAction;
  /** The column keys the server sorts by; other columns are not sortable while it pages. */
  sortKeys: readonly string[];
  /** The order the list shows until the admin chooses one (its page's default, and its first request). */
  defaultSort: Sort;
};

/** The contract's `order`. */
export const orderParam = (order: SortOrder): 'asc' | 'desc' => (order === 'ascend' ? 'asc' : 'desc');

/**
 * The parameters every paged list takes (where to read, search text, sort), in the contract's
 * terms; a sort by a column the server does not sort by is left out.
 */
export function pageParams<Key extends string>(
  { pageSize, page, locate, cursor, search, sort }: PageRequest,
  sortKeys: readonly Key[],
) {
  return {
    pageSize,
    page,
    locate,
    cursor,
    q: search || undefined,
    sort: sort && isOneOf(sortKeys, sort.key) ? sort.key : undefined,
    order: sort ? orderParam(sort.order) : undefined,
  };
}
